import type { Car } from '../../../schema/car.ts';
import { VEHICLE_LOCATION_TEXT } from '@dealer/site/constants';
import { carYard } from '@dealer/site/locations';
import { SITE } from '@site/site.gen';
import { MapView } from '../site/maps/MapView';
import { PhoneNumber } from './PhoneNumber';

/** Call the dealer, and where the car is: the map of its yard and directions (#vehicle-map, the target of the location link). */
export function CallDealer({ car, phone }: { car: Car; phone: string | null }) {
  const name = car.location.name || VEHICLE_LOCATION_TEXT;
  const yard = carYard(car.location, SITE.locations);
  return (
    <section className="call-dealer" id="vehicle-map" aria-labelledby="call-dealer-title">
      <h2 id="call-dealer-title">Call the dealer</h2>
      <p className="call-dealer__location">
        <strong>{name}</strong>
        {yard.address && <span> · {yard.address}</span>}
      </p>
      {phone && <PhoneNumber car={car} phone={phone} sms />}
      {yard.marker && (
        <div className="call-dealer__map">
          <MapView markers={[yard.marker]} title={`Map of ${name}`} />
        </div>
      )}
      {yard.directions && (
        <a className="button button--secondary" href={yard.directions} target="_blank" rel="noopener">
          Get Directions<span className="visually-hidden"> to {name} (opens in a new tab)</span>
        </a>
      )}
    </section>
  );
}
