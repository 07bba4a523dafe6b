import { formatCount } from '@dealer/site/numbers';
import { useId, useState, type FormEvent } from 'react';
import { blockLocations, byDistance, dedupeLocations, type Coordinates, type LocationFilter } from '@dealer/site/locations';
import { FORM_TEXTS } from '@dealer/forms/messages';
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

interface GeocodeAnswer {
  results: { geometry: { location: { lat: number; lng: number } } }[];
}

/** The postcode's centre from /api/geocode (the maps geocoding shape), or null when it finds nothing. */
async function postcodeCentre(postcode: string): Promise<Coordinates | null> {
  const response = await fetch(`/api/geocode?${new URLSearchParams({ postal_code: postcode, country: 'AU' })}`);
  if (!response.ok) return null;
  const first = ((await response.json()) as GeocodeAnswer).results[0];
  return first ? { lat: first.geometry.location.lat, long: first.geometry.location.lng } : null;
}

/** The dealer locator: every shown location on one map and as cards, narrowed by department and make, nearest first from a postcode. */
export default function DealerLocatorPage() {
  const id = useId();
  const [filter, setFilter] = useState<LocationFilter>('all');
  const [make, setMake] = useState('');
  const [postcode, setPostcode] = useState('');
  const [from, setFrom] = useState<Coordinates | null>(null);
  const [postcodeError, setPostcodeError] = useState<string | null>(null);
  const makes = [...new Set(SITE.locations.flatMap((l) => l.manufacturers))].sort();
  const locations = dedupeLocations(blockLocations(SITE.locations, { filter, ...(make ? { manufacturer: make } : {}) }, SITE.locationOptions));
  const listed = from ? byDistance(locations, from) : locations.map((location) => ({ location, km: null }));

  const findNearest = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}$/.test(postcode)) return setPostcodeError(FORM_TEXTS.postcodeFormat);
    const centre = await postcodeCentre(postcode).catch(() => null);
    setPostcodeError(centre ? null : FORM_TEXTS.invalidPostcode);
    setFrom(centre);
  };

  return (
    <PageFrame title={useRouteTitle()} className="page--locator">
      <form className="locator-filters" onSubmit={findNearest}>
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
        <label htmlFor={`${id}-postcode`}>Your postcode</label>
        <input
          id={`${id}-postcode`}
          inputMode="numeric"
          maxLength={4}
          value={postcode}
          aria-invalid={postcodeError !== null}
          aria-describedby={postcodeError ? `${id}-postcode-error` : undefined}
          onChange={(event) => setPostcode(event.target.value.replace(/\D/g, ''))}
        />
        <button type="submit" className="button">
          Find nearest
        </button>
        {postcodeError && (
          <span id={`${id}-postcode-error`} role="alert" className="load-state--error">
            {postcodeError}
          </span>
        )}
      </form>
      <MapView markers={locations.map((l) => ({ label: l.name, lat: l.address.lat, long: l.address.long }))} title="Map of the locations found" />
      <p role="status">
        {locations.length} location{locations.length === 1 ? '' : 's'} found
      </p>
      {/* The cards' names are h3s: the list's heading keeps the outline whole for screen-reader users. */}
      <h2 className="visually-hidden">Locations</h2>
      <ul className="locations-grid locations-grid--four-columns">
        {listed.map(({ location, km }) => (
          <li key={location.id}>
            {km !== null && <p className="locator-distance">{formatCount(km)} km away</p>}
            <LocationCard location={location} />
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
