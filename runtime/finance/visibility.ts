/** When the finance calculator, the finance box and a provider's finance offer show for a car. */
import { foldName } from '../site/names.ts';
import type { FinanceProvider, Tenant } from '../../schema/tenant.ts';
import type { FINANCE_REQUIREMENTS } from '../../schema/lists.ts';
import { isAvailable } from '../site/availability.ts';
import type { SiteCar } from '../site/car.ts';
import { isPositive, type FinanceLender, type FinancedCar } from './car.ts';
import { sellingPrice } from './price.ts';

export interface CarFinanceContext {
  /** `status` decides availability (in_stock or coming_soon), by the site rule. */
  car: FinancedCar & Pick<SiteCar, 'status'>;
  lender: FinanceLender | null;
}

/**
 * A provider exists, the calculator is on, the car has a price to finance above 0, and the car is
 * available or the tenant shows the calculator for unavailable cars too.
 */
export function calculatorVisible({ provider, calculator }: Pick<Tenant['finance'], 'provider' | 'calculator'>, car: CarFinanceContext['car']): boolean {
  return provider !== null && calculator.enabled && sellingPrice(car) > 0 && (isAvailable(car) || calculator.showForUnavailableCars);
}

const REQUIRED_FIELD = {
  comparisonRate: 'comparisonRate',
  weeklyPayment: 'paymentWeek',
  monthlyPayment: 'paymentMonth',
} as const satisfies Record<(typeof FINANCE_REQUIREMENTS)[number], keyof FinanceLender>;

/**
 * A provider's rules for offering finance on a car: always availability; optionally a year newer
 * than `currentYear` − maxAgeYears, a price above minPrice, and figures present in its lender entry.
 */
export function providerEligible(provider: FinanceProvider, { car, lender }: CarFinanceContext, currentYear: number): boolean {
  const { maxAgeYears, minPrice, requires } = provider.eligibility;
  if (!isAvailable(car)) return false;
  if (maxAgeYears !== null && !(typeof car.year === 'number' && car.year > currentYear - maxAgeYears)) return false;
  if (minPrice !== null && !(isPositive(car.price) && car.price > minPrice)) return false;
  return requires.every((requirement) => typeof lender?.[REQUIRED_FIELD[requirement]] === 'number');
}

export interface FinanceBoxSite {
  finance: Pick<Tenant['finance'], 'provider' | 'box'>;
  manufacturer: Tenant['manufacturer'];
}

/**
 * The finance box on a car: switched on, not hidden for the site's manufacturer or the car's
 * dealership, lender data with an interest rate and a comparison rate, and the provider's rules met.
 */
export function financeBoxVisible({ finance, manufacturer }: FinanceBoxSite, context: CarFinanceContext, currentYear: number): boolean {
  const { provider, box } = finance;
  const { car, lender } = context;
  if (!box.enabled || provider === null) return false;
  if (manufacturer && box.hiddenForManufacturers.some((hidden) => sameName(hidden, manufacturer.name) || sameName(hidden, manufacturer.slug))) {
    return false;
  }
  if (typeof car.dealership_id === 'number' && box.hiddenForDealershipIds.includes(car.dealership_id)) return false;
  const hasRates = typeof lender?.interestRate === 'number' && typeof lender.comparisonRate === 'number';
  return hasRates && providerEligible(provider, context, currentYear);
}

function sameName(a: string, b: string): boolean {
  return foldName(a) === foldName(b);
}
