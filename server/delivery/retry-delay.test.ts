import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, LONGEST_RETRY_MS, retryDelay } from './retry-delay.ts';

const NEARLY_ONE = 1 - Number.EPSILON;

describe('retryDelay', () => {
  it('waits a few seconds after the first failed try, an hour at most', () => {
    expect([FIRST_RETRY_MS, LONGEST_RETRY_MS]).toEqual([5_000, 3_600_000]);
    expect(retryDelay(1, () => NEARLY_ONE)).toBe(5_000);
    expect(retryDelay(1, () => 0)).toBe(2_500);
    // Before any try (a delivery retried by hand and failed) it is the first wait too.
    expect(retryDelay(0, () => NEARLY_ONE)).toBe(5_000);
  });

  it('doubles with each try until it reaches an hour, and stays there', () => {
    const ceilings = Array.from({ length: 14 }, (_, n) => retryDelay(n + 1, () => NEARLY_ONE));
    expect(ceilings).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 640_000, 1_280_000, 2_560_000, 3_600_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
    expect(retryDelay(1_000, () => NEARLY_ONE)).toBe(LONGEST_RETRY_MS);
    expect(retryDelay(1_000, () => 0)).toBe(LONGEST_RETRY_MS / 2);
  });

  it('draws each wait between half and all of its ceiling, in whole milliseconds', () => {
    expect(retryDelay(3, () => 0.5)).toBe(15_000);
    expect(retryDelay(3, () => 0.25)).toBe(12_500);
    for (const attempts of [1, 2, 5, 11, 40]) {
      const ceiling = retryDelay(attempts, () => NEARLY_ONE);
      const draws = Array.from({ length: 500 }, () => retryDelay(attempts));
      expect(draws.every((wait) => Number.isInteger(wait) && wait >= ceiling / 2 && wait <= ceiling)).toBe(true);
      // Spread over the range, so deliveries that failed together come back apart.
      expect(new Set(draws).size).toBeGreaterThan(100);
      expect(Math.min(...draws)).toBeLessThan(ceiling * 0.6);
      expect(Math.max(...draws)).toBeGreaterThan(ceiling * 0.9);
    }
  });
});
