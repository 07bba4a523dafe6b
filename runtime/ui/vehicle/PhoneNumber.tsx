import { useState } from 'react';
import { useLocation } from '@dealer/ui/router';
import type { Car } from '../../../schema/car.ts';
import { EVENTS } from '@dealer/site/constants';
import { formatPhone, maskPhone, smsHref, telHref } from '@dealer/site/phones';
import { SITE } from '@site/site.gen';
import { track } from '../analytics';
import { phoneClickLabel } from './page-rules';

/** Records a reveal; the spec only logs it, so a failure is swallowed. */
function recordReveal(car: Pick<Car, 'id' | 'dealership_id'>): void {
  void fetch(`/api/cars/${car.id}/phone-reveal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ car_id: car.id, dealership_id: car.dealership_id ?? null, website_id: SITE.id }),
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * The dealer's number, masked after 5 characters until clicked (or shown from the start where the site
 * says so). A click reveals it, records the reveal and fires event 25; then it calls (tel:) or texts (sms:).
 */
export function PhoneNumber({ car, phone, sms = false }: { car: Pick<Car, 'id' | 'dealership_id' | 'car_type'>; phone: string; sms?: boolean }) {
  const [revealed, setRevealed] = useState(SITE.vehicle.phoneStartsRevealed);
  const { pathname } = useLocation();
  const clicked = () => track(EVENTS.phoneClick, { label: phoneClickLabel(pathname, car.car_type), carId: car.id });
  if (!revealed)
    return (
      <button
        type="button"
        className="phone-number phone-number--masked"
        aria-label={`Show phone number ${maskPhone(phone)}`}
        onClick={() => {
          setRevealed(true);
          recordReveal(car);
          clicked();
        }}
      >
        {maskPhone(phone)}
      </button>
    );
  return (
    <span className="phone-number">
      <a href={telHref(phone)} onClick={clicked}>
        {formatPhone(phone)}
      </a>
      {sms && (
        <a className="phone-number__sms" href={smsHref(phone)}>
          Text us
        </a>
      )}
    </span>
  );
}
