import { useParams } from '@dealer/ui/router';
import { formatCount } from '@dealer/site/numbers';
import { showsCardRating } from '@dealer/site/reviews';
import { SITE } from '@site/site.gen';
import { useRouteTitle } from '../routing';
import { DealershipStock } from '../search/DealershipStock';
import { LocationCard } from '../site/LocationCard';
import { PageFrame } from '../site/PageFrame';
import { Stars } from '../site/Stars';

/** /dealerships and /dealerships/{make}: the group's dealerships with their rating and locations, optionally one make's. */
export default function DealershipsPage() {
  const { make } = useParams();
  const title = useRouteTitle();
  const dealerships = SITE.dealerships
    .map((dealership) => ({
      dealership,
      locations: SITE.locations.filter((l) => l.visible && l.dealership_id === dealership.id && (!make || l.manufacturers.includes(make))),
    }))
    .filter((d) => d.locations.length > 0);
  return (
    <PageFrame title={title} crumbs={make ? [{ label: title, href: '/dealerships' }, { label: make }] : undefined} className="page--dealerships">
      {dealerships.length === 0 && <p>No dealerships sell that make.</p>}
      {dealerships.map(({ dealership, locations }) => (
        <section key={dealership.id} className="dealership" aria-labelledby={`dealership-${dealership.id}`}>
          <h2 id={`dealership-${dealership.id}`}>{dealership.name}</h2>
          {showsCardRating(dealership.average_rating, SITE.reviews) && dealership.average_rating !== undefined && (
            <p>
              <Stars rating={dealership.average_rating} /> {dealership.average_rating.toFixed(1)}
              {dealership.review_count !== undefined && ` (${formatCount(dealership.review_count)} reviews)`}
            </p>
          )}
          <ul className="locations-grid locations-grid--four-columns">
            {locations.map((location) => (
              <li key={location.id}>
                <LocationCard location={location} />
              </li>
            ))}
          </ul>
          <DealershipStock dealership={dealership} />
        </section>
      ))}
    </PageFrame>
  );
}
