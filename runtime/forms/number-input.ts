/**
 * The money and number (km) inputs hold a plain number and show it grouped in thousands, with the '$' or
 * ' kms' beside the input rather than in it, so what a form sends is the number the shopper meant.
 */
import { formatCount } from '../site/numbers.ts';
import type { FieldSpec } from './fields.ts';

export const MONEY_PREFIX = '$';
/** Cents are the most a money field takes after the point. */
const MONEY_DECIMALS = 2;
/** Whole digits kept: past 15 a number is no price or odometer reading, and no longer exact as a JS number. */
const MAX_DIGITS = 15;

export interface NumberInputLook {
  prefix: string;
  suffix: string;
  /** Whether the value may have cents. */
  decimals: boolean;
}

/** Money has the dollar prefix and cents; a number field whole numbers and its own suffix. */
export function numberInputLook(field: Pick<FieldSpec, 'kind' | 'suffix'>): NumberInputLook {
  if (field.kind === 'money') return { prefix: MONEY_PREFIX, suffix: '', decimals: true };
  return { prefix: '', suffix: field.suffix ?? '', decimals: false };
}

/** The number in what was typed or pasted: "$1,250.505" → "1250.50" with decimals, "45,000 kms" → "45000" without. */
export function plainNumber(text: string, decimals: boolean): string {
  const [whole = '', ...fraction] = text.replace(decimals ? /[^\d.]/g : /\D/g, '').split('.');
  const digits = whole.replace(/^0+(?=\d)/, '').slice(0, MAX_DIGITS);
  return fraction.length ? `${digits || '0'}.${fraction.join('').slice(0, MONEY_DECIMALS)}` : digits;
}

/** What the input shows for a plain number: "1250000.5" → "1,250,000.5"; a half-typed "1250." keeps its point. */
export function groupThousands(plain: string): string {
  const [whole = '', fraction] = plain.split('.');
  const grouped = whole === '' ? '' : formatCount(Number(whole));
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

const significant = (char: string) => char !== ',';

/**
 * Where the caret goes once the input is regrouped: after as many digits (and point) as were before it in
 * the text typed, so typing in the middle of "12,345" does not throw the caret to the end.
 */
export function caretAfterRegrouping(typed: string, caret: number, shown: string): number {
  let before = [...typed.slice(0, caret)].filter((char) => /[\d.]/.test(char)).length;
  if (before === 0) return 0;
  for (let i = 0; i < shown.length; i += 1) if (significant(shown[i]!) && (before -= 1) === 0) return i + 1;
  return shown.length;
}

/** A quick pick's button text, as the input would show the amount with its affixes: "$5,000", "50,000 kms". */
export function quickPickLabel(look: NumberInputLook, amount: number): string {
  return `${look.prefix}${formatCount(amount)}${look.suffix}`;
}
