import { useId, useState } from 'react';
import { blockLocations, dedupeLocations, type LocationFilter } from '@dealer/site/locations';
import { SITE } from '@site/site.gen';
import { useRouteTitle } from '../routing';
import { LocationCard } from '../site/LocationCard';
import { MapView } from '../site/maps/MapView';
import { PageFrame } from '../site/PageFrame';

const FILTERS: { value: LocationFilter; label: string }[] = [
  { value: 'all', label: 'All locations' },
  { value: 'sales', label: 'Sales' },
  { value: 'service', label: 'Service' },
  { value: 'parts', label: 'Parts' },
  { value: 'service-and-parts', label: 'Service and parts' },
];

/** The dealer locator: every shown location on one map and as cards, narrowed by department and make. */
export default function DealerLocatorPage() {
  const id = useId();
  const [filter, setFilter] = useState<LocationFilter>('all');
  const [make, setMake] = useState('');
  const makes = [...new Set(SITE.locations.flatMap((l) => l.manufacturers))].sort();
  const locations = dedupeLocations(blockLocations(SITE.locations, { filter, ...(make ? { manufacturer: make } : {}) }, SITE.locationOptions));
  return (
    <PageFrame title={useRouteTitle()} className="page--locator">
      <form className="locator-filters" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-type`}>Department</label>
        <select id={`${id}-type`} value={String(filter)} onChange={(event) => setFilter(event.target.value as LocationFilter)}>
          {FILTERS.map((f) => (
            <option key={f.label} value={String(f.value)}>
              {f.label}
            </option>
          ))}
        </select>
        {makes.length > 1 && (
          <>
            <label htmlFor={`${id}-make`}>Make</label>
            <select id={`${id}-make`} value={make} onChange={(event) => setMake(event.target.value)}>
              <option value="">All makes</option>
              {makes.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </>
        )}
      </form>
      <MapView markers={locations.map((l) => ({ label: l.name, lat: l.address.lat, long: l.address.long }))} title="Map of the locations found" />
      <p role="status">
        {locations.length} location{locations.length === 1 ? '' : 's'} found
      </p>
      <ul className="locations-grid locations-grid--four-columns">
        {locations.map((location) => (
          <li key={location.id}>
            <LocationCard location={location} />
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
