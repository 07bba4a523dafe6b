import { describe, expect, it } from 'vitest';
import { pickSimilarCars, similarCarsRequest, similarCarsTitle, similarPriceBand } from './similar.ts';
import { CAR_HIT_ATTRIBUTES } from './hit.ts';
import { testSearchOptions } from './test-tenant.ts';

const now = new Date('2025-07-10T00:00:00Z');
const search = testSearchOptions({ siteFilter: 'car_type = used' });
const visible = '(car_type = used) AND (show_on_dealer_website = true AND status = in_stock) AND price > 1000';

describe('similar cars', () => {
  it('searches ±10,000 under 50,000 and ±25,000 at or above it', () => {
    expect(similarPriceBand(49_999)).toEqual({ min: 39_999, max: 59_999 });
    expect(similarPriceBand(50_000)).toEqual({ min: 25_000, max: 75_000 });
    expect(similarPriceBand(6_000)).toEqual({ min: 0, max: 16_000 });
  });

  it('asks for 10 in-stock cars of the same body in the band, then any body, leaving the car out', () => {
    const { queries } = similarCarsRequest({ id: 42, status: 'in_stock', car_type: 'used', price: 30_000, body: 'SUV' }, search, now);
    expect(queries).toEqual([
      {
        indexUid: 'Car_production',
        q: '',
        facets: [],
        limit: 10,
        attributesToRetrieve: [...CAR_HIT_ATTRIBUTES],
        filter: `${visible} AND id != 42 AND price >= 20000 AND price <= 40000 AND body = "SUV"`,
      },
      {
        indexUid: 'Car_production',
        q: '',
        facets: [],
        limit: 10,
        attributesToRetrieve: [...CAR_HIT_ATTRIBUTES],
        filter: `${visible} AND id != 42 AND price >= 20000 AND price <= 40000`,
      },
    ]);
  });

  it('without a price or body, keeps the in-stock condition only', () => {
    const { queries } = similarCarsRequest({ id: 'abc', status: 'sold', car_type: 'new', price: 0 }, search, now);
    expect(queries.map((q) => q.filter)).toEqual([`${visible} AND id != "abc"`]);
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
});
