import { SORT_OPTIONS } from '../../schema/lists.ts';
import type { SortOption } from '../../schema/lists.ts';
import type { Location, Tenant } from '../../schema/tenant.ts';
import { ALL_CAR_TYPES_SEARCH_SEGMENT, MANUFACTURER_SLUG_EXCEPTIONS, SPECIAL_OFFERS_PATH } from '../site/constants.ts';
import { locationSlug } from '../site/location-slug.ts';
import { manufacturerSlug } from '../site/manufacturers.ts';
import { slugify } from '../site/slug.ts';
import { CAR_TYPE_PATHS, emptySearchState, isAttributeName } from './state.ts';
import type { CarTypePath, RangeRefinement, SearchPath, SearchState } from './state.ts';

/**
 * The tenant's known path segments, each slug → the facet value it stands for. A single segment
 * after the prefix is a body, a location or a dealership when listed here, otherwise a make.
 * `makes` and `models` give exact names back (e.g. "gwm-haval" → "GWM"); without an entry the
 * slug's hyphens become spaces, which the engine's case-insensitive equality matches.
 */
export interface PathVocabulary {
  bodies: Readonly<Record<string, string>>;
  locations: Readonly<Record<string, string>>;
  dealerships: Readonly<Record<string, string>>;
  makes?: Readonly<Record<string, string>>;
  models?: Readonly<Record<string, string>>;
}

/** Facet values known to the page (from the engine's facets or a manufacturer list). */
export interface KnownValues {
  bodies: readonly string[];
  makes?: readonly string[];
  models?: readonly string[];
}

/**
 * The vocabulary of a tenant: its locations (by location slug, standing for the location name the
 * cars carry) and dealerships from the config; bodies, makes and models from known facet values.
 */
export interface VocabularySources {
  locations: readonly Pick<Location, 'name' | 'slug' | 'location_type'>[];
  dealerships: readonly Pick<Tenant['dealerships'][number], 'name' | 'slug'>[];
}

export function pathVocabulary(tenant: VocabularySources, known: KnownValues): PathVocabulary {
  const bySlug = (values: readonly string[], slug: (value: string) => string) => Object.fromEntries(values.map((value) => [slug(value), value]));
  const locations: Record<string, string> = {};
  // Sales locations first, so a slug shared with a "- Service" sibling names the one with stock.
  for (const location of [...tenant.locations].sort((a, b) => Number(b.location_type === 'sales') - Number(a.location_type === 'sales'))) {
    locations[locationSlug(location)] ??= location.name;
  }
  return {
    bodies: bySlug(known.bodies, slugify),
    locations,
    dealerships: Object.fromEntries(tenant.dealerships.map((d) => [d.slug, d.name])),
    makes: bySlug(known.makes ?? [], manufacturerSlug),
    models: bySlug(known.models ?? [], slugify),
  };
}

export interface SearchRoutes {
  prefix: Tenant['search']['pathPrefix'];
  defaultPath: string;
  sortOptions: readonly SortOption[];
  vocabulary: PathVocabulary;
}

type SearchOptions = Pick<Tenant['search'], 'pathPrefix' | 'defaultPath' | 'sortOptions'>;

export function searchRoutes(search: SearchOptions, vocabulary: PathVocabulary): SearchRoutes {
  return { prefix: search.pathPrefix, defaultPath: search.defaultPath, sortOptions: search.sortOptions, vocabulary };
}

/** The tenant's first sort option; a URL leaves it out. */
export function defaultSort(routes: Pick<SearchRoutes, 'sortOptions'>): SortOption {
  return routes.sortOptions[0] ?? 'mostRelevant';
}

/** The path alone, e.g. the Clear Filters target or a breadcrumb link. */
export function encodeSearchPath(path: SearchPath, routes: SearchRoutes): string {
  if (path.offers) return SPECIAL_OFFERS_PATH;
  const { vocabulary } = routes;
  const segments: string[] = [];
  if (path.make !== undefined) {
    segments.push(segmentFor(path.make, vocabulary.makes, manufacturerSlug));
    if (path.model !== undefined) segments.push(segmentFor(path.model, vocabulary.models));
  } else if (path.carType) segments.push(`${path.carType}-cars`);
  else if (path.body !== undefined) segments.push(segmentFor(path.body, vocabulary.bodies));
  else if (path.location !== undefined) segments.push(segmentFor(path.location, vocabulary.locations));
  else if (path.dealership !== undefined) segments.push(segmentFor(path.dealership, vocabulary.dealerships));
  return segments.length ? `/${routes.prefix}/${segments.join('/')}` : routes.defaultPath;
}

/**
 * The URL of a search state in InstantSearch's format, keys in a fixed order so equal states give
 * equal URLs: query, refinementList[attr][i] (attributes sorted), range[attr]=min:max, sortBy,
 * page (only when not 1). Brackets and the range colon stay readable; values are percent-encoded.
 */
