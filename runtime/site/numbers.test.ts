import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers.ts';

describe('formatCount', () => {
  it('groups thousands with commas as en-AU does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 1234567, 98765432, -4321]) expect(formatCount(value)).toBe(value.toLocaleString('en-AU'));
  });

  it('rounds to a whole number, and a negative that rounds to nothing has no sign', () => {
    expect(formatCount(12345.6)).toBe('12,346');
    expect(formatCount(-0.2)).toBe('0');
    expect(formatCount(-1500.4)).toBe('-1,500');
  });
});
