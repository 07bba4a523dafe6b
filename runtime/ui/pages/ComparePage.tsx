import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '@dealer/ui/router';
import { COMPARE_LIMIT, COMPARE_PARAM, compareHref, parseCompareIds, serialiseCompareIds } from '@dealer/site/compare';
import { carTitle } from '@dealer/site/car-facts';
import { SITE } from '@site/site.gen';
import type { Car } from '../../../schema/car.ts';
import { comparedCars, type ComparedCars } from '../compare/compare-cars';
import { compareSelection, setCompareSelection } from '../compare/compare-store';
import { CompareTable } from '../compare/CompareTable';
import { IN_PAGE } from '../layout/PageArrival';
import { usePageTitle } from '../routing';

type Load = { status: 'loading' } | ({ status: 'ready' } & ComparedCars) | { status: 'error'; message: string };

/**
 * /compare?cars=12,34: the cars of the link side by side, signed in or not. The link is the comparison, so it
 * can be shared; opening one makes it the shopper's selection, and the bare /compare opens the shopper's own.
 */
export default function ComparePage() {
  usePageTitle('Compare cars');
  const navigate = useNavigate();
  const linked = useSearchParams()[0].get(COMPARE_PARAM);
  const key = linked === null ? null : serialiseCompareIds(parseCompareIds(linked));
  const ids = useMemo(() => parseCompareIds(key), [key]);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [removed, setRemoved] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (key !== null) return setCompareSelection(parseCompareIds(key));
    const own = compareSelection();
    if (own.length) void navigate(compareHref(own), { replace: true, state: IN_PAGE });
  }, [key, navigate]);

  useEffect(() => {
    // The table stays until the next one is ready: taking a car out redraws it at once from the cars already asked for.
    let current = true;
    comparedCars(ids).then(
      (found) => current && setLoad({ status: 'ready', ...found }),
      (error: Error) => current && setLoad({ status: 'error', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [ids]);

  // The Remove button goes with its column: focus moves to the heading and the change is announced.
  const remove = (car: Car) => {
    setRemoved(`${carTitle(car)} removed from the comparison.`);
    heading.current?.focus();
    void navigate(compareHref(ids.filter((selected) => selected !== car.id)), { replace: true, state: IN_PAGE });
  };

  return (
    <section className="page page--compare">
      <h1 ref={heading} tabIndex={-1}>
        Compare cars
      </h1>
      <p role="status" className="visually-hidden">
        {removed}
      </p>
      {ids.length > 0 && load.status === 'loading' && <p role="status">Loading the cars…</p>}
      {load.status === 'error' && <p role="alert">We couldn't load these cars. {load.message}</p>}
      {load.status === 'ready' && load.unlisted > 0 && (
        <p role="status">{load.unlisted === 1 ? 'One car in this comparison is' : `${load.unlisted} cars in this comparison are`} no longer listed.</p>
      )}
      {load.status === 'ready' && load.cars.length === 0 && (
        <p>
          No cars to compare yet. <a href={SITE.search.defaultPath}>Browse our stock</a> and press Compare on up to {COMPARE_LIMIT} cars.
        </p>
      )}
      {load.status === 'ready' && load.cars.length > 0 && (
        <>
          <CompareTable cars={load.cars} remove={remove} />
          {load.cars.length < COMPARE_LIMIT && (
            <p>
              <a href={SITE.search.defaultPath}>Add another car</a> (up to {COMPARE_LIMIT}) and the rows where they differ are marked.
            </p>
          )}
        </>
      )}
    </section>
  );
}
