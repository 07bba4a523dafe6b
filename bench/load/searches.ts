/**
 * The searches shoppers make, built by the sites' own request builder (`carSearchRequest`) so the
 * load is the multi-search a results page really sends: the default list, car types, makes and
 * models from the stock, price and km ranges, later pages, every sort, typed queries, and the
 * count-only queries a refinement adds for disjunctive facets.
 */
import { carSearchRequest } from '../../runtime/search/client.ts';
import { siteSearchOptions } from '../../runtime/search/filters.ts';
import { emptySearchState, setPage, setQuery, setRange, setSort, toggleRefinement } from '../../runtime/search/state.ts';
import { encodeSearchUrl, pathVocabulary, searchRoutes } from '../../runtime/search/url-state.ts';
import { knownValues } from '../../runtime/search/vocabulary.ts';
import type { SearchState } from '../../runtime/search/state.ts';
import type { Tenant } from '../../schema/tenant.ts';

export interface MakeModel {
  make: string;
  model: string;
}

export function shopperStates(tenant: Tenant, stock: readonly MakeModel[]): SearchState[] {
  const sortOptions = tenant.search.sortOptions;
  const base = emptySearchState(sortOptions[0]!);
  const states: SearchState[] = [base, setPage(base, 2), setPage(base, 3)];
  for (const carType of ['new', 'used', 'demo'] as const) states.push(emptySearchState(base.sortBy, { carType }));
  for (const sortBy of sortOptions) states.push(setSort(base, sortBy));
  for (const { make, model } of stock.slice(0, 12)) {
    const byMake = emptySearchState(base.sortBy, { make });
    states.push(byMake, emptySearchState(base.sortBy, { make, model }), setRange(byMake, 'price', { min: 20_000, max: 60_000 }));
  }
  for (const [min, max] of [
    [0, 30_000],
    [30_000, 60_000],
    [60_000, 100_000],
  ] as const)
    states.push(setRange(base, 'price', { min, max }));
  states.push(setRange(base, 'km', { max: 50_000 }), toggleRefinement(toggleRefinement(base, 'body', 'SUV'), 'body', 'Ute'));
  states.push(toggleRefinement(setRange(emptySearchState(base.sortBy, { carType: 'used' }), 'year', { min: 2020 }), 'fuel', 'Diesel'));
  for (const query of ['suv', 'automatic', stock[0]?.model ?? 'hatch', `${stock[1]?.make ?? ''} ${stock[1]?.model ?? ''}`.trim()])
    states.push(setQuery(base, query));
  return states;
}

/** Each state as the multi-search body a results page posts to `/meili/multi-search`. */
export function shopperSearchBodies(tenant: Tenant, stock: readonly MakeModel[], now = new Date()): string[] {
  return bodies(tenant, shopperStates(tenant, stock), now);
}

/**
 * `count` different search states: the shoppers' searches, each over a sliding $40,000 price band,
 * so a run that cycles through more of them than the server caches never repeats a cached one.
 */
function distinctStates(tenant: Tenant, stock: readonly MakeModel[], count: number): SearchState[] {
  const states = shopperStates(tenant, stock);
  return Array.from({ length: count }, (_, i) =>
    setRange(states[i % states.length]!, 'price', { min: 100 * Math.floor(i / states.length), max: 40_000 + 100 * Math.floor(i / states.length) }),
  );
}

export function distinctSearchBodies(tenant: Tenant, stock: readonly MakeModel[], count: number, now = new Date()): string[] {
  return bodies(tenant, distinctStates(tenant, stock, count), now);
}

/** The results pages' URLs of the shoppers' searches (`count` given: that many different ones), as their links give them. */
export function searchPageUrls(tenant: Tenant, stock: readonly MakeModel[], count?: number): string[] {
  const routes = searchRoutes(tenant.search, pathVocabulary(tenant, knownValues(undefined)));
  return (count === undefined ? shopperStates(tenant, stock) : distinctStates(tenant, stock, count)).map((state) => encodeSearchUrl(state, routes));
}

function bodies(tenant: Tenant, states: readonly SearchState[], now: Date): string[] {
  const options = siteSearchOptions(tenant);
  return states.map((state) => JSON.stringify({ queries: carSearchRequest(options, state, now).queries }));
}
