import { CAR_TYPES } from '../../schema/lists.ts';
import type { CarType } from '../../schema/lists.ts';
import type { PromoTile } from '../../schema/tenant.ts';
import { parseZonedIso } from './zoned-time.ts';

export type PromoSchedule = Pick<PromoTile, 'start' | 'expiry' | 'timeZone'>;
export type PromoAudience = Pick<PromoTile, 'display' | 'strictDisplay'>;

/**
 * Live from the start of `start` to the end of `expiry`. Dates without an offset are read in the
 * tile's time zone (Australia/Brisbane by default), so a tile ending 2025-07-24 runs to midnight
 * in Brisbane wherever the shopper is.
 */
export function isPromoLive(tile: PromoSchedule, now: Date): boolean {
  const time = now.getTime();
  if (tile.start && time < parseZonedIso(tile.start, tile.timeZone, 'start').getTime()) return false;
  return !tile.expiry || time <= parseZonedIso(tile.expiry, tile.timeZone, 'end').getTime();
}

/**
 * Whether a tile suits the car types the results are limited to (none selected means all types).
 * A tile for some types shows when any of them is in the results; a strict tile only when the
 * results are exactly its types.
 */
export function suitsCarTypes(tile: PromoAudience, selected: readonly CarType[]): boolean {
  if (tile.display.length === 0) return true;
  const inResults = new Set(selected.length ? selected : CAR_TYPES);
  if (!tile.strictDisplay) return tile.display.some((type) => inResults.has(type));
  const wanted = new Set(tile.display);
  return wanted.size === inResults.size && [...wanted].every((type) => inResults.has(type));
}

/** The stock-list promo tiles to place among the results now. */
export function shownPromoTiles<T extends PromoSchedule & PromoAudience>(tiles: readonly T[], now: Date, selected: readonly CarType[]): T[] {
  return tiles.filter((tile) => isPromoLive(tile, now) && suitsCarTypes(tile, selected));
}
