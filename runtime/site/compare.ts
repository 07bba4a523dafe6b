/**
 * Compare cars: the shopper's selection, at most four cars, kept in the browser and written in the link as
 * `/compare?cars=12,34`. Pure: the toggles and the page do the storage. The table's rows are compare-rows.ts,
 * apart, since every result card carries this file and only the compare page needs those.
 */

/** Four columns still fit a laptop screen side by side; a fifth car would push the table into scrolling. */
export const COMPARE_LIMIT = 4;
export const COMPARE_PATH = '/compare';
/** The query parameter of a shared comparison. */
export const COMPARE_PARAM = 'cars';

/** The car ids of `?cars=` (or the stored selection): positive whole numbers, each once, the first four; anything else ignored. */
export function parseCompareIds(value: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (value ?? '').split(',')) {
    const text = part.trim();
    if (!/^\d+$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, COMPARE_LIMIT);
}

export function serialiseCompareIds(ids: readonly number[]): string {
  return ids.join(',');
}

/** The comparison's shareable link; the bare page when nothing is selected. */
export function compareHref(ids: readonly number[]): string {
  return ids.length ? `${COMPARE_PATH}?${COMPARE_PARAM}=${serialiseCompareIds(ids)}` : COMPARE_PATH;
}

/** A car can be added while fewer than four are selected; a selected car can always be taken out. */
export function canToggleCompare(ids: readonly number[], id: number): boolean {
  return ids.includes(id) || ids.length < COMPARE_LIMIT;
}

/** Adds the car, or takes it out when it is selected; a fifth car is not added (the selection comes back unchanged). */
export function toggleCompare(ids: readonly number[], id: number): number[] {
  if (ids.includes(id)) return ids.filter((selected) => selected !== id);
  return canToggleCompare(ids, id) ? [...ids, id] : [...ids];
}
