/** The repayment rule shared by the calculator, the cards, the quote endpoint and the budget finder. */
import { ENQUIRE_FOR_FINANCE_TEXT, FINANCE_ENQUIRE_THRESHOLD, FINANCE_FREQUENCIES } from '../site/constants.ts';
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

/** Floating-point noise (e.g. 300.00000000001) must not push an exact dollar amount up a dollar. */
const CENT_NOISE = 1e-7;

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

function roundRepayment(exact: number, paymentsPerYear: PaymentsPerYear, rounding: Rounding): number {
  const up = Math.ceil(exact - CENT_NOISE);
  if (rounding === 'up') return up;
  const down = Math.floor(exact + CENT_NOISE);
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
