import { describe, expect, it } from 'vitest';
import { CAR_FILTERABLE_ATTRIBUTES, CAR_SORTABLE_ATTRIBUTES } from '../../schema/car.ts';
import { CAR_HIT_ATTRIBUTES } from './hit.ts';
import { SEARCH_FACETS, SORT_OPTIONS } from '../../schema/lists.ts';
import { SEARCH_MIN_PRICE_FILTER } from '../../schema/constants.ts';
import { OFFER_PRICE_MIN } from '../site/constants.ts';
import { sortExpression } from './sort.ts';
import { emptySearchState, refine, setRange, setSort } from './state.ts';
import { buildFilter, buildSearchRequests, disjunctiveAttributes, mergeFacets, quoteFilterValue, siteSearchOptions } from './filters.ts';
import { testSearchOptions } from './test-tenant.ts';

const now = new Date('2025-07-10T00:00:00Z');
const nowSeconds = now.getTime() / 1000;
const threeDaysAgo = nowSeconds - 3 * 86_400;
const visible = `(show_on_dealer_website = true AND (status IN [in_stock, coming_soon] OR (status = sold AND sold_date_timestamp >= ${threeDaysAgo})))`;
const state = emptySearchState('mostRelevant');

describe('site conditions', () => {
  it('lists in stock, coming soon and cars sold within 3 days, shown on the dealer website, with a price or without', () => {
    expect(buildFilter(testSearchOptions(), state, now)).toBe(visible);
  });

  it('adds price > N only where the tenant names a minimum price', () => {
    expect(buildFilter(testSearchOptions({ minPriceFilter: SEARCH_MIN_PRICE_FILTER }), state, now)).toBe(`${visible} AND price > 1000`);
  });

  it("ANDs the tenant's site filter, in-stock-only rule, sold days and exclusions", () => {
    const search = testSearchOptions({
      siteFilter: 'car_type = used OR item_type = caravan',
      inStockOnly: true,
      excludeMakes: ['Ferrari', 'Rolls "Royce"'],
      excludeStockNumbers: ['S123'],
    });
    expect(buildFilter(search, state, now)).toBe(
      '(car_type = used OR item_type = caravan) AND (show_on_dealer_website = true AND status = in_stock)' +
        ' AND make NOT IN ["Ferrari", "Rolls \\"Royce\\""] AND stocknum NOT IN ["S123"]',
    );
    expect(buildFilter(testSearchOptions({ soldCarsDays: 7 }), state, now)).toContain(`sold_date_timestamp >= ${nowSeconds - 7 * 86_400}`);
  });

  it("keeps to the tenant's locations, since every tenant's cars share one index", () => {
    const tenant = { search: testSearchOptions(), locations: [{ id: 11 }, { id: 13 }] } as Parameters<typeof siteSearchOptions>[0];
    expect(buildFilter(siteSearchOptions(tenant), state, now)).toBe(`location.id IN [11, 13] AND ${visible}`);
  });

  it('adds the special-offers filter on the offers page only', () => {
    const search = testSearchOptions({ offersFilter: "tag = 'Special Offer'" });
    expect(buildFilter(search, emptySearchState('mostRelevant', { offers: true }), now)).toBe(`${visible} AND (tag = 'Special Offer')`);
    expect(buildFilter(search, state, now)).not.toContain('Special Offer');
  });

  it('lists cars on offer by default: an offer price above 10 or a recorded was-price', () => {
    const offers = emptySearchState('mostRelevant', { offers: true });
    expect(buildFilter(testSearchOptions(), offers, now)).toBe(`${visible} AND (offer_price > ${OFFER_PRICE_MIN} OR before_price > 0)`);
    expect(buildFilter(testSearchOptions({ offersFilter: '' }), offers, now)).toBe(visible);
  });

  it("lists cars carrying the tenant's offers tag too, or only them when the tenant has no price filter", () => {
    const offers = emptySearchState('mostRelevant', { offers: true });
    expect(buildFilter(testSearchOptions({ offersTag: 'Special "Offer"' }), offers, now)).toBe(
      `${visible} AND (offer_price > ${OFFER_PRICE_MIN} OR before_price > 0 OR tag = "Special \\"Offer\\"")`,
    );
    expect(buildFilter(testSearchOptions({ offersFilter: '', offersTag: 'Special Offer' }), offers, now)).toBe(`${visible} AND (tag = "Special Offer")`);
    expect(buildFilter(testSearchOptions({ offersTag: 'Special Offer' }), state, now)).not.toContain('Special Offer');
  });

  it('adds price > 0 to the lowest-price sort only where the tenant asks', () => {
    const cheapest = setSort(state, 'lowestPrice');
    expect(buildFilter(testSearchOptions({ lowestPriceExcludesZero: true }), cheapest, now)).toMatch(/ AND price > 0$/);
    expect(buildFilter(testSearchOptions(), cheapest, now)).not.toContain('price > 0');
    expect(buildFilter(testSearchOptions({ lowestPriceExcludesZero: true }), setSort(state, 'highestPrice'), now)).not.toContain('price > 0');
  });
});

