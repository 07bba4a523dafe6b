/** The finance calculator: its opening state, and the repayment for a state. */
import type { FinanceProvider } from '../../schema/tenant.ts';
import { FINANCE_DEFAULT_AMOUNT, FINANCE_DEFAULT_TERM_SIDEBAR } from '../site/constants.ts';
import { calculatorBounds, clamp, clampTerm, type CalculatorSettings } from './bounds.ts';
import type { FinanceLender, PricedCar, StoredQuote } from './car.ts';
import { carDeal } from './deal.ts';
import { DEFAULT_FREQUENCY, paymentsPerYear, type FrequencyKey } from './frequency.ts';
import { sellingPrice } from './price.ts';
import { calculateRepayment, repaymentRounding, type Repayment } from './repayment.ts';

type QuotedCar = PricedCar & { youxQuote?: StoredQuote | null };

/** The spec's calculator state; `total` is derived by `calculatorRepayment`. */
export interface CalculatorState {
  amount: number;
  /** Years. */
  term: number;
  /** Annual rate, percent. */
  interest: number;
  /** Deposit or trade-in. */
  tradeIn: number;
  /** Balloon. */
  residual: number;
  frequency: FrequencyKey;
}

/** What the calculator knows besides its inputs: the provider and the car's entry for that provider. */
export interface CalculatorContext {
  provider: FinanceProvider | null;
  lender: FinanceLender | null;
}

/**
 * Opening values. With a deal for the car (its lender's, else its quote's): the deal whole (price,
 * term, rate, deposit and balloon), so the calculator opens on the figure the car advertises.
 * Otherwise: the car's price when the tenant asks for it and it is above 0, else $30,000; the
 * opening term and the tenant's interest; no deposit or balloon. Every value is brought inside the
 * calculator's bounds, which reach the deal.
 */
export function calculatorDefaults(settings: CalculatorSettings, car: QuotedCar, lender: FinanceLender | null): CalculatorState {
  const { calculator } = settings;
  const deal = carDeal(car, lender);
  const bounds = calculatorBounds(settings, car, deal);
  const price = sellingPrice(car);
  return {
    amount: clamp(deal?.amount ?? (calculator.defaultAmountFromPrice && price > 0 ? price : FINANCE_DEFAULT_AMOUNT), bounds.amount),
    term: clampTerm(deal?.term ?? openingTerm(calculator), bounds.term),
    interest: clamp(deal?.interest ?? calculator.defaultInterest, bounds.interest),
    tradeIn: clamp(deal?.tradeIn ?? 0, bounds.tradeIn),
    residual: clamp(deal?.residual ?? 0, bounds.residual),
    frequency: DEFAULT_FREQUENCY,
  };
}

/** The tenant's default term, at most 5 years in the sidebar variant. */
function openingTerm(calculator: CalculatorSettings['calculator']): number {
  return calculator.variant === 'sidebar' ? Math.min(calculator.defaultTermYears, FINANCE_DEFAULT_TERM_SIDEBAR) : calculator.defaultTermYears;
}

/** From the lender record, else the provider's fee (1360.5 and 1300 for two providers), else 0. */
export function establishmentFee({ provider, lender }: CalculatorContext): number {
  return lender?.establishmentFees ?? provider?.establishmentFee ?? 0;
}

export function calculatorRepayment(state: CalculatorState, context: CalculatorContext): Repayment {
  return calculateRepayment({
    amount: state.amount,
    deposit: state.tradeIn,
    residual: state.residual,
    annualRatePercent: state.interest,
    termYears: state.term,
    paymentsPerYear: paymentsPerYear(state.frequency),
    establishmentFee: establishmentFee(context),
    rounding: repaymentRounding(context),
  });
}
