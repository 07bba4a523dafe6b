/** Finance calculator bounds from the tenant, its provider and the car, and the clamps that keep inputs inside them. */
import { FINANCE_AMOUNT_MAX, FINANCE_AMOUNT_MIN, FINANCE_INTEREST_MAX, FINANCE_INTEREST_MIN } from '../../schema/constants.ts';
import type { Tenant } from '../../schema/tenant.ts';
import {
  FINANCE_AMOUNT_BOUNDS_MESSAGE,
  FINANCE_AMOUNT_MAX_SIDEBAR,
  FINANCE_AMOUNT_STEP,
  FINANCE_DEPOSIT_MAX,
  FINANCE_DEPOSIT_STEP,
  FINANCE_EXPENSIVE_CAR_FACTOR,
  FINANCE_INTEREST_STEP,
  FINANCE_TERM_MIN,
  FINANCE_TERM_STEP,
} from '../site/constants.ts';
import type { PricedCar } from './car.ts';
import type { FinanceDeal } from './deal.ts';
import { formatMoney } from './format.ts';
import { sellingPrice } from './price.ts';

export interface NumberRange {
  min: number;
  max: number;
  step: number;
}

export interface CalculatorBounds {
  amount: NumberRange;
  /** `options`: the tenant's custom list of terms in years, shown instead of a slider. */
  term: NumberRange & { options: readonly number[] | null };
  interest: NumberRange & { disabled: boolean };
  /** Deposit or trade-in. */
  tradeIn: NumberRange;
  residual: NumberRange;
}

export type CalculatorSettings = Pick<Tenant['finance'], 'provider' | 'calculator'>;

const MONEY_INPUT: NumberRange = { min: 0, max: FINANCE_DEPOSIT_MAX, step: FINANCE_DEPOSIT_STEP };

/**
 * The tenant's and provider's bounds, widened to reach the car's lender deal when it has one: the
 * deal is what the lender offers for this car, so the calculator opens on it even where it lies
 * outside the usual bounds (a $2,990 car under a $5,000 minimum, a 3-year term off the list).
 */
export function calculatorBounds({ provider, calculator }: CalculatorSettings, car: PricedCar, deal: FinanceDeal | null = null): CalculatorBounds {
  const listed = calculator.termOptions.length > 0 ? calculator.termOptions : null;
  const options = listed && [...new Set([...listed, ...(deal?.term ? [deal.term] : [])])].sort((a, b) => a - b);
  return {
    amount: reach({ min: provider?.amountMin ?? FINANCE_AMOUNT_MIN, max: amountMax(calculator, car), step: FINANCE_AMOUNT_STEP }, deal?.amount),
    term: {
      ...reach({ min: options?.[0] ?? FINANCE_TERM_MIN, max: options?.at(-1) ?? calculator.termMax, step: FINANCE_TERM_STEP }, deal?.term),
      options,
    },
    interest: {
      ...reach(
        { min: provider?.interestMin ?? FINANCE_INTEREST_MIN, max: provider?.interestMax ?? FINANCE_INTEREST_MAX, step: FINANCE_INTEREST_STEP },
        deal?.interest,
      ),
      disabled: calculator.interestDisabled,
    },
    tradeIn: reach(MONEY_INPUT, deal?.tradeIn),
    residual: reach(MONEY_INPUT, deal?.residual),
  };
}

function reach(range: NumberRange, value: number | null | undefined): NumberRange {
  return typeof value === 'number' ? { ...range, min: Math.min(range.min, value), max: Math.max(range.max, value) } : range;
}

/**
 * The tenant's maximum, at least $250,000 in the sidebar variant; with `maxFollowsExpensiveCar`
 * a car over $100,000 raises it to 105% of its price (never lowers it).
 */
function amountMax(calculator: CalculatorSettings['calculator'], car: PricedCar): number {
  const base = calculator.variant === 'sidebar' ? Math.max(calculator.amountMax, FINANCE_AMOUNT_MAX_SIDEBAR) : calculator.amountMax;
  const price = sellingPrice(car);
  if (!calculator.maxFollowsExpensiveCar || price <= FINANCE_AMOUNT_MAX) return base;
  return Math.max(base, Math.round(price * FINANCE_EXPENSIVE_CAR_FACTOR));
}

/** Keeps a typed or slid value inside its range; anything that is not a number becomes the minimum. */
export function clamp(value: number, range: Pick<NumberRange, 'min' | 'max'>): number {
  if (!Number.isFinite(value)) return range.min;
  return Math.min(Math.max(value, range.min), range.max);
}

/** The term nearest to `value` that the calculator offers: a listed option, or a value in range. */
export function clampTerm(value: number, term: CalculatorBounds['term']): number {
  const clamped = clamp(value, term);
  if (!term.options) return clamped;
  return term.options.reduce((best, option) => (Math.abs(option - clamped) < Math.abs(best - clamped) ? option : best));
}

/**
 * The loan amount is not clamped: a non-positive amount becomes 0 and an amount outside the bounds
 * keeps its value and shows the spec's message.
 */
export function checkAmount(value: number, amount: NumberRange): { amount: number; message: string | null } {
  const checked = Number.isFinite(value) && value > 0 ? value : 0;
  const outside = checked < amount.min || checked > amount.max;
  return { amount: checked, message: outside ? amountBoundsMessage(amount.min) : null };
}

/** 'Cannot be less than $1,000 or more than $250,000' — the spec fixes the upper figure in the wording. */
export function amountBoundsMessage(min: number): string {
  return FINANCE_AMOUNT_BOUNDS_MESSAGE.replace('{min}', formatMoney(min));
}
