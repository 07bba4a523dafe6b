import { useEffect, useRef, useState } from 'react';
import type { PageSeed } from '@dealer/site/page-seed';
import type { Car } from '../../../schema/car.ts';
import { apiJson, ApiCallError } from '../account/api';
import { useSeedHere } from '../page-seed';

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
  const seed = useSeedHere();
  // A page that came with its car, or with the server's word that there is none, shows that at once and does not ask again.
  const [load, setLoad] = useState<CarLoad>(() => seededCar(seed, url) ?? { status: 'loading' });
  const seededUrl = useRef(load.status === 'loading' ? null : url);
  useEffect(() => {
    if (!url) return setLoad({ status: 'not-found' });
    if (url === seededUrl.current) return;
    seededUrl.current = null;
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

/** The car the server drew the page with, or not-found where it answered 404 (null in the seed). */
function seededCar(seed: PageSeed | null, url: string | null): CarLoad | null {
  const answer = url ? (seed?.api[url] as { car?: Car } | null | undefined) : undefined;
  if (answer === null) return { status: 'not-found' };
  return answer?.car ? { status: 'ready', car: answer.car } : null;
}
