import type { MultiSearchQuery, FacetDistribution, FacetStats } from 'meilisearch';
import type { Tenant } from '../../schema/tenant.ts';
import { stockVisibilityFilter } from '../site/stock-visibility.ts';
import { sortExpression } from './sort.ts';
import { isAttributeName, refinedAttributes, selectedValues } from './state.ts';
import type { SearchState } from './state.ts';
import { CAR_HIT_ATTRIBUTES } from './hit.ts';

export type FilterOptions = Pick<
  Tenant['search'],
  | 'siteFilter'
  | 'offersFilter'
  | 'offersTag'
  | 'soldCarsDays'
  | 'inStockOnly'
  | 'minPriceFilter'
  | 'excludeMakes'
  | 'excludeStockNumbers'
  | 'lowestPriceExcludesZero'
> & {
  /** The tenant's location ids: every tenant's cars share one index, and a site lists the cars at its own locations. */
  locationIds?: readonly number[];
};
export type RequestOptions = FilterOptions & Pick<Tenant['search'], 'indexName' | 'hitsPerPage'>;

/** A filter value as a double-quoted string; the engine reads `\"` and `\\` inside quotes. */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export function inList(attribute: string, values: readonly string[]): string {
  return `${attribute} IN ${valueList(values)}`;
}

function valueList(values: readonly string[]): string {
  return `[${values.map(quoteFilterValue).join(', ')}]`;
}

/** A tenant's search options with its location ids: what every search of the site is built from. */
export function siteSearchOptions(tenant: Pick<Tenant, 'search' | 'locations'>): Tenant['search'] & { locationIds: number[] } {
  return { ...tenant.search, locationIds: tenant.locations.map((location) => location.id) };
}

/** A site's cars in the index every tenant shares: those at its own locations. */
export function locationCondition(locationIds: readonly number[]): string {
  return `location.id IN [${locationIds.join(', ')}]`;
}

/** Conditions every search of the site carries, whatever the shopper chose. */
export function siteConditions(search: FilterOptions, now: Date): string[] {
  const conditions: string[] = [];
  if (search.locationIds) conditions.push(locationCondition(search.locationIds));
  if (search.siteFilter.trim()) conditions.push(`(${search.siteFilter})`);
  conditions.push(`(${stockVisibilityFilter(search, now)})`);
  if (search.minPriceFilter !== null) conditions.push(`price > ${search.minPriceFilter}`);
  if (search.excludeMakes.length) conditions.push(`make NOT IN ${valueList(search.excludeMakes)}`);
  if (search.excludeStockNumbers.length) conditions.push(`stocknum NOT IN ${valueList(search.excludeStockNumbers)}`);
  return conditions;
}

/**
 * The shopper's choices: values of one attribute OR together (`IN`), attributes AND together,
 * ranges bound both sides. `except` leaves one attribute out, for its disjunctive facet counts.
 */
export function refinementConditions(state: SearchState, except?: string): string[] {
  const conditions: string[] = [];
  const applies = (attribute: string) => attribute !== except && isAttributeName(attribute);
  for (const attribute of refinedAttributes(state).filter(applies)) {
    conditions.push(inList(attribute, selectedValues(state, attribute)));
  }
  for (const attribute of Object.keys(state.range).sort().filter(applies)) {
    const { min, max } = state.range[attribute] ?? {};
    if (Number.isFinite(min)) conditions.push(`${attribute} >= ${min}`);
    if (Number.isFinite(max)) conditions.push(`${attribute} <= ${max}`);
  }
  return conditions;
}

export function buildFilter(search: FilterOptions, state: SearchState, now: Date, except?: string): string {
  const conditions = [...siteConditions(search, now), ...refinementConditions(state, except)];
  // Cars on offer: a reduced price (the filter), or the tenant's offers tag. OR binds loosest, so the filter needs no
  // brackets of its own before it.
  const onOffer = [search.offersFilter.trim(), search.offersTag && `tag = ${quoteFilterValue(search.offersTag)}`].filter(Boolean).join(' OR ');
  if (state.path.offers && onOffer) conditions.push(`(${onOffer})`);
  // Zero-priced cars would lead a cheapest-first list on the sites that ask to hide them.
  if (state.sortBy === 'lowestPrice' && search.lowestPriceExcludesZero) conditions.push('price > 0');
  return conditions.join(' AND ');
}

/**
 * InstantSearch's disjunctive faceting as one multi-search: the main query carries every choice
 * and asks for every facet; each refined attribute gets a count-only query without its own
 * choice, so its values keep counting as alternatives ("Toyota 40, Mazda 12" with Toyota ticked).
 */
export function buildSearchRequests(search: RequestOptions, state: SearchState, facets: readonly string[], now: Date): MultiSearchQuery[] {
  const sort = sortExpression(state.sortBy);
  const main: MultiSearchQuery = {
    indexUid: search.indexName,
    q: state.query,
    filter: buildFilter(search, state, now),
    facets: [...facets],
    hitsPerPage: search.hitsPerPage,
    page: state.page,
    attributesToRetrieve: [...CAR_HIT_ATTRIBUTES],
    ...(sort.length ? { sort } : {}),
  };
  return [main, ...disjunctiveAttributes(state, facets).map((attribute) => countQuery(search, state, attribute, now))];
}

/** Attributes whose own choice is left out of their counts: refined lists and ranges alike, so a slider keeps its full bounds. */
export function disjunctiveAttributes(state: SearchState, facets: readonly string[]): string[] {
  const refined = new Set([...refinedAttributes(state), ...Object.keys(state.range)]);
  return facets.filter((attribute) => refined.has(attribute));
}

function countQuery(search: RequestOptions, state: SearchState, attribute: string, now: Date): MultiSearchQuery {
  return { indexUid: search.indexName, q: state.query, filter: buildFilter(search, state, now, attribute), facets: [attribute], limit: 0 };
}

export interface FacetResult {
  facetDistribution?: FacetDistribution;
  facetStats?: FacetStats;
}

export interface MergedFacets {
  facets: FacetDistribution;
  facetStats: FacetStats;
}

/** The main query's facets, with each disjunctive attribute's counts and stats from its own query. */
export function mergeFacets(main: FacetResult, countResults: readonly FacetResult[], attributes: readonly string[]): MergedFacets {
  const facets: FacetDistribution = { ...main.facetDistribution };
  const facetStats: FacetStats = { ...main.facetStats };
  attributes.forEach((attribute, i) => {
    const result = countResults[i];
    if (!result) return;
    facets[attribute] = result.facetDistribution?.[attribute] ?? {};
    const stats = result.facetStats?.[attribute];
    if (stats) facetStats[attribute] = stats;
  });
  return { facets, facetStats };
}
