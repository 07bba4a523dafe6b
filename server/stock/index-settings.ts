/** Whether an index already has the car settings, so a start or a sample fill leaves a settled index alone. */

/** Settings Meilisearch keeps as sets: it answers them sorted, whatever order they were given in. */
const UNORDERED = new Set(['filterableAttributes', 'sortableAttributes']);

/** Whether `current` already has every value `wanted` sets (objects field by field, the rest whole). */
export function coversSettings(current: unknown, wanted: unknown, name?: string): boolean {
  if (wanted !== null && typeof wanted === 'object' && !Array.isArray(wanted)) {
    const have = (current ?? {}) as Record<string, unknown>;
    return Object.entries(wanted).every(([field, value]) => coversSettings(have[field], value, field));
  }
  if (name && UNORDERED.has(name) && Array.isArray(current) && Array.isArray(wanted)) {
    const members = (list: unknown[]) => JSON.stringify(list.map((item) => JSON.stringify(item)).sort());
    return members(current) === members(wanted);
  }
  return JSON.stringify(current) === JSON.stringify(wanted);
}
