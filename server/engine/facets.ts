import { LRUCache } from 'lru-cache';
import { matchesPattern } from './document.ts';
import { MeiliError } from './errors.ts';
import type { AttributeIndex, FacetValue } from './attribute-index.ts';
import { objectIndex } from './attribute-index.ts';
import type { SearchIndex } from './search-index.ts';

export type FacetDistribution = Record<string, Record<string, number>>;
export type FacetStats = Record<string, { min: number; max: number }>;

/** Expands `*` and rejects non-filterable facets, as Meilisearch does. */
export function resolveFacets(index: SearchIndex, requested: readonly string[]): string[] {
  const filterable = index.settings.filterableAttributes;
  if (requested.includes('*')) {
    const known = index.attributePaths().filter((path) => filterable.some((p) => matchesPattern(p, path)));
    return [...new Set([...filterable.filter((p) => p !== '*' && !p.endsWith('*')), ...known])].sort();
  }
  for (const facet of requested) {
    if (!filterable.some((pattern) => matchesPattern(pattern, facet))) {
      throw new MeiliError(
        'invalid_search_facets',
        `Invalid facet distribution: Attribute \`${facet}\` is not filterable. ${
          filterable.length
            ? `Available filterable attributes patterns are: \`${[...filterable].sort().join(', ')}\`.`
            : 'This index does not have configured filterable attributes.'
        }`,
      );
    }
  }
  return [...requested];
}

/** One facet of an answer: the values shown and their counts, in the order the answer lists them. */
export interface FacetCounts {
  facet: string;
  /** The facet's values; undefined when no document has the attribute. */
  values: readonly FacetValue[] | undefined;
  /** Ids of the values shown, in the order the answer lists them. */
  shown: Int32Array;
  /** The shown values' counts, in the same order. */
  counts: Int32Array;
  /** The smallest and largest number among the values held, over every candidate; undefined when none is a number. */
  stats: { min: number; max: number } | undefined;
}

/**
 * Counts every facet value over all candidate documents (not just the returned page), one pass over the
 * candidates per facet through its value-id table, keeping at most `maxValuesPerFacet` values per facet in
 * the configured order. Facets and values come in the order a JavaScript object of them lists its keys, so
 * the answer's JSON can be written from them directly.
 */
export function countFacets(index: SearchIndex, facets: readonly string[], docs: Int32Array): FacetCounts[] {
  const { maxValuesPerFacet: max, sortFacetValuesBy } = index.settings.faceting;
  return answerOrder(facets).map((facet) => {
    const attr = index.attribute(facet);
    if (!attr) return { facet, values: undefined, shown: new Int32Array(0), counts: new Int32Array(0), stats: undefined };
    return attr.withCounts(docs, (counts, present) => {
      const byCount = (sortFacetValuesBy[facet] ?? sortFacetValuesBy['*']) === 'count';
      const shown = byCount
        ? listed(attr, byCountThenName(attr, counts, present, max))
        : attr.mixed
          ? listed(attr, firstByName(attr, counts, present, max))
          : inListOrder(attr, counts, present, max);
      return { facet, values: attr.values, shown, counts: shown.map((id) => counts[id]!), stats: numberRange(attr, present) };
    });
  });
}

/** Facet lists in the order answers give them, by the list asked for: a site asks for the same few. */
const answerOrders = new LRUCache<string, readonly string[]>({ max: 256 });

/** Meilisearch answers facets in attribute-name order, whatever the request order; written as a JavaScript object lists its keys. */
function answerOrder(facets: readonly string[]): readonly string[] {
  const key = JSON.stringify(facets);
  let names = answerOrders.get(key);
  if (!names) {
    const sorted = [...new Set(facets)].sort();
    const order = inObjectOrder(
      Int32Array.from(sorted, (_, i) => i),
      Float64Array.from(sorted, (name) => objectIndex(name)),
    );
    names = Array.from(order, (i) => sorted[i]!);
    answerOrders.set(key, names);
  }
  return names;
}

/**
 * The values shown of an attribute that is not `mixed`, as listed: what firstByName() and listed() make, sorting
 * only the values shown by their place in the attribute's list order, or walking that order when most are held.
 */
function inListOrder(attr: AttributeIndex, counts: Int32Array, present: Int32Array, max: number): Int32Array {
  const { order, rank } = attr.listOrder();
  const ids = present.length <= max ? present : firstByName(attr, counts, present, max);
  if (ids.length * 8 > order.length && ids === present) {
    const shown = new Int32Array(present.length);
    let n = 0;
    for (let i = 0; i < order.length && n < shown.length; i++) if (counts[order[i]!] !== 0) shown[n++] = order[i]!;
    return shown;
  }
  const places = new Int32Array(ids.length);
  for (let i = 0; i < ids.length; i++) places[i] = rank[ids[i]!]!;
  places.sort();
  for (let i = 0; i < places.length; i++) places[i] = order[places[i]!]!;
  return places;
}

/** The distribution and stats objects of counted facets. */
export function facetObjects(counted: readonly FacetCounts[]): { distribution: FacetDistribution; stats: FacetStats } {
  const distribution: FacetDistribution = {};
  const stats: FacetStats = {};
  for (const { facet, values, shown, counts, stats: range } of counted) {
    const out: Record<string, number> = {};
    shown.forEach((id, i) => (out[values![id]!.display] = counts[i]!));
    distribution[facet] = out;
    if (range) stats[facet] = range;
  }
  return { distribution, stats };
}

/** The first `max` held values in facetDistribution's alphabetical order. */
function firstByName(attr: AttributeIndex, counts: Int32Array, present: Int32Array, max: number): Int32Array {
  const order = attr.displayOrder();
  // Few values held: sort their places; many: walk the order until enough are found.
  if (present.length * 8 <= order.length || present.length <= max) {
    const rank = attr.displayRank();
    const places = new Int32Array(present.length);
    for (let i = 0; i < present.length; i++) places[i] = rank[present[i]!]!;
    const shown = places.sort().subarray(0, max);
    for (let i = 0; i < shown.length; i++) shown[i] = order[shown[i]!]!;
    return shown;
  }
  const shown = new Int32Array(Math.min(max, present.length));
  let n = 0;
  for (let i = 0; i < order.length && n < shown.length; i++) if (counts[order[i]!] !== 0) shown[n++] = order[i]!;
  return shown;
}

/** The first `max` held values by count, most first, ties in alphabetical order. */
function byCountThenName(attr: AttributeIndex, counts: Int32Array, present: Int32Array, max: number): Int32Array {
  const rank = attr.displayRank();
  const order = attr.displayOrder();
  const size = order.length;
  let most = 0;
  for (const id of present) most = Math.max(most, counts[id]!);
  // One sortable number per value: fewer counted first, then its alphabetical place (exact below 2^53).
  const keys = new Float64Array(present.length);
  for (let i = 0; i < present.length; i++) keys[i] = (most - counts[present[i]!]!) * size + rank[present[i]!]!;
  return Int32Array.from(keys.sort().subarray(0, max), (key) => order[key % size]!);
}

/**
 * The shown values as a JavaScript object of their names would hold them: a number and a string of the same
 * spelling share a key, where Meilisearch shows the string's count; integer keys first, ascending.
 */
function listed(attr: AttributeIndex, shown: Int32Array): Int32Array {
  const values = attr.values;
  let ids = shown;
  if (attr.mixed) {
    const at = new Map<string, number>();
    const kept: number[] = [];
    for (const id of shown) {
      const known = at.get(values[id]!.display);
      if (known === undefined) at.set(values[id]!.display, kept.push(id) - 1);
      else if (values[id]!.num === undefined) kept[known] = id;
    }
    ids = Int32Array.from(kept);
  }
  const indexes = new Float64Array(ids.length);
  for (let i = 0; i < ids.length; i++) indexes[i] = values[ids[i]!]!.objectIndex;
  return inObjectOrder(ids, indexes);
}

function numberRange(attr: AttributeIndex, present: Int32Array): { min: number; max: number } | undefined {
  let min = Infinity;
  let max = -Infinity;
  for (const id of present) {
    const num = attr.values[id]!.num;
    if (num === undefined) continue;
    if (num < min) min = num;
    if (num > max) max = num;
  }
  return min === Infinity ? undefined : { min, max };
}

/** Keys up to which an integer key (below 2^32) times their number stays below 2^53. */
const EXACT_PLACES = 2 ** 21;

/**
 * `items` in the order a JavaScript object lists keys, given each one's `objectIndex`: integer keys (≥ 0)
 * first, ascending, then the rest in the order given.
 */
function inObjectOrder(items: Int32Array, indexes: Float64Array): Int32Array {
  const n = items.length;
  let integers = 0;
  let inOrder = true;
  for (let i = 0; i < n; i++) {
    if (indexes[i]! < 0) continue;
    if (integers++ !== i || (i > 0 && indexes[i]! < indexes[i - 1]!)) inOrder = false;
  }
  if (inOrder) return items;
  const places = new Float64Array(n);
  let at = 0;
  for (let i = 0; i < n; i++) if (indexes[i]! >= 0) places[at++] = i;
  const head = places.subarray(0, integers);
  if (n <= EXACT_PLACES) {
    // One sortable number per integer key, its place below it, so the sort is the typed array's own.
    for (let i = 0; i < integers; i++) head[i] = indexes[head[i]!]! * n + head[i]!;
    head.sort();
    for (let i = 0; i < integers; i++) head[i] = head[i]! % n;
  } else {
    head.sort((a, b) => indexes[a]! - indexes[b]!);
  }
  for (let i = 0; i < n; i++) if (indexes[i]! < 0) places[at++] = i;
  return Int32Array.from(places, (place) => items[place]!);
}
