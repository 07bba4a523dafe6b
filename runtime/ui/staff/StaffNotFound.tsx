import { STAFF_PATH } from '@dealer/site/staff-api';
import { usePageTitle } from '../routing';

/** A staff address that names no staff page. */
export default function StaffNotFound() {
  usePageTitle('Page not found');
  return (
    <section className="staff-page" aria-labelledby="staff-not-found-title">
      <h1 id="staff-not-found-title">Page not found</h1>
      <p>
        There is no staff page here. <a href={STAFF_PATH}>Go to the inbox</a>
      </p>
    </section>
  );
}
