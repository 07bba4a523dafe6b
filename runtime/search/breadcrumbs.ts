import { CAR_TYPE_NAMES, LOCATION_NAME_SUFFIXES } from '../site/constants.ts';
import { CAR_TYPE_PATHS } from './state.ts';
import type { CarTypePath, SearchPath } from './state.ts';
import { encodeSearchPath } from './url-state.ts';
import type { SearchRoutes } from './url-state.ts';

export interface Crumb {
  label: string;
  href: string;
}

/** 'Used Cars', 'New & Demo Cars'. */
export function carTypePathLabel(form: CarTypePath): string {
  return `${CAR_TYPE_PATHS[form].map((type) => CAR_TYPE_NAMES[type].replace(/ Car$/, '')).join(' & ')} Cars`;
}

/** A location as shoppers name the place: 'Harbourside Toyota', not 'Harbourside Toyota - Sales'. */
export function placeName(locationName: string): string {
  const suffix = LOCATION_NAME_SUFFIXES.find((s) => locationName.endsWith(s));
  return suffix ? locationName.slice(0, -suffix.length) : locationName;
}

/**
 * The trail to a search path, after Home: the car type (`/search/{carTypePath}/`), the make
 * (`/search/{makeSlug}`) and its model (`/search/{makeSlug}/{modelSlug}`), or the body, location
 * or dealership. The last crumb is the page itself.
 */
export function searchBreadcrumbs(path: SearchPath, routes: SearchRoutes, searchLabel = 'Search'): Crumb[] {
  if (path.offers) return [{ label: 'Special Offers', href: encodeSearchPath(path, routes) }];
  const crumbs: Crumb[] = [{ label: searchLabel, href: routes.defaultPath }];
  if (path.carType) crumbs.push({ label: carTypePathLabel(path.carType), href: `${encodeSearchPath({ carType: path.carType }, routes)}/` });
  if (path.make !== undefined) {
    crumbs.push({ label: path.make, href: encodeSearchPath({ make: path.make }, routes) });
    if (path.model !== undefined) crumbs.push({ label: path.model, href: encodeSearchPath({ make: path.make, model: path.model }, routes) });
  }
  for (const part of ['body', 'location', 'dealership'] as const) {
    const value = path[part];
    if (value !== undefined) crumbs.push({ label: part === 'location' ? placeName(value) : value, href: encodeSearchPath({ [part]: value }, routes) });
  }
  return crumbs;
}
