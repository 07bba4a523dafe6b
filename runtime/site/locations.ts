import type { LocationType } from '../../schema/lists.ts';
import type { Location, Tenant } from '../../schema/tenant.ts';
import { EARTH_RADIUS_KM, LOCATION_GRID_FOUR_COLUMNS_FROM } from './constants.ts';
import { locationSlug } from './location-slug.ts';
import type { MapMarker } from './map-layout.ts';
import { manufacturerSlug } from './manufacturers.ts';
import { phoneDigits } from './phones.ts';
import { slugify } from './slug.ts';

export { locationSlug };

export type LocationOptions = Tenant['locationOptions'];

/** Which locations a location block shows: a kind, every location, or one location by id. */
export type LocationFilter = 'primary' | LocationType | 'service-and-parts' | 'all' | number;

export interface LocationBlock {
  filter: LocationFilter;
  /** Manufacturer slug, e.g. "toyota". */
  manufacturer?: string;
  /** e.g. "buying". */
  subtype?: string;
  includeIds?: readonly number[];
  excludeIds?: readonly number[];
}

/** A location is hidden when marked not visible or when its name matches the site's hidden-name rule. */
export function isLocationShown(location: Pick<Location, 'visible' | 'name'>, options: Pick<LocationOptions, 'hiddenNamePattern'>): boolean {
  if (!location.visible) return false;
  return options.hiddenNamePattern === null || !new RegExp(options.hiddenNamePattern).test(location.name);
}

function matchesFilter(location: Location, filter: LocationFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'primary':
      return location.primary;
    case 'service-and-parts':
      return location.location_type === 'service' || location.location_type === 'parts';
    default:
      return typeof filter === 'number' ? location.id === filter : location.location_type === filter;
  }
}

/** The shown locations a block lists, narrowed by manufacturer, subtype and the include and exclude id lists. */
export function blockLocations(locations: readonly Location[], block: LocationBlock, options: Pick<LocationOptions, 'hiddenNamePattern'>): Location[] {
  return locations.filter(
    (location) =>
      isLocationShown(location, options) &&
      matchesFilter(location, block.filter) &&
      (block.manufacturer === undefined || location.manufacturers.includes(block.manufacturer)) &&
      (block.subtype === undefined || location.location_subtype.includes(block.subtype)) &&
      (!block.includeIds?.length || block.includeIds.includes(location.id)) &&
      !block.excludeIds?.includes(location.id),
  );
}

/**
 * The slug of the location's own page: its own slug, else the spec's slug for a sales location and its whole
 * name for a service or parts one, so "X - Service" gets a page of its own rather than opening "X - Sales".
 * Its stock keeps the spec's slug (/search/{locationSlug}).
 */
export function locationPageSlug(location: Pick<Location, 'name' | 'slug' | 'location_type'>): string {
  return location.slug ?? (location.location_type === 'sales' ? locationSlug(location) : slugify(location.name));
}

/** /contact-us/{slug}, or /our-location/{slug} on sites that use that prefix. */
export function locationContactPath(location: Pick<Location, 'name' | 'slug' | 'location_type'>, options: Pick<LocationOptions, 'contactPathPrefix'>): string {
  return `${options.contactPathPrefix}/${locationPageSlug(location)}`;
}

/**
 * Drops locations that are the same place listed twice (a sales and a service entry for one
 * showroom): same place id, or same phone digits and street. The first listed is kept.
 */
export function dedupeLocations<L extends Pick<Location, 'phone' | 'address'>>(locations: readonly L[]): L[] {
  const seen = new Set<string>();
  return locations.filter((location) => {
    const keys = [`phone:${phoneDigits(location.phone)}|${location.address.street.trim().toLowerCase().replace(/\s+/g, ' ')}`];
    if (location.address.place_id) keys.push(`place:${location.address.place_id}`);
    if (keys.some((key) => seen.has(key))) return false;
    for (const key of keys) seen.add(key);
    return true;
  });
}

/** 3 or more cards fill 4 columns at large width; fewer get a wider column each. */
export function locationGridLayout(count: number): 'four-columns' | 'wide-column' {
  return count >= LOCATION_GRID_FOUR_COLUMNS_FROM ? 'four-columns' : 'wide-column';
}

/** The contact page's map: a hero map for one location, a dealership list for a group of dealerships, else a locations map. */
export function contactPageMap(site: { locations: readonly unknown[]; dealerships: readonly unknown[] }): 'hero-map' | 'dealership-list' | 'locations-map' {
  if (site.locations.length <= 1) return 'hero-map';
  return site.dealerships.length > 1 ? 'dealership-list' : 'locations-map';
}

export interface PickerFilter {
  /** The car's make; locations listing no manufacturers sell every make. */
  make?: string;
  locationType?: LocationType;
}

export interface LocationPicker {
  options: Location[];
  /** Set when exactly one option exists, so the picker selects it for the shopper. */
  selectedId: number | null;
}

