import { MeiliError } from './errors.ts';

/**
 * Meilisearch sets no number of queries per multi-search; without one, a few kilobytes asking for 40
 * queries of 1,000 hits made a 254 MB answer (#19). The sites send at most one query per facet plus
 * the main one (24); 32 leaves room.
 */
export const MAX_MULTI_SEARCH_QUERIES = 32;

/**
 * The hits one search, or the queries of one multi-search together, may ask for: Meilisearch's default
 * `maxTotalHits`. The car index raises `maxTotalHits` so that its totals count every car, and without this a
 * single search of a few bytes could ask for all of them: 61 MB for 10,000 cars (#19).
 */
export const MAX_MULTI_SEARCH_HITS = 1000;

/** Meilisearch's own default page size. */
const DEFAULT_HITS = 20;

const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);

/** What a query asks for: `hitsPerPage` when it pages, else `limit`. Malformed values are left for the query's own validation. */
function requestedHits(raw: unknown): number {
  const query = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  if (query.page != null || query.hitsPerPage != null) return query.page === 0 ? 0 : (count(query.hitsPerPage) ?? DEFAULT_HITS);
  return count(query.limit) ?? DEFAULT_HITS;
}

/** Rejects a search that asks for more hits than any page shows, with `bad_request`, before it runs. */
export function checkSearchLimits(query: unknown): void {
  const hits = requestedHits(query);
  if (hits > MAX_MULTI_SEARCH_HITS) {
    throw new MeiliError('bad_request', `Invalid value: a search may ask for at most ${MAX_MULTI_SEARCH_HITS} hits, but it asks for ${hits}.`);
  }
}

/** Rejects a multi-search over either limit before any query runs, with `bad_request`: Meilisearch's code for a bad `.queries`. */
export function checkMultiSearchLimits(queries: readonly unknown[]): void {
  if (queries.length > MAX_MULTI_SEARCH_QUERIES) {
    throw new MeiliError(
      'bad_request',
      `Invalid value at \`.queries\`: a multi-search takes at most ${MAX_MULTI_SEARCH_QUERIES} queries, but found ${queries.length}.`,
    );
  }
  const hits = queries.reduce((sum: number, query) => sum + requestedHits(query), 0);
  if (hits > MAX_MULTI_SEARCH_HITS) {
    throw new MeiliError(
      'bad_request',
      `Invalid value at \`.queries\`: the queries of a multi-search may ask for at most ${MAX_MULTI_SEARCH_HITS} hits together, but they ask for ${hits}.`,
    );
  }
}
