import { describe, expect, it } from 'vitest';
import { tenantSchema } from '../../schema/tenant.ts';
import type { SiteCar } from './car.ts';
import { carButtons, isAvailable, isValuedCar } from './availability.ts';

const vehicle = (overrides: object = {}) => tenantSchema.shape.vehicle.parse(overrides);
type ButtonCar = Parameters<typeof carButtons>[0];
const car = (overrides: Partial<ButtonCar> = {}): ButtonCar => ({
  status: 'in_stock',
  car_type: 'used',
  price: 24_990,
  images: [{ url: '/media/cars/1.svg' }],
  ...overrides,
});
const eligible = { eligibleForReservation: true };

describe('isAvailable', () => {
  it('counts in_stock and coming_soon as available, sold as not', () => {
    expect(isAvailable({ status: 'in_stock' })).toBe(true);
    expect(isAvailable({ status: 'coming_soon' })).toBe(true);
    expect(isAvailable({ status: 'sold' })).toBe(false);
  });
});

describe('carButtons', () => {
  it('shows Trade-in, Reserve, Favourite and test drive for an available car', () => {
    expect(carButtons(car(), vehicle(), eligible)).toEqual({
      tradeIn: true,
      reserve: true,
      favourite: true,
      testDrive: true,
      historyReport: false,
      findSimilar: false,
      soldMessage: null,
    });
  });

  it('replaces the buttons with SOLD and Find Me Something Similar for a sold car', () => {
    expect(carButtons(car({ status: 'sold' }), vehicle(), eligible)).toEqual({
      tradeIn: false,
      reserve: false,
      favourite: false,
      testDrive: false,
      historyReport: false,
      findSimilar: true,
      soldMessage: 'SOLD',
    });
  });

  it('shows Reserve only for cars eligible for reservation', () => {
    expect(carButtons(car(), vehicle(), { eligibleForReservation: false }).reserve).toBe(false);
  });

  it("hides Reserve but keeps the test drive for cars tagged 'Test Drive Only'", () => {
    const buttons = carButtons(car({ tag: 'Test Drive Only' }), vehicle(), eligible);
    expect(buttons.reserve).toBe(false);
    expect(buttons.testDrive).toBe(true);
  });

  it('hides Reserve on sites without online reservation', () => {
    expect(carButtons(car(), vehicle({ reservation: false }), eligible).reserve).toBe(false);
  });

  it('hides the test drive for coming_soon cars only where the tenant asks', () => {
    const comingSoon = car({ status: 'coming_soon' });
    expect(carButtons(comingSoon, vehicle(), eligible).testDrive).toBe(true);
    expect(carButtons(comingSoon, vehicle({ hideTestDriveWhenComingSoon: true }), eligible).testDrive).toBe(false);
  });

  it('hides Favourite when the site does not store favourites', () => {
    expect(carButtons(car(), vehicle({ favourites: false }), eligible).favourite).toBe(false);
  });

  it('with strict favourites hides Favourite for non-used cars, price 0 or less, or no images', () => {
    const strict = vehicle({ favouritesStrict: true });
    expect(carButtons(car(), strict, eligible).favourite).toBe(true);
    expect(carButtons(car({ car_type: 'new' }), strict, eligible).favourite).toBe(false);
    expect(carButtons(car({ price: 0 }), strict, eligible).favourite).toBe(false);
    expect(carButtons(car({ price: -1 }), strict, eligible).favourite).toBe(false);
    expect(carButtons(car({ images: [] }), strict, eligible).favourite).toBe(false);
  });

  it('shows the history report button only when the car has a file', () => {
    expect(carButtons(car({ file: 'https://reports.example.com/ABC123.pdf' }), vehicle(), eligible).historyReport).toBe(true);
    expect(carButtons(car({ file: '' }), vehicle(), eligible).historyReport).toBe(false);
    expect(carButtons(car({ file: 'https://reports.example.com/ABC123.pdf' }), vehicle({ historyReports: false }), eligible).historyReport).toBe(false);
  });
});

describe('isValuedCar', () => {
  const valued = (overrides: Partial<SiteCar> = {}) => isValuedCar({ status: 'in_stock', price: 201, sold: false, reserved: false, ...overrides });

  it('counts a car priced over 200, in stock, not sold and not reserved', () => {
    expect(valued()).toBe(true);
  });

  it('does not count a car priced at 200 or less', () => {
    expect(valued({ price: 200 })).toBe(false);
    expect(valued({ price: null })).toBe(false);
  });

  it('does not count cars that are coming soon, sold or reserved', () => {
    expect(valued({ status: 'coming_soon' })).toBe(false);
    expect(valued({ sold: true })).toBe(false);
    expect(valued({ reserved: true })).toBe(false);
  });
});
