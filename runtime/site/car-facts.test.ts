import { describe, expect, it } from 'vitest';
import type { Car } from '../../schema/car.ts';
import {
  allSpecifications,
  carDetails,
  carFeatures,
  carName,
  caravanSpecs,
  carSubtitle,
  carTitle,
  firstItems,
  keyInformation,
  sidebarIcons,
} from './car-facts.ts';

const car = {
  year: 2021,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'SX',
  series: 'null',
  km: 45210,
  simple_transmission: 'Automatic',
  simple_body: 'Hatch',
  trans: '10 Speed CVT',
  body: 'Hatchback',
  fuel: '',
  stocknum: 'TU1',
  vin: null,
  rego_expiry: '2026-03-05',
  car_type: 'used',
  location: { name: 'Harbourside Toyota' },
  features: [' Reversing camera ', 'null', '', 'Apple CarPlay'],
  standardEquipment: ['ignored'],
  variant: { cylinders: 4, enginesize_litres: 2, torque: null, fuelconsumptioncombined: 6.5, ancaprating: 5 },
} as unknown as Car;

describe('car facts', () => {
  it('titles the car by year, make and model, with badge and series (null dropped) under it', () => {
    expect(carTitle(car)).toBe('2021 Toyota Corolla');
    expect(carSubtitle(car)).toBe('SX');
    expect(carName(car)).toBe('2021 Toyota Corolla SX');
    expect(carName({ ...car, name: 'Named car' })).toBe('Named car');
  });
  it('shows the three icons and drops empty, null and "null" values from every list', () => {
    expect(sidebarIcons(car)).toEqual([
      { label: 'Kms', value: '45,210 km' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Body', value: 'Hatch' },
    ]);
    expect(keyInformation(car).map((s) => s.label)).toEqual(['Odometer', 'Transmission', 'Body']);
    expect(carDetails(car)).toEqual(
      expect.arrayContaining([
        { label: 'Stock No.', value: 'TU1' },
        { label: 'Rego Expiry', value: '05/03/2026' },
      ]),
    );
    expect(carDetails(car).some((s) => s.label === 'VIN')).toBe(false);
  });
  it("lists the car's features, else its standard equipment", () => {
    expect(carFeatures(car)).toEqual(['Reversing camera', 'Apple CarPlay']);
    expect(carFeatures({ ...car, features: [] })).toEqual(['ignored']);
  });
  it('groups all specifications, leaving out empty groups', () => {
    expect(allSpecifications(car)).toEqual([
      {
        title: 'Engine',
        specs: [
          { label: 'Cylinders', value: 4 },
          { label: 'Engine Size', value: '2.0L' },
        ],
      },
      { title: 'Fuel', specs: [{ label: 'Fuel Consumption (combined)', value: '6.5 L/100km' }] },
      { title: 'Body and Safety', specs: [{ label: 'ANCAP Rating', value: '5 stars' }] },
    ]);
  });
  it('has caravan specifications only for caravans', () => {
    expect(caravanSpecs(car)).toEqual([]);
    expect(caravanSpecs({ ...car, item_type: 'caravan', sleeps: 4, tare_weight: 1850 })).toEqual([
      { label: 'Tare Weight', value: '1,850 kg' },
      { label: 'Sleeps', value: 4 },
    ]);
  });
  it('shows 8 items (or 4 specs) until expanded', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(firstItems(items, 8, false)).toEqual({ shown: items.slice(0, 8), hidden: 2 });
    expect(firstItems(items, 8, true)).toEqual({ shown: items, hidden: 0 });
    expect(firstItems(items.slice(0, 4), 4, false).hidden).toBe(0);
  });
});
