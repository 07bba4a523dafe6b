/** A car's finance deal: the figures its advertised weekly repayment was worked out on. */
import { isPositive, type FinanceLender, type PricedCar, type StoredQuote } from './car.ts';

export interface FinanceDeal {
  /** The car's listed price: lender figures and quotes are worked out on it, not on an offer price. */
  amount: number;
  /** Years; null when the lender entry gives no term, so the calculator keeps the tenant's default. */
  term: number | null;
  /** Annual rate, percent. */
  interest: number;
  tradeIn: number;
  residual: number;
}

const MONTHS_A_YEAR = 12;
const WEEKS_A_YEAR = 52;

/**
 * The deal behind the weekly figure the car advertises (`carWeeklyRepayment`): its lender's when the
 * lender gives a weekly payment, else its quote's, else the lender's rate, deposit and balloon alone.
 */
export function carDeal(car: PricedCar & { youxQuote?: StoredQuote | null }, lender: FinanceLender | null): FinanceDeal | null {
  const fromLender = lenderDeal(car, lender);
  if (typeof lender?.paymentWeek === 'number') return fromLender;
  return quoteDeal(car, car.youxQuote) ?? fromLender;
}

/**
 * The deal in the car's lender entry, or null when there is none to start from (no entry, no rate
 * or no price). Its deposit and balloon are sized for this price: applied to any other amount they
 * give a figure no one offered, so the calculator takes the deal whole or not at all.
 */
export function lenderDeal(car: PricedCar, lender: FinanceLender | null): FinanceDeal | null {
  if (!lender || !isPositive(car.price) || !isPositive(lender.interestRate)) return null;
  return { amount: car.price, term: dealTerm(lender), interest: lender.interestRate, tradeIn: lender.deposit ?? 0, residual: lender.balloon ?? 0 };
}

/**
 * A quote's deal: its advertised rate on the car's price with no deposit or balloon, over the
 * calculator's opening term, which is the term the car page asks quotes for.
 */
export function quoteDeal(car: PricedCar, quote: StoredQuote | null | undefined): FinanceDeal | null {
  if (!quote || typeof quote.weeklyRepaymentAmount !== 'number' || !isPositive(quote.advertisedRate) || !isPositive(car.price)) return null;
  return { amount: car.price, term: null, interest: quote.advertisedRate, tradeIn: 0, residual: 0 };
}

function dealTerm({ termYears, termMonths, termWeeks }: FinanceLender): number | null {
  if (isPositive(termYears)) return termYears;
  if (isPositive(termMonths)) return termMonths / MONTHS_A_YEAR;
  if (isPositive(termWeeks)) return termWeeks / WEEKS_A_YEAR;
  return null;
}
