import type { FacetDistribution, MultiSearchQuery } from 'meilisearch';
import { requestKey } from './cache.ts';
import type { SearchRequest } from './client.ts';
import { siteConditions } from './filters.ts';
import type { FilterOptions } from './filters.ts';
import type { KnownValues } from './url-state.ts';

/** The facets whose values a search path may name: `/search/suv` is a body only if the site has SUVs. */
export const VOCABULARY_FACETS = ['body', 'make', 'model'] as const;

/**
 * The site's body, make and model values, asked once per visit before a search path is read:
 * every listed car of the site, no hits, only those facets.
 */
export function vocabularyRequest(search: FilterOptions & { indexName: string }, now: Date): SearchRequest {
  const query: MultiSearchQuery = {
    indexUid: search.indexName,
    q: '',
    filter: siteConditions(search, now).join(' AND '),
    facets: [...VOCABULARY_FACETS],
    limit: 0,
  };
  return { key: requestKey({ kind: 'vocabulary' }), queries: [query] };
}

/** The known values of a vocabulary answer's facets. */
export function knownValues(facets: FacetDistribution | undefined): KnownValues {
  const values = (attribute: (typeof VOCABULARY_FACETS)[number]) => Object.keys(facets?.[attribute] ?? {});
  return { bodies: values('body'), makes: values('make'), models: values('model') };
}
