import { describe, expect, it } from 'vitest';
import { pickSimilarCars, similarCarsRequest, similarCarsTitle, similarPriceBand } from './similar.ts';
import { CAR_HIT_ATTRIBUTES } from './hit.ts';
import { testSearchOptions } from './test-tenant.ts';

const now = new Date('2025-07-10T00:00:00Z');
const search = testSearchOptions({ siteFilter: 'car_type = used' });
const visible = '(car_type = used) AND (show_on_dealer_website = true AND status = in_stock)';
const usedCars = 'car_type = "used" AND item_type = "car"';

describe('similar cars', () => {
  it('searches ±10,000 under 50,000 and ±25,000 at or above it', () => {
    expect(similarPriceBand(49_999)).toEqual({ min: 39_999, max: 59_999 });
    expect(similarPriceBand(50_000)).toEqual({ min: 25_000, max: 75_000 });
    expect(similarPriceBand(6_000)).toEqual({ min: 0, max: 16_000 });
  });

  it('asks for 10 in-stock cars of its car and item type, the same body in the band, then any body, leaving the car out', () => {
    const { queries } = similarCarsRequest({ id: 42, status: 'in_stock', car_type: 'used', price: 30_000, body: 'SUV' }, search, now);
    expect(queries).toEqual([
      {
        indexUid: 'Car_production',
        q: '',
        facets: [],
        limit: 10,
        attributesToRetrieve: [...CAR_HIT_ATTRIBUTES],
        filter: `${visible} AND id != 42 AND ${usedCars} AND price >= 20000 AND price <= 40000 AND body = "SUV"`,
      },
      {
        indexUid: 'Car_production',
        q: '',
        facets: [],
        limit: 10,
        attributesToRetrieve: [...CAR_HIT_ATTRIBUTES],
        filter: `${visible} AND id != 42 AND ${usedCars} AND price >= 20000 AND price <= 40000`,
      },
    ]);
  });

  it('without a price or body, keeps the in-stock and type conditions only', () => {
    const { queries } = similarCarsRequest({ id: 'abc', status: 'sold', car_type: 'new', price: 0 }, search, now);
    expect(queries.map((q) => q.filter)).toEqual([`${visible} AND id != "abc" AND car_type = "new" AND item_type = "car"`]);
  });

  it('keeps demo cars to demo cars and caravans to caravans', () => {
    const demo = similarCarsRequest({ id: 1, status: 'in_stock', car_type: 'demo', price: 0 }, search, now);
    expect(demo.queries[0]?.filter).toContain('car_type = "demo" AND item_type = "car"');
    const caravan = similarCarsRequest({ id: 2, status: 'in_stock', car_type: 'used', item_type: 'caravan', price: 0, body: 'Caravan' }, search, now);
    expect(caravan.queries.map((q) => q.filter)).toEqual([
      `${visible} AND id != 2 AND car_type = "used" AND item_type = "caravan" AND body = "Caravan"`,
      `${visible} AND id != 2 AND car_type = "used" AND item_type = "caravan"`,
    ]);
  });

  it('shows up to 6, each once, never the car itself', () => {
    const hits = (ids: number[]) => ids.map((id) => ({ id }));
    expect(pickSimilarCars({ id: 1 }, [hits([1, 2, 3]), hits([3, 4, 5, 6, 7, 8, 9])]).map((h) => h.id)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('titles the row Similar {car type}s In-Stock, or Available beside a sold car', () => {
    expect(similarCarsTitle({ status: 'in_stock', car_type: 'used' })).toBe('Similar Used Cars In-Stock');
    expect(similarCarsTitle({ status: 'coming_soon', car_type: 'new' })).toBe('Similar New Cars In-Stock');
    expect(similarCarsTitle({ status: 'sold', car_type: 'demo' })).toBe('Similar Demo Cars Available');
  });

  it("names the item type: a caravan's row is never Similar Used Cars", () => {
    expect(similarCarsTitle({ status: 'in_stock', car_type: 'used', item_type: 'caravan' })).toBe('Similar Used Caravans In-Stock');
    expect(similarCarsTitle({ status: 'sold', car_type: 'new', item_type: 'motorcycle' })).toBe('Similar New Motorcycles Available');
    expect(similarCarsTitle({ status: 'in_stock', car_type: 'demo', item_type: 'car' })).toBe('Similar Demo Cars In-Stock');
  });
});
