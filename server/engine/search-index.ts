import { AttributeIndex } from './attribute-index.ts';
import { Bitset } from './bitset.ts';
import { flatten, matchesPattern } from './document.ts';
import type { Document } from './document.ts';
import { defaultSettings } from './settings.ts';
import type { Settings } from './settings.ts';
import { TextIndex } from './text-index.ts';

const CUSTOM_RULE = /^(.+):(asc|desc)$/;

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

  constructor(
    readonly uid: string,
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

  /** Every live document id with its document, in internal-id order. */
  *entries(): Generator<[string, Document]> {
    for (const [id, internal] of [...this.internal].sort((a, b) => a[1] - b[1])) yield [id, this.docs[internal]!];
  }

  liveSet(): Bitset {
    return new Bitset(this.size, this.alive.slice(0, (this.size + 31) >>> 5));
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

  put(id: string, doc: Document): void {
    this.removeInternal(id);
    const internal = this.docs.length;
    this.docs.push(doc);
    this.internal.set(id, internal);
    this.markAlive(internal);
    this.indexDocument(internal, doc);
  }

  delete(id: string): boolean {
    return this.removeInternal(id);
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
    this.dead = 0;
    this.rebuild();
    return n;
  }

  private removeInternal(id: string): boolean {
    const internal = this.internal.get(id);
    if (internal === undefined) return false;
    this.internal.delete(id);
    this.docs[internal] = undefined;
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
    const live = [...this.internal].sort((a, b) => a[1] - b[1]);
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
    live.forEach(([id], i) => this.put(id, docs[i]!));
  }

  /** Builds the lazily cached orders now, so the first search after a write does not pay for them. */
  prepare(): void {
    for (const [path, attr] of this.attributes) {
      attr.displayOrder();
      if (this.sortPatterns.some((p) => matchesPattern(p, path))) attr.sortKeys(this.size);
    }
    this.text.prepare();
  }
}
