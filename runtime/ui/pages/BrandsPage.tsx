import { useRouteTitle } from '../routing';
import { BrandDirectory, StatsBanner } from '../site/BrandDirectory';
import { PageFrame } from '../site/PageFrame';

/** /brands: the stats banner and the four brand groups. */
export default function BrandsPage() {
  return (
    <PageFrame title={useRouteTitle()} className="page--brands">
      <StatsBanner />
      <BrandDirectory />
    </PageFrame>
  );
}
