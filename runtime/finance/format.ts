/** Money and date formats of the specs: `$12,345` (no decimals) and dd/MM/yyyy. */

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** Whole dollars with thousands commas, e.g. 12345.6 → `$12,346`, -500 → `-$500`. */
export function formatMoney(amount: number): string {
  const dollars = Math.round(Math.abs(amount));
  const sign = amount < 0 && dollars > 0 ? '-' : '';
  return `${sign}$${String(dollars).replace(THOUSANDS, ',')}`;
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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * dd/MM/yyyy. A date-only string (`2025-07-01`) is a calendar day and is never shifted; a Date or
 * a timestamp string is shown as the day it is in `timeZone` (IANA name, e.g. `Australia/Brisbane`).
 */
export function formatDate(value: Date | string, timeZone: string): string {
  if (typeof value === 'string') {
    const day = ISO_DATE.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}
