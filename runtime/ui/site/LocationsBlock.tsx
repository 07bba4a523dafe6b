import { blockLocations, dedupeLocations, locationGridLayout, type LocationBlock } from '@dealer/site/locations';
import { SITE } from '@site/site.gen';
import { LocationCard } from './LocationCard';
import { MapView } from './maps/MapView';

/**
 * The location block: the shown locations its filter picks, each place once. One location is a
 * large card with its map; several are a grid (4 columns at large width from 3 cards), under a
 * map of them all where the site asks for one (locationOptions.allLocationsMap).
 */
export function LocationsBlock(props: { block: LocationBlock; heading: string }) {
  const locations = dedupeLocations(blockLocations(SITE.locations, props.block, SITE.locationOptions));
  const [only] = locations;
  return (
    <section className="locations-block" aria-label={props.heading}>
      <h2>{props.heading}</h2>
      {locations.length === 0 ? (
        <p>No locations to show.</p>
      ) : locations.length === 1 && only ? (
        <LocationCard location={only} large />
      ) : (
        <>
          {SITE.locationOptions.allLocationsMap && (
            <MapView markers={locations.map((l) => ({ label: l.name, lat: l.address.lat, long: l.address.long }))} title={`Map of ${props.heading}`} />
          )}
          <ul className={`locations-grid locations-grid--${locationGridLayout(locations.length)}`}>
            {locations.map((location) => (
              <li key={location.id}>
                <LocationCard location={location} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
