import { describe, expect, it } from 'vitest';
import { fuelCalculatorVisible, fuelCost, fuelEconomy } from './fuel.ts';

describe('fuelCalculatorVisible', () => {
  it('hides the calculator for electric cars only', () => {
    expect(fuelCalculatorVisible({ fuel: 'Electric' })).toBe(false);
    expect(fuelCalculatorVisible({ simple_fuel: 'electric', fuel: 'Electric Motor' })).toBe(false);
    expect(fuelCalculatorVisible({ fuel: 'Petrol - Electric Hybrid' })).toBe(true);
    expect(fuelCalculatorVisible({ fuel: 'Diesel' })).toBe(true);
    expect(fuelCalculatorVisible({})).toBe(true);
  });

  it('is for cars only: a caravan gets none', () => {
    expect(fuelCalculatorVisible({ item_type: 'car', fuel: 'Diesel' })).toBe(true);
    expect(fuelCalculatorVisible({ item_type: 'caravan' })).toBe(false);
    expect(fuelCalculatorVisible({ item_type: 'motorcycle', fuel: 'Petrol' })).toBe(false);
  });
});

describe('fuelEconomy', () => {
  it('uses the combined figure and defaults to 10 L/100km when unknown', () => {
    expect(fuelEconomy({ variant: { fuelconsumptioncombined: 7.4 } })).toBe(7.4);
    expect(fuelEconomy({ variant: { fuelconsumptioncombined: '6.1' } })).toBe(6.1);
    expect(fuelEconomy({ variant: { fuelconsumptioncombined: 0 } })).toBe(10);
    expect(fuelEconomy({ variant: null })).toBe(10);
  });
});

describe('fuelCost', () => {
  it('costs km per year / 100 × L/100km × price per litre, and a 52nd of that a week', () => {
    // 15,000 km at 10 L/100km is 1,500 L; at $2 a litre $3,000 a year, $57.69 a week.
    expect(fuelCost({ litresPer100km: 10, kmPerYear: 15_000, pricePerLitre: 2 })).toEqual({ perYear: 3000, perWeek: 57.69 });
    expect(fuelCost({ litresPer100km: 7.4, kmPerYear: 20_000, pricePerLitre: 1.95 })).toEqual({ perYear: 2886, perWeek: 55.5 });
  });

  it('counts negative or missing inputs as 0', () => {
    expect(fuelCost({ litresPer100km: 10, kmPerYear: -5, pricePerLitre: 2 })).toEqual({ perYear: 0, perWeek: 0 });
    expect(fuelCost({ litresPer100km: Number.NaN, kmPerYear: 15_000, pricePerLitre: 2 })).toEqual({ perYear: 0, perWeek: 0 });
  });
});
