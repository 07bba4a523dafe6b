import { byName } from '../site/names.ts';
import { CAR_TYPES } from '../../schema/lists.ts';
import type { Tenant } from '../../schema/tenant.ts';
import {
  ALL_MAKES_TEXT,
  BODY_FACET_LIMIT,
  BODY_FACET_LIMIT_CUSTOM,
  CITY_FACET_LIMIT,
  DEALERSHIP_FACET_LIMIT,
  MAKE_DROPDOWN_POPULAR_SPLIT,
  MAKE_LIST_VISIBLE,
  MAKE_MODEL_FACET_LIMIT,
  POPULAR_MAKES_TEXT,
  SHOW_ALL_BODY_TYPES_TEXT,
  SHOW_ALL_MAKES_TEXT,
  SHOW_FEWER_BODY_TYPES_TEXT,
  SHOW_FEWER_MAKES_TEXT,
} from '../site/constants.ts';

import type { MergedFacets } from './filters.ts';

/** Counts per value of one attribute, as the engine's facetDistribution gives them. */
export type FacetCounts = Readonly<Record<string, number>>;

export interface FacetValue {
  value: string;
  count: number;
  refined: boolean;
}

export interface FacetList {
  values: FacetValue[];
  /** The words of the toggle of a list cut short ('Show all makes', or 'Show fewer makes' once open); null when every value fits. */
  toggleLabel: string | null;
}

type FacetOptions = Pick<Tenant['search'], 'facets' | 'popularMakes' | 'customBodies'>;

/** The most values a list ever shows. */
export function facetLimit(attribute: string): number | undefined {
  switch (attribute) {
    case 'make_model':
      return MAKE_MODEL_FACET_LIMIT;
    case 'city':
      return CITY_FACET_LIMIT;
    case 'dealership_name':
      return DEALERSHIP_FACET_LIMIT;
    default:
      return undefined;
  }
}

interface Collapsible {
  /** Values listed while the list is closed. */
  visible: number;
  show: string;
  hide: string;
}

/** Lists that open with a toggle: makes past 7, body types past 4 (20 with custom bodies). */
function collapsible(attribute: string, search: Pick<Tenant['search'], 'customBodies'>): Collapsible | null {
  switch (attribute) {
    case 'make':
      return { visible: MAKE_LIST_VISIBLE, show: SHOW_ALL_MAKES_TEXT, hide: SHOW_FEWER_MAKES_TEXT };
    case 'body':
      return { visible: search.customBodies ? BODY_FACET_LIMIT_CUSTOM : BODY_FACET_LIMIT, show: SHOW_ALL_BODY_TYPES_TEXT, hide: SHOW_FEWER_BODY_TYPES_TEXT };
    default:
      return null;
  }
}

/**
 * The values a filter shows, ordered and cut to its limit; a collapsible list (makes, body types)
 * is cut until `showAll`, with the words of its toggle. Chosen values the engine no longer counts
 * stay listed with 0, so they can be unticked.
 */
export function facetList(attribute: string, counts: FacetCounts | undefined, selected: readonly string[], search: FacetOptions, showAll = false): FacetList {
  const merged: Record<string, number> = { ...counts };
  for (const value of selected) merged[value] ??= 0;
  const values = Object.entries(merged)
    .filter(([value]) => !(attribute === 'certified' && value === 'false'))
    .map(([value, count]) => ({ value, count, refined: selected.includes(value) }))
    .sort(compareFor(attribute, search));
  const toggle = collapsible(attribute, search);
  if (toggle && values.length > toggle.visible) {
    return showAll ? { values, toggleLabel: toggle.hide } : { values: values.slice(0, toggle.visible), toggleLabel: toggle.show };
  }
  const limit = facetLimit(attribute);
  return { values: limit === undefined ? values : values.slice(0, limit), toggleLabel: null };
}

/**
 * The filters of an answer with no cars: the values and slider ends of the last answer that had
 * cars, counted as this answer counts them (0, unless another value of a chosen attribute would
 * bring cars back), so the filters stay on screen for the shopper to widen the search.
 */
export function facetsWithNoCars(answer: MergedFacets, lastWithCars: MergedFacets): MergedFacets {
  const facets: Record<string, Record<string, number>> = {};
  for (const attribute of new Set([...Object.keys(lastWithCars.facets), ...Object.keys(answer.facets)])) {
    const listed = Object.fromEntries(Object.keys(lastWithCars.facets[attribute] ?? {}).map((value) => [value, 0]));
    facets[attribute] = { ...listed, ...answer.facets[attribute] };
  }
  return { facets, facetStats: { ...lastWithCars.facetStats, ...answer.facetStats } };
}

export interface MakeDropdown {
  popular: string[];
  all: string[];
}

/**
 * The make dropdown: over 20 makes, a popular group (the tenant's popular makes in stock, else
 * the 20 with most cars) comes before every make in alphabetical order.
 */
export function makeDropdown(counts: FacetCounts | undefined, search: Pick<Tenant['search'], 'popularMakes'>): MakeDropdown {
  const all = Object.keys(counts ?? {}).sort(byName);
  if (all.length <= MAKE_DROPDOWN_POPULAR_SPLIT) return { popular: [], all };
  const configured = search.popularMakes.filter((make) => all.includes(make));
  const popular = configured.length ? configured : [...all].sort((a, b) => (counts?.[b] ?? 0) - (counts?.[a] ?? 0) || byName(a, b));
  return { popular: popular.slice(0, MAKE_DROPDOWN_POPULAR_SPLIT), all };
}

export interface FacetGroup {
  label: string;
  values: FacetValue[];
}

/**
 * The make list once 'Show all makes' is pressed, grouped as the make dropdown is: over 20 makes,
 * the popular ones first, then every make by name (a popular make is in both, as in the dropdown);
 * otherwise every make by name. Chosen makes the engine no longer counts stay listed with 0.
 */
export function allMakes(counts: FacetCounts | undefined, selected: readonly string[], search: Pick<Tenant['search'], 'popularMakes'>): FacetGroup[] {
  const merged: Record<string, number> = { ...counts };
  for (const make of selected) merged[make] ??= 0;
  const { popular, all } = makeDropdown(merged, search);
  const value = (make: string): FacetValue => ({ value: make, count: merged[make] ?? 0, refined: selected.includes(make) });
  return [...(popular.length ? [{ label: POPULAR_MAKES_TEXT, values: popular.map(value) }] : []), { label: ALL_MAKES_TEXT, values: all.map(value) }];
}

type Compare = (a: FacetValue, b: FacetValue) => number;

function compareFor(attribute: string, search: FacetOptions): Compare {
  const byCountThenName: Compare = (a, b) => b.count - a.count || byName(a.value, b.value);
  switch (attribute) {
    case 'car_type':
      return (a, b) => rank(CAR_TYPES, a.value) - rank(CAR_TYPES, b.value);
    case 'body':
      return (a, b) => b.count - a.count || byName(b.value, a.value);
    case 'make':
      return (a, b) => rank(search.popularMakes, a.value) - rank(search.popularMakes, b.value) || byCountThenName(a, b);
    default:
      return byCountThenName;
  }
}

/** Listed values first, in list order; the rest after them. */
function rank(list: readonly string[], value: string): number {
  const at = list.indexOf(value);
  return at < 0 ? list.length : at;
}
