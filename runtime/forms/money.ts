/** Amounts a shopper types: "$1,250.50", "1250.5" or "1250" are all $1,250.50; anything else is not an amount. */
import { FORM_TEXTS } from './messages.ts';

const AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** Dollars (cents as decimals), or null when the text is not an amount. */
export function parseAmount(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const dollars = Number(match[1]!.replace(/,/g, ''));
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  return dollars + cents / 100;
}

/** What is wrong with an amount: not one, nothing to pay, or more than the form takes. */
export function amountError(text: string, max: number | undefined): string | null {
  const amount = parseAmount(text);
  if (amount === null) return FORM_TEXTS.invalidAmount;
  if (amount <= 0) return FORM_TEXTS.amountAboveZero;
  if (max !== undefined && amount > max) return FORM_TEXTS.amountAtMost(max);
  return null;
}
