import type { Car } from '../../schema/car.ts';
import { manufacturerSlug } from '../site/manufacturers.ts';
import type { FormValues } from './fields.ts';

export type DefaultsCar = Pick<Car, 'id' | 'make' | 'model' | 'car_type' | 'status'> & Partial<Pick<Car, 'stocknum' | 'dealership_slug'>>;

/** Hidden values every form about a car sends (vehicle spec §3 form defaults); opt-in starts ticked. */
export function formDefaults(car: DefaultsCar | undefined, fallbackDealershipSlug: string | undefined): FormValues {
  const dealership = car?.dealership_slug ?? fallbackDealershipSlug;
  if (!car) return { opt_in: true, ...(dealership ? { dealership_slug: dealership } : {}) };
  return {
    ...(dealership ? { dealership_slug: dealership } : {}),
    manufacturer_slug: manufacturerSlug(car.make),
    stock_number: car.stocknum ?? '',
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.car_type,
    car_id: String(car.id),
    vehicle_status: car.status,
    opt_in: true,
  };
}
