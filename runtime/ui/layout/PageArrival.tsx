import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@dealer/ui/router';

/**
 * The state of a navigation that records a change to the page the shopper is on (a filter, the sort), as in
 * `navigate(url, { state: IN_PAGE })`: the page stays where it is, and so does focus. Any other navigation is a
 * new page: it starts at its top (or its hash) with focus on its heading.
 */
export const IN_PAGE = { inPage: true };

/** Answers each page the router shows: where it starts, and where focus goes (arrival.ts, page-arrival.ts). */
export function PageArrival(): null {
  const location = useLocation();
  const action = useNavigationType();
  useLayoutEffect(() => {
    // The work is in a file of its own, fetched as the first page arrives: every page's first load carries only this hook.
    void import('./page-arrival').then(({ arrive }) => arrive(location, action));
  }, [location, action]);
  return null;
}
