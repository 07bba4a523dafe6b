import { CAR_TYPES } from '../../schema/lists.ts';
import type { CarType, SortOption } from '../../schema/lists.ts';

/**
 * Car-type path forms (`/search/used-cars` …). Each names the car types it lists; the default
 * path (`new-used-and-demo-cars`) is the absence of a car type.
 */
export const CAR_TYPE_PATHS = {
  new: ['new'],
  used: ['used'],
  demo: ['demo'],
  'new-and-demo': ['new', 'demo'],
} as const satisfies Record<string, readonly CarType[]>;
export type CarTypePath = keyof typeof CAR_TYPE_PATHS;

/**
 * What the URL path says. Path parts hold facet values (make "Land Rover", body "SUV", location
 * name…), not slugs, so moving a choice between the path and the refinements needs no lookup;
 * the codec turns them into slugs. `offers` is the `/special-offers` page.
 */
export interface SearchPath {
  offers?: true;
  carType?: CarTypePath;
  make?: string;
  model?: string;
  body?: string;
  location?: string;
  dealership?: string;
}
type PathPart = Exclude<keyof SearchPath, 'offers' | 'carType'>;

export interface RangeRefinement {
  min?: number;
  max?: number;
}

export interface SearchState {
  path: SearchPath;
  query: string;
  page: number;
  sortBy: SortOption;
  /** Facet attribute → chosen values, in the order they were chosen; never an empty list. */
  refinementList: Readonly<Record<string, readonly string[]>>;
  /** Numeric attribute → bounds; never an empty range. */
  range: Readonly<Record<string, RangeRefinement>>;
}

/** The facet attribute each path part filters on; a displaced path part becomes a refinement of it. */
export const PATH_ATTRIBUTES = {
  carType: 'car_type',
  make: 'make',
  model: 'model',
  body: 'body',
  location: 'location_name',
  dealership: 'dealership_name',
} as const satisfies Record<Exclude<keyof SearchPath, 'offers'>, string>;

const VALUE_PARTS = ['make', 'model', 'body', 'location', 'dealership'] as const satisfies readonly PathPart[];

/**
 * An attribute name the filter builder may write unquoted. Names come from URLs, so anything
 * else is dropped rather than let `refinementList[a) OR (b][0]` rewrite the filter.
 */
export function isAttributeName(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(name);
}

export function emptySearchState(sortBy: SortOption, path: SearchPath = {}): SearchState {
  return { path, query: '', page: 1, sortBy, refinementList: {}, range: {} };
}

/** Every value chosen for an attribute, whether it sits in the path or in the refinements. */
export function selectedValues(state: SearchState, attribute: string): string[] {
  const fromPath: string[] = [];
  if (attribute === PATH_ATTRIBUTES.carType && state.path.carType) fromPath.push(...CAR_TYPE_PATHS[state.path.carType]);
  for (const part of VALUE_PARTS) {
    const value = state.path[part];
    if (PATH_ATTRIBUTES[part] === attribute && value !== undefined) fromPath.push(value);
  }
  return unique([...fromPath, ...(state.refinementList[attribute] ?? [])]);
}

/** Attributes with at least one chosen value, path parts included, in a stable order. */
export function refinedAttributes(state: SearchState): string[] {
  const attributes = new Set<string>(Object.keys(state.refinementList));
  if (state.path.carType) attributes.add(PATH_ATTRIBUTES.carType);
  for (const part of VALUE_PARTS) if (state.path[part] !== undefined) attributes.add(PATH_ATTRIBUTES[part]);
  return [...attributes].sort();
}

export function hasRefinements(state: Pick<SearchState, 'path' | 'refinementList' | 'range'>): boolean {
  const { offers: _offers, ...parts } = state.path;
  return Object.keys(parts).length > 0 || Object.keys(state.refinementList).length > 0 || Object.keys(state.range).length > 0;
}

/**
 * Sets the chosen values of an attribute. Choosing a car type, one make, or one model of the
 * path's make moves the choice into the path; the path part it replaces stays applied as a
 * refinement. On the special-offers page everything is query state.
 */
export function refine(state: SearchState, attribute: string, values: readonly string[]): SearchState {
  const chosen = unique(values);
  if (!state.path.offers) {
    if (attribute === PATH_ATTRIBUTES.carType) return refineCarType(state, chosen);
    if (attribute === PATH_ATTRIBUTES.make) return refineMake(state, chosen);
    if (attribute === PATH_ATTRIBUTES.model && state.path.make !== undefined) return refineModel(state, chosen);
  }
  return withoutPathValue(setList(state, attribute, chosen), attribute);
}

