import { LRUCache } from 'lru-cache';
import { AttributeIndex } from './attribute-index.ts';
import { Bitset } from './bitset.ts';
import { flatten, matchesPattern } from './document.ts';
import type { Document } from './document.ts';
import { ProjectionCache } from './projection-cache.ts';
import { defaultSettings } from './settings.ts';
import type { Settings } from './settings.ts';
import { TextIndex } from './text-index.ts';

const CUSTOM_RULE = /^(.+):(asc|desc)$/;
/** Index versions are unique across indexes, so an index created again under a uid never repeats one. */
let lastVersion = 0;
/** Distinct filter conditions remembered between writes; the one used longest ago goes first. */
const CONDITION_CACHE_LIMIT = 512;

/** Attributes named by `attr:asc|desc` ranking rules. */
function customRuleAttributes(rules: readonly string[]): string[] {
  return rules.flatMap((rule) => {
    const m = CUSTOM_RULE.exec(rule);
    return m ? [m[1]!] : [];
  });
}

export interface IndexInfo {
  uid: string;
  primaryKey: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * One index held in memory. Documents get increasing internal ids; replacing or deleting
 * one only marks the old id dead, so every posting list stays append-only and sorted.
 * Dead ids are masked out at query time and dropped by `rebuild` once they pile up.
 *
 * Ties rank in Meilisearch's internal document-id order, where a replaced document keeps
 * its id and a new one takes the lowest freed id. Each document's `slot` emulates that id;
 * while slots increase with internal ids (no replacement or reuse since the last rebuild)
 * internal-id order is already tie order and no lookup is needed.
 */
export class SearchIndex {
  private currentSettings: Settings = defaultSettings();
  primaryKey: string | null;
  readonly createdAt: string;
  updatedAt: string;

  private docs: Array<Document | undefined> = [];
  private readonly internal = new Map<string, number>();
  private alive = new Uint32Array(8);
  private dead = 0;
  private attributes = new Map<string, AttributeIndex>();
  private text = new TextIndex();
  private readonly fieldRanks = new Map<string, number>();
  private indexedPatterns: string[] = [];
  private sortPatterns: string[] = [];
  private readonly slots = new Map<string, number>();
  private freeSlots = new MinHeap();
  private nextSlot = 0;
  private slotOf = new Int32Array(256);
  private highestSlot = -1;
  private ordered = true;
  private readonly conditionSets = new LRUCache<string, Bitset>({ max: CONDITION_CACHE_LIMIT });
  private liveCache: Bitset | undefined;
  /** Hits as answers write them, by internal id; see ProjectionCache. */
  readonly projections = new ProjectionCache();
  /** Changes with every write, so answers cached for an older version are not served. */
  version = ++lastVersion;

  constructor(
    /** Changes only when the index is swapped with another (see Engine.swapIndexes). */
    public uid: string,
    primaryKey: string | null,
    createdAt = new Date().toISOString(),
    updatedAt = createdAt,
  ) {
    this.primaryKey = primaryKey;
    this.createdAt = createdAt;
    this.updatedAt = updatedAt;
  }

  info(): IndexInfo {
    return { uid: this.uid, primaryKey: this.primaryKey, createdAt: this.createdAt, updatedAt: this.updatedAt };
  }

  /** Upper bound (exclusive) of internal ids; the size of every per-query bitset. */
  get size(): number {
    return this.docs.length;
  }

  get count(): number {
    return this.internal.size;
  }

  get(id: string): Document | undefined {
    const internal = this.internal.get(id);
    return internal === undefined ? undefined : this.docs[internal];
  }

  doc(internal: number): Document {
    return this.docs[internal]!;
  }

  /** Every live document id with its document and slot, in tie order. */
  *entries(): Generator<[string, Document, number]> {
    for (const [id, internal] of [...this.internal].sort((a, b) => this.slotOf[a[1]]! - this.slotOf[b[1]]!)) {
      yield [id, this.docs[internal]!, this.slotOf[internal]!];
    }
  }

  /** Per-internal-id tie order, or undefined when internal-id order already is tie order. */
  tieOrder(): Int32Array | undefined {
    return this.ordered ? undefined : this.slotOf;
  }

