import { lazy, useState } from 'react';
import { contactPageMap, locationContactPath } from '@dealer/site/locations';
import { SITE } from '@site/site.gen';
import { LazyPart, useRouteTitle } from '../routing';
import { LocationPicker } from '../site/LocationPicker';
import { LocationsBlock } from '../site/LocationsBlock';
import { MapView } from '../site/maps/MapView';
import { OpeningHoursPanel } from '../site/OpeningHoursPanel';
import { PageFrame } from '../site/PageFrame';

// Lazy, so the form's code loads after the page's own.
const EnquiryForm = lazy(() => import('../forms/EnquiryForm').then((m) => ({ default: m.EnquiryForm })));

/** The map section by location count: a hero map for one location, a dealership list for a group, else a map of all locations. */
function ContactMap() {
  switch (contactPageMap(SITE)) {
    case 'hero-map': {
      const [only] = SITE.locations;
      return only ? <MapView markers={[{ label: only.name, lat: only.address.lat, long: only.address.long }]} title={`Map of ${only.name}`} /> : null;
    }
    case 'dealership-list':
      return (
        <nav aria-label="Our dealerships" className="dealership-list">
          <h2>Our dealerships</h2>
          <ul>
            {SITE.dealerships.map((dealership) => {
              const location = SITE.locations.find((l) => l.dealership_id === dealership.id);
              return (
                <li key={dealership.id}>
                  <a href={location ? locationContactPath(location, SITE.locationOptions) : '/dealerships'}>{dealership.name}</a>
                </li>
              );
            })}
          </ul>
          <a href="/dealerships">View all dealerships</a>
        </nav>
      );
    case 'locations-map':
      return (
        <MapView
          markers={SITE.locations.filter((l) => l.visible).map((l) => ({ label: l.name, lat: l.address.lat, long: l.address.long }))}
          title={`Map of ${SITE.name} locations`}
        />
      );
  }
}

/** Straight to one location's page; a site with one location has it chosen already. */
function LocationFinder() {
  const [id, setId] = useState<number | null>(null);
  const location = SITE.locations.find((l) => l.id === id);
  return (
    <div className="location-finder">
      <LocationPicker label="Find a location" filter={{}} value={id} onChange={setId} />
      {location && (
        <a href={locationContactPath(location, SITE.locationOptions)} className="button">
          Contact {location.name}
        </a>
      )}
    </div>
  );
}

export default function ContactPage() {
  return (
    <PageFrame title={useRouteTitle()} className="page--contact">
      <ContactMap />
      <LocationFinder />
      <LocationsBlock block={{ filter: 'all' }} heading="Our locations" />
      <OpeningHoursPanel />
      <section className="contact-enquiry" aria-labelledby="contact-enquiry-title">
        <h2 id="contact-enquiry-title">Send us an enquiry</h2>
        <LazyPart fallback={<p role="status">Loading the form…</p>}>
          <EnquiryForm />
        </LazyPart>
      </section>
    </PageFrame>
  );
}
