import { describe, expect, it } from 'vitest';
import { DEFAULT_FREQUENCY, frequencySuffix, PAYMENT_FREQUENCIES, paymentsPerYear } from './frequency.ts';

describe('repayment frequencies', () => {
  it('pays 52, 26 or 12 times a year, with suffixes wk, fn, mo, and yr for yearly figures', () => {
    expect(PAYMENT_FREQUENCIES.map((f) => [f.key, f.perYear, f.suffix])).toEqual([
      ['week', 52, 'wk'],
      ['fortnight', 26, 'fn'],
      ['month', 12, 'mo'],
    ]);
    expect(paymentsPerYear('fortnight')).toBe(26);
    expect([52, 26, 12, 1].map((n) => frequencySuffix(n as 52 | 26 | 12 | 1))).toEqual(['wk', 'fn', 'mo', 'yr']);
    expect(DEFAULT_FREQUENCY).toBe('week');
  });
});
