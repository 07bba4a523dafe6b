/** Links to the tenant's finance page, carrying the car so the finance form starts filled in. */
import { sellingPrice } from '@dealer/finance/price';
import type { Tenant } from '../../../schema/tenant.ts';
import { SITE } from '@site/site.gen';
import type { FinanceCar } from './car';

export const FINANCE_FORM_ANCHOR = 'finance-form';

type LinkCar = Pick<FinanceCar, 'id' | 'car_type' | 'vin' | 'dealership_slug' | 'price' | 'offer_price'>;

/**
 * The configured default link, else the tenant's finance route, with preferredDealership,
 * vehiclePriceBudget, car_id, car_type and vin for a car, and the #finance-form anchor.
 */
export function buildFinanceLink(finance: Pick<Tenant['finance'], 'route' | 'defaultLink'>, car?: LinkCar): string {
  const base = finance.defaultLink ?? finance.route;
  const params = new URLSearchParams();
  if (car) {
    if (car.dealership_slug) params.set('preferredDealership', car.dealership_slug);
    const price = sellingPrice(car);
    if (price > 0) params.set('vehiclePriceBudget', String(price));
    params.set('car_id', String(car.id));
    params.set('car_type', car.car_type);
    if (car.vin) params.set('vin', car.vin);
  }
  const query = params.toString();
  const joiner = base.includes('?') ? '&' : '?';
  return `${base}${query ? joiner + query : ''}#${FINANCE_FORM_ANCHOR}`;
}

export function financeLink({ car }: { car?: LinkCar } = {}): string {
  return buildFinanceLink(SITE.finance, car);
}
