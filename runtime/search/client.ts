import type { FacetDistribution, FacetStats, MultiSearchQuery, MultiSearchResult } from 'meilisearch';
import { requestKey, type ResultsCache } from './cache.ts';
import { requestedFacets } from './requested-facets.ts';
import { buildSearchRequests, mergeFacets } from './filters.ts';
import type { RequestOptions } from './filters.ts';
import type { SearchState } from './state.ts';

/** The part of the official `meilisearch` client this package uses; a `Meilisearch` instance fits. */
export interface MultiSearchClient {
  multiSearch(params: { queries: MultiSearchQuery[] }): Promise<{ results: MultiSearchResult<Record<string, unknown>>[] }>;
}

/** One search to run: its queries (the first gives the hits) and the key its result is cached by. */
export interface SearchRequest {
  key: string;
  queries: MultiSearchQuery[];
}

/** The response as the spec names it. */
export interface SearchResult<H> {
  hits: H[];
  count: number;
  facets: FacetDistribution;
  facetStats: FacetStats;
  pages: number;
  ms: number;
}

export type SearchStatus = 'idle' | 'loading' | 'hasData' | 'hasError';

/** Loading and error keep the last result, so the page never blanks between searches. */
export interface SearchView<H> {
  status: SearchStatus;
  result: SearchResult<H> | null;
  error: unknown;
}

export type SearchEvent<H> = { type: 'request' } | { type: 'success'; result: SearchResult<H> } | { type: 'failure'; error: unknown };

export function initialSearchView<H>(): SearchView<H> {
  return { status: 'idle', result: null, error: null };
}

export function searchReducer<H>(view: SearchView<H>, event: SearchEvent<H>): SearchView<H> {
  switch (event.type) {
    case 'request':
      return { ...view, status: 'loading', error: null };
    case 'success':
      return { status: 'hasData', result: event.result, error: null };
    case 'failure':
      return { ...view, status: 'hasError', error: event.error };
  }
}

/** The results page's options: the Model filter also needs the `model` facet, since with one make in the path a model choice moves into the path too. */
export function resultsPageOptions<O extends { facets: readonly string[] }>(options: O): O {
  return options.facets.includes('make_model') ? { ...options, facets: [...options.facets, 'model'] } : options;
}

/**
 * The car search for a state: the disjunctive multi-search of `filters.ts`. The key leaves out
 * the clock (the sold-car cutoff moves every second), so a repeated search hits the cache.
 */
export function carSearchRequest(search: RequestOptions & { facets: readonly string[] }, state: SearchState, now: Date): SearchRequest {
  const facets = requestedFacets(search);
  return { key: requestKey({ kind: 'cars', state, facets, hitsPerPage: search.hitsPerPage }), queries: buildSearchRequests(search, state, facets, now) };
}

/** Shapes a multi-search answer: hits and counts from the first result, facets merged from the count-only ones. */
export function shapeResult<H>(results: readonly MultiSearchResult<Record<string, unknown>>[], queries: readonly MultiSearchQuery[]): SearchResult<H> {
  const [main, ...counts] = results;
  if (!main) throw new Error('The search engine answered with no results for the main query.');
  const attributes = queries.slice(1).map((query) => query.facets?.[0] ?? '');
  const { facets, facetStats } = mergeFacets(main, counts, attributes);
  const count = main.totalHits ?? main.estimatedTotalHits ?? main.hits.length;
  const perPage = main.hitsPerPage ?? main.limit ?? 0;
  return {
    hits: main.hits as H[],
    count,
    facets,
    facetStats,
    pages: main.totalPages ?? (perPage > 0 ? Math.ceil(count / perPage) : 1),
    ms: main.processingTimeMs,
  };
}

export interface SearchSession<H> {
  run(request: SearchRequest): Promise<SearchView<H>>;
  view(): SearchView<H>;
  /** Keeps a result got elsewhere (the answer a page came with) as the answer to its request. */
  remember(key: string, result: SearchResult<H>): void;
  subscribe(listener: (view: SearchView<H>) => void): () => void;
}

/**
 * Runs searches through the client, answering repeats from the cache. Only the latest request
 * may update the view, so a slow earlier answer never replaces a newer one.
 */
export function createSearchSession<H>(client: MultiSearchClient, cache: ResultsCache<SearchResult<H>>): SearchSession<H> {
  let current = initialSearchView<H>();
  let latest = 0;
  const listeners = new Set<(view: SearchView<H>) => void>();
  const dispatch = (event: SearchEvent<H>) => {
    current = searchReducer(current, event);
    for (const listener of listeners) listener(current);
  };

  return {
    async run(request) {
      const ticket = ++latest;
      const cached = cache.get(request.key);
      if (cached) {
        dispatch({ type: 'success', result: cached });
        return current;
      }
      dispatch({ type: 'request' });
      try {
        const response = await client.multiSearch({ queries: request.queries });
        const result = shapeResult<H>(response.results, request.queries);
        cache.set(request.key, result);
        if (ticket === latest) dispatch({ type: 'success', result });
      } catch (error) {
        // The spec shows nothing for a search error; the last hits stay on screen.
        if (ticket === latest) dispatch({ type: 'failure', error });
      }
      return current;
    },
    view: () => current,
    remember: (key, result) => cache.set(key, result),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
