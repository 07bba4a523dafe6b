import { useParams } from 'react-router';
import { isLocationShown, locationSlug } from '@dealer/site/locations';
import { SITE } from '@site/site.gen';
import { SiteLink } from '../layout/SiteLink';
import { useRouteTitle } from '../routing';
import { LocationCard } from '../site/LocationCard';
import { NotFoundNotice, PageFrame } from '../site/PageFrame';
import { ReviewsBlock } from '../site/ReviewsBlock';

/**
 * One location: /contact-us/{slug} (or /our-location/{slug}), /locations/{slug} and /teams/{slug}.
 * A slug can name a location or its dealership; the sales entry wins over service and parts.
 */
export default function LocationPage() {
  const { locationSlug: slug } = useParams();
  const routeTitle = useRouteTitle();
  const matches = SITE.locations.filter((l) => isLocationShown(l, SITE.locationOptions) && (locationSlug(l) === slug || l.dealership_slug === slug));
  const location = matches.find((l) => l.location_type === 'sales') ?? matches[0];
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
          <SiteLink href={`/${SITE.search.pathPrefix}/${locationSlug(location)}`} className="button">
            View Our Stock
          </SiteLink>
        </p>
      )}
      <ReviewsBlock heading="Customer reviews" locationId={location.id} />
    </PageFrame>
  );
}
