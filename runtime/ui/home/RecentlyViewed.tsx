import { useEffect, useState } from 'react';
import { inViewedOrder, recentlyViewedIds, recentlyViewedRequest } from '@dealer/search/recently-viewed';
import { CarCard } from '../search/CarCard';
import { SEARCH_OPTIONS, searchOnce } from '../search/engine';
import type { CarHit } from '../search/engine';
import { readViewed } from '../vehicle/useCarView';
import '../search/search.css';

/**
 * The cars this browser viewed last, newest first, as cards. Drawn only in the browser (the record is
 * there); nothing while they load, and nothing at all for a first visit or when the engine fails.
 */
export function RecentlyViewed({ currentId }: { currentId?: number | string }) {
  const [cars, setCars] = useState<CarHit[]>([]);
  useEffect(() => {
    const ids = recentlyViewedIds(readViewed(), currentId);
    if (!ids.length) return setCars([]);
    let live = true;
    searchOnce(recentlyViewedRequest(ids, SEARCH_OPTIONS, new Date())).then(
      ([result]) => live && setCars(inViewedOrder(ids, result?.hits ?? [])),
      // A convenience: when the engine cannot answer, the block is left out.
      () => live && setCars([]),
    );
    return () => {
      live = false;
    };
  }, [currentId]);

  return <RecentlyViewedCards cars={cars} />;
}

/** The block itself: a heading and a row of cards, hidden when there are none. */
export function RecentlyViewedCards({ cars }: { cars: readonly CarHit[] }) {
  if (!cars.length) return null;
  const now = new Date();
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title">Recently Viewed</h2>
      <ol className="result-grid">
        {cars.map((car) => (
          <li key={car.id}>
            <CarCard car={car} now={now} />
          </li>
        ))}
      </ol>
    </section>
  );
}
