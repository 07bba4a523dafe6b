import { describe, expect, it } from 'vitest';
import { carSchema } from '../../schema/car.ts';
import type { CarInput } from '../../schema/car.ts';
import { withSearchFields } from './search-fields.ts';

const car = (fields: Partial<CarInput>) =>
  withSearchFields(
    carSchema.parse({
      id: 1,
      slug: '2021-toyota-hilux-sr5-4x4-abc123',
      year: 2021,
      make: 'Toyota',
      model: 'Hilux',
      car_type: 'used',
      status: 'in_stock',
      price: 36_990,
      created_at: '2025-09-20T10:00:00.000Z',
      location: { id: 11, name: 'Harbourside Toyota - Sales', slug: 'harbourside-toyota' },
      ...fields,
    }),
  );

describe('withSearchFields', () => {
  it('sorts a car by the price its card shows: an offer price above 10, else the price, else 0', () => {
    expect(car({ offer_price: 35_990 }).display_price).toBe(35_990);
    expect(car({ offer_price: 10 }).display_price).toBe(36_990);
    expect(car({}).display_price).toBe(36_990);
    expect(car({ price: 0 }).display_price).toBe(0);
  });

  it('works display_price out whatever a feed sent, so the sort cannot disagree with the card', () => {
    expect(car({ offer_price: 35_990, display_price: 99_999 }).display_price).toBe(35_990);
  });

  it('still keeps the derived fields a feed sent', () => {
    expect(car({ price_range: 'custom' }).price_range).toBe('custom');
    expect(car({}).price_range).toBe('30000-39999');
  });
});
