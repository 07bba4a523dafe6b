import { POSTCODE_LENGTH } from '../site/constants.ts';

/** What the postcode input keeps of a keystroke or paste: digits only, at most 4, never a separator. */
export function capPostcode(input: string): string {
  return input.replace(/\D/g, '').slice(0, POSTCODE_LENGTH);
}

export function isPostcode(value: string): boolean {
  return new RegExp(`^\\d{${POSTCODE_LENGTH}}$`).test(value);
}
