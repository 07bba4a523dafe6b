import { TAG_LABELS } from '../../schema/constants.ts';
import type { Tenant } from '../../schema/tenant.ts';
import type { SiteCar } from './car.ts';
import { isSold } from './car.ts';
import { CAR_BANNER_LABELS, NEW_ARRIVAL_DAYS } from './constants.ts';

const DAY_MS = 86_400_000;

type FuelLabel = typeof CAR_BANNER_LABELS.electric | typeof CAR_BANNER_LABELS.hybrid;

export type TagBanner =
  | { kind: 'fuel'; label: FuelLabel }
  | { kind: 'reserved'; label: typeof CAR_BANNER_LABELS.reserved }
  | { kind: 'certified'; image: string; make: string }
  | { kind: 'tag'; label: string }
  | { kind: 'comingSoon'; label: typeof TAG_LABELS.comingSoon }
  | { kind: 'newArrival'; label: typeof TAG_LABELS.newArrival };

type BannerCar = Pick<SiteCar, 'fuel' | 'simple_fuel' | 'reserved' | 'certified' | 'make' | 'status' | 'sold' | 'tag' | 'created_at'>;

/**
 * The one banner a car card shows, highest priority first: electric or hybrid fuel, Reserved,
 * the certified-used badge for the configured make, the car's own tag, COMING SOON, New Arrival
 * (listed within the last 8 days); null when none applies.
 */
export function tagBanner(car: BannerCar, vehicle: Pick<Tenant['vehicle'], 'certifiedBadge'>, now: Date): TagBanner | null {
  const fuel = fuelLabel(car.simple_fuel ?? car.fuel);
  if (fuel) return { kind: 'fuel', label: fuel };
  if (car.reserved === true) return { kind: 'reserved', label: CAR_BANNER_LABELS.reserved };
  const badge = vehicle.certifiedBadge;
  if (badge && car.certified === true && sameMake(car.make, badge.make) && !isSold(car)) {
    return { kind: 'certified', image: badge.image, make: badge.make };
  }
  if (car.tag) return { kind: 'tag', label: car.tag };
  if (car.status === 'coming_soon') return { kind: 'comingSoon', label: TAG_LABELS.comingSoon };
  if (isNewArrival(car, now)) return { kind: 'newArrival', label: TAG_LABELS.newArrival };
  return null;
}

// A plug-in hybrid's fuel names both words; it is still sold as a hybrid.
function fuelLabel(fuel: string | null | undefined): FuelLabel | null {
  if (!fuel) return null;
  if (/hybrid/i.test(fuel)) return CAR_BANNER_LABELS.hybrid;
  if (/electric/i.test(fuel)) return CAR_BANNER_LABELS.electric;
  return null;
}

function sameMake(carMake: string | null | undefined, badgeMake: string): boolean {
  return carMake?.trim().toLowerCase() === badgeMake.trim().toLowerCase();
}

export function isNewArrival(car: Pick<SiteCar, 'created_at'>, now: Date): boolean {
  if (!car.created_at) return false;
  const age = now.getTime() - Date.parse(car.created_at);
  return age >= 0 && age <= NEW_ARRIVAL_DAYS * DAY_MS;
}

/**
 * The condition label beside the banner: the site's sold label for sold cars (JUST SOLD, or
 * e.g. Just Sold), New for new cars, Pre-Owned for used cars where the site uses that wording.
 */
export function conditionLabel(
  car: Pick<SiteCar, 'status' | 'sold' | 'car_type'>,
  vehicle: Pick<Tenant['vehicle'], 'soldTagLabel' | 'preOwnedLabel'>,
): string | null {
  if (isSold(car)) return vehicle.soldTagLabel;
  if (car.car_type === 'new') return TAG_LABELS.new;
  if (car.car_type === 'used' && vehicle.preOwnedLabel) return CAR_BANNER_LABELS.preOwned;
  return null;
}
