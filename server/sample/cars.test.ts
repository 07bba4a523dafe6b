import { beforeAll, describe, expect, it } from 'vitest';
import { priceDisplay } from '../../runtime/finance/price.ts';
import { carSchema } from '../../schema/car.ts';
import { NO_PRICE_TEXT } from '../../schema/constants.ts';
import type { Car } from '../../schema/car.ts';
import { sampleTenant, sampleTenantSlugs } from '../../schema/sample-tenants.fixture.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { CAR_MAKES } from './catalogue.ts';
import { SCRIPT_COMMENT_INDEXES } from './comments.ts';
import { SAMPLE_BASE_DATE, sampleStock } from './cars.ts';

const DAY = 86_400;
const base = Date.parse(SAMPLE_BASE_DATE) / 1000;
let tenants: Tenant[];
let cars: Car[];

beforeAll(() => {
  tenants = sampleTenantSlugs().map(sampleTenant);
  cars = sampleStock({ count: 2000, seed: 1, tenants });
});

const share = (predicate: (car: Car) => boolean) => cars.filter(predicate).length / cars.length;

describe('sampleStock', () => {
  it('makes 2,000 cars that all pass the car schema', () => {
    expect(cars).toHaveLength(2000);
    const failures = cars.flatMap((car) => {
      const result = carSchema.safeParse(car);
      return result.success ? [] : [{ id: car.id, issues: result.error.issues.slice(0, 3) }];
    });
    expect(failures).toEqual([]);
  });

  it('is byte-identical for the same inputs and differs by seed', () => {
    const again = sampleStock({ count: 2000, seed: 1, tenants });
    expect(JSON.stringify(again)).toBe(JSON.stringify(cars));
    expect(JSON.stringify(sampleStock({ count: 50, seed: 2, tenants }))).not.toBe(JSON.stringify(cars.slice(0, 50)));
  });

  it('gives unique ids, slugs and stock numbers, slugs like 2021-toyota-hilux-sr5-4x4-abc123', () => {
    for (const key of ['id', 'slug', 'stocknum'] as const) expect(new Set(cars.map((c) => c[key])).size).toBe(cars.length);
    for (const car of cars) expect(car.slug).toMatch(new RegExp(`^${car.year}-[a-z0-9-]+-[a-z0-9]{6}$`));
    const hilux = cars.find((c) => c.model === 'Hilux' && c.drive === '4x4');
    expect(hilux?.slug).toMatch(/^\d{4}-toyota-hilux-[a-z0-9-]+-4x4-[a-z0-9]{6}$/);
  });

  it('covers many makes with their real models', () => {
    expect(new Set(cars.map((c) => c.make)).size).toBeGreaterThanOrEqual(20);
    const models = new Map(CAR_MAKES.map((m) => [m.make, m.models.map((model) => model.model)]));
    for (const car of cars.filter((c) => c.item_type === 'car')) expect(models.get(car.make)).toContain(car.model);
    expect(cars.every((c) => c.make_model === `${c.make} ${c.model}`)).toBe(true);
  });

  it('weights car types by each tenant and keeps franchised new stock to its make', () => {
    const redgum = new Set(tenants.find((t) => t.slug === 'redgum-used-cars')?.locations.map((l) => l.id));
    const atRedgum = cars.filter((c) => redgum.has(c.location.id));
    expect(atRedgum.length).toBeGreaterThan(0);
    expect(atRedgum.every((c) => c.car_type === 'used')).toBe(true);
    for (const car of cars.filter((c) => c.location.id === 11 && c.car_type !== 'used')) expect(car.make).toBe('Toyota');
    for (const car of cars.filter((c) => c.location.id === 41 && c.car_type !== 'used')) expect(car.make).toBe('Kia');
    expect(share((c) => c.car_type === 'new')).toBeGreaterThan(0.25);
    expect(share((c) => c.car_type === 'demo')).toBeGreaterThan(0.05);
  });

  it('puts cars only at sales locations, with the dealership of that location', () => {
    expect(new Set(cars.map((c) => c.location.id))).toEqual(new Set([11, 13, 14, 21, 31, 41]));
    const mazda = cars.find((c) => c.location.id === 13);
    expect(mazda).toMatchObject({
      dealership_id: 2,
      dealership_slug: 'harbourside-mazda',
      dealership_name: 'Harbourside Mazda',
      location_name: 'Harbourside Mazda',
      city: 'Gold Coast',
      state: 'QLD',
    });
    expect(cars.find((c) => c.location.id === 11)?.location.distribution_locations).toEqual([12]);
  });

  it('sets statuses, sold dates within 10 days, reserved, test-drive-only and certified cars', () => {
    expect(share((c) => c.status === 'in_stock')).toBeGreaterThan(0.75);
    expect(share((c) => c.status === 'coming_soon')).toBeGreaterThan(0.03);
    const sold = cars.filter((c) => c.status === 'sold');
    expect(sold.length).toBeGreaterThan(50);
    for (const car of sold) {
      expect(car.sold).toBe(true);
      expect(car.sold_date_timestamp).toBeGreaterThanOrEqual(base - 10 * DAY);
      expect(car.sold_date_timestamp).toBeLessThanOrEqual(base);
      expect(Date.parse(car.created_at) / 1000).toBeLessThan(car.sold_date_timestamp ?? 0);
    }
    expect(cars.some((c) => c.reserved)).toBe(true);
    expect(cars.some((c) => c.tag === 'Test Drive Only')).toBe(true);
    expect(cars.filter((c) => c.certified).every((c) => c.car_type === 'used')).toBe(true);
    expect(cars.some((c) => c.certified)).toBe(true);
  });

  it('spreads creation over 60 days before the base date, some within 8 days', () => {
    const ages = cars.map((c) => (base - Date.parse(c.created_at) / 1000) / DAY);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(ages.filter((a) => a <= 8).length).toBeGreaterThan(100);
  });

  it('prices by type and age, with km growing with age', () => {
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const used = cars.filter((c) => c.car_type === 'used' && c.item_type === 'car');
    const young = used.filter((c) => c.year >= 2022);
    const old = used.filter((c) => c.year <= 2016);
    expect(median(young.map((c) => c.price))).toBeGreaterThan(median(old.map((c) => c.price)));
    expect(median(old.map((c) => c.km ?? 0))).toBeGreaterThan(median(young.map((c) => c.km ?? 0)));
    expect(cars.filter((c) => c.car_type === 'new').every((c) => (c.km ?? 0) <= 50)).toBe(true);
    expect(cars.filter((c) => c.price > 0).every((c) => c.price % 1000 === 990)).toBe(true);
  });

  it("carries the card's outright price as display_price, so the price sorts order by what the cards show", () => {
    const outright = { subscriptions: false, texts: { noPrice: NO_PRICE_TEXT } };
    for (const car of cars) {
      const shown = priceDisplay(car, outright);
      expect([car.id, car.display_price]).toEqual([car.id, shown.kind === 'price' ? shown.amount : 0]);
    }
    expect(cars.some((car) => car.display_price !== car.price && car.display_price! > 0)).toBe(true);
  });

  it('includes electric and hybrid cars and caravans for the caravan tenant', () => {
    expect(cars.some((c) => c.fuel === 'Electric' && c.categories.includes('Electric'))).toBe(true);
    expect(cars.some((c) => c.fuel === 'Hybrid')).toBe(true);
    const caravans = cars.filter((c) => c.item_type === 'caravan');
    expect(caravans.length).toBeGreaterThan(0);
    for (const caravan of caravans) {
      expect(caravan.location.id).toBe(31);
      expect(caravan.sleeps).toBeGreaterThan(0);
      expect(caravan.tare_weight).toBeLessThan(caravan.aggregate_trailer_mass ?? 0);
    }
  });

  it('gives dealer comments of every kind, including known script payloads', () => {
    const comments = cars.map((c) => c.dealercomments);
    expect(comments.some((c) => !c)).toBe(true);
    expect(comments.some((c) => (c?.length ?? 0) > 400 && !c?.includes('<'))).toBe(true);
    expect(comments.some((c) => c?.includes('<p><strong>'))).toBe(true);
    const scripted = cars.filter((c) => c.dealercomments?.includes('<script>'));
    expect(scripted.map((c) => c.id - cars[0]!.id)).toEqual(SCRIPT_COMMENT_INDEXES.filter((i) => i < cars.length));
  });

  it('keys finance lenders by the tenant provider and adds market prices and quotes', () => {
    const harbour = cars.filter((c) => [11, 13, 14].includes(c.location.id) && c.price > 500);
    expect(harbour.filter((c) => c.finance_lenders['harbour-finance']).length / harbour.length).toBeGreaterThan(0.7);
    expect(cars.filter((c) => c.location.id === 31).every((c) => Object.keys(c.finance_lenders).length === 0)).toBe(true);
    const lender = harbour.map((c) => c.finance_lenders['harbour-finance']).find((l) => l?.comparisonRate != null);
    expect(lender?.paymentMonth).toBeGreaterThan(lender?.paymentWeek ?? Infinity);
    expect(cars.some((c) => c.youxQuote)).toBe(true);
    const priced = cars.filter((c) => c.autograb_data);
    expect(priced.length).toBeGreaterThan(100);
    for (const car of priced) expect(Math.abs((car.autograb_data?.average_market_price ?? 0) / car.price - 1)).toBeLessThan(0.2);
  });

  it('points media at generated images: 8 to 20 photos, 36-frame spins, interiors and hotspots, and no video', () => {
    for (const car of cars) {
      const photos = car.images.filter((i) => 'image' in i);
      expect(photos.length).toBeGreaterThanOrEqual(8);
      expect(photos.length).toBeLessThanOrEqual(20);
      expect(car.primary_image_url).toBe(`/media/car/${car.id}/1.png`);
      expect(car.spin_images.length === 0 || car.spin_images.length === 36).toBe(true);
    }
    const spun = cars.find((c) => c.spin_images.length === 36);
    expect(spun?.spin_images[35]).toBe(`/media/spin/${spun?.id}/35.png`);
    expect(spun?.spin_interior_image).toBe(`/media/interior/${spun?.id}.png`);
    expect(spun?.hotspots?.exterior.length).toBeGreaterThan(0);
    // No invented video: a made-up YouTube id plays as "Video unavailable".
    expect(cars.filter((c) => c.video_url !== null || c.external_video_url !== null || c.images.some((i) => 'isVideo' in i))).toEqual([]);
    expect(cars.some((c) => c.file?.startsWith('/media/report/'))).toBe(true);
  });

  it("gives caravans their photos but no car's spin, hotspots or cabin", () => {
    const caravans = cars.filter((c) => c.item_type === 'caravan');
    expect(caravans.length).toBeGreaterThan(10);
    for (const caravan of caravans) {
      expect(caravan.images.length).toBeGreaterThanOrEqual(8);
      expect([caravan.spin_images.length, caravan.spin_code, caravan.spin_interior_image, caravan.hotspots]).toEqual([0, null, null, null]);
    }
  });
});
