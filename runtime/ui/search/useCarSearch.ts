/** Runs the results page's search for a state and follows the view (loading and errors keep the last hits). */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { carSearchRequest, resultsPageOptions, shapeResult } from '@dealer/search/client';
import type { SearchRequest, SearchResult, SearchView } from '@dealer/search/client';
import type { SearchState } from '@dealer/search/state';
import { carSearchSession, SEARCH_OPTIONS } from './engine';
import type { CarHit } from './engine';
import { usePageSeed, usePageTime, type PageSeedStore } from '../page-seed';

/** Performance marks the e2e run reads: a result arriving, then the grid committed for it. */
export const SEARCH_MARKS = { response: 'dealer:search-response', rendered: 'dealer:grid-rendered' } as const;

const OPTIONS = resultsPageOptions(SEARCH_OPTIONS);

export interface CarSearch extends SearchView<CarHit> {
  /** The result on screen answers the current state (not an earlier one kept while loading or after an error). */
  settled: boolean;
}

/** The answer the page came with for a request: the first render shows it, as the server did. */
function seededResult(seed: PageSeedStore, request: SearchRequest): { key: string; result: SearchResult<CarHit> } | null {
  const response = seed.peekSearch(request.queries);
  return response ? { key: request.key, result: shapeResult<CarHit>(response.results as never, request.queries) } : null;
}

export function useCarSearch(state: SearchState): CarSearch {
  const session = carSearchSession();
  const seed = usePageSeed();
  // The first search runs on the page's clock, so its request is the one the server answered in the page.
  const pageTime = usePageTime();
  const firstState = useRef(state);
  const request = useMemo(() => carSearchRequest(OPTIONS, state, new Date(state === firstState.current ? pageTime : Date.now())), [state, pageTime]);
  const [seeded] = useState(() => seededResult(seed, request));
  const [view, setView] = useState<SearchView<CarHit>>(() => (seeded ? { status: 'hasData', result: seeded.result, error: null } : session.view()));
  // A seeded answer is the answer to this request: the page is settled from its first render, on both sides.
  const [settledKey, setSettledKey] = useState<string | null>(seeded ? request.key : null);
  // What is on screen, for the session's callbacks: an answer already shown is not drawn again.
  const shown = useRef({ view, settledKey });
  useLayoutEffect(() => {
    shown.current = { view, settledKey };
  }, [view, settledKey]);
  useEffect(
    () =>
      session.subscribe((next) => {
        if (next.status === 'hasData') performance.mark(SEARCH_MARKS.response);
        // The seeded answer coming back from the session is on screen already. Redrawing it here would be a
        // synchronous render that hydrates every part of the page still waiting, in one long task.
        const { view: current } = shown.current;
        if (next.status === current.status && next.result === current.result && next.error === current.error) return;
        // The answer is drawn in the task that received it, not a later one: the grid changes within a frame.
        flushSync(() => setView(next));
      }),
    [session],
  );
  useEffect(() => {
    let live = true;
    // The seeded answer becomes the session's own, so the first run finds it and the grid keeps the same result.
    if (seeded) session.remember(seeded.key, seeded.result);
    void session.run(request).then(() => live && shown.current.settledKey !== request.key && setSettledKey(request.key));
    return () => {
      live = false;
    };
  }, [session, request, seeded]);
  return { ...view, settled: settledKey === request.key };
}
