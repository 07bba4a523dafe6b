/** The finance small print: comparison rates, the sample estimate, the fixed note and the disclaimer cut. */
import type { FinanceProvider, Tenant } from '../../schema/tenant.ts';
import {
  FINANCE_COMPARISON_BASIS,
  FINANCE_COMPARISON_FALLBACK,
  FINANCE_DISCLAIMER_CUT,
  FINANCE_FIXED_NOTE,
  FINANCE_FREQUENCIES,
  SHOW_LESS_TEXT,
  SHOW_MORE_TEXT,
} from '../site/constants.ts';
import { collapsible } from '../site/truncate.ts';
import type { FinanceLender } from './car.ts';
import { calculateRepayment } from './repayment.ts';

export interface ComparisonRange {
  min: string;
  max: string;
}

const PERCENT = /(\d+(?:\.\d+)?)\s*%/g;

/**
 * The comparison range shown when a car has no comparison rate of its own: the provider's fixed
 * range (it replaces parsing, per the schema option), else the lowest and highest percentages in
 * the disclaimer, else '8.38%' to '19.42%'.
 */
export function comparisonRange(disclaimer: string, provider: Pick<FinanceProvider, 'comparisonRange'> | null): ComparisonRange {
  if (provider?.comparisonRange) return provider.comparisonRange;
  return rangeInText(disclaimer) ?? { min: FINANCE_COMPARISON_FALLBACK[0], max: FINANCE_COMPARISON_FALLBACK[1] };
}

function rangeInText(text: string): ComparisonRange | null {
  const rates = [...text.matchAll(PERCENT)].map((match) => Number(match[1]));
  if (rates.length === 0) return null;
  return { min: formatRate(Math.min(...rates)), max: formatRate(Math.max(...rates)) };
}

/** Two decimals and a percent sign: 8.19 → '8.19%', 10 → '10.00%'. */
export function formatRate(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

/** The car's own comparison rate, or the range: '8.19%' or '8.38% to 19.42%'. */
export function comparisonRateText(lender: FinanceLender | null, range: ComparisonRange): string {
  const rate = lender?.comparisonRate;
  return typeof rate === 'number' ? formatRate(rate) : `${range.min} to ${range.max}`;
}

/** The car's own disclaimer, else the tenant's. */
export function financeDisclaimer(finance: Pick<Tenant['finance'], 'disclaimer'>, lender: FinanceLender | null): string {
  return lender?.disclaimer || finance.disclaimer;
}

export interface SampleEstimate {
  annualRatePercent: number;
  comparisonRatePercent: number;
  deposit: 0;
  amount: number;
  termYears: number;
  /** Weekly repayment on the comparison basis ($30,000 over 5 years, no deposit) at the sample rate. */
  weeklyRepayment: number | null;
}

/** The sample estimate note: 6.29% p.a., an 8.19% comparison rate, no deposit (per-tenant rates). */
export function sampleEstimate(calculator: Pick<Tenant['finance']['calculator'], 'sampleRate' | 'sampleComparisonRate'>): SampleEstimate {
  const { amount, years } = FINANCE_COMPARISON_BASIS;
  const { repayment } = calculateRepayment({
    amount,
    annualRatePercent: calculator.sampleRate,
    termYears: years,
    paymentsPerYear: FINANCE_FREQUENCIES.wk,
  });
  return {
    annualRatePercent: calculator.sampleRate,
    comparisonRatePercent: calculator.sampleComparisonRate,
    deposit: 0,
    amount,
    termYears: years,
    weeklyRepayment: repayment,
  };
}

/** The fixed note's figures: '5-year term', '10.0% deposit', '30.0% final payment'. */
export function fixedFinanceNote(): { term: string; deposit: string; finalPayment: string } {
  const { termYears, depositPercent, finalPaymentPercent } = FINANCE_FIXED_NOTE;
  return {
    term: `${termYears}-year term`,
    deposit: `${depositPercent.toFixed(1)}% deposit`,
    finalPayment: `${finalPaymentPercent.toFixed(1)}% final payment`,
  };
}

/** The calculator opens with its disclaimer in full. */
export const DISCLAIMER_STARTS_EXPANDED = true;

/** The disclaimer as shown: in full, or cut at 197 characters; the toggle only when there is more to show. */
export function disclaimerView(text: string, expanded: boolean): { text: string; toggle: string | null } {
  const { collapsed, toggle } = collapsible(text, FINANCE_DISCLAIMER_CUT);
  if (!toggle) return { text, toggle: null };
  return expanded ? { text, toggle: SHOW_LESS_TEXT } : { text: collapsed, toggle: SHOW_MORE_TEXT };
}
