import { describe, expect, it } from 'vitest';
import { filterChips } from './chips.ts';
import type { ChipLabels } from './chips.ts';
import { emptySearchState } from './state.ts';
import type { SearchState } from './state.ts';

const labels: ChipLabels = {
  attribute: (attribute) => ({ make: 'Make', fuel: 'Fuel', price: 'Price', year: 'Year', car_type: 'Car Type' })[attribute] ?? attribute,
  value: (attribute, value) => (attribute === 'car_type' ? value.toUpperCase() : value),
  bound: (attribute, value) => (attribute === 'price' ? `$${value.toLocaleString('en-AU')}` : String(value)),
};
const state = (over: Partial<SearchState>): SearchState => ({ ...emptySearchState('mostRelevant'), ...over });

describe('filter chips', () => {
  it('one chip per chosen value, the path included, and one per range, with their labels', () => {
    const chips = filterChips(
      state({ path: { make: 'Toyota' }, refinementList: { fuel: ['Diesel', 'Hybrid'] }, range: { price: { max: 30000 }, year: { min: 2015, max: 2020 } } }),
      labels,
    );
    expect(chips.map((chip) => chip.label)).toEqual(['Fuel: Diesel', 'Fuel: Hybrid', 'Make: Toyota', 'Price: up to $30,000', 'Year: 2015 – 2020']);
    expect(filterChips(state({ range: { price: { min: 10000 } } }), labels)[0]?.label).toBe('Price: from $10,000');
  });

  it('removing a chip leaves the other choices and goes back to page 1', () => {
    const from = state({ path: { make: 'Toyota' }, page: 3, refinementList: { fuel: ['Diesel', 'Hybrid'] }, range: { price: { max: 30000 } } });
    const [diesel, , make, price] = filterChips(from, labels);
    expect(diesel?.without).toMatchObject({ path: { make: 'Toyota' }, refinementList: { fuel: ['Hybrid'] }, page: 1 });
    expect(make?.without).toMatchObject({ path: {}, refinementList: { fuel: ['Diesel', 'Hybrid'] }, range: { price: { max: 30000 } } });
    expect(price?.without.range).toEqual({});
  });

  it('a car-type path gives a chip per type; removing one keeps the other', () => {
    const chips = filterChips(state({ path: { carType: 'new-and-demo' } }), labels);
    expect(chips.map((chip) => chip.label)).toEqual(['Car Type: NEW', 'Car Type: DEMO']);
    expect(chips[0]?.without.path).toEqual({ carType: 'demo' });
  });

  it('no choices, no chips; the offers page itself is not a chip', () => {
    expect(filterChips(state({ path: { offers: true }, query: 'hilux' }), labels)).toEqual([]);
  });
});
