import { startTransition, useEffect, useState } from 'react';
import type { Car } from '../../../schema/car.ts';
import { EVENTS } from '@dealer/site/constants';
import { SITE } from '@site/site.gen';
import { track } from '../analytics';
import { afterThisTask } from '../later';
import { rememberViewedCar, type ViewedCar } from './page-rules';

export const VIEWED_CARS_KEY = 'dealer:viewed-cars';

export function readViewed(): ViewedCar[] {
  try {
    const list = JSON.parse(localStorage.getItem(VIEWED_CARS_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as ViewedCar[]) : [];
  } catch {
    return [];
  }
}

/** The call that counts a view: a POST, as it changes state, with what the page holds of the car. */
export function carViewRequest(car: Pick<Car, 'slug' | 'photos_count' | 'created_at'>, websiteId: number): [string, RequestInit] {
  const body = { photos_count: car.photos_count ?? 0, updated_at: car.created_at, website_id: websiteId };
  return [
    `/api/cars/${encodeURIComponent(car.slug)}/view.json`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  ];
}

/**
 * One view of a car: counted by POST /api/cars/{slug}/view.json (its count returned, null when the call
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
      const [url, init] = carViewRequest(car, SITE.id);
      fetch(url, { ...init, signal: controller.signal })
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
