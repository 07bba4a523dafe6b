/**
 * "Recently viewed": the cars in the browser's viewed-car record, asked of the engine by id (the record keeps
 * no photo or price), shown newest first without the car on screen.
 */
import { requestKey } from './cache.ts';
import type { SearchRequest } from './client.ts';
import { quoteFilterValue, siteConditions } from './filters.ts';
import type { FilterOptions } from './filters.ts';
import { CAR_HIT_ATTRIBUTES } from './hit.ts';

/** One row of cards on a wide screen (the result grid's three columns): enough to find the way back, a small block. */
export const RECENTLY_VIEWED_SHOWN = 3;

type CarId = number | string;

/** The ids to show from a stored record (read from storage, so anything): newest first, each once, not `currentId`, at most 3. */
export function recentlyViewedIds(record: unknown, currentId?: CarId): CarId[] {
  if (!Array.isArray(record)) return [];
  const ids = record
    .map((entry: unknown) => (entry && typeof entry === 'object' ? (entry as { id?: unknown }).id : undefined))
    .filter((id): id is CarId => (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== ''));
  return [...new Set(ids)].filter((id) => id !== currentId).slice(0, RECENTLY_VIEWED_SHOWN);
}

/** The viewed cars the site still lists (a car since hidden or gone is not found). */
export function recentlyViewedRequest(ids: readonly CarId[], search: FilterOptions & { indexName: string }, now: Date): SearchRequest {
  const list = ids.map((id) => (typeof id === 'number' ? String(id) : quoteFilterValue(id))).join(', ');
  return {
    key: requestKey({ kind: 'recently-viewed', ids }),
    queries: [
      {
        indexUid: search.indexName,
        q: '',
        facets: [],
        limit: ids.length,
        attributesToRetrieve: [...CAR_HIT_ATTRIBUTES],
        filter: [...siteConditions(search, now), `id IN [${list}]`].join(' AND '),
      },
    ],
  };
}

/** The engine's hits in the order the cars were viewed. */
export function inViewedOrder<H extends { id: CarId }>(ids: readonly CarId[], hits: readonly H[]): H[] {
  const byId = new Map(hits.map((hit) => [hit.id, hit]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
