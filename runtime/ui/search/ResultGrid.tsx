import { useLayoutEffect, useMemo } from 'react';
import { collapseSoldRuns, placePromos, stockPromos } from '@dealer/search/result-cards';
import type { SearchResult } from '@dealer/search/client';
import { isPromoLive, suitsCarTypes } from '@dealer/site/promos';
import { PRIORITY_IMAGES } from '@dealer/site/constants';
import type { CarType } from '@dealer/site/tenant';
import { SITE } from '@site/site.gen';
import { usePageRandom, usePageTime } from '../page-seed';
import { CarCard } from './CarCard';
import type { CarHit } from './engine';
import { PlaceholderGrid } from './PlaceholderCard';
import { PromoCard } from './PromoCard';
import { SEARCH_MARKS } from './useCarSearch';

export interface ResultGridProps {
  result: SearchResult<CarHit> | null;
  /** The car types the results are limited to (none: all), for the promo tiles' display rules. */
  carTypes: readonly CarType[];
  /** Stock-list promo tiles among the cards; directory lists (a brand's, a dealership's stock) have none. */
  promos?: boolean;
}

/** The cars of a page, sold runs collapsed, with the promo cards at their positions. */
export function ResultGrid({ result, carTypes, promos: withPromos = true }: ResultGridProps) {
  // One clock per visit of the page: New Arrival and promo windows are days long, and a steady clock lets unchanged cards skip re-rendering.
  const time = usePageTime();
  const now = useMemo(() => new Date(time), [time]);
  const random = usePageRandom();
  // Placed once per result, so a random first position does not move on every render.
  const cards = useMemo(() => {
    if (!result) return [];
    const promos = withPromos ? stockPromos(SITE.search, (tile) => isPromoLive(tile, now) && suitsCarTypes(tile, carTypes)) : [];
    return placePromos(collapseSoldRuns(result.hits), promos, SITE.search, random);
  }, [result, carTypes, withPromos, now, random]);
  useLayoutEffect(() => {
    if (result) performance.mark(SEARCH_MARKS.rendered);
  }, [result]);

  if (!result) return <PlaceholderGrid />;
  let carIndex = 0;
  return (
    <ol className="result-grid">
      {cards.map((card) =>
        card.kind === 'car' ? (
          <li key={`car-${card.car.id}`}>
            <CarCard car={card.car} priority={carIndex++ < PRIORITY_IMAGES} now={now} />
          </li>
        ) : (
          <li key={`promo-${card.promo.kind === 'tile' ? card.promo.tile.id : 'want-your-car'}`}>
            <PromoCard promo={card.promo} />
          </li>
        ),
      )}
    </ol>
  );
}
