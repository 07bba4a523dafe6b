/** Repayment frequencies: how many payments a year, and the suffix shown after an amount. */
import { FINANCE_FREQUENCIES } from '../site/constants.ts';

export const PAYMENT_FREQUENCIES = [
  { key: 'week', perYear: FINANCE_FREQUENCIES.wk, suffix: 'wk' },
  { key: 'fortnight', perYear: FINANCE_FREQUENCIES.fn, suffix: 'fn' },
  { key: 'month', perYear: FINANCE_FREQUENCIES.mo, suffix: 'mo' },
] as const;

export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];
export type FrequencyKey = PaymentFrequency['key'];
/** A yearly figure (1) is only ever displayed (e.g. fuel cost, totals), never chosen in the calculator. */
export type PaymentsPerYear = PaymentFrequency['perYear'] | 1;
export type FrequencySuffix = PaymentFrequency['suffix'] | 'yr';

/** The calculator opens on weekly repayments, the figure cards show ("Only $X /wk*"). */
export const DEFAULT_FREQUENCY: FrequencyKey = 'week';

export function paymentsPerYear(key: FrequencyKey): PaymentFrequency['perYear'] {
  return frequencyOf(key).perYear;
}

export function frequencyOf(key: FrequencyKey): PaymentFrequency {
  const found = PAYMENT_FREQUENCIES.find((f) => f.key === key);
  if (!found) throw new Error(`Unknown repayment frequency "${key}"`);
  return found;
}

/** wk, fn, mo, or yr for a yearly figure. */
export function frequencySuffix(perYear: PaymentsPerYear): FrequencySuffix {
  return PAYMENT_FREQUENCIES.find((f) => f.perYear === perYear)?.suffix ?? 'yr';
}
