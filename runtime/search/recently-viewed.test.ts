import { describe, expect, it } from 'vitest';
import { CAR_HIT_ATTRIBUTES } from './hit.ts';
import { inViewedOrder, recentlyViewedIds, recentlyViewedRequest } from './recently-viewed.ts';
import { testSearchOptions } from './test-tenant.ts';

const now = new Date('2025-07-10T00:00:00Z');

describe('recently viewed cars', () => {
  const record = [7, 3, 9, 12, 5, 1].map((id) => ({ id, stocknum: `S${id}`, make: 'Toyota', model: 'Hilux', body: 'Ute', simple_body: 'Ute' }));

  it('newest first, at most 3, without the car on screen', () => {
    expect(recentlyViewedIds(record)).toEqual([7, 3, 9]);
    expect(recentlyViewedIds(record, 3)).toEqual([7, 9, 12]);
  });

  it('a record that is not a list of cars shows nothing; broken entries and repeats are skipped', () => {
    expect(recentlyViewedIds(null)).toEqual([]);
    expect(recentlyViewedIds({ id: 1 })).toEqual([]);
    expect(recentlyViewedIds([null, { id: '' }, { id: 'abc' }, 'x', { id: 4 }, { id: 4 }, { id: Number.NaN }])).toEqual(['abc', 4]);
  });

  it('asks the engine for those cars among the ones the site lists, as card fields', () => {
    const { queries } = recentlyViewedRequest([7, 'x"1'], testSearchOptions({ siteFilter: 'car_type = used' }), now);
    expect(queries).toEqual([
      {
        indexUid: 'Car_production',
        q: '',
        facets: [],
        limit: 2,
        attributesToRetrieve: [...CAR_HIT_ATTRIBUTES],
        filter: expect.stringMatching(/^\(car_type = used\) AND .* AND id IN \[7, "x\\"1"\]$/) as string,
      },
    ]);
  });

  it('puts the answer back in viewing order, leaving out cars the engine no longer has', () => {
    expect(inViewedOrder([7, 3, 9], [{ id: 9 }, { id: 7 }])).toEqual([{ id: 7 }, { id: 9 }]);
  });
});
