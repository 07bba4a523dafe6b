/** The specs' money format, `$12,345` (no decimals), and reading typed amounts. Dates: `formatDate` in runtime/site. */

import { formatCount } from '../site/numbers.ts';

/** Whole dollars with thousands commas, e.g. 12345.6 → `$12,346`, -500 → `-$500`. */
export function formatMoney(amount: number): string {
  const digits = formatCount(Math.abs(amount));
  return `${amount < 0 && digits !== '0' ? '-' : ''}$${digits}`;
}

/** The digits of a money field without the dollar sign, e.g. 12345 → `12,345`. */
export function formatMoneyDigits(amount: number): string {
  return formatMoney(Math.abs(amount)).slice(1);
}

/**
 * Reads what a shopper typed into a money field (`$12,345`, `12345.50`); anything without a
 * number in it is 0, as the budget inputs require.
 */
export function parseMoney(input: string | number | null | undefined): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : 0;
  const cleaned = (input ?? '').replace(/[$,\s]/g, '');
  const value = Number(cleaned);
  return cleaned !== '' && Number.isFinite(value) ? value : 0;
}
