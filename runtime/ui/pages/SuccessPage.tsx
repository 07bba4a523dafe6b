import { SITE } from '@site/site.gen';
import { readLastLead } from '../forms/browser';
import { usePageTitle, useRouteTitle } from '../routing';

/** /success: shown after a lead is saved, naming the car it was about when there was one. */
export default function SuccessPage() {
  const title = useRouteTitle();
  usePageTitle(title);
  const car = readLastLead()?.car;
  return (
    <section className="page page--success">
      <h1>{title}</h1>
      <p>We've received your enquiry{car ? ` about the ${car.name}` : ''}. A member of our team will be in touch shortly.</p>
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
