import type { MultiSearchQuery } from 'meilisearch';
import type { ItemType } from '../../schema/lists.ts';
import { isAvailable } from '../site/availability.ts';
import type { SiteCar } from '../site/car.ts';
import {
  CAR_TYPE_NAMES,
  ITEM_TYPE_NAMES,
  SIMILAR_CARS_AVAILABILITY,
  SIMILAR_CARS_LIMIT,
  SIMILAR_CARS_QUERY_LIMIT,
  SIMILAR_CARS_TITLE,
  SIMILAR_PRICE_BAND_HIGH,
  SIMILAR_PRICE_BAND_LOW,
  SIMILAR_PRICE_SPLIT,
} from '../site/constants.ts';
import { requestKey } from './cache.ts';
import { CAR_HIT_ATTRIBUTES } from './hit.ts';
import type { SearchRequest } from './client.ts';
import { quoteFilterValue, siteConditions } from './filters.ts';
import type { FilterOptions } from './filters.ts';

/** The viewed car, as much of it as similarity needs. */
export interface SimilarTo extends Pick<SiteCar, 'status' | 'car_type' | 'price'> {
  id: number | string;
  body?: string | null;
  /** A car without one is a car, as the stock schema defaults it. */
  item_type?: ItemType | null;
}

export interface PriceBand {
  min: number;
  max: number;
}

/** ±$10,000 under $50,000, ±$25,000 at or above it. */
export function similarPriceBand(price: number): PriceBand {
  const band = price < SIMILAR_PRICE_SPLIT ? SIMILAR_PRICE_BAND_LOW : SIMILAR_PRICE_BAND_HIGH;
  return { min: Math.max(0, price - band), max: price + band };
}

/**
 * Two queries of 10 in-stock cars each, the viewed car left out, of its car type and item type (the title
 * promises "Similar Demo Cars", "Similar Used Caravans"): the same body in the price band, then any body in
 * the band, so thin stock of one body still fills the row. No facets; the engine's default of no highlighting is kept.
 */
export function similarCarsRequest(car: SimilarTo, search: FilterOptions & { indexName: string }, now: Date): SearchRequest {
  const base = [
    ...siteConditions({ ...search, inStockOnly: true }, now),
    `id != ${typeof car.id === 'number' ? car.id : quoteFilterValue(car.id)}`,
    `car_type = ${quoteFilterValue(car.car_type)}`,
    `item_type = ${quoteFilterValue(car.item_type ?? 'car')}`,
  ];
  if (car.price && car.price > 0) {
    const band = similarPriceBand(car.price);
    base.push(`price >= ${band.min}`, `price <= ${band.max}`);
  }
  const query = (conditions: string[]): MultiSearchQuery => ({
    indexUid: search.indexName,
    q: '',
    facets: [],
    limit: SIMILAR_CARS_QUERY_LIMIT,
    attributesToRetrieve: [...CAR_HIT_ATTRIBUTES],
    filter: conditions.join(' AND '),
  });
  const queries = car.body ? [query([...base, `body = ${quoteFilterValue(car.body)}`]), query(base)] : [query(base)];
  return { key: requestKey({ kind: 'similar', id: car.id }), queries };
}

/** Up to 6 cars from the queries' hits in order, each once, never the viewed car. */
export function pickSimilarCars<H extends { id: number | string }>(car: Pick<SimilarTo, 'id'>, hitLists: readonly (readonly H[])[]): H[] {
  const seen = new Set<number | string>([car.id]);
  const picked: H[] = [];
  for (const hit of hitLists.flat()) {
    if (picked.length === SIMILAR_CARS_LIMIT) break;
    if (seen.has(hit.id)) continue;
    seen.add(hit.id);
    picked.push(hit);
  }
  return picked;
}

/**
 * 'Similar Used Cars In-Stock' beside a car that can be bought; 'Similar Used Cars Available'
 * beside a sold one, where the row offers alternatives. A caravan's row is 'Similar Used Caravans …'.
 */
export function similarCarsTitle(car: Pick<SimilarTo, 'status' | 'car_type' | 'item_type'>): string {
  const kind = CAR_TYPE_NAMES[car.car_type].replace(/Car$/, ITEM_TYPE_NAMES[car.item_type ?? 'car']);
  const availability = isAvailable(car) ? SIMILAR_CARS_AVAILABILITY.inStock : SIMILAR_CARS_AVAILABILITY.available;
  return SIMILAR_CARS_TITLE.replace('{carType}', kind).replace('{availability}', availability);
}
