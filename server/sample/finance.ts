/**
 * Finance figures for sample stock, computed by standard amortisation so the weekly and monthly
 * repayments, total payable and rates of each lender entry agree with one another.
 */
import type { Car, FinanceLender } from '../../schema/car.ts';
import type { FinanceProvider } from '../../schema/tenant.ts';
import { thousands } from './format.ts';
import type { Random } from './random.ts';

const TERM_YEARS = 5;
const RATES = [6.29, 7.49, 8.19, 8.99, 9.95, 11.49, 12.94] as const;

/** Repayment per period for `amount` at `annualRate` percent over `periods`, with a balloon due at the end. */
export function repayment(amount: number, annualRate: number, periodsPerYear: number, periods: number, balloon: number): number {
  const r = annualRate / 100 / periodsPerYear;
  if (r === 0) return (amount - balloon) / periods;
  const growth = (1 + r) ** periods;
  return ((amount - balloon / growth) * r * growth) / (growth - 1);
}

const cents = (value: number): number => Math.round(value * 100) / 100;

/** One lender entry; older cars get dearer rates and a few entries lack a comparison rate, as real ones do. */
export function sampleLender(random: Random, price: number, ageYears: number, provider: FinanceProvider): FinanceLender {
  const interestRate = RATES[Math.min(RATES.length - 1, random.int(0, 3) + Math.floor(ageYears / 3))] as number;
  const deposit = random.chance(0.3) ? Math.round(price * 0.1) : 0;
  const balloon = random.chance(0.25) ? Math.round(price * 0.3) : 0;
  const fees = provider.establishmentFee;
  const amount = price - deposit + fees;
  const paymentWeek = cents(repayment(amount, interestRate, 52, TERM_YEARS * 52, balloon));
  const paymentMonth = cents(repayment(amount, interestRate, 12, TERM_YEARS * 12, balloon));
  const comparisonRate = random.chance(0.05) ? null : cents(interestRate + 0.5 + random.next() * 1.4);
  return {
    interestRate,
    comparisonRate,
    paymentWeek,
    paymentMonth,
    deposit,
    termYears: TERM_YEARS,
    termMonths: TERM_YEARS * 12,
    termWeeks: TERM_YEARS * 52,
    totalPayable: cents(paymentWeek * TERM_YEARS * 52 + balloon),
    establishmentFees: fees,
    balloon,
    financeProvider: provider.name,
    disclaimer: `Estimated repayments at ${interestRate}% p.a. over ${TERM_YEARS} years with a $${thousands(deposit)} deposit and a $${thousands(balloon)} final payment. Comparison rate ${comparisonRate ?? 'n/a'}% based on a ${TERM_YEARS}-year secured loan of $30,000. Fees and charges apply; subject to ${provider.name} credit approval.`,
  };
}

/** A third-party quote close to the lender's weekly figure. */
export function sampleQuote(random: Random, lender: FinanceLender): NonNullable<Car['youxQuote']> {
  const advertisedRate = cents((lender.interestRate ?? 9.95) - random.next() * 0.5);
  return {
    weeklyRepaymentAmount: Math.round((lender.paymentWeek ?? 0) * (0.95 + random.next() * 0.04)),
    comparisonRate: cents(advertisedRate + 0.7),
    advertisedRate,
  };
}
