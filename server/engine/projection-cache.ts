import { projector } from './document.ts';
import type { Document } from './document.ts';

/** Bytes of JSON kept per index: a field list of 10,000 result cards is some 9 MB. */
const MAX_BYTES = 32 * 1024 * 1024;
/** Field lists kept per index: a site asks for one or two. */
const MAX_LISTS = 16;

/** The projection of documents onto one field list. */
export interface Projection {
  shown(doc: Document): Document;
  /** The document with internal id `internal` as its answer's hit: its JSON, UTF-8 encoded. */
  bytes(internal: number, doc: Document): Buffer;
}

interface List {
  shown: (doc: Document) => Document;
  json: Map<number, Buffer>;
}

/**
 * Each document's hit as the JSON answers carry, per field list (`attributesToRetrieve`), kept by internal id
 * until that id dies (the document is replaced or deleted) or ids are handed out anew (a rebuild, a settings
 * change): a results page asks for the same cars' cards over and over, and projecting and serialising them
 * was a third of an uncached search. Kept encoded, as answers are sent, so an answer is put together from them
 * without joining and encoding its hits again. Bounded by bytes; the list used longest ago goes first.
 */
export class ProjectionCache {
  private readonly lists = new Map<string, List>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = MAX_BYTES,
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
      bytes: (internal, doc) => {
        let json = kept.json.get(internal);
        if (json === undefined) {
          json = Buffer.from(JSON.stringify(kept.shown(doc)));
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
      this.bytes -= json.length;
    }
  }

  /** Internal ids are handed out anew, or what documents show has changed. */
  clear(): void {
    this.lists.clear();
    this.bytes = 0;
  }

  private keep(list: List, internal: number, json: Buffer): void {
    list.json.set(internal, json);
    this.bytes += json.length;
    while (this.bytes > this.maxBytes && this.lists.size > 1) this.dropOldest();
    if (this.bytes > this.maxBytes) {
      // One list alone over the bound starts again.
      list.json.clear();
      this.bytes = 0;
    }
  }

  private dropOldest(): void {
    const [key, list] = this.lists.entries().next().value!;
    this.lists.delete(key);
    for (const json of list.json.values()) this.bytes -= json.length;
  }
}
