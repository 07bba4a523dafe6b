import { useEffect, useRef, useState } from 'react';
import { pickSimilarCars, similarCarsRequest, similarCarsTitle } from '@dealer/search/similar';
import type { SimilarTo } from '@dealer/search/similar';
import { SIMILAR_CARS_LIMIT, SIMILAR_LOAD_MARGIN_PX } from '@dealer/site/constants';
import { CarCard } from './CarCard';
import { PlaceholderCard } from './PlaceholderCard';
import { SEARCH_OPTIONS, searchOnce } from './engine';
import type { CarHit } from './engine';
import './search.css';

export interface SimilarCarsProps {
  car: SimilarTo;
  /** `carousel`: one scrolling row with previous and next buttons; `block`: a grid. */
  variant?: 'block' | 'carousel';
}

type Similar = { status: 'waiting' } | { status: 'ready'; cars: CarHit[] } | { status: 'failed' };

/**
 * Up to 6 in-stock cars in the car's price band, asked for when the block comes within 500 px of
 * the screen. Six placeholder cards hold the space meanwhile; a failure or no match hides the block.
 */
export function SimilarCars({ car, variant = 'block' }: SimilarCarsProps) {
  const root = useRef<HTMLElement>(null);
  const track = useRef<HTMLOListElement>(null);
  const [similar, setSimilar] = useState<Similar>({ status: 'waiting' });

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let live = true;
    const load = () =>
      searchOnce(similarCarsRequest(car, SEARCH_OPTIONS, new Date())).then(
        (results) =>
          live &&
          setSimilar({
            status: 'ready',
            cars: pickSimilarCars(
              car,
              results.map((r) => r.hits),
            ),
          }),
        // Similar-car failures are swallowed, as the spec says: the block is left out.
        () => live && setSimilar({ status: 'failed' }),
      );
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: `${SIMILAR_LOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [car]);

  if (similar.status === 'failed' || (similar.status === 'ready' && similar.cars.length === 0)) return null;
  const now = new Date();
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth, behavior: 'smooth' });
  const carousel = variant === 'carousel';
  return (
    <section ref={root} className={`similar-cars similar-cars--${variant}`} aria-labelledby="similar-cars-title" aria-busy={similar.status === 'waiting'}>
      <h2 id="similar-cars-title">{similarCarsTitle(car)}</h2>
      {carousel && (
        <div className="similar-cars__controls">
          <button type="button" className="button button--secondary" aria-controls="similar-cars-track" onClick={() => scroll(-1)}>
            Previous
          </button>
          <button type="button" className="button button--secondary" aria-controls="similar-cars-track" onClick={() => scroll(1)}>
            Next
          </button>
        </div>
      )}
      <ol id="similar-cars-track" ref={track} className={carousel ? 'similar-cars__track' : 'result-grid'} tabIndex={carousel ? 0 : undefined}>
        {similar.status === 'ready'
          ? similar.cars.map((hit) => (
              <li key={hit.id}>
                <CarCard car={hit} now={now} />
              </li>
            ))
          : Array.from({ length: SIMILAR_CARS_LIMIT }, (_, i) => (
              <li key={i}>
                <PlaceholderCard />
              </li>
            ))}
      </ol>
    </section>
  );
}
