import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyDigits, parseMoney } from './format.ts';

describe('formatMoney', () => {
  it('formats with $, thousands commas and no decimals', () => {
    expect(formatMoney(12_345)).toBe('$12,345');
    expect(formatMoney(1_234_567.5)).toBe('$1,234,568');
    expect(formatMoney(999)).toBe('$999');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(-2500)).toBe('-$2,500');
    expect(formatMoney(-0.4)).toBe('$0');
  });

  it('gives the digits a money field shows after its dollar prefix', () => {
    expect(formatMoneyDigits(250_000)).toBe('250,000');
  });
});

describe('parseMoney', () => {
  it('reads what a shopper typed, and 0 for anything non-numeric', () => {
    expect(parseMoney('$12,345')).toBe(12_345);
    expect(parseMoney(' 1,000.50 ')).toBe(1000.5);
    expect(parseMoney('12k')).toBe(0);
    expect(parseMoney('')).toBe(0);
    expect(parseMoney(null)).toBe(0);
    expect(parseMoney(Number.NaN)).toBe(0);
    expect(parseMoney(42)).toBe(42);
  });
});
