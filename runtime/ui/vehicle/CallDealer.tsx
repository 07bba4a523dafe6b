import type { Car } from '../../../schema/car.ts';
import { VEHICLE_LOCATION_TEXT } from '@dealer/site/constants';
import { PhoneNumber } from './PhoneNumber';

/** Call the dealer, and where the car is (#vehicle-map, the target of the location link). */
export function CallDealer({ car, phone }: { car: Car; phone: string | null }) {
  const address = car.location.address;
  const lines = [
    address?.street,
    [address?.city ?? car.location.city, address?.state ?? car.location.state, address?.postcode].filter(Boolean).join(' '),
  ].filter(Boolean);
  return (
    <section className="call-dealer" id="vehicle-map" aria-labelledby="call-dealer-title">
      <h2 id="call-dealer-title">Call the dealer</h2>
      <p className="call-dealer__location">
        <strong>{car.location.name || VEHICLE_LOCATION_TEXT}</strong>
        {lines.length > 0 && <span> · {lines.join(', ')}</span>}
      </p>
      {phone && <PhoneNumber car={car} phone={phone} sms />}
      {address?.place_url && (
        <a className="button button--secondary" href={address.place_url} target="_blank" rel="noopener">
          Get Directions
        </a>
      )}
    </section>
  );
}
