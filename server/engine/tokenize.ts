const SEPARATORS = /[^\p{L}\p{N}]+/u;
const MARKS = /\p{M}+/gu;

/** Full-text normalisation: Meilisearch folds case and strips diacritics for word matching. */
export function normalizeWord(word: string): string {
  return word.normalize('NFD').replace(MARKS, '').toLowerCase();
}

export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const part of normalizeWord(text).split(SEPARATORS)) if (part) out.push(part);
  return out;
}

/**
 * Facet normalisation: trimmed, case-folded and decomposed. Accents are kept, so `café` ≠
 * `cafe` in filters, but decomposition sorts `Škoda` right after `Skoda`, as Meilisearch does.
 */
export function normalizeFacet(value: string): string {
  return value.trim().normalize('NFKD').toLowerCase();
}

/** Meilisearch's default typo budget: 1 typo from 5 characters, 2 from 9. */
export function allowedTypos(word: string): number {
  const len = [...word].length;
  return len >= 9 ? 2 : len >= 5 ? 1 : 0;
}

/**
 * Optimal-string-alignment distance between `a` and a prefix (or the whole) of `b`,
 * giving up early once it exceeds `max`. Returns max + 1 when out of budget.
 */
export function boundedDistance(a: string, b: string, max: number, prefix: boolean): number {
  const n = a.length;
  const m = b.length;
  if (!prefix && Math.abs(n - m) > max) return max + 1;
  let prev2 = new Array<number>(m + 1).fill(0);
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  let cur = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  // After the swap `prev` holds the last row: for a prefix match any cut point of `b` counts.
  const best = prefix ? Math.min(...prev) : prev[m]!;
  return best > max ? max + 1 : best;
}

/**
 * Typos charged for matching query word `q` against indexed word `w`.
 * A typo on the first letter costs two, as in Meilisearch, so short-budget words must start right.
 */
export function typoCost(q: string, w: string, prefix: boolean): number {
  const budget = allowedTypos(q);
  if (prefix ? w.startsWith(q) : w === q) return 0;
  if (budget === 0) return Infinity;
  const d = boundedDistance(q, w, budget, prefix);
  if (d > budget) return Infinity;
  const cost = q[0] === w[0] ? d : d + 1;
  return cost > budget ? Infinity : cost;
}
