/**
 * The browser's way to the search engine: Meilisearch's multi-search endpoint with the host and
 * public key of the tenant, and the caches pages and blocks share.
 */
import type { MultiSearchClient, SearchRequest, SearchResult, SearchSession } from '@dealer/search/client';
import { createSearchSession, shapeResult } from '@dealer/search/client';
import { ResultsCache } from '@dealer/search/cache';
import { siteSearchOptions } from '@dealer/search/filters';
import { knownValues, vocabularyRequest } from '@dealer/search/vocabulary';
import type { KnownValues } from '@dealer/search/url-state';
import { DIRECTORY_CACHE_LIMIT } from '@dealer/site/constants';
import { SITE } from '@site/site.gen';
import { browserPageSeed } from '../page-seed';
import { searchRequestBody } from '@dealer/site/page-seed';
import { searchKeyHolder, type SearchAccess } from '@dealer/search/search-key';
export type { CarHit } from '@dealer/search/hit';
import type { CarHit } from '@dealer/search/hit';

/** Every search of this site: its options and its location ids. */
export const SEARCH_OPTIONS = siteSearchOptions(SITE);

/** What the server wrote into the page (`dealer:search-host`, `dealer:search-key`), if anything. */
const pageMeta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="dealer:search-${name}"]`)?.content;

/**
 * The tenant's key, else the token the server put in the page, else a fresh one from `/api/search-config`; each
 * with its host. The page's host is where the server says it searches (an external Meilisearch takes the place
 * of the embedded `/meili`); a page the server did not send (Vite's dev server) searches the host the server names.
 */
const searchKeys = searchKeyHolder({
  fromPage() {
    const key = SITE.search.publicKey || pageMeta('key');
    return key ? { host: pageMeta('host') || SITE.search.host, key } : undefined;
  },
  async fromServer() {
    const response = await fetch('/api/search-config');
    if (!response.ok) throw new Error(`The search configuration could not be read (HTTP ${response.status}).`);
    const { host, key } = (await response.json()) as SearchAccess;
    return { host: host || SITE.search.host, key };
  },
  now: () => Date.now(),
});

type MultiSearchResponse = Awaited<ReturnType<MultiSearchClient['multiSearch']>>;

/**
 * The engine's multi-search as one POST: the only call the sites make, so no client library
 * has to download before the first results (on a phone that is a round trip saved).
 */
const searchClient: MultiSearchClient = {
  async multiSearch(params) {
    const body = searchRequestBody(params.queries);
    const seeded = browserPageSeed().takeSearch(body) as MultiSearchResponse | undefined;
    if (seeded) return seeded;
    const send = async () => {
      const { host, key } = await searchKeys.current();
      const response = await fetch(`${new URL(host, window.location.origin).href.replace(/\/+$/, '')}/multi-search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body,
      });
      return { key, response };
    };
    const first = await send();
    let response = first.response;
    // A token the engine no longer takes (expired while the page was open) is swapped for a fresh one, once.
    if (response.status === 401 || response.status === 403) {
      searchKeys.refused(first.key);
      ({ response } = await send());
    }
    if (!response.ok) throw new Error(`The search engine answered HTTP ${response.status}.`);
    return (await response.json()) as MultiSearchResponse;
  },
};

let carSession: SearchSession<CarHit> | undefined;

/** The results page's session: one per visit, so its cache answers a repeated search (back, forward) at once. */
export function carSearchSession(): SearchSession<CarHit> {
  carSession ??= createSearchSession<CarHit>(searchClient, new ResultsCache(SITE.search.cacheLimit));
  return carSession;
}

const blockResults = new ResultsCache<SearchResult<CarHit>[]>(DIRECTORY_CACHE_LIMIT);
const inFlight = new Map<string, Promise<SearchResult<CarHit>[]>>();

/**
 * One request of a block (similar cars, budget finder, path vocabulary), each query's result
 * shaped on its own. Repeats share the answer, and blocks asking at once share one request.
 */
export function searchOnce(request: SearchRequest): Promise<SearchResult<CarHit>[]> {
  const cached = blockResults.get(request.key);
  if (cached) return Promise.resolve(cached);
  let pending = inFlight.get(request.key);
  if (!pending) {
    pending = searchClient
      .multiSearch({ queries: request.queries })
      .then((response) => {
        const results = response.results.map((result, i) => shapeResult<CarHit>([result], [request.queries[i]!]));
        blockResults.set(request.key, results);
        return results;
      })
      .finally(() => inFlight.delete(request.key));
    inFlight.set(request.key, pending);
  }
  return pending;
}

let vocabulary: Promise<KnownValues> | undefined;

/** The site's bodies, makes and models, asked once per visit; empty when the engine cannot answer. */
export function siteVocabulary(): Promise<KnownValues> {
  vocabulary ??= searchOnce(vocabularyRequest(SEARCH_OPTIONS, new Date())).then(
    ([result]) => knownValues(result?.facets),
    () => {
      vocabulary = undefined;
      return knownValues(undefined);
    },
  );
  return vocabulary;
}