  /** Slots the given new or replaced ids will get if put in this order (for persisting first). */
  planSlots(ids: readonly string[]): number[] {
    const free = this.freeSlots.clone();
    let next = this.nextSlot;
    const planned = new Map<string, number>();
    return ids.map((id) => {
      let slot = this.slots.get(id) ?? planned.get(id);
      if (slot === undefined) {
        slot = free.size ? free.pop() : next++;
        planned.set(id, slot);
      }
      return slot;
    });
  }

  /**
   * The documents a filter condition matches, worked out once between writes: a site's searches
   * repeat its own conditions (its locations, stock visibility, minimum price) on every request.
   * The set is shared with every later search until the index changes: nothing may change it.
   */
  conditionSet(key: string, compute: () => Bitset): Bitset {
    let set = this.conditionSets.get(key);
    if (!set) {
      set = compute();
      this.conditionSets.set(key, set);
    }
    return set;
  }

  /** Takes another uid in a swap; answers cached under the old uid must not be served for the new one. */
  renameTo(uid: string): void {
    this.uid = uid;
    this.changed();
  }

  private changed(): void {
    this.conditionSets.clear();
    this.liveCache = undefined;
    this.version = ++lastVersion;
  }

  /** The live documents, shared until the index changes: nothing may change the set. */
  live(): Bitset {
    this.liveCache ??= new Bitset(this.size, this.alive.slice(0, (this.size + 31) >>> 5));
    return this.liveCache;
  }

  attribute(path: string): AttributeIndex | undefined {
    return this.attributes.get(path);
  }

  attributePaths(): string[] {
    return [...this.attributes.keys()];
  }

  get textIndex(): TextIndex {
    return this.text;
  }

  /** Rank of a flattened field for the `attribute` rule, or undefined when not searchable. */
  private searchRank(path: string): number | undefined {
    const searchable = this.currentSettings.searchableAttributes;
    if (searchable.includes('*')) {
      let rank = this.fieldRanks.get(path);
      if (rank === undefined) {
        rank = this.fieldRanks.size;
        this.fieldRanks.set(path, rank);
      }
      return rank;
    }
    const rank = searchable.findIndex((pattern) => matchesPattern(pattern, path));
    return rank < 0 ? undefined : rank;
  }

  /** Adds or replaces a document; `slot` is only given when restoring persisted state. */
  put(id: string, doc: Document, slot?: number): void {
    this.removeInternal(id);
    this.changed();
    const internal = this.docs.length;
    this.docs.push(doc);
    this.internal.set(id, internal);
    this.markAlive(internal);
    this.assignSlot(id, internal, slot);
    this.indexDocument(internal, doc);
  }

  delete(id: string): boolean {
    const removed = this.removeInternal(id);
    const slot = this.slots.get(id);
    if (slot !== undefined) {
      this.slots.delete(id);
      this.freeSlots.push(slot);
    }
    return removed;
  }

  private assignSlot(id: string, internal: number, restored: number | undefined): void {
    let slot = this.slots.get(id);
    if (slot === undefined) {
      slot = restored ?? (this.freeSlots.size ? this.freeSlots.pop() : this.nextSlot);
      this.nextSlot = Math.max(this.nextSlot, slot + 1);
      this.slots.set(id, slot);
    }
    if (internal >= this.slotOf.length) {
      const grown = new Int32Array(Math.max(this.slotOf.length * 2, internal + 1));
      grown.set(this.slotOf);
      this.slotOf = grown;
    }
    this.slotOf[internal] = slot;
    if (slot > this.highestSlot) this.highestSlot = slot;
    else this.ordered = false;
  }

  /** After restoring persisted documents, slots left unused become reusable, lowest first. */
  restoreFreeSlots(): void {
    const used = new Set(this.slots.values());
    this.freeSlots = new MinHeap();
    for (let slot = 0; slot < this.nextSlot; slot++) if (!used.has(slot)) this.freeSlots.push(slot);
  }

  /** Called after each write batch: re-packs ids once dead ones outnumber live ones. */
  compactIfNeeded(): void {
    if (this.dead > 1024 && this.dead > this.internal.size) this.rebuild();
  }

