/** The repayment rule shared by the calculator, the cards, the quote endpoint and the budget finder. */
import type { FinanceProvider } from '../../schema/tenant.ts';
import { ENQUIRE_FOR_FINANCE_TEXT, FINANCE_ENQUIRE_THRESHOLD, FINANCE_FREQUENCIES } from '../site/constants.ts';
import { isPositive, type FinanceLender } from './car.ts';
import { formatMoney } from './format.ts';
import type { PaymentsPerYear } from './frequency.ts';

/**
 * `'up'`: the next whole dollar. The spec rounds repayments up and shows the weekly payment in whole
 * dollars; rounding every frequency to whole dollars keeps the amount shown and the amount used for
 * the total the same number, so the total always equals what the shopper can multiply out.
 * `'down-under'`: a provider option (`roundDownUnderCarWeekly`) that takes the whole dollar below
 * instead when that is still under the car's own weekly figure (scaled to the chosen frequency),
 * so the calculator never shows more than the figure advertised on the card.
 */
export type Rounding = 'up' | { mode: 'down-under'; carWeekly: number };

export interface RepaymentInput {
  amount: number;
  deposit?: number;
  /** Balloon owed after the last repayment. */
  residual?: number;
  annualRatePercent: number;
  termYears: number;
  paymentsPerYear: PaymentsPerYear;
  establishmentFee?: number;
  rounding?: Rounding;
}

/** `null`s mean "Enquire for Finance" with a blank total. */
export type Repayment = { repayment: number; total: number } | { repayment: null; total: null };

const ENQUIRE: Repayment = { repayment: null, total: null };

/** Rounding up, or down under the car's weekly figure for providers with `roundDownUnderCarWeekly`. */
export function repaymentRounding({
  provider,
  lender,
}: {
  provider: Pick<FinanceProvider, 'roundDownUnderCarWeekly'> | null;
  lender: FinanceLender | null;
}): Rounding {
  return provider?.roundDownUnderCarWeekly && isPositive(lender?.paymentWeek) ? { mode: 'down-under', carWeekly: lender.paymentWeek } : 'up';
}

/**
 * The level payment that takes `principal` down to `residual` over `periods` at `ratePerPeriod`
 * (payments in arrears). With no interest the repayment is a straight division.
 */
export function annuityPayment(principal: number, residual: number, ratePerPeriod: number, periods: number): number {
  if (ratePerPeriod === 0) return (principal - residual) / periods;
  const growth = (1 + ratePerPeriod) ** periods;
  return ((principal * growth - residual) * ratePerPeriod) / (growth - 1);
}

export function calculateRepayment(input: RepaymentInput): Repayment {
  const { amount, deposit = 0, residual = 0, annualRatePercent, termYears, paymentsPerYear, establishmentFee = 0 } = input;
  const periods = paymentsPerYear * termYears;
  const numbers = [amount, deposit, residual, annualRatePercent, establishmentFee, periods];
  if (!numbers.every(Number.isFinite) || periods <= 0) return ENQUIRE;

  const exact = annuityPayment(amount - deposit + establishmentFee, residual, annualRatePercent / 100 / paymentsPerYear, periods);
  const repayment = roundRepayment(exact, paymentsPerYear, input.rounding ?? 'up');
  if (!(repayment > FINANCE_ENQUIRE_THRESHOLD)) return ENQUIRE;
  return { repayment, total: toCents(periods * repayment + establishmentFee) };
}

/**
 * A repayment is money: it is worked out to the cent, then rounded to whole dollars. So a lender's
 * figure ($218.00 or $218.30 a week) rounds exactly as the same payment worked out here does, and
 * floating-point noise (300.00000000001) never pushes an exact dollar amount up a dollar.
 */
export function roundRepayment(exact: number, paymentsPerYear: PaymentsPerYear, rounding: Rounding): number {
  const cents = toCents(exact);
  const up = Math.ceil(cents);
  if (rounding === 'up') return up;
  const down = Math.floor(cents);
  const carFigure = (rounding.carWeekly * FINANCE_FREQUENCIES.wk) / paymentsPerYear;
  return down < carFigure ? down : up;
}

function toCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** `$312`, or 'Enquire for Finance' when there is no repayment to show. */
export function repaymentText(repayment: number | null): string {
  return repayment === null ? ENQUIRE_FOR_FINANCE_TEXT : formatMoney(repayment);
}
