import { matchesPattern } from './document.ts';
import { MeiliError } from './errors.ts';
import type { SearchIndex } from './search-index.ts';
import type { TextScores } from './text-match.ts';

const CUSTOM_RULE = /^(.+):(asc|desc)$/;
const TEXT_RULES = new Set(['words', 'typo', 'proximity', 'attribute', 'exactness']);

/** Parses `sort` entries, rejecting unsortable attributes the way Meilisearch words it. */
export function parseSort(index: SearchIndex, sort: readonly string[]): Array<{ field: string; desc: boolean }> {
  const sortable = index.settings.sortableAttributes;
  if (sort.length && !index.settings.rankingRules.includes('sort')) {
    throw new MeiliError(
      'invalid_search_sort',
      'You must specify where `sort` is listed in the rankingRules setting to use the sort parameter at search time.',
    );
  }
  return sort.map((entry) => {
    const m = CUSTOM_RULE.exec(entry.trim());
    if (!m) {
      throw new MeiliError(
        'invalid_search_sort',
        `Invalid syntax for the sort parameter: expected expression ending by \`:asc\` or \`:desc\`, found \`${entry}\`.`,
      );
    }
    const field = m[1]!;
    if (!sortable.some((pattern) => matchesPattern(pattern, field))) {
      throw new MeiliError(
        'invalid_search_sort',
        `Index \`${index.uid}\`: Attribute \`${field}\` is not sortable. ${
          sortable.length
            ? `Available sortable attributes are: \`${[...sortable].sort().join(', ')}\`.`
            : 'This index does not have configured sortable attributes.'
        }`,
      );
    }
    return { field, desc: m[2] === 'desc' };
  });
}

/**
 * One key array per active ranking rule, in rule order; each is indexed by internal id
 * and lower sorts first. Text rules only apply when there is a text query.
 */
export function rankingKeys(index: SearchIndex, text: TextScores | undefined, sort: Array<{ field: string; desc: boolean }>): Int32Array[] {
  const keys: Int32Array[] = [];
  for (const rule of index.settings.rankingRules) {
    if (TEXT_RULES.has(rule)) {
      if (text) keys.push(text[rule as keyof TextScores]);
    } else if (rule === 'sort') {
      for (const { field, desc } of sort) {
        const k = attributeKeys(index, field, desc);
        if (k) keys.push(k);
      }
    } else {
      const m = CUSTOM_RULE.exec(rule);
      const k = m && attributeKeys(index, m[1]!, m[2] === 'desc');
      if (k) keys.push(k);
    }
  }
  return keys;
}

function attributeKeys(index: SearchIndex, field: string, desc: boolean): Int32Array | undefined {
  const attr = index.attribute(field);
  if (!attr) return undefined;
  const k = attr.sortKeys(index.size);
  return desc ? k.desc : k.asc;
}

/**
 * The ids ranked `from`..`to` (exclusive). Ties fall back to `tie` (Meilisearch's document
 * id order), or to internal id when that is the same order. Uses a bounded heap so large
 * candidate sets cost O(n log k).
 */
export function selectWindow(ids: Int32Array, keys: Int32Array[], from: number, to: number, tie?: Int32Array): number[] {
  if (to <= from || ids.length === 0) return [];
  if (keys.length === 0 && !tie) return Array.from(ids.subarray(from, Math.min(to, ids.length)));
  const cmp = comparer(keys, tie);
  const k = Math.min(to, ids.length);
  if (ids.length <= k * 4) return Array.from(ids).sort(cmp).slice(from, k);
  // Max-heap of the best k seen so far: the root is the worst of them.
  const heap: number[] = [];
  for (let n = 0; n < ids.length; n++) {
    const id = ids[n]!;
    if (heap.length < k) {
      heap.push(id);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (cmp(heap[i]!, heap[parent]!) <= 0) break;
        swap(heap, i, parent);
        i = parent;
      }
    } else if (cmp(id, heap[0]!) < 0) {
      heap[0] = id;
      siftDown(heap, cmp);
    }
  }
  return heap.sort(cmp).slice(from, k);
}

/** Rank order: by the keys, then by `tie` or internal id. */
function comparer(keys: readonly Int32Array[], tie: Int32Array | undefined): (a: number, b: number) => number {
  return (a, b) => {
    for (const k of keys) {
      const d = k[a]! - k[b]!;
      if (d !== 0) return d;
    }
    return tie ? tie[a]! - tie[b]! : a - b;
  };
}

/** Moves the max-heap's root down to its place. */
function siftDown(heap: number[], cmp: (a: number, b: number) => number): void {
  let i = 0;
  for (;;) {
    const l = 2 * i + 1;
    const r = l + 1;
    let worst = i;
    if (l < heap.length && cmp(heap[l]!, heap[worst]!) > 0) worst = l;
    if (r < heap.length && cmp(heap[r]!, heap[worst]!) > 0) worst = r;
    if (worst === i) return;
    swap(heap, i, worst);
    i = worst;
  }
}

/** Swaps two places without the array a destructuring swap makes each time. */
function swap(items: number[], a: number, b: number): void {
  const held = items[a]!;
  items[a] = items[b]!;
  items[b] = held;
}
