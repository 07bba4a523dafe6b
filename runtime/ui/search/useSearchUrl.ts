/**
 * The search state lives in the URL alone: the page reads it from the location and every change
 * navigates, so back, forward and a pasted link restore exactly what was on screen.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from '@dealer/ui/router';
import type { SearchState } from '@dealer/search/state';
import { decodeSearchUrl, encodeSearchUrl, pathVocabulary, searchRoutes } from '@dealer/search/url-state';
import type { KnownValues, SearchRoutes } from '@dealer/search/url-state';
import { SITE } from '@site/site.gen';
import { knownValues, pathNeedsVocabulary, vocabularyRequest } from '@dealer/search/vocabulary';
import { shapeResult } from '@dealer/search/client';
import { SEARCH_OPTIONS, siteVocabulary } from './engine';
import { IN_PAGE } from '../layout/PageArrival';
import { usePageSeed, usePageTime, type PageSeedStore } from '../page-seed';

/** Routes that know the tenant's locations and dealerships but no facet values yet. */
const ROUTES_WITHOUT_FACET_VALUES = searchRoutes(SITE.search, pathVocabulary(SITE, knownValues(undefined)));

/**
 * The site's search routes. A path that may name a body or a make waits (null) for the site's
 * bodies, makes and models; any other path is searched at once, and its routes gain the facet
 * values when they arrive.
 */
export function useSearchRoutes(): SearchRoutes | null {
  const { pathname } = useLocation();
  const seed = usePageSeed();
  const pageTime = usePageTime();
  // A page that came with the site's vocabulary starts with it, as the server drew it.
  const [known, setKnown] = useState<KnownValues | null>(() => seededVocabulary(seed, pageTime));
  useEffect(() => {
    if (known) return;
    let live = true;
    void siteVocabulary().then((values) => live && setKnown(values));
    return () => {
      live = false;
    };
  }, [known]);
  const waiting = !known && pathNeedsVocabulary(pathname, ROUTES_WITHOUT_FACET_VALUES);
  return useMemo(() => (known ? searchRoutes(SITE.search, pathVocabulary(SITE, known)) : waiting ? null : ROUTES_WITHOUT_FACET_VALUES), [known, waiting]);
}

function seededVocabulary(seed: PageSeedStore, time: number): KnownValues | null {
  const request = vocabularyRequest(SEARCH_OPTIONS, new Date(time));
  const response = seed.peekSearch(request.queries);
  return response ? knownValues(shapeResult([response.results[0] as never], request.queries).facets) : null;
}

export interface SearchUrl {
  state: SearchState;
  /** Goes to a state's URL; a new history entry, so back returns to the previous state. The page stays where it is. */
  go(next: SearchState): void;
  /** The URL of a state, for links (pages, clear filters). */
  href(next: SearchState): string;
}

export function useSearchUrl(routes: SearchRoutes): SearchUrl {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => decodeSearchUrl(pathname, search, routes), [pathname, search, routes]);
  const href = useCallback((next: SearchState) => encodeSearchUrl(next, routes), [routes]);
  const go = useCallback(
    (next: SearchState) => {
      const url = href(next);
      if (url !== `${pathname}${search}`) navigate(url, { state: IN_PAGE });
    },
    [href, navigate, pathname, search],
  );
  return { state, go, href };
}
