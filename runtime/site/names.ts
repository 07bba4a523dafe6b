/**
 * Comparing the names cars and dealers have (makes, models, colours) as the en collator does, without `Intl`:
 * the first `Intl` call in a page loads locale data on the main thread while the page hydrates.
 */
const RUNS = /\d+|\D+/g;

/** A name with case and accents set aside, for comparing names. */
export const foldName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
// Names equal but for case and accents: lower case first, then unaccented first, as the collator has them.
const swapCase = (name: string) => [...name].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');

/** Plain string order, by UTF-16 code units: for keys and ISO dates, where no language's rules apply. */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Alphabetical, numbers by value ("A4" before "A10"), case and accents aside: `Intl.Collator('en', { numeric: true })`'s order. */
export function byName(a: string, b: string): number {
  const x = foldName(a).match(RUNS) ?? [];
  const y = foldName(b).match(RUNS) ?? [];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [p, q] = [x[i]!, y[i]!];
    if (p === q) continue;
    if (/^\d/.test(p) && /^\d/.test(q)) return Number(p) - Number(q) || p.length - q.length;
    return p < q ? -1 : 1;
  }
  if (x.length !== y.length) return x.length - y.length;
  return byCodeUnits(swapCase(a), swapCase(b));
}
