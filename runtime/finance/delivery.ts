/** The delivery calculator: a price and region for a postcode. */
import { DELIVERY_MESSAGES } from '../site/constants.ts';

export interface DeliveryRegion {
  region: string;
  /** Inclusive postcode range. */
  from: number;
  to: number;
  price: number;
}

export type DeliveryEstimate = { ok: true; price: number; region: string } | { ok: false; message: string };

/**
 * Indicative prices by Australian postcode range, for the embedded delivery provider and demos.
 * Metro ranges come before their state's catch-all range: the first match wins.
 */
export const DEFAULT_DELIVERY_REGIONS: readonly DeliveryRegion[] = [
  { region: 'Brisbane Metro', from: 4000, to: 4207, price: 199 },
  { region: 'Gold Coast', from: 4208, to: 4287, price: 299 },
  { region: 'Sunshine Coast', from: 4550, to: 4575, price: 299 },
  { region: 'Regional Queensland', from: 4000, to: 4999, price: 690 },
  { region: 'Regional Queensland', from: 9000, to: 9999, price: 690 },
  { region: 'Sydney Metro', from: 2000, to: 2234, price: 890 },
  { region: 'Canberra', from: 2600, to: 2618, price: 1090 },
  { region: 'Canberra', from: 2900, to: 2920, price: 1090 },
  { region: 'Regional New South Wales', from: 2235, to: 2999, price: 1190 },
  { region: 'Melbourne Metro', from: 3000, to: 3207, price: 1290 },
  { region: 'Regional Victoria', from: 3208, to: 3999, price: 1490 },
  { region: 'Adelaide Metro', from: 5000, to: 5199, price: 1590 },
  { region: 'Regional South Australia', from: 5200, to: 5999, price: 1790 },
  { region: 'Hobart', from: 7000, to: 7099, price: 1890 },
  { region: 'Regional Tasmania', from: 7100, to: 7999, price: 1990 },
  { region: 'Perth Metro', from: 6000, to: 6199, price: 2190 },
  { region: 'Regional Western Australia', from: 6200, to: 6999, price: 2590 },
  { region: 'Darwin', from: 800, to: 832, price: 2290 },
  { region: 'Regional Northern Territory', from: 833, to: 999, price: 2690 },
];

/** The spec gives this calculator no postcode format rule: anything that is not a known postcode finds no price. */
const DIGITS = /^\d{3,4}$/;

export function deliveryEstimate(postcode: string, regions: readonly DeliveryRegion[] = DEFAULT_DELIVERY_REGIONS): DeliveryEstimate {
  const entered = postcode.trim();
  if (entered === '') return { ok: false, message: DELIVERY_MESSAGES.emptyPostcode };
  const code = DIGITS.test(entered) ? Number(entered) : Number.NaN;
  const found = regions.find((r) => code >= r.from && code <= r.to);
  return found ? { ok: true, price: found.price, region: found.region } : { ok: false, message: DELIVERY_MESSAGES.notFound };
}
