import { SITE } from '@site/site.gen';
import { usePageTitle } from '../routing';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="page page--not-found">
      <h1>Page not found</h1>
      <p>The page you were looking for isn't here. It may have moved, or the car may have been sold.</p>
      <p>
        <a className="button" href={SITE.search.defaultPath}>
          Search our stock
        </a>{' '}
        <a className="button button--secondary" href="/">
          Go to the home page
        </a>
      </p>
    </section>
  );
}
