import { SITE } from '@site/site.gen';
import { readLastLead } from '../forms/browser';
import { successMessage } from '../forms/success-message';
import { usePageTitle, useRouteTitle } from '../routing';

/** /success: shown after a lead is saved, saying what happens next. */
export default function SuccessPage() {
  const title = useRouteTitle();
  usePageTitle(title);
  return (
    <section className="page page--success">
      <h1>{title}</h1>
      <p>{successMessage(readLastLead())}</p>
      <p>
        <a className="button" href={SITE.search.defaultPath}>
          Keep browsing our stock
        </a>{' '}
        <a className="button button--secondary" href="/">
          Go to the home page
        </a>
      </p>
    </section>
  );
}