export function encodeSearchUrl(state: SearchState, routes: SearchRoutes): string {
  const params: string[] = [];
  if (state.query) params.push(`query=${encodeURIComponent(state.query)}`);
  for (const attribute of Object.keys(state.refinementList).sort()) {
    (state.refinementList[attribute] ?? []).forEach((value, i) =>
      params.push(`refinementList[${encodeURIComponent(attribute)}][${i}]=${encodeURIComponent(value)}`),
    );
  }
  for (const attribute of Object.keys(state.range).sort()) {
    const { min, max } = state.range[attribute] ?? {};
    if (min !== undefined || max !== undefined) params.push(`range[${encodeURIComponent(attribute)}]=${min ?? ''}:${max ?? ''}`);
  }
  if (state.sortBy !== defaultSort(routes)) params.push(`sortBy=${encodeURIComponent(state.sortBy)}`);
  if (state.page > 1) params.push(`page=${state.page}`);
  const path = encodeSearchPath(state.path, routes);
  return params.length ? `${path}?${params.join('&')}` : path;
}

/** Reads a search state back from a pathname and query string; anything malformed falls back to defaults. */
export function decodeSearchUrl(pathname: string, search: string, routes: SearchRoutes): SearchState {
  const state = emptySearchState(defaultSort(routes), decodeSearchPath(pathname, routes));
  const lists = new Map<string, { index: number; value: string }[]>();
  const range: Record<string, RangeRefinement> = {};
  for (const [key, value] of queryPairs(search)) {
    const listKey = /^refinementList\[(.+)\]\[(\d*)\]$/.exec(key);
    const rangeKey = /^range\[(.+)\]$/.exec(key);
    if (key === 'query') state.query = value;
    else if (key === 'page') state.page = pageNumber(value);
    else if (key === 'sortBy') state.sortBy = sortOption(value, routes);
    else if (listKey?.[1] !== undefined && isAttributeName(listKey[1])) {
      const entries = lists.get(listKey[1]) ?? [];
      entries.push({ index: listKey[2] ? Number(listKey[2]) : Number.MAX_SAFE_INTEGER, value });
      lists.set(listKey[1], entries);
    } else if (rangeKey?.[1] !== undefined && isAttributeName(rangeKey[1])) {
      const bounds = rangeBounds(value);
      if (bounds) range[rangeKey[1]] = bounds;
    }
  }
  const refinementList: Record<string, string[]> = {};
  for (const [attribute, entries] of lists) {
    refinementList[attribute] = [...new Set(entries.sort((a, b) => a.index - b.index).map((e) => e.value))];
  }
  return { ...state, refinementList, range };
}

export function decodeSearchPath(pathname: string, routes: SearchRoutes): SearchPath {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === SPECIAL_OFFERS_PATH) return { offers: true };
  const [first, second, third] = trimmed.split('/').filter(Boolean).map(decodeComponent);
  if ((first !== routes.prefix && first !== 'search') || second === undefined || second === ALL_CAR_TYPES_SEARCH_SEGMENT) return {};
  const carType = carTypeForSegment(second);
  if (carType) return { carType };
  const { vocabulary } = routes;
  const makes = { ...MAKE_EXCEPTIONS, ...vocabulary.makes };
  if (third !== undefined) return { make: valueFor(second, makes), model: valueFor(third, vocabulary.models) };
  const body = vocabulary.bodies[second];
  if (body !== undefined) return { body };
  const location = vocabulary.locations[second];
  if (location !== undefined) return { location };
  const dealership = vocabulary.dealerships[second];
  if (dealership !== undefined) return { dealership };
  return { make: valueFor(second, makes) };
}

const MAKE_EXCEPTIONS = Object.fromEntries(Object.entries(MANUFACTURER_SLUG_EXCEPTIONS).map(([name, slug]) => [slug, name]));

function carTypeForSegment(segment: string): CarTypePath | undefined {
  return (Object.keys(CAR_TYPE_PATHS) as CarTypePath[]).find((form) => segment === `${form}-cars`);
}

/** A value's slug, or the value percent-encoded when it has no letters or digits to slug. */
function segmentFor(value: string, known: Readonly<Record<string, string>> = {}, slug = slugify): string {
  const listed = Object.keys(known).find((key) => known[key] === value);
  return listed ?? (slug(value) || encodeURIComponent(value));
}

function valueFor(segment: string, known: Readonly<Record<string, string>> = {}): string {
  return known[segment] ?? (/^[a-z0-9-]+$/.test(segment) ? segment.replace(/-/g, ' ') : segment);
}

function* queryPairs(search: string): Generator<[string, string]> {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = at < 0 ? pair : pair.slice(0, at);
    // Query strings are form-encoded: a `+` is a space.
    yield [decodeComponent(key.replace(/\+/g, ' ')), decodeComponent((at < 0 ? '' : pair.slice(at + 1)).replace(/\+/g, ' '))];
  }
}

function rangeBounds(text: string): RangeRefinement | undefined {
  const [low = '', high = ''] = text.split(':');
  const bounds: RangeRefinement = {};
  const min = low.trim() === '' ? NaN : Number(low);
  const max = high.trim() === '' ? NaN : Number(high);
  if (Number.isFinite(min)) bounds.min = min;
  if (Number.isFinite(max)) bounds.max = max;
  return Object.keys(bounds).length ? bounds : undefined;
}

function pageNumber(text: string): number {
  const page = Number(text);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function sortOption(text: string, routes: SearchRoutes): SortOption {
  const option = SORT_OPTIONS.find((o) => o === text);
  return option && routes.sortOptions.includes(option) ? option : defaultSort(routes);
}

/** Keeps a malformed escape as written rather than failing the page. */
function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
