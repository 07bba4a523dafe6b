/** The finance calculator: its opening state, and the repayment for a state. */
import type { FinanceProvider } from '../../schema/tenant.ts';
import { FINANCE_DEFAULT_AMOUNT, FINANCE_DEFAULT_TERM_SIDEBAR } from '../site/constants.ts';
import { calculatorBounds, clamp, clampTerm, type CalculatorSettings } from './bounds.ts';
import { isPositive, type FinanceLender, type PricedCar } from './car.ts';
import { DEFAULT_FREQUENCY, paymentsPerYear, type FrequencyKey } from './frequency.ts';
import { sellingPrice } from './price.ts';
import { calculateRepayment, type Repayment, type Rounding } from './repayment.ts';

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
 * Opening values. Amount: the car's price when the tenant asks for it and it is above 0, else
 * $30,000. Term: the tenant's default, at most 5 years in the sidebar variant. Interest, deposit and
 * balloon: the car's lender record when it has them (it is the offer made for this car), else the
 * tenant's default interest and nothing. Every value is brought inside the calculator's bounds.
 */
export function calculatorDefaults(settings: CalculatorSettings, car: PricedCar, lender: FinanceLender | null): CalculatorState {
  const { calculator } = settings;
  const bounds = calculatorBounds(settings, car);
  const price = sellingPrice(car);
  const term = calculator.variant === 'sidebar' ? Math.min(calculator.defaultTermYears, FINANCE_DEFAULT_TERM_SIDEBAR) : calculator.defaultTermYears;
  return {
    amount: clamp(calculator.defaultAmountFromPrice && price > 0 ? price : FINANCE_DEFAULT_AMOUNT, bounds.amount),
    term: clampTerm(term, bounds.term),
    interest: clamp(isPositive(lender?.interestRate) ? lender.interestRate : calculator.defaultInterest, bounds.interest),
    tradeIn: clamp(lender?.deposit ?? 0, bounds.tradeIn),
    residual: clamp(lender?.balloon ?? 0, bounds.residual),
    frequency: DEFAULT_FREQUENCY,
  };
}

/** From the lender record, else the provider's fee (1360.5 and 1300 for two providers), else 0. */
export function establishmentFee({ provider, lender }: CalculatorContext): number {
  return lender?.establishmentFees ?? provider?.establishmentFee ?? 0;
}

/** Rounding up, or down under the car's weekly figure for providers with `roundDownUnderCarWeekly`. */
export function repaymentRounding({ provider, lender }: CalculatorContext): Rounding {
  return provider?.roundDownUnderCarWeekly && isPositive(lender?.paymentWeek) ? { mode: 'down-under', carWeekly: lender.paymentWeek } : 'up';
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
