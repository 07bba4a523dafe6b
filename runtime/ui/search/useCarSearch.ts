/** Runs the results page's search for a state and follows the view (loading and errors keep the last hits). */
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { carSearchRequest, resultsPageOptions } from '@dealer/search/client';
import type { SearchView } from '@dealer/search/client';
import type { SearchState } from '@dealer/search/state';
import { carSearchSession, SEARCH_OPTIONS } from './engine';
import type { CarHit } from './engine';

/** Performance marks the e2e run reads: a result arriving, then the grid committed for it. */
export const SEARCH_MARKS = { response: 'dealer:search-response', rendered: 'dealer:grid-rendered' } as const;

const OPTIONS = resultsPageOptions(SEARCH_OPTIONS);

export interface CarSearch extends SearchView<CarHit> {
  /** The result on screen answers the current state (not an earlier one kept while loading or after an error). */
  settled: boolean;
}

export function useCarSearch(state: SearchState): CarSearch {
  const session = carSearchSession();
  const [view, setView] = useState(session.view);
  const [settledKey, setSettledKey] = useState<string | null>(null);
  const request = useMemo(() => carSearchRequest(OPTIONS, state, new Date()), [state]);
  useEffect(
    () =>
      session.subscribe((next) => {
        if (next.status === 'hasData') performance.mark(SEARCH_MARKS.response);
        // The answer is drawn in the task that received it, not a later one: the grid changes within a frame.
        flushSync(() => setView(next));
      }),
    [session],
  );
  useEffect(() => {
    let live = true;
    void session.run(request).then(() => live && setSettledKey(request.key));
    return () => {
      live = false;
    };
  }, [session, request]);
  return { ...view, settled: settledKey === request.key };
}
