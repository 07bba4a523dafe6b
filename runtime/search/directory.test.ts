import { describe, expect, it } from 'vitest';
import { colonsToEquals, dealershipDirectoryRequest, limitedHitsRequest, manufacturerDirectoryRequest } from './directory.ts';
import { testSearchOptions } from './test-tenant.ts';

describe('directory searches', () => {
  it('filter a manufacturer directory by manufacturer.name, model.name and model.body, 21 per page by offset', () => {
    const { queries } = manufacturerDirectoryRequest('Car_production', { manufacturer: 'Toyota', model: 'HiLux', body: 'Ute', query: 'sr5', page: 3 });
    expect(queries).toEqual([
      { indexUid: 'Car_production', q: 'sr5', filter: 'manufacturer.name = "Toyota" AND model.name = "HiLux" AND model.body = "Ute"', offset: 42, limit: 21 },
    ]);
  });

  it("filter a dealership directory by dealership_id within the site's listing conditions", () => {
    const { queries } = dealershipDirectoryRequest(testSearchOptions({ inStockOnly: true }), 12, 1, new Date('2025-07-10T00:00:00Z'));
    expect(queries[0]).toEqual({
      indexUid: 'Car_production',
      q: '',
      filter: '(show_on_dealer_website = true AND status = in_stock) AND price > 1000 AND dealership_id = 12',
      offset: 0,
      limit: 21,
    });
  });

  it('cache each page under its own key', () => {
    const search = testSearchOptions();
    const now = new Date();
    expect(dealershipDirectoryRequest(search, 12, 1, now).key).not.toBe(dealershipDirectoryRequest(search, 12, 2, now).key);
  });
});

describe('limited-hits search', () => {
  it("turns colons into equals, outside quoted values, within the site's listing conditions, and asks for the limit", () => {
    const search = testSearchOptions({ inStockOnly: true, minPriceFilter: null });
    expect(limitedHitsRequest(search, 'car_type:used AND make:"Mercedes:Benz"', 8, new Date()).queries).toEqual([
      { indexUid: 'Car_production', q: '', filter: '(show_on_dealer_website = true AND status = in_stock) AND (car_type = used AND make = "Mercedes:Benz")', limit: 8 },
    ]);
    expect(colonsToEquals('badge = "a \\" : b" AND x:1')).toBe('badge = "a \\" : b" AND x = 1');
  });
});
