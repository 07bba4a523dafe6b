import { describe, expect, it } from 'vitest';
import { SALES_COUNTER_ANIMATION_MS, SALES_COUNTER_REFRESH_MS } from './constants.ts';
import { countUpValue, salesThisMonth } from './sales-counter.ts';

describe('salesThisMonth', () => {
  it('starts each month at 0 at midnight in Brisbane', () => {
    expect(salesThisMonth(new Date('2025-06-30T14:00:00Z'))).toBe(0);
  });

  it('adds one sale every 450 seconds', () => {
    expect(salesThisMonth(new Date('2025-06-30T14:07:29Z'))).toBe(0);
    expect(salesThisMonth(new Date('2025-06-30T14:07:30Z'))).toBe(1);
  });

  it('counts (day of month - 1) x 192 plus floor(seconds since midnight / 450)', () => {
    // 15 July, 12:00 in Brisbane: 14 x 192 + 43200 / 450.
    expect(salesThisMonth(new Date('2025-07-15T02:00:00Z'))).toBe(14 * 192 + 96);
    // Last second of 1 July: 86399 / 450 rounds down to 191.
    expect(salesThisMonth(new Date('2025-07-01T13:59:59Z'))).toBe(191);
    expect(salesThisMonth(new Date('2025-07-01T14:00:00Z'))).toBe(192);
  });

  it('uses the Brisbane date, not UTC', () => {
    // 20:00 UTC on 31 July is 06:00 on 1 August in Brisbane.
    expect(salesThisMonth(new Date('2025-07-31T20:00:00Z'))).toBe(Math.floor((6 * 3600) / 450));
  });

  it('refreshes every 150 s and counts up over 2 s', () => {
    expect(SALES_COUNTER_REFRESH_MS).toBe(150_000);
    expect(SALES_COUNTER_ANIMATION_MS).toBe(2000);
  });
});

describe('countUpValue', () => {
  it('starts at the old figure, ends exactly on the new one after 2 s, and never goes past it', () => {
    expect(countUpValue(0, 2784, 0, SALES_COUNTER_ANIMATION_MS)).toBe(0);
    expect(countUpValue(0, 2784, SALES_COUNTER_ANIMATION_MS, SALES_COUNTER_ANIMATION_MS)).toBe(2784);
    expect(countUpValue(0, 2784, 5000, SALES_COUNTER_ANIMATION_MS)).toBe(2784);
    const half = countUpValue(0, 2784, 1000, SALES_COUNTER_ANIMATION_MS);
    expect(half).toBeGreaterThan(1392);
    expect(half).toBeLessThan(2784);
  });
  it('counts up from the last figure on a refresh', () => {
    expect(countUpValue(2784, 2785, 1999, SALES_COUNTER_ANIMATION_MS)).toBe(2785);
    expect(countUpValue(2784, 2790, 1, SALES_COUNTER_ANIMATION_MS)).toBe(2784);
  });
});
