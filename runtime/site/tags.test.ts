import { describe, expect, it } from 'vitest';
import { tenantSchema } from '../../schema/tenant.ts';
import { conditionLabel, isNewArrival, tagBanner } from './tags.ts';

const vehicle = (overrides: object = {}) => tenantSchema.shape.vehicle.parse(overrides);
const toyotaBadge = vehicle({ certifiedBadge: { make: 'Toyota', image: '/media/badge/toyota-certified.svg' } });
const now = new Date('2025-07-20T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

type BannerCar = Parameters<typeof tagBanner>[0];
const everything: BannerCar = {
  simple_fuel: 'Electric',
  reserved: true,
  certified: true,
  make: 'Toyota',
  status: 'coming_soon',
  sold: false,
  tag: 'Test Drive Only',
  created_at: daysAgo(1),
};

describe('tagBanner priority', () => {
  it('puts the electric fuel label first', () => {
    expect(tagBanner(everything, toyotaBadge, now)).toEqual({ kind: 'fuel', label: 'Electric' });
  });

  it('labels hybrids, including plug-in hybrids, Hybrid', () => {
    expect(tagBanner({ ...everything, simple_fuel: 'Hybrid' }, toyotaBadge, now)).toEqual({ kind: 'fuel', label: 'Hybrid' });
    expect(tagBanner({ ...everything, simple_fuel: 'Plug-in Hybrid Electric' }, toyotaBadge, now)).toEqual({ kind: 'fuel', label: 'Hybrid' });
  });

  it('reads fuel when the simple fuel is missing', () => {
    expect(tagBanner({ ...everything, simple_fuel: null, fuel: 'Petrol - Electric Hybrid' }, toyotaBadge, now)).toEqual({ kind: 'fuel', label: 'Hybrid' });
  });

  const petrol = { ...everything, simple_fuel: 'Petrol' };

  it('then Reserved', () => {
    expect(tagBanner(petrol, toyotaBadge, now)).toEqual({ kind: 'reserved', label: 'Reserved' });
  });

  const unreserved = { ...petrol, reserved: false };

  it('then the certified-used badge for the configured make', () => {
    expect(tagBanner(unreserved, toyotaBadge, now)).toEqual({ kind: 'certified', image: '/media/badge/toyota-certified.svg', make: 'Toyota' });
  });

  it('shows the certified badge only when certified, configured for that make and not sold', () => {
    const tag = { kind: 'tag', label: 'Test Drive Only' };
    expect(tagBanner({ ...unreserved, certified: false }, toyotaBadge, now)).toEqual(tag);
    expect(tagBanner(unreserved, vehicle(), now)).toEqual(tag);
    expect(tagBanner({ ...unreserved, make: 'Mazda' }, toyotaBadge, now)).toEqual(tag);
    expect(tagBanner({ ...unreserved, status: 'sold', sold: true }, toyotaBadge, now)).toEqual(tag);
  });

  const uncertified = { ...unreserved, certified: false };

  it("then the car's own tag", () => {
    expect(tagBanner(uncertified, toyotaBadge, now)).toEqual({ kind: 'tag', label: 'Test Drive Only' });
  });

  it('then COMING SOON', () => {
    expect(tagBanner({ ...uncertified, tag: null }, toyotaBadge, now)).toEqual({ kind: 'comingSoon', label: 'COMING SOON' });
  });

  it('then New Arrival for a car listed within the last 8 days', () => {
    const inStock = { ...uncertified, tag: '', status: 'in_stock' as const };
    expect(tagBanner(inStock, toyotaBadge, now)).toEqual({ kind: 'newArrival', label: 'New Arrival' });
    expect(tagBanner({ ...inStock, created_at: daysAgo(9) }, toyotaBadge, now)).toBeNull();
    expect(tagBanner({ ...inStock, created_at: null }, toyotaBadge, now)).toBeNull();
  });
});

describe('isNewArrival', () => {
  it('includes a car listed exactly 8 days ago and excludes one listed just before', () => {
    expect(isNewArrival({ created_at: daysAgo(8) }, now)).toBe(true);
    expect(isNewArrival({ created_at: new Date(now.getTime() - 8 * 86_400_000 - 1).toISOString() }, now)).toBe(false);
  });
});

describe('conditionLabel', () => {
  it('labels sold cars JUST SOLD, or the tenant wording', () => {
    expect(conditionLabel({ status: 'sold', car_type: 'used' }, vehicle())).toBe('JUST SOLD');
    expect(conditionLabel({ status: 'in_stock', sold: true, car_type: 'used' }, vehicle({ soldTagLabel: 'Just Sold' }))).toBe('Just Sold');
  });

  it('labels new cars New', () => {
    expect(conditionLabel({ status: 'in_stock', car_type: 'new' }, vehicle())).toBe('New');
  });

  it('labels used cars Pre-Owned only where the site uses that label', () => {
    expect(conditionLabel({ status: 'in_stock', car_type: 'used' }, vehicle())).toBeNull();
    expect(conditionLabel({ status: 'in_stock', car_type: 'used' }, vehicle({ preOwnedLabel: true }))).toBe('Pre-Owned');
    expect(conditionLabel({ status: 'in_stock', car_type: 'demo' }, vehicle({ preOwnedLabel: true }))).toBeNull();
  });
});
