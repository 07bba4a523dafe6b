import type { FlatField } from './document.ts';
import { IntList } from './int-list.ts';
import { normalizeFacet } from './tokenize.ts';

/** One distinct facet value of an attribute with the documents holding it. */
export interface FacetValue {
  /** Spelling shown in facetDistribution: the first one seen, or the number as a string. */
  display: string;
  /** Set for number facets; strings (even numeric-looking ones) stay strings, as in Meilisearch. */
  num: number | undefined;
  /** Lower-cased string key; filters compare on it. */
  norm: string;
  /** `display` as JSON, written as is into answers. */
  json: string;
  /** `json` and a colon, UTF-8 encoded, as answers write the value before its count; made when first written. */
  keyBytes?: Buffer;
  /** objectIndex(display), for writing facetDistribution in a JavaScript object's key order. */
  objectIndex: number;
  /** Ascending internal ids; may include deleted documents, masked out at query time. */
  docs: IntList;
}

const NONE = -1;
const MULTI = -2;
/** Sort key of a document without a sortable value. */
export const MISSING = 0x7fffffff;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const ARRAY_INDEX = /^(?:0|[1-9]\d{0,9})$/;
/** JavaScript's largest array index plus one: keys below it are an object's integer keys. */
const ARRAY_INDEX_LIMIT = 2 ** 32 - 1;

/** `key` as an integer when a JavaScript object lists it before its other keys, ascending (as `JSON.stringify` writes them), else -1. */
export function objectIndex(key: string): number {
  const index = ARRAY_INDEX.test(key) ? Number(key) : -1;
  return index < ARRAY_INDEX_LIMIT ? index : -1;
}

function facetValue(display: string, num: number | undefined, norm: string): FacetValue {
  return { display, num, norm, json: JSON.stringify(display), objectIndex: objectIndex(display), docs: new IntList(1) };
}

