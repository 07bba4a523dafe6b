import { useEffect, useState } from 'react';

export type ApiState<T> = { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; data: T };

/** GETs `/api{path}` once per path; a 404 is 'missing' (the page shows its not-found state), anything else failing is 'error'. */
export function useApi<T>(path: string | null): ApiState<T> {
  const [state, setState] = useState<ApiState<T>>({ status: 'loading' });
  useEffect(() => {
    if (path === null) return;
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
