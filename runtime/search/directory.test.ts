import { describe, expect, it } from 'vitest';
import { CAR_FILTERABLE_ATTRIBUTES } from '../../schema/car.ts';
import { CAR_HIT_ATTRIBUTES } from './hit.ts';
import {
  colonsToEquals,
  dealershipDirectoryRequest,
  decodeDirectoryParams,
  encodeDirectoryParams,
  limitedHitsRequest,
  manufacturerDirectoryRequest,
} from './directory.ts';
import { testSearchOptions } from './test-tenant.ts';

describe('directory searches', () => {
  const now = new Date('2025-07-10T00:00:00Z');
  const visible = `(show_on_dealer_website = true AND (status IN [in_stock, coming_soon] OR (status = sold AND sold_date_timestamp >= ${now.getTime() / 1000 - 3 * 86_400})))`;

  it("search a brand's stock by make, model and body within the site's listing conditions, 21 per page by offset", () => {
    const { queries } = manufacturerDirectoryRequest(testSearchOptions(), { manufacturer: 'Toyota', model: 'HiLux', body: 'Ute', query: 'sr5', page: 3 }, now);
    expect(queries).toEqual([
      {
        indexUid: 'Car_production',
        q: 'sr5',
        filter: `${visible} AND make = "Toyota" AND model = "HiLux" AND body = "Ute"`,
        offset: 42,
        limit: 21,
        attributesToRetrieve: [...CAR_HIT_ATTRIBUTES],
      },
    ]);
    expect(manufacturerDirectoryRequest(testSearchOptions(), { manufacturer: 'Land "Rover"' }, now).queries[0]).toMatchObject({
      q: '',
      offset: 0,
      filter: expect.stringMatching(/ AND make = "Land \\"Rover\\""$/),
    });
  });

  it('filter only on attributes the car index makes filterable', () => {
    const filterable: readonly string[] = CAR_FILTERABLE_ATTRIBUTES;
    const filters = [
      manufacturerDirectoryRequest(testSearchOptions(), { manufacturer: 'Toyota', model: 'HiLux', body: 'Ute' }, now),
      dealershipDirectoryRequest(testSearchOptions(), 12, 1, now),
    ].map((request) => String(request.queries[0]!.filter));
    const fields = filters.flatMap((filter) => [...filter.matchAll(/([A-Za-z_][\w.]*) (?:NOT IN|IN|!=|>=|<=|=|>|<) /g)].map((m) => m[1]!));
    expect(fields.filter((field) => !filterable.includes(field))).toEqual([]);
  });

  it("filter a dealership directory by dealership_id within the site's listing conditions", () => {
    const { queries } = dealershipDirectoryRequest(testSearchOptions({ inStockOnly: true }), 12, 1, now);
    expect(queries[0]).toEqual({
      indexUid: 'Car_production',
      q: '',
      filter: '(show_on_dealer_website = true AND status = in_stock) AND dealership_id = 12',
      offset: 0,
      limit: 21,
      attributesToRetrieve: [...CAR_HIT_ATTRIBUTES],
    });
  });

  it('cache each page under its own key, the same key across clock ticks', () => {
    const search = testSearchOptions();
    expect(dealershipDirectoryRequest(search, 12, 1, now).key).not.toBe(dealershipDirectoryRequest(search, 12, 2, now).key);
    expect(dealershipDirectoryRequest(search, 12, 2, now).key).toBe(dealershipDirectoryRequest(search, 12, 2, new Date(now.getTime() + 5000)).key);
    const brand = (page: number, query = '') => manufacturerDirectoryRequest(search, { manufacturer: 'Kia', page, query }, now).key;
    expect(new Set([brand(1), brand(2), brand(1, 'x')]).size).toBe(3);
  });

  it('keep their page, query and choices in the URL, the page only when not 1', () => {
    expect(decodeDirectoryParams('?stock=harbourside-kia&page=3&query=%20sr5%20&model=HiLux&body=')).toEqual({
      query: 'sr5',
      page: 3,
      model: 'HiLux',
      stock: 'harbourside-kia',
    });
    expect(decodeDirectoryParams('?page=0')).toEqual({ query: '', page: 1 });
    expect(decodeDirectoryParams('?page=abc')).toEqual({ query: '', page: 1 });
    expect(encodeDirectoryParams({ query: 'sr5', page: 1, stock: 'harbourside-kia', body: 'Ute' })).toBe('?stock=harbourside-kia&query=sr5&body=Ute');
    expect(encodeDirectoryParams({ query: '', page: 2 })).toBe('?page=2');
    expect(encodeDirectoryParams({ query: '', page: 1 })).toBe('');
  });
});

describe('limited-hits search', () => {
  it("turns colons into equals, outside quoted values, within the site's listing conditions, and asks for the limit", () => {
    const search = testSearchOptions({ inStockOnly: true });
    expect(limitedHitsRequest(search, 'car_type:used AND make:"Mercedes:Benz"', 8, new Date()).queries).toEqual([
      {
        indexUid: 'Car_production',
        q: '',
        filter: '(show_on_dealer_website = true AND status = in_stock) AND (car_type = used AND make = "Mercedes:Benz")',
        limit: 8,
      },
    ]);
    expect(colonsToEquals('badge = "a \\" : b" AND x:1')).toBe('badge = "a \\" : b" AND x = 1');
  });
});
