/**
 * Drawn pages kept for their repeats. A drawn page's HTML is a function of its tenant, the site's build, its path and
 * query, the clock's minute and the stock it read, so it is kept under the first four and served while every index
 * it read is still at the version it read (see StockReader.version); a stock without versions (an external
 * Meilisearch) is read again after UNVERSIONED_PAGE_TTL_MS. Nothing of a shopper goes into a drawn page: it is
 * drawn from the seed alone, which the server asks for without the shopper's cookies.
 */
import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { StockReader } from './stock/stock-reader.ts';

/**
 * A drawn page's time-dependent parts (the sold-car cutoff of its searches, which moves on the minute; new-arrival
 * tags; offers' windows) are taken as they were when it was drawn for the rest of this bucket.
 */
export const PAGE_CLOCK_BUCKET_MS = 60_000;
/** How late a page drawn from a stock without versions sees the stock change. */
export const UNVERSIONED_PAGE_TTL_MS = 10_000;
/** Memory the kept pages may take: about 600 results pages of 100 KB. */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * What a CDN may do with a drawn page: hold it for a clock bucket and serve it stale while it asks again. Within
 * that time the page's search token (valid an hour past its five-minute window, search-token.ts) still works.
 */
export const DRAWN_PAGE_CACHE_CONTROL = {
  200: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  404: 'public, max-age=0, s-maxage=10, stale-while-revalidate=60',
} as const;

/** A page as drawn, in two parts: the per-request part of the page goes between them. */
export interface DrawnParts {
  status: 200 | 404;
  before: string;
  after: string;
  /** False for a page whose drawing failed this time (a render timed out): it is sent, not kept. */
  keep: boolean;
}

export interface CachedPage {
  status: 200 | 404;
  before: Buffer;
  after: Buffer;
  /** Names these bytes: unique to this drawing (a page's seed holds the time it was drawn, so no two drawings match). */
  tag: string;
}

interface Entry extends CachedPage {
  /** The version of each index the page read, or null when its stock has none. */
  versions: ReadonlyMap<string, number> | null;
  /** When a page of a stock without versions is read again. */
  expires: number;
}

/** Where a page is: what its HTML depends on besides the stock. */
export interface PageKey {
  tenant: string;
  /** The site's build (its index.html's modification time). */
  build: number;
  /** Path and query as requested. */
  url: string;
}

export interface PageCacheOptions {
  maxBytes?: number;
  now?: () => number;
}

export interface PageCache {
  /**
   * The page at `key`: kept, or drawn by `draw` (from the reader it is given, which notes what the page read) and
   * kept. Concurrent asks for one page share its drawing. Null when `draw` gives none.
   */
  page(key: PageKey, stock: StockReader, draw: (stock: StockReader, now: Date) => Promise<DrawnParts | null>): Promise<CachedPage | null>;
}

/** The reader `stock` as a page reads it, with the version of each index as it was before the page first read it. */
function noting(stock: StockReader, versions: Map<string, number>): StockReader {
  const read = (uid: unknown) => {
    if (typeof uid === 'string' && !versions.has(uid)) versions.set(uid, stock.version!(uid));
  };
  return {
    ...stock,
    search: (uid, body) => (read(uid), stock.search(uid, body)),
    multiSearch: (queries) => {
      for (const query of queries) read((query as { indexUid?: unknown }).indexUid);
      return stock.multiSearch(queries);
    },
    documents: (uid, ids, fields) => (read(uid), stock.documents(uid, ids, fields)),
  };
}

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const now = options.now ?? (() => Date.now());
  const kept = new LRUCache<string, Entry>({
    maxSize: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
    sizeCalculation: (entry) => entry.before.length + entry.after.length + entry.tag.length,
  });
  const drawing = new Map<string, { versions: ReadonlyMap<string, number> | null; page: Promise<CachedPage | null> }>();
  // Tags are unique across this server's life and, by the prefix, across its restarts.
  const tagPrefix = randomBytes(6).toString('base64url');
  let drawn = 0;

  const current = (versions: Entry['versions'], stock: StockReader) => !versions || [...versions].every(([uid, version]) => stock.version!(uid) === version);

  return {
    page(key, stock, draw) {
      const at = now();
      const name = `${key.tenant}\u0000${key.build}\u0000${Math.floor(at / PAGE_CLOCK_BUCKET_MS)}\u0000${key.url}`;
      const entry = kept.get(name);
      // A page of an earlier clock bucket is under a name no longer asked for, so it is among the first to go.
      if (entry && current(entry.versions, stock) && at < entry.expires) return Promise.resolve(entry);
      // A drawing under way is shared unless the stock it has read so far has changed since.
      const pending = drawing.get(name);
      if (pending && current(pending.versions, stock)) return pending.page;
      const versions = stock.version ? new Map<string, number>() : null;
      const page = (async () => {
        const parts = await draw(versions ? noting(stock, versions) : stock, new Date(at));
        if (!parts) return null;
        const made: Entry = {
          status: parts.status,
          before: Buffer.from(parts.before),
          after: Buffer.from(parts.after),
          tag: `${tagPrefix}.${(drawn++).toString(36)}`,
          versions,
          expires: versions ? Infinity : at + UNVERSIONED_PAGE_TTL_MS,
        };
        if (parts.keep) kept.set(name, made);
        return made;
      })().finally(() => {
        if (drawing.get(name)?.page === page) drawing.delete(name);
      });
      drawing.set(name, { versions, page });
      return page;
    },
  };
}

const partTags = new Map<string, string>();

/** The ETag of a kept page sent with `perRequest` (the search key meta) between its parts: it names all that is sent. */
export function pageEtag(page: CachedPage, perRequest: string): string {
  let tag = partTags.get(perRequest);
  if (tag === undefined) {
    // A tenant's part changes every few minutes: the few current ones are all there is to remember.
    if (partTags.size >= 256) partTags.clear();
    tag = createHash('sha256').update(perRequest).digest('base64url').slice(0, 12);
    partTags.set(perRequest, tag);
  }
  return `W/"${page.tag}.${tag}"`;
}

/** Whether an If-None-Match header names `etag` (compared weakly, as RFC 9110 has it for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const name = candidate.trim();
    return name === '*' || name.replace(/^W\//, '') === opaque;
  });
}
