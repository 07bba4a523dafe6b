import { projector } from './document.ts';
import type { Document } from './document.ts';
import { countFacets, facetObjects, resolveFacets } from './facets.ts';
import type { FacetCounts, FacetDistribution, FacetStats } from './facets.ts';
import { checkFilterable, evaluateFilter } from './filter-eval.ts';
import { parseFilter } from './filter-parser.ts';
import { parseSort, rankingKeys, selectWindow } from './ranking.ts';
import type { SearchIndex } from './search-index.ts';
import type { SearchQuery } from './search-params.ts';
import { matchText } from './text-match.ts';

export interface SearchResult {
  hits: Document[];
  query: string;
  processingTimeMs: number;
  limit?: number;
  offset?: number;
  estimatedTotalHits?: number;
  hitsPerPage?: number;
  page?: number;
  totalPages?: number;
  totalHits?: number;
  facetDistribution?: FacetDistribution;
  facetStats?: FacetStats;
}

/** The answer's fields after `hits`, facets apart, in the order Meilisearch writes them. */
export type PageFields = Omit<SearchResult, 'hits' | 'facetDistribution' | 'facetStats'>;

/** What a query found: its hits' internal ids in rank order and the rest of its answer. */
export interface Found {
  window: number[];
  page: PageFields;
  facets: FacetCounts[] | undefined;
  /** When the search began, for processingTimeMs. */
  started: number;
}

export function find(index: SearchIndex, query: SearchQuery): Found {
  const started = performance.now();
  const settings = index.settings;
  const filter = parseFilter(query.filter);
  if (filter) checkFilterable(index, filter, 'invalid_search_filter');
  const sort = parseSort(index, query.sort ?? []);
  const facets = query.facets ? resolveFacets(index, query.facets) : undefined;

  const matching = filter ? evaluateFilter(index, filter) : index.live();
  const text = matchText(index, query.q, query.matchingStrategy, matching);
  const ids = (text ? text.docs : matching).toIds();

  const maxTotalHits = settings.pagination.maxTotalHits;
  const totalHits = Math.min(ids.length, maxTotalHits);
  const paged = query.page !== undefined || query.hitsPerPage !== undefined;
  const page = query.page ?? 1;
  const hitsPerPage = query.hitsPerPage ?? 20;
  // As Meilisearch, an offset past maxTotalHits is taken, and shown, as maxTotalHits.
  const offset = Math.min(query.offset, maxTotalHits);
  const from = paged ? (page === 0 ? 0 : (page - 1) * hitsPerPage) : offset;
  const to = paged ? (page === 0 ? 0 : from + hitsPerPage) : offset + query.limit;

  const window = selectWindow(ids, rankingKeys(index, text?.scores, sort), from, Math.min(to, maxTotalHits), index.tieOrder());
  return {
    window,
    page: paged
      ? { query: query.q, processingTimeMs: 0, hitsPerPage, page, totalPages: hitsPerPage === 0 ? 0 : Math.ceil(totalHits / hitsPerPage), totalHits }
      : { query: query.q, processingTimeMs: 0, limit: query.limit, offset, estimatedTotalHits: totalHits },
    facets: facets && countFacets(index, facets, ids),
    started,
  };
}

/** The answer as objects, for the server's own searches; over HTTP answers are written as JSON (search-answer.ts). */
export function search(index: SearchIndex, query: SearchQuery): SearchResult {
  const found = find(index, query);
  const shown = projector(index.settings.displayedAttributes, query.attributesToRetrieve);
  const result: SearchResult = { hits: found.window.map((id) => shown(index.doc(id))), ...found.page };
  if (found.facets) {
    const { distribution, stats } = facetObjects(found.facets);
    result.facetDistribution = distribution;
    result.facetStats = stats;
  }
  result.processingTimeMs = Math.round(performance.now() - found.started);
  return result;
}
