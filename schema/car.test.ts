import { describe, expect, it } from 'vitest';
import { SEARCH_CUSTOM_RANK_SORT } from './constants.ts';
import { CAR_FILTERABLE_ATTRIBUTES, CAR_SEARCHABLE_ATTRIBUTES, CAR_SORTABLE_ATTRIBUTES, carIndexSettings, carSchema } from './car.ts';
import type { CarInput } from './car.ts';

const minimal: CarInput = {
  id: 1,
  slug: '2021-toyota-hilux-sr5-4x4-abc123',
  year: 2021,
  make: 'Toyota',
  model: 'Hilux',
  car_type: 'used',
  status: 'in_stock',
  price: 45990,
  created_at: '2025-09-20T10:00:00.000Z',
  location: { id: 11, name: 'Harbourside Toyota - Sales', slug: 'harbourside-toyota' },
};

describe('carSchema', () => {
  it('accepts a minimal car and fills defaults', () => {
    const car = carSchema.parse(minimal);
    expect(car.item_type).toBe('car');
    expect(car.reserved).toBe(false);
    expect(car.show_on_dealer_website).toBe(true);
    expect(car.images).toEqual([]);
    expect(car.finance_lenders).toEqual({});
    expect(car.location.distribution_locations).toEqual([]);
  });

  it('accepts null where feeds send null', () => {
    const car = carSchema.parse({ ...minimal, badge: null, km: null, offer_price: null, variant: null, autograb_data: null, sold_date_timestamp: null });
    expect(car.badge).toBeNull();
  });

  it('rejects unknown keys at any depth, so feed typos are caught', () => {
    const result = carSchema.safeParse({ ...minimal, colr: 'Red', location: { ...minimal.location, phnoe: '07' } });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => [i.code, i.path.join('.')]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['unrecognized_keys', ''],
        ['unrecognized_keys', 'location'],
      ]),
    );
  });

  it('checks the closed lists and types', () => {
    const result = carSchema.safeParse({ ...minimal, car_type: 'nearly-new', status: 'gone', item_type: 'boat', year: '2021' });
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['car_type', 'item_type', 'status', 'year']);
  });

  it('takes photos with a thumbnail, or video entries', () => {
    const images = [
      { image: { url: '/media/car/1/1.svg', thumb: { url: '/media/car/1/1.svg?w=200' } } },
      { isVideo: true, url: 'https://www.youtube.com/embed/x' },
    ];
    expect(carSchema.parse({ ...minimal, images }).images).toHaveLength(2);
    expect(carSchema.safeParse({ ...minimal, images: [{ image: { url: '/a.svg' } }] }).success).toBe(false);
  });

  it('keys finance lenders by provider key', () => {
    const lender = { interestRate: 8.99, comparisonRate: 9.5, paymentWeek: 120.5, financeProvider: 'Harbour Finance' };
    expect(carSchema.parse({ ...minimal, finance_lenders: { 'harbour-finance': lender } }).finance_lenders['harbour-finance']?.interestRate).toBe(8.99);
    expect(carSchema.safeParse({ ...minimal, finance_lenders: { 'Not A Key': lender } }).success).toBe(false);
  });

  it('accepts hotspots with positions per spin frame', () => {
    const hotspots = {
      exterior: [{ description: 'LED headlights', anchors: [0, 1], positions: [{ hotspotId: 1, activeAngle: 0, posX: 40, posY: 50 }] }],
      interior: [],
    };
    expect(carSchema.parse({ ...minimal, hotspots }).hotspots?.exterior[0]?.positions[0]?.posX).toBe(40);
    expect(
      carSchema.safeParse({ ...minimal, hotspots: { exterior: [{ description: 'x', positions: [{ hotspotId: 1, activeAngle: 0, posX: 140, posY: 0 }] }] } })
        .success,
    ).toBe(false);
  });
});

describe('carIndexSettings', () => {
  it('filters on every search attribute the spec names', () => {
    const spec = [
      'badge',
      'status',
      'car_type',
      'categories',
      'city',
      'colour',
      'dealership_name',
      'filtered_features',
      'item_type',
      'km',
      'location_name',
      'make',
      'make_model',
      'model',
      'price',
      'subscription_price',
      'price_range',
      'seats',
      'body',
      'drive',
      'fuel',
      'transmission',
      'state',
      'tag',
      'weekly_price_range',
      'year',
      'certified',
    ];
    const visibility = ['sold_date_timestamp', 'show_on_dealer_website', 'location.id', 'dealership_id', 'stocknum', 'id', 'slug', 'reserved'];
    expect(carIndexSettings.filterableAttributes).toEqual(expect.arrayContaining([...spec, ...visibility]));
  });

  it('ranks by the Meilisearch defaults, then custom rank', () => {
    expect(carIndexSettings.rankingRules).toEqual(['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness', SEARCH_CUSTOM_RANK_SORT]);
    expect(carIndexSettings.faceting.maxValuesPerFacet).toBe(200);
    expect(carIndexSettings.pagination.maxTotalHits).toBe(100_000);
  });

  it('names only fields the schema has', () => {
    const fields = new Set([...Object.keys(carSchema.shape), 'location.id']);
    for (const attribute of [...CAR_FILTERABLE_ATTRIBUTES, ...CAR_SORTABLE_ATTRIBUTES, ...CAR_SEARCHABLE_ATTRIBUTES]) expect(fields).toContain(attribute);
  });
});

describe('what a search shows', () => {
  it("shows a result card's fields, none of a private seller's address, market data, the dealer's ranking or provider codes", () => {
    expect(carIndexSettings.displayedAttributes).toContain('price');
    for (const field of ['private_suburb', 'private_postcode', 'autograb_data', 'custom_rank', 'spin_code', 'nvic', 'description', 'vin'])
      expect(carIndexSettings.displayedAttributes).not.toContain(field);
  });
});
