import { describe, expect, it } from 'vitest';
import { allMakes, facetLimit, facetList, facetsWithNoCars, makeDropdown } from './facets.ts';
import { requestedFacets } from './requested-facets.ts';
import { testSearchOptions } from './test-tenant.ts';

const search = testSearchOptions();
const values = (list: ReturnType<typeof facetList>) => list.values.map((v) => v.value);
const counts = (n: number, prefix: string) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${String(i).padStart(2, '0')}`, i + 1]));

describe('facet lists', () => {
  it('always asks for car_type and status', () => {
    expect(requestedFacets(testSearchOptions({ facets: ['make', 'price'] }))).toEqual(['make', 'price', 'car_type', 'status']);
  });

  it('orders car types new, demo, used', () => {
    expect(values(facetList('car_type', { used: 90, new: 5, demo: 20 }, [], search))).toEqual(['new', 'demo', 'used']);
  });

  it('hides the certified value false', () => {
    expect(values(facetList('certified', { true: 3, false: 80 }, [], search))).toEqual(['true']);
  });

  it('shows 7 makes, popular makes first, then a Show all makes toggle', () => {
    const makes = { Audi: 2, BMW: 9, Kia: 9, Mazda: 30, Toyota: 50, Ford: 12, Holden: 1, Isuzu: 4, Jeep: 3 };
    const list = facetList('make', makes, ['Holden'], testSearchOptions({ popularMakes: ['Ford', 'Kia'] }));
    expect(values(list)).toEqual(['Ford', 'Kia', 'Toyota', 'Mazda', 'BMW', 'Isuzu', 'Jeep']);
    expect(list.toggleLabel).toBe('Show all makes');
    const all = facetList('make', makes, ['Holden'], search, true);
    expect(all.values).toHaveLength(9);
    expect(all.values.find((v) => v.value === 'Holden')).toEqual({ value: 'Holden', count: 1, refined: true });
    expect(all.toggleLabel).toBe('Show fewer makes');
    expect(facetList('make', { Audi: 2, BMW: 9 }, [], search).toggleLabel).toBeNull();
  });

  it('sorts bodies by count descending then name descending, the first 4 then Show all body types', () => {
    const bodies = { Sedan: 10, SUV: 10, Ute: 7, Hatch: 3, Wagon: 3, Van: 1 };
    const list = facetList('body', bodies, [], search);
    expect(values(list)).toEqual(['SUV', 'Sedan', 'Ute', 'Wagon']);
    expect(list.toggleLabel).toBe('Show all body types');
    const all = facetList('body', bodies, [], search, true);
    expect(values(all)).toEqual(['SUV', 'Sedan', 'Ute', 'Wagon', 'Hatch', 'Van']);
    expect(all.toggleLabel).toBe('Show fewer body types');
    expect(facetList('body', { SUV: 3, Ute: 2 }, [], search).toggleLabel).toBeNull();
  });

  it('lists every body type once opened, past 20 with custom bodies too', () => {
    const custom = testSearchOptions({ customBodies: true });
    expect(facetList('body', counts(25, 'b'), [], custom).values).toHaveLength(20);
    expect(facetList('body', counts(25, 'b'), [], custom, true).values).toHaveLength(25);
    expect(facetList('body', counts(250, 'b'), [], search, true).values).toHaveLength(250);
  });

  it('limits make-model to 30, city to 20, dealership to 40', () => {
    expect([facetLimit('make_model'), facetLimit('city'), facetLimit('dealership_name')]).toEqual([30, 20, 40]);
    expect(facetList('city', counts(25, 'c'), [], search).values).toHaveLength(20);
    expect(facetList('dealership_name', counts(45, 'd'), [], search).values).toHaveLength(40);
  });

  it('orders other facets by count then name, keeping chosen values counted 0', () => {
    expect(facetList('fuel', { Petrol: 5, Diesel: 5, Electric: 9 }, ['Hydrogen'], search).values).toEqual([
      { value: 'Electric', count: 9, refined: false },
      { value: 'Diesel', count: 5, refined: false },
      { value: 'Petrol', count: 5, refined: false },
      { value: 'Hydrogen', count: 0, refined: true },
    ]);
  });
});

describe('an answer with no cars', () => {
  it('keeps the values and slider ends of the last answer with cars, counted 0 unless another value of a chosen attribute has cars', () => {
    const lastWithCars = {
      facets: { make: { Toyota: 40, Mazda: 12 }, fuel: { Petrol: 30, Diesel: 22 }, car_type: { used: 52 } },
      facetStats: { price: { min: 9990, max: 89_990 }, year: { min: 2012, max: 2025 } },
    };
    const none = { facets: { make: { Toyota: 3, Kia: 1 }, fuel: {}, status: {} }, facetStats: { year: { min: 2018, max: 2024 } } };
    expect(facetsWithNoCars(none, lastWithCars)).toEqual({
      facets: { make: { Toyota: 3, Mazda: 0, Kia: 1 }, fuel: { Petrol: 0, Diesel: 0 }, car_type: { used: 0 }, status: {} },
      facetStats: { price: { min: 9990, max: 89_990 }, year: { min: 2018, max: 2024 } },
    });
  });
});

describe('make dropdown', () => {
  it('splits popular from all makes once there are more than 20', () => {
    const many = counts(25, 'm');
    const dropdown = makeDropdown(many, search);
    expect(dropdown.popular).toHaveLength(20);
    expect(dropdown.popular[0]).toBe('m24');
    expect(dropdown.all).toHaveLength(25);
    expect(dropdown.all[0]).toBe('m00');
    expect(makeDropdown(many, testSearchOptions({ popularMakes: ['m03', 'Nope'] })).popular).toEqual(['m03']);
    expect(makeDropdown(counts(20, 'm'), search).popular).toEqual([]);
  });

  it('opens the full make list as popular makes (top 20 by count) then every make by name', () => {
    const many = counts(25, 'm');
    const groups = allMakes(many, ['Zed'], search);
    expect(groups.map((g) => g.label)).toEqual(['Popular makes', 'All makes']);
    expect(groups[0]!.values.map((v) => v.value)).toEqual(Array.from({ length: 20 }, (_, i) => `m${String(24 - i).padStart(2, '0')}`));
    expect(groups[1]!.values.map((v) => v.value)).toEqual([...Object.keys(many), 'Zed']);
    expect(groups[1]!.values.at(-1)).toEqual({ value: 'Zed', count: 0, refined: true });
    expect(groups[1]!.values[3]).toEqual({ value: 'm03', count: 4, refined: false });
  });

  it('lists 20 makes or fewer by name alone', () => {
    expect(allMakes({ Mazda: 3, Audi: 1, Toyota: 9 }, [], search)).toEqual([
      {
        label: 'All makes',
        values: [
          { value: 'Audi', count: 1, refined: false },
          { value: 'Mazda', count: 3, refined: false },
          { value: 'Toyota', count: 9, refined: false },
        ],
      },
    ]);
  });
});
