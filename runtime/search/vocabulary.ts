import type { FacetDistribution, MultiSearchQuery } from 'meilisearch';
import { requestKey } from './cache.ts';
import type { SearchRequest } from './client.ts';
import { siteConditions } from './filters.ts';
import type { FilterOptions } from './filters.ts';
import { decodeSearchPath } from './url-state.ts';
import type { KnownValues, SearchRoutes } from './url-state.ts';

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

/**
 * Whether a path can only be read with the site's facet values: a single segment that is not a
 * car type, location or dealership may be a body or a make. Other paths are searched at once,
 * without waiting for the vocabulary.
 */
export function pathNeedsVocabulary(pathname: string, routesWithoutFacetValues: SearchRoutes): boolean {
  return decodeSearchPath(pathname, routesWithoutFacetValues).make !== undefined;
}
