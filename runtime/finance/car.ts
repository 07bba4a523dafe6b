/**
 * The parts of a car the finance and pricing rules read. Structural on purpose: the full car
 * schema lives in `schema/car.ts`, and any car (search hit, detail record, quote request) fits.
 */

/** One entry of `finance_lenders`, keyed by the provider's `key`. */
export interface FinanceLender {
  interestRate?: number | null;
  comparisonRate?: number | null;
  paymentWeek?: number | null;
  paymentMonth?: number | null;
  deposit?: number | null;
  termYears?: number | null;
  termMonths?: number | null;
  termWeeks?: number | null;
  totalPayable?: number | null;
  establishmentFees?: number | null;
  balloon?: number | null;
  financeProvider?: string | null;
  disclaimer?: string | null;
}

export interface PricedCar {
  price?: number | null;
  before_price?: number | null;
  offer_price?: number | null;
  subscription_price?: number | null;
  price_type?: string | null;
  preorder?: boolean | null;
}

export interface FinancedCar extends PricedCar {
  year?: number | null;
  dealership_id?: number | null;
  finance_lenders?: Readonly<Record<string, FinanceLender | null | undefined>> | null;
}

export interface YouxQuote {
  weeklyRepaymentAmount: number;
  comparisonRate: number;
  advertisedRate: number;
}

/** A quote as stored on a car, where the provider may have left a figure out. */
export type StoredQuote = { [K in keyof YouxQuote]?: YouxQuote[K] | null };

export interface MarketData {
  average_market_price?: number | null;
  state_average_market_price?: number | null;
}

export function lenderFor(car: FinancedCar, providerKey: string): FinanceLender | null {
  return car.finance_lenders?.[providerKey] ?? null;
}

export function isPositive(value: number | null | undefined): value is number {
  return typeof value === 'number' && value > 0;
}