describe('refinements', () => {
  const search = testSearchOptions();
  const chosen = setRange(refine(refine(refine(state, 'car_type', ['used']), 'fuel', ['Diesel', 'Petrol']), 'colour', ['Red']), 'price', {
    min: 10000,
    max: 25000,
  });

  it('ORs values within an attribute, ANDs attributes, bounds ranges, path parts included', () => {
    expect(buildFilter(search, chosen, now)).toBe(
      `${visible} AND car_type IN ["used"] AND colour IN ["Red"] AND fuel IN ["Diesel", "Petrol"] AND price >= 10000 AND price <= 25000`,
    );
    expect(buildFilter(search, setRange(state, 'km', { max: 50000 }), now)).toBe(`${visible} AND km <= 50000`);
  });

  it('leaves out attribute names a caller could not have got from a facet', () => {
    const odd = { ...state, refinementList: { 'make) OR (x': ['a'] }, range: { 'price OR 1': { min: 1 } } };
    expect(buildFilter(search, odd, now)).toBe(visible);
  });

  it('quotes values safely', () => {
    expect(quoteFilterValue('Say "hi" \\ bye')).toBe('"Say \\"hi\\" \\\\ bye"');
    expect(buildFilter(search, refine(state, 'badge', ['GX "Special" \\ AND OR']), now)).toContain('badge IN ["GX \\"Special\\" \\\\ AND OR"]');
  });

  it('builds one main query and one count-only query per refined attribute, without its own choice', () => {
    const facets = ['car_type', 'status', 'make', 'fuel', 'colour', 'price'];
    const [main, ...counts] = buildSearchRequests(search, setSort(chosen, 'latest'), facets, now);
    expect(main).toEqual({
      indexUid: 'Car_production',
      q: '',
      filter: buildFilter(search, chosen, now),
      facets,
      hitsPerPage: 21,
      page: 1,
      attributesToRetrieve: [...CAR_HIT_ATTRIBUTES],
      sort: ['created_at:desc'],
    });
    expect(disjunctiveAttributes(chosen, facets)).toEqual(['car_type', 'fuel', 'colour', 'price']);
    expect(counts.map((q) => q.facets)).toEqual([['car_type'], ['fuel'], ['colour'], ['price']]);
    expect(counts.every((q) => q.limit === 0 && q.hitsPerPage === undefined)).toBe(true);
    expect(counts[1]?.filter).toBe(`${visible} AND car_type IN ["used"] AND colour IN ["Red"] AND price >= 10000 AND price <= 25000`);
    expect(counts[3]?.filter).not.toContain('price >=');
  });

  it('leaves the sort out for most relevant, so the index ranking (custom_rank:desc) applies', () => {
    const [main] = buildSearchRequests(search, state, ['make'], now);
    expect(main).not.toHaveProperty('sort');
  });

  it('merges disjunctive counts and stats over the main ones', () => {
    const merged = mergeFacets(
      { facetDistribution: { make: { Toyota: 4 }, fuel: { Diesel: 4 } }, facetStats: { price: { min: 10000, max: 25000 } } },
      [{ facetDistribution: { make: { Toyota: 40, Mazda: 12 } } }, { facetDistribution: { price: {} }, facetStats: { price: { min: 1500, max: 98000 } } }],
      ['make', 'price'],
    );
    expect(merged).toEqual({
      facets: { make: { Toyota: 40, Mazda: 12 }, fuel: { Diesel: 4 }, price: {} },
      facetStats: { price: { min: 1500, max: 98000 } },
    });
  });
});

describe('index settings agree with the requests', () => {
  it('filters, facets and sorts only on attributes the car index makes filterable or sortable', () => {
    const filterable: readonly string[] = CAR_FILTERABLE_ATTRIBUTES;
    const sortable: readonly string[] = CAR_SORTABLE_ATTRIBUTES;
    const search = testSearchOptions({ siteFilter: '', excludeMakes: ['Ferrari'], excludeStockNumbers: ['S1'], lowestPriceExcludesZero: true });
    const everything = [
      { ...state, path: { make: 'Toyota', model: 'HiLux' } },
      { ...state, path: { carType: 'used' as const }, refinementList: { body: ['SUV'], location_name: ['A'], dealership_name: ['B'] } },
      setSort(setRange(state, 'km', { min: 1, max: 2 }), 'lowestPrice'),
      emptySearchState('mostRelevant', { offers: true }),
    ];
    const fields = everything.flatMap((s) => [...buildFilter(search, s, now).matchAll(/([A-Za-z_][\w.]*) (?:NOT IN|IN|!=|>=|<=|=|>|<) /g)].map((m) => m[1]));
    expect(fields.filter((f) => !filterable.includes(f!))).toEqual([]);
    expect(SEARCH_FACETS.filter((f) => !filterable.includes(f))).toEqual([]);
    expect(
      SORT_OPTIONS.flatMap(sortExpression)
        .map((e) => e.split(':')[0]!)
        .filter((f) => !sortable.includes(f)),
    ).toEqual([]);
  });
});
