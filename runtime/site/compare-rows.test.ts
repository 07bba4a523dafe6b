import { describe, expect, it } from 'vitest';
import type { FactsCar } from './car-facts.ts';
import { compareRows, valuesDiffer } from './compare-rows.ts';

describe('the compare table', () => {
  const hilux: FactsCar = {
    year: 2021,
    make: 'Toyota',
    model: 'Hilux',
    km: 45210,
    simple_body: 'Ute',
    fuel: 'Diesel',
    simple_transmission: 'Automatic',
    engine_size_litres: 2.8,
    seats: 5,
    colour: null,
    location: { id: 1, name: 'Gold Coast', slug: 'gold-coast', distribution_locations: [] },
  };
  const ranger: FactsCar = { ...hilux, make: 'Ford', model: 'Ranger', km: 12000, engine_size_litres: 2.0, location: { ...hilux.location!, name: 'Brisbane' } };

  it('marks a row whose values differ, a missing value counting as one', () => {
    expect(valuesDiffer(['Diesel', 'diesel '])).toBe(false);
    expect(valuesDiffer(['Diesel', null])).toBe(true);
    expect(valuesDiffer([null, undefined])).toBe(false);
    expect(valuesDiffer(['Diesel'])).toBe(false);
  });

  it('lists the facts in order, with each car in its column, and leaves out rows no car has', () => {
    const rows = compareRows([hilux, ranger]);
    expect(rows.map((row) => row.label)).toEqual(['Year', 'Kms', 'Body', 'Fuel', 'Transmission', 'Engine', 'Seats', 'Location']);
    const row = (label: string) => rows.find((r) => r.label === label)!;
    expect(row('Kms')).toEqual({ label: 'Kms', values: ['45,210 km', '12,000 km'], differs: true });
    expect(row('Engine').values).toEqual(['2.8L', '2.0L']);
    expect(row('Year')).toMatchObject({ values: ['2021', '2021'], differs: false });
    expect(row('Location')).toMatchObject({ values: ['Gold Coast', 'Brisbane'], differs: true });
  });

  it('compares the key specs of the model where the cars have them', () => {
    const rows = compareRows([
      { ...hilux, variant: { fuelconsumptioncombined: 7.9, towingcapacitybraked: 3500, ancaprating: 5 } as FactsCar['variant'] },
      { ...ranger, variant: { fuelconsumptioncombined: 7.9, towingcapacitybraked: null, ancaprating: 5 } as FactsCar['variant'] },
    ]);
    const row = (label: string) => rows.find((r) => r.label === label)!;
    expect(row('Fuel economy')).toMatchObject({ values: ['7.9 L/100km', '7.9 L/100km'], differs: false });
    expect(row('Towing (braked)')).toMatchObject({ values: ['3,500 kg', null], differs: true });
    expect(row('ANCAP rating').values).toEqual(['5 stars', '5 stars']);
  });
});
