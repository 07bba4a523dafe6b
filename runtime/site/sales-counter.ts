import { SALES_COUNTER_PER_DAY, SALES_COUNTER_SECONDS_PER_SALE, SALES_COUNTER_TIME_ZONE } from './constants.ts';
import { zonedParts } from './zoned-time.ts';

/**
 * The 'Sales this Month' figure, computed rather than fetched: 192 a day for each finished day of
 * the month plus one every 450 seconds today, on Brisbane time.
 */
export function salesThisMonth(now: Date): number {
  const p = zonedParts(now, SALES_COUNTER_TIME_ZONE);
  const secondsSinceMidnight = p.hour * 3600 + p.minute * 60 + p.second;
  return (p.day - 1) * SALES_COUNTER_PER_DAY + Math.floor(secondsSinceMidnight / SALES_COUNTER_SECONDS_PER_SALE);
}

/** The figure shown `elapsedMs` into a count-up from `from` to `to` over `durationMs` (2 s), easing out, whole numbers only. */
export function countUpValue(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (elapsedMs >= durationMs) return to;
  const progress = Math.max(0, elapsedMs) / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return Math.round(from + (to - from) * eased);
}
