import { startTransition, useEffect, useState } from 'react';
import type { Car } from '../../../schema/car.ts';
import { EVENTS } from '@dealer/site/constants';
import { SITE } from '@site/site.gen';
import { track } from '../analytics';
import { afterThisTask } from '../later';
import { rememberViewedCar, type ViewedCar } from './page-rules';

export const VIEWED_CARS_KEY = 'dealer:viewed-cars';

function readViewed(): ViewedCar[] {
  try {
    const list = JSON.parse(localStorage.getItem(VIEWED_CARS_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as ViewedCar[]) : [];
  } catch {
    return [];
  }
}

/**
 * One view of a car: counted by GET /api/cars/{slug}/view.json (its count returned, null when the call
 * fails), analytics event 4, and the car added to the browser's viewed-car record.
 */
export function useCarView(car: Car | null): number | null {
  const [views, setViews] = useState<number | null>(null);
  useEffect(() => {
    if (!car) return;
    const controller = new AbortController();
    const cancel = afterThisTask(() => {
      track(EVENTS.carView, { carId: car.id });
      try {
        localStorage.setItem(VIEWED_CARS_KEY, JSON.stringify(rememberViewedCar(readViewed(), car)));
      } catch {
        // Storage may be full or blocked; the record is a convenience, never worth breaking the page.
      }
      const query = new URLSearchParams({ photos_count: String(car.photos_count ?? 0), updated_at: car.created_at, website_id: String(SITE.id) });
      fetch(`/api/cars/${car.slug}/view.json?${query}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ views: number }>) : null))
        // A transition: the count is never urgent, and the shopper's input comes first while it is drawn.
        .then((body) => startTransition(() => setViews(body?.views ?? null)))
        .catch(() => setViews(null));
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [car]);
  return views;
}
