import { describe, expect, it } from 'vitest';
import {
  carTypePathFor,
  clearRefinements,
  emptySearchState,
  hasRefinements,
  refine,
  selectedValues,
  setPage,
  setQuery,
  setRange,
  setSort,
  toggleRefinement,
} from './state.ts';
import type { SearchState } from './state.ts';

const base = (over: Partial<SearchState> = {}): SearchState => ({ ...emptySearchState('mostRelevant'), ...over });

describe('refinement changes reset the page', () => {
  const onPage3 = base({ page: 3 });
  it.each([
    ['refine', refine(onPage3, 'fuel', ['Diesel'])],
    ['toggleRefinement', toggleRefinement(onPage3, 'colour', 'Red')],
    ['setRange', setRange(onPage3, 'price', { min: 5000 })],
    ['setQuery', setQuery(onPage3, 'ranger')],
    ['setSort', setSort(onPage3, 'latest')],
    ['clearRefinements', clearRefinements(onPage3)],
  ])('%s goes back to page 1', (_name, next) => {
    expect(next.page).toBe(1);
  });

  it('setPage keeps whole pages from 1', () => {
    expect(setPage(base(), 4).page).toBe(4);
    expect(setPage(base(), 0).page).toBe(1);
    expect(setPage(base(), 2.5).page).toBe(1);
  });
});

describe('choosing a car type changes the path', () => {
  it.each([
    [['used'], 'used'],
    [['new'], 'new'],
    [['demo'], 'demo'],
    [['demo', 'new'], 'new-and-demo'],
  ] as const)('%j → %s', (types, form) => {
    const next = refine(base(), 'car_type', types);
    expect(next.path).toEqual({ carType: form });
    expect(next.refinementList).toEqual({});
  });

  it('all three car types, or none, is the default path', () => {
    expect(carTypePathFor(['new', 'demo', 'used'])).toBeNull();
    expect(refine(base({ path: { carType: 'used' } }), 'car_type', []).path).toEqual({});
  });

  it('a pair with no path form stays query state', () => {
    const next = toggleRefinement(base({ path: { carType: 'used' } }), 'car_type', 'new');
    expect(next.path).toEqual({});
    expect(next.refinementList).toEqual({ car_type: ['used', 'new'] });
    expect(toggleRefinement(next, 'car_type', 'used').path).toEqual({ carType: 'new' });
  });

  it('keeps a make that was in the path as a refinement', () => {
    const next = refine(base({ path: { make: 'Toyota', model: 'HiLux' } }), 'car_type', ['used']);
    expect(next.path).toEqual({ carType: 'used' });
    expect(next.refinementList).toEqual({ make: ['Toyota'], model: ['HiLux'] });
  });
});

describe('choosing a make or a make with model changes the path', () => {
  it('one make goes to the path, keeping the car type as a refinement', () => {
    const next = toggleRefinement(base({ path: { carType: 'used' } }), 'make', 'Toyota');
    expect(next.path).toEqual({ make: 'Toyota' });
    expect(next.refinementList).toEqual({ car_type: ['used'] });
    expect(selectedValues(next, 'car_type')).toEqual(['used']);
  });

  it('a second make moves both to the query and drops the model', () => {
    const next = toggleRefinement(base({ path: { make: 'Toyota', model: 'HiLux' } }), 'make', 'Mazda');
    expect(next.path).toEqual({});
    expect(next.refinementList).toEqual({ make: ['Toyota', 'Mazda'] });
  });

  it('one model of the path make joins the path; a different make drops it', () => {
    const withModel = toggleRefinement(base({ path: { make: 'Toyota' } }), 'model', 'HiLux');
    expect(withModel.path).toEqual({ make: 'Toyota', model: 'HiLux' });
    expect(refine(withModel, 'make', ['Mazda']).path).toEqual({ make: 'Mazda' });
    expect(refine(withModel, 'make', ['Mazda']).refinementList).toEqual({});
    expect(toggleRefinement(withModel, 'model', 'HiLux').path).toEqual({ make: 'Toyota' });
  });

  it('a body, location or dealership path stays applied as a refinement', () => {
    expect(refine(base({ path: { body: 'SUV' } }), 'make', ['Kia'])).toMatchObject({ path: { make: 'Kia' }, refinementList: { body: ['SUV'] } });
    expect(refine(base({ path: { location: 'Harbourside Toyota' } }), 'car_type', ['new']).refinementList).toEqual({ location_name: ['Harbourside Toyota'] });
    expect(refine(base({ path: { dealership: 'Parkway Motors' } }), 'make', ['Kia']).refinementList).toEqual({ dealership_name: ['Parkway Motors'] });
  });

  it('other facets leave the path alone, and toggling a path value off removes it', () => {
    expect(toggleRefinement(base({ path: { body: 'SUV' } }), 'fuel', 'Diesel').path).toEqual({ body: 'SUV' });
    expect(toggleRefinement(base({ path: { body: 'SUV' } }), 'body', 'SUV')).toMatchObject({ path: {}, refinementList: {} });
    expect(toggleRefinement(base({ path: { body: 'SUV' } }), 'body', 'Ute')).toMatchObject({ path: {}, refinementList: { body: ['SUV', 'Ute'] } });
  });

  it('on the special-offers page every choice is query state', () => {
    const next = refine(base({ path: { offers: true } }), 'make', ['Kia']);
    expect(next.path).toEqual({ offers: true });
    expect(next.refinementList).toEqual({ make: ['Kia'] });
  });
});

describe('ranges and clearing', () => {
  it('an empty range removes the attribute', () => {
    const ranged = setRange(base(), 'price', { min: 5000, max: 20000 });
    expect(ranged.range).toEqual({ price: { min: 5000, max: 20000 } });
    expect(setRange(ranged, 'price', {}).range).toEqual({});
  });

  it('clearRefinements keeps the query, the sort and the offers page', () => {
    const busy = base({ path: { offers: true }, query: 'ute', sortBy: 'latest', refinementList: { make: ['Kia'] }, range: { km: { max: 1 } } });
    expect(clearRefinements(busy)).toEqual(base({ path: { offers: true }, query: 'ute', sortBy: 'latest' }));
    expect(hasRefinements(clearRefinements(busy))).toBe(false);
    expect(clearRefinements(base({ path: { make: 'Kia' } })).path).toEqual({});
  });
});
