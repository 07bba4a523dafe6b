/**
 * The embedded finance quote provider behind POST /api/youx/quote, and when a site asks for a quote.
 * Rates are indicative: a real provider replaces this behind the server's provider switch.
 */
import { FINANCE_DEFAULT_INTEREST, FINANCE_SAMPLE_RATE } from '../../schema/constants.ts';
import type { FinanceProvider } from '../../schema/tenant.ts';
import { FINANCE_COMPARISON_BASIS, FINANCE_FREQUENCIES } from '../site/constants.ts';
import { isPositive, type PricedCar, type StoredQuote, type YouxQuote } from './car.ts';
import { annuityPayment, calculateRepayment } from './repayment.ts';

export const CREDIT_SCORES = ['excellent', 'good', 'fair', 'poor'] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];

export interface QuoteRequest {
  purchasePrice: number;
  /** Years, like the calculator's term. */
  loanTerm: number;
  year: number;
  selfAssessedCreditScore: CreditScore;
}

/** Advertised rates by credit score, drawn from the rates the spec shows (6.29, 8.5, 10, 12.94). */
const BASE_RATE: Record<CreditScore, number> = {
  excellent: FINANCE_SAMPLE_RATE,
  good: 8.5,
  fair: FINANCE_DEFAULT_INTEREST,
  poor: 12.94,
};

/** Older cars are dearer to finance: a quarter point a year past 3 years old, at most 3 points. */
const AGE_LOADING = { freeYears: 3, perYear: 0.25, max: 3 } as const;

export function advertisedRate(score: CreditScore, year: number, currentYear: number): number {
  const age = Math.max(0, currentYear - year);
  const loading = Math.min(Math.max(0, age - AGE_LOADING.freeYears) * AGE_LOADING.perYear, AGE_LOADING.max);
  return roundRate(BASE_RATE[score] + loading);
}

/**
 * The comparison rate on the spec's basis (a secured $30,000 over 5 years, monthly): the rate at
 * which $30,000 alone costs the same monthly repayment as $30,000 plus the fee at the advertised rate.
 */
export function comparisonRate(annualRatePercent: number, establishmentFee: number): number {
  const { amount, years } = FINANCE_COMPARISON_BASIS;
  const perYear = FINANCE_FREQUENCIES.mo;
  const periods = perYear * years;
  const target = annuityPayment(amount + establishmentFee, 0, annualRatePercent / 100 / perYear, periods);
  let low = annualRatePercent;
  let high = annualRatePercent + 100;
  // Bisection: the payment rises with the rate, and 60 halvings leave far less than a basis point.
  for (let step = 0; step < 60; step++) {
    const mid = (low + high) / 2;
    if (annuityPayment(amount, 0, mid / 100 / perYear, periods) < target) low = mid;
    else high = mid;
  }
  return roundRate((low + high) / 2);
}

/** Null when the repayment would read 'Enquire for Finance'. */
export function quoteFor(request: QuoteRequest, context: { currentYear: number; establishmentFee: number }): YouxQuote | null {
  const rate = advertisedRate(request.selfAssessedCreditScore, request.year, context.currentYear);
  const { repayment } = calculateRepayment({
    amount: request.purchasePrice,
    annualRatePercent: rate,
    termYears: request.loanTerm,
    paymentsPerYear: FINANCE_FREQUENCIES.wk,
    establishmentFee: context.establishmentFee,
  });
  if (repayment === null) return null;
  return { weeklyRepaymentAmount: repayment, comparisonRate: comparisonRate(rate, context.establishmentFee), advertisedRate: rate };
}

/**
 * Ask for a quote only when the provider's quote flag is on, the car has no quote and its price is
 * above 0. A stored quote without a weekly repayment counts as none: there is nothing to show.
 */
export function shouldRequestQuote(provider: Pick<FinanceProvider, 'quotes'> | null, car: PricedCar & { youxQuote?: StoredQuote | null }): boolean {
  return provider?.quotes === true && typeof car.youxQuote?.weeklyRepaymentAmount !== 'number' && isPositive(car.price);
}

function roundRate(percent: number): number {
  return Math.round(percent * 100) / 100;
}
