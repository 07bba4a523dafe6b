import { projector } from './document.ts';
import type { Document } from './document.ts';

/** Characters of JSON kept per index: a field list of 10,000 result cards is some 9 MB. */
const MAX_CHARS = 32 * 1024 * 1024;
/** Field lists kept per index: a site asks for one or two. */
const MAX_LISTS = 16;

/** The projection of documents onto one field list. */
export interface Projection {
  shown(doc: Document): Document;
  /** The document with internal id `internal` as its answer's hit, in JSON. */
  json(internal: number, doc: Document): string;
}

interface List {
  shown: (doc: Document) => Document;
  json: Map<number, string>;
}

/**
 * Each document's hit as the JSON answers carry, per field list (`attributesToRetrieve`), kept by internal id
 * until that id dies (the document is replaced or deleted) or ids are handed out anew (a rebuild, a settings
 * change): a results page asks for the same cars' cards over and over, and projecting and serialising them
 * was a third of an uncached search. Bounded by characters; the list used longest ago goes first.
 */
export class ProjectionCache {
  private readonly lists = new Map<string, List>();
  private chars = 0;

  constructor(
    private readonly maxChars = MAX_CHARS,
    private readonly maxLists = MAX_LISTS,
  ) {}

  /** Documents' hits kept, over every field list. */
  get size(): number {
    let n = 0;
    for (const list of this.lists.values()) n += list.json.size;
    return n;
  }

  /** The projection onto what both `displayed` (the index's setting) and `requested` allow. */
  projection(displayed: readonly string[], requested: readonly string[] | undefined): Projection {
    const key = requested === undefined ? '*' : JSON.stringify(requested);
    let list = this.lists.get(key);
    if (list) this.lists.delete(key);
    else list = { shown: projector(displayed, requested), json: new Map() };
    this.lists.set(key, list);
    while (this.lists.size > this.maxLists) this.dropOldest();
    const kept = list;
    return {
      shown: kept.shown,
      json: (internal, doc) => {
        let json = kept.json.get(internal);
        if (json === undefined) {
          json = JSON.stringify(kept.shown(doc));
          if (this.lists.get(key) === kept) this.keep(kept, internal, json);
        }
        return json;
      },
    };
  }

  /** The document with this internal id was replaced or deleted. */
  forget(internal: number): void {
    for (const list of this.lists.values()) {
      const json = list.json.get(internal);
      if (json === undefined) continue;
      list.json.delete(internal);
      this.chars -= json.length;
    }
  }

  /** Internal ids are handed out anew, or what documents show has changed. */
  clear(): void {
    this.lists.clear();
    this.chars = 0;
  }

  private keep(list: List, internal: number, json: string): void {
    list.json.set(internal, json);
    this.chars += json.length;
    while (this.chars > this.maxChars && this.lists.size > 1) this.dropOldest();
    if (this.chars > this.maxChars) {
      // One list alone over the bound starts again.
      list.json.clear();
      this.chars = 0;
    }
  }

  private dropOldest(): void {
    const [key, list] = this.lists.entries().next().value!;
    this.lists.delete(key);
    for (const json of list.json.values()) this.chars -= json.length;
  }
}
