import { useParams } from '@dealer/ui/router';
import { locationBySlug, locationSlug } from '@dealer/site/locations';
import { SITE } from '@site/site.gen';
import { LocationCard } from '../site/LocationCard';
import { PageFrame } from '../site/PageFrame';
import { ReviewsBlock } from '../site/ReviewsBlock';
import NotFoundPage from './NotFoundPage';

/**
 * One location: /contact-us/{slug} (or /our-location/{slug}), /locations/{slug} and /teams/{slug}, with
 * its card, stock link and reviews.
 */
export default function LocationPage() {
  const { locationSlug: slug } = useParams();
  const location = locationBySlug(SITE.locations, slug ?? '', SITE.locationOptions);
  if (!location) return <NotFoundPage />;
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
