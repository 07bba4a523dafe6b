/**
 * The search state lives in the URL alone: the page reads it from the location and every change
 * navigates, so back, forward and a pasted link restore exactly what was on screen.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SearchState } from '@dealer/search/state';
import { decodeSearchUrl, encodeSearchUrl, pathVocabulary, searchRoutes } from '@dealer/search/url-state';
import type { KnownValues, SearchRoutes } from '@dealer/search/url-state';
import { SITE } from '@site/site.gen';
import { siteVocabulary } from './engine';

/** The site's search routes once its bodies, makes and models are known (null until then). */
export function useSearchRoutes(): SearchRoutes | null {
  const [known, setKnown] = useState<KnownValues | null>(null);
  useEffect(() => {
    let live = true;
    void siteVocabulary().then((values) => live && setKnown(values));
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => (known ? searchRoutes(SITE.search, pathVocabulary(SITE, known)) : null), [known]);
}

export interface SearchUrl {
  state: SearchState;
  /** Goes to a state's URL; a new history entry, so back returns to the previous state. */
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
      if (url !== `${pathname}${search}`) navigate(url);
    },
    [href, navigate, pathname, search],
  );
  return { state, go, href };
}