export function locationPicker(
  locations: readonly Location[],
  filter: PickerFilter,
  options: Pick<LocationOptions, 'hiddenNamePattern' | 'pickerExcludeIds'>,
): LocationPicker {
  const make = filter.make === undefined ? undefined : manufacturerSlug(filter.make);
  const choices = locations.filter(
    (location) =>
      isLocationShown(location, options) &&
      !options.pickerExcludeIds.includes(location.id) &&
      (filter.locationType === undefined || location.location_type === filter.locationType) &&
      (make === undefined || location.manufacturers.length === 0 || location.manufacturers.includes(make)),
  );
  const [only] = choices;
  return { options: choices, selectedId: choices.length === 1 && only ? only.id : null };
}

export interface CarLocation {
  id: number;
  name: string;
  distribution_locations?: readonly number[];
}

/**
 * The test-drive location choices for a car: its own yard, then each of its distribution locations the
 * site shows, whatever their type (a car parked at a service centre can be driven from there). A car
 * without distribution locations has nothing to choose: the list is empty.
 */
export function carLocationChoices(
  car: CarLocation,
  locations: readonly Location[],
  options: Pick<LocationOptions, 'hiddenNamePattern'>,
): Pick<Location, 'id' | 'name'>[] {
  const distribution = car.distribution_locations ?? [];
  if (distribution.length === 0) return [];
  const own = locations.find((l) => l.id === car.id) ?? { id: car.id, name: car.name };
  const others = distribution
    .filter((id) => id !== car.id)
    .map((id) => locations.find((l) => l.id === id))
    .filter((l): l is Location => l !== undefined && isLocationShown(l, options));
  return [{ id: own.id, name: own.name }, ...others.map((l) => ({ id: l.id, name: l.name }))];
}

export interface Coordinates {
  lat: number;
  long: number;
}

/** Great-circle distance in km (haversine, Earth radius 6371 km). */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.lat - from.lat);
  const dLong = rad(to.long - from.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * The service counterpart of a sales location for the Sales/Service tabs: the service location of
 * the same dealership, or one at the same slug ("X - Sales" and "X - Service").
 */
export function serviceCounterpart(location: Location, locations: readonly Location[]): Location | undefined {
  if (location.location_type === 'service') return undefined;
  return locations.find(
    (other) =>
      other.location_type === 'service' &&
      other.id !== location.id &&
      ((location.dealership_id !== undefined && other.dealership_id === location.dealership_id) || locationSlug(other) === locationSlug(location)),
  );
}

/** Locations nearest first from a point, each with its distance in km; those without coordinates come last, unmeasured. */
export function byDistance<L extends Pick<Location, 'address'>>(locations: readonly L[], from: Coordinates): { location: L; km: number | null }[] {
  return locations
    .map((location) => {
      const { lat, long } = location.address;
      return { location, km: lat === undefined || long === undefined ? null : distanceKm(from, { lat, long }) };
    })
    .sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity));
}

/** One line of address: "12 Wharf Street, Brisbane QLD 4000". */
export function addressLine(location: Pick<Location, 'address'>): string {
  const a = location.address;
  return `${a.street}, ${a.city} ${a.state.toUpperCase()} ${a.postcode}`;
}

const directionsSearch = (address: string): string => `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;

/** Get Directions: the place's own maps link, else a directions search for its address. */
export function directionsHref(location: Pick<Location, 'address'>): string {
  return location.address.place_url ?? directionsSearch(addressLine(location));
}

/** A car's location as its stock record carries it: the address parts may be missing. */
export interface CarYardInput {
  id: number;
  name: string;
  city?: string | null;
  state?: string | null;
  address?: { street?: string | null; city?: string | null; state?: string | null; postcode?: string | null; place_url?: string | null } | null;
}

export interface CarYard {
  /** "12 Wharf Street, Brisbane QLD 4000", as much of it as the records hold. */
  address: string;
  /** A pin for the map when the site knows where the yard is. */
  marker: MapMarker | null;
  /** Get Directions to the yard; null when there is no address to go to. */
  directions: string | null;
}

/**
 * Where a car can be seen, for the car page's location block (#vehicle-map): the car's own address and
 * maps link first, then the site's record of the same location for coordinates and a full address.
 */
export function carYard(car: CarYardInput, locations: readonly Location[]): CarYard {
  const site = locations.find((l) => l.id === car.id);
  const a = car.address;
  const cityLine = [a?.city ?? car.city, (a?.state ?? car.state)?.toUpperCase(), a?.postcode].filter(Boolean).join(' ');
  const own = [a?.street, cityLine].filter(Boolean).join(', ');
  const address = own || (site ? addressLine(site) : '');
  const { lat, long } = site?.address ?? {};
  return {
    address,
    marker: lat !== undefined && long !== undefined ? { label: car.name, lat, long } : null,
    directions: a?.place_url ?? site?.address.place_url ?? (address ? directionsSearch(address) : null),
  };
}

/**
 * The location a page slug names (/contact-us/{slug}, /locations/{slug}, /teams/{slug}): a shown
 * location with that page slug or dealership slug, its sales entry before service and parts.
 */
export function locationBySlug(locations: readonly Location[], slug: string, options: Pick<LocationOptions, 'hiddenNamePattern'>): Location | undefined {
  const matches = locations.filter((l) => isLocationShown(l, options) && (locationPageSlug(l) === slug || l.dealership_slug === slug));
  return matches.find((l) => l.location_type === 'sales') ?? matches[0];
}
