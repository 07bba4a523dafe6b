import { SpinToWinForm } from '../forms/AccountForms';
import { useRouteTitle } from '../routing';
import { ConfiguredCopy } from '../site/ConfiguredCopy';
import { PageFrame } from '../site/PageFrame';

/** /spin-to-win (signed-in where the site gates it): the promotion's copy and its entry form. */
export default function SpinToWinPage() {
  return (
    <PageFrame title={useRouteTitle()} className="page--spin-to-win">
      <ConfiguredCopy slug="spin-to-win" />
      <SpinToWinForm />
    </PageFrame>
  );
}
