/** The budget finder: what a repayment and deposit buy, and the button that searches for it. */
import {
  BUDGET_DEFAULT_DEPOSIT,
  BUDGET_DEFAULT_REPAYMENT,
  BUDGET_FALLBACK_MAX_PRICE,
  BUDGET_INPUT_MAX,
  BUDGET_NONE_FOUND_TEXT,
  BUDGET_NO_RESULTS_TEXT,
  BUDGET_TERM_YEARS,
  BUDGET_VIEW_TEXT,
  FINANCE_FREQUENCIES,
} from '../site/constants.ts';
import { clamp } from './bounds.ts';
import { parseMoney } from './format.ts';

export type BudgetPeriod = keyof typeof BUDGET_DEFAULT_REPAYMENT;

export interface BudgetInput {
  repayment: number;
  deposit: number;
  period: BudgetPeriod;
}

const PAYMENTS_PER_YEAR: Record<BudgetPeriod, number> = { monthly: FINANCE_FREQUENCIES.mo, weekly: FINANCE_FREQUENCIES.wk };

/** Weekly, $200 a week, $2,000 deposit. */
export const BUDGET_DEFAULTS: BudgetInput = { repayment: BUDGET_DEFAULT_REPAYMENT.weekly, deposit: BUDGET_DEFAULT_DEPOSIT, period: 'weekly' };

/** The opening repayment for a period: $600 monthly or $200 weekly. */
export function defaultBudgetRepayment(period: BudgetPeriod): number {
  return BUDGET_DEFAULT_REPAYMENT[period];
}

/** A typed repayment or deposit: clamped to 0–1,000,000, non-numeric becomes 0. */
export function budgetInput(raw: string | number): number {
  return clamp(parseMoney(raw), { min: 0, max: BUDGET_INPUT_MAX });
}

/** round(repayment × 12 or 52 × 5 + deposit): interest, fees and balloons are left out, as the disclaimer says. */
export function budgetFor({ repayment, deposit, period }: BudgetInput): number {
  return Math.round(repayment * PAYMENTS_PER_YEAR[period] * BUDGET_TERM_YEARS + deposit);
}

/** Price facet stats of the current results; nulls when there are none. */
export interface ResultPrices {
  minPrice: number | null;
  maxPrice: number | null;
}

export type BudgetButton = { disabled: true; label: string } | { disabled: false; label: string; priceRange: { min: number; max: number } };

/**
 * Disabled, reading '0 {carType}s Found', when the budget is below the cheapest car in the current
 * results (or there are none); otherwise a search for prices up to the budget, capped at the dearest
 * car in the results (100,000 when unknown).
 */
export function budgetButton(budget: number, results: ResultPrices, carType: string): BudgetButton {
  if (results.minPrice === null || budget < results.minPrice) {
    return { disabled: true, label: withCarType(BUDGET_NONE_FOUND_TEXT, carType) };
  }
  return {
    disabled: false,
    label: withCarType(BUDGET_VIEW_TEXT, carType),
    priceRange: { min: 0, max: Math.min(budget, results.maxPrice ?? BUDGET_FALLBACK_MAX_PRICE) },
  };
}

/** 'No {carType}s found for this budget'. */
export function noCarsForBudgetText(carType: string): string {
  return withCarType(BUDGET_NO_RESULTS_TEXT, carType);
}

function withCarType(template: string, carType: string): string {
  return template.replace('{carType}', carType);
}
