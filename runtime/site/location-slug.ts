/**
 * A location's slug, as search paths name its stock (/search/{locationSlug}): apart from the rest of the location
 * rules, so the search page's first load carries this and not them.
 */
import type { Location } from '../../schema/tenant.ts';
import { LOCATION_NAME_SUFFIXES } from './constants.ts';
import { slugify } from './slug.ts';

/** The location's own slug, else its name without a trailing " - Sales", " - Service" or " - Parts", slugified. */
export function locationSlug(location: Pick<Location, 'name' | 'slug'>): string {
  if (location.slug) return location.slug;
  const suffix = LOCATION_NAME_SUFFIXES.find((s) => location.name.endsWith(s));
  return slugify(suffix ? location.name.slice(0, -suffix.length) : location.name);
}
