import type { CarStatus, CarType } from '../../schema/lists.ts';

/**
 * The car fields the site rules read, as the search index and the car API deliver them.
 * Each rule takes a `Pick` of this, so a full `Car` (schema/car.ts) or a search hit both fit.
 */
export interface SiteCar {
  status: CarStatus;
  car_type: CarType;
  sold?: boolean | null;
  reserved?: boolean | null;
  tag?: string | null;
  price?: number | null;
  make?: string | null;
  fuel?: string | null;
  simple_fuel?: string | null;
  certified?: boolean | null;
  /** ISO instant the car was listed. */
  created_at?: string | null;
  /** Epoch seconds. */
  sold_date_timestamp?: number | null;
  show_on_dealer_website?: boolean | null;
  /** History report link. */
  file?: string | null;
  images?: readonly unknown[] | null;
}

export function isSold(car: Pick<SiteCar, 'status' | 'sold'>): boolean {
  return car.sold === true || car.status === 'sold';
}
