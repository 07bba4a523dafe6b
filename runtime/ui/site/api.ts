import { useEffect, useRef, useState } from 'react';
import { useSeedHere } from '../page-seed';

export type ApiState<T> = { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * GETs `/api{path}` once per path; a 404 is 'missing' (the page shows its not-found state), anything else failing is
 * 'error'. A `seeded` state (the page's answer from its seed) is the first state, and that path is not asked again.
 */
export function useApi<T>(path: string | null, seeded?: ApiState<T>): ApiState<T> {
  const [state, setState] = useState<ApiState<T>>(seeded ?? { status: 'loading' });
  const seededPath = useRef(seeded ? path : null);
  useEffect(() => {
    if (path === null || path === seededPath.current) return;
    seededPath.current = null;
    let live = true;
    setState({ status: 'loading' });
    fetch(`/api${path}`, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!live) return;
        if (response.status === 404) return setState({ status: 'missing' });
        if (!response.ok) return setState({ status: 'error' });
        const data = (await response.json()) as T;
        if (live) setState({ status: 'ready', data });
      })
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [path]);
  return state;
}

/**
 * A page's own answer (the offer of /offers/{id}, the copy of a copy page): the server puts it in the page's seed
 * when it draws the page, null when it answered 404, so the page is drawn, and hydrated, as the answer says.
 */
export function usePageApi<T>(path: string | null): ApiState<T> {
  const seed = useSeedHere();
  const answer = path === null ? undefined : seed?.api[`/api${path}`];
  return useApi<T>(path, answer === undefined ? undefined : answer === null ? { status: 'missing' } : { status: 'ready', data: answer as T });
}
