/** Comparable stock for the price gauge. */
import type { Car } from '../../schema/car.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { quoteFilterValue } from '../../runtime/search/filters.ts';
import { siteCars } from '../stock/site-cars.ts';
import type { StockReader } from '../stock/stock-reader.ts';

/** Years either side of the car's that still count as comparable for the price gauge. */
export const COMPARABLE_YEAR_BAND = 2;
/** Enough comparables for a stable range without scanning the whole stock of a popular model. */
const COMPARABLE_LIMIT = 200;

/** Same make and model, year within ±2, priced, the car itself left out. */
export function comparableCars(stock: StockReader, tenant: Tenant, car: Car): Promise<Car[]> {
  const conditions = [
    `make = ${quoteFilterValue(car.make)}`,
    `model = ${quoteFilterValue(car.model)}`,
    `year ${car.year - COMPARABLE_YEAR_BAND} TO ${car.year + COMPARABLE_YEAR_BAND}`,
    'price > 0',
    `id != ${car.id}`,
  ];
  return siteCars(stock, tenant, conditions, COMPARABLE_LIMIT);
}
