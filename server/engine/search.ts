import { projector } from './document.ts';
import type { Document } from './document.ts';
import { computeFacets, resolveFacets } from './facets.ts';
import type { FacetDistribution, FacetStats } from './facets.ts';
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

export function search(index: SearchIndex, query: SearchQuery): SearchResult {
  const started = performance.now();
  const settings = index.settings;
  const filter = parseFilter(query.filter);
  if (filter) checkFilterable(index, filter, 'invalid_search_filter');
  const sort = parseSort(index, query.sort ?? []);
  const facets = query.facets ? resolveFacets(index, query.facets) : undefined;

  const candidates = filter ? evaluateFilter(index, filter) : index.liveSet();
  const text = matchText(index, query.q, query.matchingStrategy);
  if (text) candidates.and(text.docs);
  const ids = candidates.toIds();

  const maxTotalHits = settings.pagination.maxTotalHits;
  const totalHits = Math.min(ids.length, maxTotalHits);
  const paged = query.page !== undefined || query.hitsPerPage !== undefined;
  const page = query.page ?? 1;
  const hitsPerPage = query.hitsPerPage ?? 20;
  const from = paged ? (page === 0 ? 0 : (page - 1) * hitsPerPage) : query.offset;
  const to = paged ? (page === 0 ? 0 : from + hitsPerPage) : query.offset + query.limit;

  const window = selectWindow(ids, rankingKeys(index, text?.scores, sort), from, Math.min(to, maxTotalHits), index.tieOrder());
  const shown = projector(settings.displayedAttributes, query.attributesToRetrieve);
  const hits = window.map((id) => shown(index.doc(id)));

  const result: SearchResult = paged
    ? {
        hits,
        query: query.q,
        processingTimeMs: 0,
        hitsPerPage,
        page,
        totalPages: hitsPerPage === 0 ? 0 : Math.ceil(totalHits / hitsPerPage),
        totalHits,
      }
    : { hits, query: query.q, processingTimeMs: 0, limit: query.limit, offset: query.offset, estimatedTotalHits: totalHits };
  if (facets) {
    const { distribution, stats } = computeFacets(index, facets, ids);
    result.facetDistribution = distribution;
    result.facetStats = stats;
  }
  result.processingTimeMs = Math.round(performance.now() - started);
  return result;
}