  get settings(): Settings {
    return this.currentSettings;
  }

  setSettings(settings: Settings): void {
    this.currentSettings = settings;
    this.rebuild();
    this.prepare();
  }

  clear(): number {
    const n = this.internal.size;
    this.docs = [];
    this.internal.clear();
    this.slots.clear();
    this.freeSlots = new MinHeap();
    this.nextSlot = 0;
    this.dead = 0;
    this.rebuild();
    return n;
  }

  private removeInternal(id: string): boolean {
    const internal = this.internal.get(id);
    if (internal === undefined) return false;
    this.changed();
    this.internal.delete(id);
    this.docs[internal] = undefined;
    this.projections.forget(internal);
    this.alive[internal >>> 5]! &= ~(1 << (internal & 31));
    this.dead++;
    return true;
  }

  private markAlive(internal: number): void {
    const word = internal >>> 5;
    if (word >= this.alive.length) {
      const grown = new Uint32Array(Math.max(this.alive.length * 2, word + 1));
      grown.set(this.alive);
      this.alive = grown;
    }
    this.alive[word]! |= 1 << (internal & 31);
  }

  private indexDocument(internal: number, doc: Document): void {
    const searchable: Array<[number, string]> = [];
    for (const [path, field] of flatten(doc)) {
      if (this.indexedPatterns.some((p) => matchesPattern(p, path))) {
        let attr = this.attributes.get(path);
        if (!attr) {
          attr = new AttributeIndex();
          this.attributes.set(path, attr);
        }
        attr.add(internal, field);
      }
      if (field.values.length === 0) continue;
      const rank = this.searchRank(path);
      if (rank === undefined) continue;
      for (const value of field.values) if (typeof value !== 'boolean') searchable.push([rank, String(value)]);
    }
    this.text.add(internal, searchable);
  }

  /**
   * Re-indexes live documents under fresh contiguous ids. Needed when settings change
   * which attributes are indexed, and to drop dead ids.
   */
  rebuild(): void {
    this.changed();
    this.projections.clear();
    const live = [...this.internal].sort((a, b) => this.slotOf[a[1]]! - this.slotOf[b[1]]!);
    const docs = live.map(([, internal]) => this.docs[internal]!);
    const { filterableAttributes, sortableAttributes, rankingRules } = this.currentSettings;
    this.sortPatterns = [...new Set([...sortableAttributes, ...customRuleAttributes(rankingRules)])];
    this.indexedPatterns = [...new Set([...filterableAttributes, ...this.sortPatterns])];
    this.docs = [];
    this.internal.clear();
    this.alive = new Uint32Array(Math.max(8, (live.length + 31) >>> 5));
    this.dead = 0;
    this.attributes = new Map();
    this.text = new TextIndex();
    this.highestSlot = -1;
    this.ordered = true;
    live.forEach(([id], i) => this.put(id, docs[i]!));
  }

  /** Builds the lazily cached orders now, so the first search after a write does not pay for them. */
  prepare(): void {
    for (const [path, attr] of this.attributes) {
      attr.displayOrder();
      attr.listOrder();
      if (this.sortPatterns.some((p) => matchesPattern(p, path))) attr.sortKeys(this.size);
    }
    this.text.prepare();
  }
}

/** Binary min-heap of freed slots, so the lowest is reused first. */
class MinHeap {
  constructor(private readonly items: number[] = []) {}

  get size(): number {
    return this.items.length;
  }

  clone(): MinHeap {
    return new MinHeap([...this.items]);
  }

  push(value: number): void {
    const a = this.items;
    a.push(value);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (a[parent]! <= a[i]!) break;
      [a[parent], a[i]] = [a[i]!, a[parent]!];
      i = parent;
    }
  }

  pop(): number {
    const a = this.items;
    const top = a[0]!;
    const last = a.pop()!;
    if (a.length) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let least = i;
        if (l < a.length && a[l]! < a[least]!) least = l;
        if (r < a.length && a[r]! < a[least]!) least = r;
        if (least === i) break;
        [a[least], a[i]] = [a[i]!, a[least]!];
        i = least;
      }
    }
    return top;
  }
}
