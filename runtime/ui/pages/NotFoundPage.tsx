import { Link } from 'react-router';
import { SITE } from '@site/site.gen';
import { usePageTitle } from '../routing';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="page page--not-found">
      <h1>Page not found</h1>
      <p>The page you were looking for isn't here. It may have moved, or the car may have been sold.</p>
      <p>
        <Link className="button" to={SITE.search.defaultPath}>
          Search our stock
        </Link>{' '}
        <Link className="button button--secondary" to="/">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
