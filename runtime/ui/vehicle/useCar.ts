import { useEffect, useState } from 'react';
import type { Car } from '../../../schema/car.ts';
import { apiJson, ApiCallError } from '../account/api';

export type CarLoad = { status: 'loading' } | { status: 'ready'; car: Car } | { status: 'not-found' } | { status: 'error'; message: string };

/** The car behind /cars/{slug}, from GET /api/cars/:slug (cacheable, the site's own stock only). */
export function useCar(slug: string | undefined): CarLoad {
  return useCarAt(slug ? `/api/cars/${encodeURIComponent(slug)}` : null);
}

/**
 * A `car_id` query value: the spec uses the car's id on some links and its slug on others
 * (/checkout-journey?car_id={slug}), so digits are an id and anything else a slug.
 */
export function useCarRef(ref: string | null | undefined): CarLoad {
  const value = ref?.trim() ?? '';
  return useCarAt(!value ? null : /^\d+$/.test(value) ? `/api/cars/by-id/${value}` : `/api/cars/${encodeURIComponent(value)}`);
}

function useCarAt(url: string | null): CarLoad {
  const [load, setLoad] = useState<CarLoad>({ status: 'loading' });
  useEffect(() => {
    if (!url) return setLoad({ status: 'not-found' });
    let current = true;
    setLoad({ status: 'loading' });
    apiJson<{ car: Car }>(url)
      .then(({ car }) => current && setLoad({ status: 'ready', car }))
      .catch((error: Error) => {
        if (!current) return;
        const notFound = error instanceof ApiCallError && (error.status === 404 || error.status === 400);
        setLoad(notFound ? { status: 'not-found' } : { status: 'error', message: error.message });
      });
    return () => {
      current = false;
    };
  }, [url]);
  return load;
}