/** Parses a filter token the way Meilisearch's f64 parser would, or undefined. */
export function parseNumber(token: string): number | undefined {
  if (!NUMBER.test(token)) return undefined;
  const n = Number(token);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Inverted index for one filterable attribute path: value → docs for equality,
 * numeric values kept sortable for ranges, and a forward table (doc → value ids) so
 * facet counting is one pass over the candidate documents.
 */
export class AttributeIndex {
  readonly values: FacetValue[] = [];
  readonly exists = new IntList();
  readonly nulls = new IntList();
  readonly empties = new IntList();
  private readonly byString = new Map<string, number>();
  private readonly byNumber = new Map<number, number>();
  private forward = new Int32Array(256).fill(NONE);
  private readonly multi = new Map<number, number[]>();
  private numericCache: { ids: Int32Array; keys: Float64Array } | undefined;
  private displayCache: Int32Array | undefined;
  private rankCache: Int32Array | undefined;
  private listCache: { order: Int32Array; rank: Int32Array } | undefined;
  private countScratch: Int32Array | undefined;
  private presentScratch: Int32Array | undefined;
  private sortCache: { asc: Int32Array; desc: Int32Array } | undefined;

  add(doc: number, field: FlatField): void {
    this.sortCache = undefined;
    this.exists.push(doc);
    if (field.isNull) this.nulls.push(doc);
    if (field.isEmpty) this.empties.push(doc);
    let first = NONE;
    let many: number[] | undefined;
    for (const raw of field.values) {
      const id = this.intern(raw);
      const docs = this.values[id]!.docs;
      if (docs.last() === doc) continue;
      docs.push(doc);
      if (first === NONE) first = id;
      else (many ??= [first]).push(id);
    }
    if (first === NONE) return;
    this.ensure(doc);
    if (many) {
      this.forward[doc] = MULTI;
      this.multi.set(doc, many);
    } else {
      this.forward[doc] = first;
    }
  }

  private intern(raw: string | number | boolean): number {
    if (typeof raw === 'number') {
      const known = this.byNumber.get(raw);
      if (known !== undefined) return known;
      const id = this.values.push(facetValue(String(raw), raw, String(raw))) - 1;
      this.byNumber.set(raw, id);
      this.numericCache = undefined;
      this.displayCache = undefined;
      this.rankCache = undefined;
      this.listCache = undefined;
      return id;
    }
    const display = String(raw);
    const norm = normalizeFacet(display);
    const known = this.byString.get(norm);
    if (known !== undefined) return known;
    const id = this.values.push(facetValue(display, undefined, norm)) - 1;
    this.byString.set(norm, id);
    this.displayCache = undefined;
    this.rankCache = undefined;
    this.listCache = undefined;
    return id;
  }

  private ensure(doc: number): void {
    if (doc < this.forward.length) return;
    let size = this.forward.length;
    while (size <= doc) size *= 2;
    const grown = new Int32Array(size).fill(NONE);
    grown.set(this.forward);
    this.forward = grown;
  }

  /** Posting lists for `attr = token`: the string value and, if it parses, the number. */
  equal(token: string): Int32Array[] {
    const out: Int32Array[] = [];
    const s = this.byString.get(normalizeFacet(token));
    if (s !== undefined) out.push(this.values[s]!.docs.view());
    const n = parseNumber(token);
    const id = n === undefined ? undefined : this.byNumber.get(n);
    if (id !== undefined) out.push(this.values[id]!.docs.view());
    return out;
  }

  /** Posting lists of numbers within the bounds. */
  numericRange(lo: number, loInclusive: boolean, hi: number, hiInclusive: boolean): Int32Array[] {
    const { ids, keys } = this.numeric();
    let i = lowerBound(keys, lo);
    if (!loInclusive) while (i < keys.length && keys[i] === lo) i++;
    const out: Int32Array[] = [];
    for (; i < keys.length; i++) {
      const k = keys[i]!;
      if (k > hi || (!hiInclusive && k === hi)) break;
      out.push(this.values[ids[i]!]!.docs.view());
    }
    return out;
  }

  /** Posting lists of strings within lexicographic bounds (on the lower-cased form). */
  stringRange(lo: string | undefined, loInclusive: boolean, hi: string | undefined, hiInclusive: boolean): Int32Array[] {
    const out: Int32Array[] = [];
    for (const v of this.values) {
      if (v.num !== undefined) continue;
      if (lo !== undefined && (v.norm < lo || (!loInclusive && v.norm === lo))) continue;
      if (hi !== undefined && (v.norm > hi || (!hiInclusive && v.norm === hi))) continue;
      out.push(v.docs.view());
    }
    return out;
  }

  private numeric(): { ids: Int32Array; keys: Float64Array } {
    if (!this.numericCache) {
      const ids = Int32Array.from(this.byNumber.values()).sort((a, b) => this.values[a]!.num! - this.values[b]!.num!);
      const keys = Float64Array.from(ids, (id) => this.values[id]!.num!);
      this.numericCache = { ids, keys };
    }
    return this.numericCache;
  }

  /** Value ids in facetDistribution's alphabetical order: every value, numbers included, by its string form. */
  displayOrder(): Int32Array {
    if (!this.displayCache) {
      this.displayCache = Int32Array.from(this.values.keys()).sort((a, b) => compareStrings(this.values[a]!.norm, this.values[b]!.norm));
    }
    return this.displayCache;
  }

  /** Each value id's place in displayOrder(). */
  displayRank(): Int32Array {
    if (!this.rankCache) {
      const order = this.displayOrder();
      const rank = new Int32Array(order.length);
      for (let i = 0; i < order.length; i++) rank[order[i]!] = i;
      this.rankCache = rank;
    }
    return this.rankCache;
  }

  /**
   * Value ids in the order facetDistribution lists them, as a JavaScript object lists its keys: integer keys
   * ascending, then the rest alphabetically (displayOrder()); and each value id's place in it. Only for an
   * attribute that is not `mixed`, whose values all have spellings of their own.
   */
  listOrder(): { order: Int32Array; rank: Int32Array } {
    if (!this.listCache) {
      const integers = Int32Array.from(this.values.keys())
        .filter((id) => this.values[id]!.objectIndex >= 0)
        .sort((a, b) => this.values[a]!.objectIndex - this.values[b]!.objectIndex);
      const order = new Int32Array(this.values.length);
      order.set(integers);
      order.set(
        this.displayOrder().filter((id) => this.values[id]!.objectIndex < 0),
        integers.length,
      );
      const rank = new Int32Array(order.length);
      for (let i = 0; i < order.length; i++) rank[order[i]!] = i;
      this.listCache = { order, rank };
    }
    return this.listCache;
  }

  /** True when a number and a string may share a spelling in facetDistribution. */
  get mixed(): boolean {
    return this.byNumber.size > 0 && this.byString.size > 0;
  }

  /** Value ids in sort order: numbers ascending, then strings by their normalised form. */
  private sortOrder(): Int32Array {
    const numbers = this.numeric().ids;
    const strings = Int32Array.from(this.byString.values()).sort((a, b) => compareStrings(this.values[a]!.norm, this.values[b]!.norm));
    const order = new Int32Array(numbers.length + strings.length);
    order.set(numbers);
    order.set(strings, numbers.length);
    return order;
  }

  /**
   * Calls `use` with how many of `docs` hold each value id and the ids held by any (`present`, in no particular
   * order). Both live in arrays this index keeps for the next count (two allocations per facet per search were
   * much of what the collector did), so they are valid only inside `use`.
   */
  withCounts<T>(docs: Int32Array, use: (counts: Int32Array, present: Int32Array) => T): T {
    if (this.countScratch?.length !== this.values.length) this.countScratch = new Int32Array(this.values.length);
    if (this.presentScratch?.length !== this.values.length) this.presentScratch = new Int32Array(this.values.length);
    const counts = this.countScratch;
    const present = this.presentScratch;
    let n = 0;
    const fwd = this.forward;
    const limit = fwd.length;
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i]!;
      if (doc >= limit) continue;
      const v = fwd[doc]!;
      if (v >= 0) {
        if (counts[v]!++ === 0) present[n++] = v;
      } else if (v === MULTI) {
        for (const id of this.multi.get(doc)!) if (counts[id]!++ === 0) present[n++] = id;
      }
    }
    try {
      return use(counts, present.subarray(0, n));
    } finally {
      for (let i = 0; i < n; i++) counts[present[i]!] = 0;
    }
  }

  /**
   * Per-document sort keys (lower sorts first). Like Meilisearch, numbers come before
   * strings in both directions, an array sorts by its smallest value ascending and its
   * largest descending, and documents without a value get MISSING so they land last.
   */
  sortKeys(size: number): { asc: Int32Array; desc: Int32Array } {
    if (this.sortCache && this.sortCache.asc.length === size) return this.sortCache;
    const asc = new Int32Array(size).fill(MISSING);
    const desc = new Int32Array(size).fill(MISSING);
    const order = this.sortOrder();
    const numbers = this.byNumber.size;
    for (let pos = 0; pos < order.length; pos++) {
      const descKey = pos < numbers ? numbers - 1 - pos : numbers + order.length - 1 - pos;
      for (const doc of this.values[order[pos]!]!.docs.view()) {
        if (doc >= size) continue;
        if (asc[doc] === MISSING) asc[doc] = pos;
        if (descKey < desc[doc]!) desc[doc] = descKey;
      }
    }
    this.sortCache = { asc, desc };
    return this.sortCache;
  }
}

function compareStrings(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}

function lowerBound(keys: Float64Array, x: number): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