export function toggleRefinement(state: SearchState, attribute: string, value: string): SearchState {
  const current = selectedValues(state, attribute);
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return refine(state, attribute, next);
}

export function setRange(state: SearchState, attribute: string, range: RangeRefinement): SearchState {
  const { [attribute]: _old, ...rest } = state.range;
  const bounds: RangeRefinement = {};
  if (range.min !== undefined) bounds.min = range.min;
  if (range.max !== undefined) bounds.max = range.max;
  const next = Object.keys(bounds).length ? { ...rest, [attribute]: bounds } : rest;
  return { ...state, range: next, page: 1 };
}

export function setQuery(state: SearchState, query: string): SearchState {
  return { ...state, query, page: 1 };
}

export function setSort(state: SearchState, sortBy: SortOption): SearchState {
  return { ...state, sortBy, page: 1 };
}

export function setPage(state: SearchState, page: number): SearchState {
  return { ...state, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** Clears every filter, path parts included, keeping the text query, the sort and the offers page. */
export function clearRefinements(state: SearchState): SearchState {
  return { ...state, path: state.path.offers ? { offers: true } : {}, refinementList: {}, range: {}, page: 1 };
}

function refineCarType(state: SearchState, carTypes: readonly string[]): SearchState {
  const pathForm = carTypePathFor(carTypes);
  const { carType: _old, ...rest } = state.path;
  if (pathForm === null) return setList({ ...state, path: rest }, PATH_ATTRIBUTES.carType, []);
  if (pathForm === undefined) return setList({ ...state, path: rest }, PATH_ATTRIBUTES.carType, carTypes);
  return setList(choosePath(state, { carType: pathForm }), PATH_ATTRIBUTES.carType, []);
}

function refineMake(state: SearchState, makes: readonly string[]): SearchState {
  const [only] = makes;
  if (makes.length === 1 && only !== undefined) {
    const path: SearchPath = only === state.path.make && state.path.model !== undefined ? { make: only, model: state.path.model } : { make: only };
    return setList(choosePath(state, path), PATH_ATTRIBUTES.make, []);
  }
  const { make: _make, model: _model, ...rest } = state.path;
  return setList({ ...state, path: rest }, PATH_ATTRIBUTES.make, makes);
}

function refineModel(state: SearchState, models: readonly string[]): SearchState {
  const [only] = models;
  const { model: _old, ...rest } = state.path;
  if (models.length === 1 && only !== undefined) {
    return setList(choosePath(state, { make: state.path.make, model: only }), PATH_ATTRIBUTES.model, []);
  }
  return setList({ ...state, path: rest }, PATH_ATTRIBUTES.model, models);
}

/** `null`: every car type or none, the default path; `undefined`: no path form lists exactly these. */
export function carTypePathFor(carTypes: readonly string[]): CarTypePath | null | undefined {
  const wanted = new Set(carTypes);
  if (wanted.size === 0 || CAR_TYPES.every((t) => wanted.has(t))) return null;
  for (const [form, types] of Object.entries(CAR_TYPE_PATHS) as [CarTypePath, readonly CarType[]][]) {
    if (types.length === wanted.size && types.every((t) => wanted.has(t))) return form;
  }
  return undefined;
}

/** Puts `next` in the path; the parts it replaces stay applied as refinements of their attributes. */
function choosePath(state: SearchState, next: SearchPath): SearchState {
  let result: SearchState = { ...state, path: next, page: 1 };
  if (state.path.carType && next.carType === undefined) {
    result = setList(result, PATH_ATTRIBUTES.carType, unique([...CAR_TYPE_PATHS[state.path.carType], ...(state.refinementList.car_type ?? [])]));
  }
  for (const part of VALUE_PARTS) {
    const value = state.path[part];
    if (value === undefined || next[part] === value) continue;
    // A model only means something beside its make: it is dropped when another make is chosen.
    if (part === 'model' && next.make !== undefined && next.make !== state.path.make) continue;
    const attribute = PATH_ATTRIBUTES[part];
    result = setList(result, attribute, unique([value, ...(result.refinementList[attribute] ?? [])]));
  }
  return result;
}

function withoutPathValue(state: SearchState, attribute: string): SearchState {
  const path = { ...state.path };
  for (const part of VALUE_PARTS) if (PATH_ATTRIBUTES[part] === attribute) delete path[part];
  if (attribute === PATH_ATTRIBUTES.carType) delete path.carType;
  return { ...state, path };
}

function setList(state: SearchState, attribute: string, values: readonly string[]): SearchState {
  const { [attribute]: _old, ...rest } = state.refinementList;
  return { ...state, refinementList: values.length ? { ...rest, [attribute]: [...values] } : rest, page: 1 };
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
