/**
 * The first answers a results page will ask for, worked out while its HTML is sent: the site's
 * vocabulary and the search its URL describes, built by the same runtime functions the page
 * runs, keyed by the exact request body. The page takes its answers from the HTML instead of
 * waiting for a round trip, and the first card's photo starts loading with the page.
 */
import { carSearchRequest, resultsPageOptions, shapeResult } from '../runtime/search/client.ts';
import { siteSearchOptions } from '../runtime/search/filters.ts';
import type { CarHit } from '../runtime/search/hit.ts';
import { decodeSearchUrl, pathVocabulary, searchRoutes } from '../runtime/search/url-state.ts';
import { knownValues, pathNeedsVocabulary, vocabularyRequest } from '../runtime/search/vocabulary.ts';
import { carCardImage } from '../runtime/site/images.ts';
import { searchRequestBody } from '../runtime/site/page-seed.ts';
import type { Tenant } from '../schema/tenant.ts';
import type { StockReader } from './stock/stock-reader.ts';

export interface SearchSeed {
  /** Request body (as the page posts it) → the engine's answer. */
  answers: { body: string; response: { results: unknown[] } }[];
  /** The first card's photo, as the card will ask for it. */
  firstPhoto: ReturnType<typeof carCardImage> | null;
}

export async function searchSeed(tenant: Tenant, stock: StockReader, pathname: string, query: string, now: Date): Promise<SearchSeed> {
  const options = siteSearchOptions(tenant);
  const answer = async (queries: unknown[]) => ({ body: searchRequestBody(queries), response: { results: await stock.multiSearch(queries) } });
  const vocabularyQueries = vocabularyRequest(options, now).queries;
  const vocabulary = await answer(vocabularyQueries);
  const withoutValues = searchRoutes(tenant.search, pathVocabulary(tenant, knownValues(undefined)));
  const known = knownValues(shapeResult([vocabulary.response.results[0] as never], vocabularyQueries).facets);
  const routes = pathNeedsVocabulary(pathname, withoutValues) ? searchRoutes(tenant.search, pathVocabulary(tenant, known)) : withoutValues;
  const request = carSearchRequest(resultsPageOptions(options), decodeSearchUrl(pathname, query, routes), now);
  const results = await answer(request.queries);
  const [first] = (results.response.results[0] as { hits?: Pick<CarHit, 'primary_image_url'>[] }).hits ?? [];
  return { answers: [vocabulary, results], firstPhoto: first ? carCardImage(first.primary_image_url, tenant.images) : null };
}
