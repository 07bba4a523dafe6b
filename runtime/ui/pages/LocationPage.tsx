import { useParams } from 'react-router';
import { locationBySlug, locationSlug } from '@dealer/site/locations';
import { SITE } from '@site/site.gen';
import { useRouteTitle } from '../routing';
import { LocationCard } from '../site/LocationCard';
import { NotFoundNotice, PageFrame } from '../site/PageFrame';
import { ReviewsBlock } from '../site/ReviewsBlock';

/**
 * One location: /contact-us/{slug} (or /our-location/{slug}), /locations/{slug} and /teams/{slug}, with
 * its card, stock link and reviews.
 */
export default function LocationPage() {
  const { locationSlug: slug } = useParams();
  const routeTitle = useRouteTitle();
  const location = locationBySlug(SITE.locations, slug ?? '', SITE.locationOptions);
  if (!location) {
    return (
      <PageFrame title={routeTitle}>
        <NotFoundNotice what="location" back={{ label: 'See all our locations', href: '/contact-us' }} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={location.name} crumbs={[{ label: 'Contact us', href: '/contact-us' }, { label: location.name }]} className="page--location">
      <LocationCard location={location} large />
      {location.location_type === 'sales' && (
        <p>
          <a href={`/${SITE.search.pathPrefix}/${locationSlug(location)}`} className="button">
            View Our Stock
          </a>
        </p>
      )}
      <ReviewsBlock heading="Customer reviews" locationId={location.id} />
    </PageFrame>
  );
}
