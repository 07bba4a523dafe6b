import type { Tenant } from '../../schema/tenant.ts';
import type { SiteCar } from './car.ts';
import { isSold } from './car.ts';
import type { Car } from '../../schema/car.ts';
import { RESERVATION_DEPOSIT, SOLD_MESSAGE, TEST_DRIVE_ONLY_TAG, VALUED_CAR_MIN_PRICE } from './constants.ts';

/** In stock and coming soon cars can be bought; anything else is treated as sold. */
export function isAvailable(car: Pick<SiteCar, 'status'>): boolean {
  return car.status === 'in_stock' || car.status === 'coming_soon';
}

export type VehicleButtonOptions = Pick<
  Tenant['vehicle'],
  'favourites' | 'favouritesStrict' | 'hideTestDriveWhenComingSoon' | 'reservation' | 'historyReports'
>;

export interface CarButtonsInput {
  /** The reservation eligibility rule is not in the spec; the caller decides it. */
  eligibleForReservation: boolean;
}

export interface CarButtons {
  tradeIn: boolean;
  reserve: boolean;
  favourite: boolean;
  testDrive: boolean;
  historyReport: boolean;
  /** An unavailable car shows SOLD and the Find Me Something Similar form instead of the buttons. */
  findSimilar: boolean;
  soldMessage: typeof SOLD_MESSAGE | null;
}

type ButtonCar = Pick<SiteCar, 'status' | 'tag' | 'car_type' | 'price' | 'images' | 'file'>;

export function carButtons(car: ButtonCar, vehicle: VehicleButtonOptions, input: CarButtonsInput): CarButtons {
  const available = isAvailable(car);
  return {
    tradeIn: available,
    reserve: available && vehicle.reservation && input.eligibleForReservation && car.tag !== TEST_DRIVE_ONLY_TAG,
    favourite: showsFavourite(car, vehicle),
    testDrive: available && !(vehicle.hideTestDriveWhenComingSoon && car.status === 'coming_soon'),
    historyReport: vehicle.historyReports && Boolean(car.file),
    findSimilar: !available,
    soldMessage: available ? null : SOLD_MESSAGE,
  };
}

function showsFavourite(car: ButtonCar, vehicle: VehicleButtonOptions): boolean {
  if (!vehicle.favourites || !isAvailable(car)) return false;
  if (!vehicle.favouritesStrict) return true;
  return car.car_type === 'used' && (car.price ?? 0) > 0 && (car.images?.length ?? 0) > 0;
}

/** Counts as a valued car: priced over $200, in stock, not sold and not reserved. */
export function isValuedCar(car: Pick<SiteCar, 'price' | 'status' | 'sold' | 'reserved'>): boolean {
  return (car.price ?? 0) > VALUED_CAR_MIN_PRICE && car.status === 'in_stock' && !isSold(car) && car.reserved !== true;
}

/**
 * Reservation eligibility is not in the spec. A car can be held with a deposit when it is in the
 * yard, not already reserved and has a price to pay a deposit against.
 */
export function eligibleForReservation(car: Pick<Car, 'status' | 'reserved' | 'price'>): boolean {
  return car.status === 'in_stock' && !car.reserved && car.price > 0;
}

/** The deposit that reserves a car: its payment processor's amount, else $200 (vehicle spec §9). */
export function reservationDeposit(car: Pick<Car, 'payment_processors'>): number {
  return car.payment_processors[0]?.amount ?? RESERVATION_DEPOSIT;
}
