import { useEffect, useState } from 'react';
import type { Car } from '../../../schema/car.ts';
import { apiJson, ApiCallError } from '../account/api';

export type CarLoad = { status: 'loading' } | { status: 'ready'; car: Car } | { status: 'not-found' } | { status: 'error'; message: string };

/** The car behind /cars/{slug}, from GET /api/cars/:slug (cacheable, the site's own stock only). */
export function useCar(slug: string | undefined): CarLoad {
  const [load, setLoad] = useState<CarLoad>({ status: 'loading' });
  useEffect(() => {
    if (!slug) return setLoad({ status: 'not-found' });
    let current = true;
    setLoad({ status: 'loading' });
    apiJson<{ car: Car }>(`/api/cars/${encodeURIComponent(slug)}`)
      .then(({ car }) => current && setLoad({ status: 'ready', car }))
      .catch((error: Error) => {
        if (!current) return;
        const notFound = error instanceof ApiCallError && (error.status === 404 || error.status === 400);
        setLoad(notFound ? { status: 'not-found' } : { status: 'error', message: error.message });
      });
    return () => {
      current = false;
    };
  }, [slug]);
  return load;
}
