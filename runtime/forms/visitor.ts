/**
 * What the browser remembers about a visitor, as pure transformations; the UI reads and writes storage.
 * The profile (site-pages spec §3) prefills the next form; visited pages and linked query parameters
 * travel with a lead as its lead_attributes.
 */
import type { FormValues } from './fields.ts';
import type { LeadAttributes } from './payload.ts';

export const PROFILE_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;
export type VisitorProfile = Partial<Record<(typeof PROFILE_FIELDS)[number], string>>;

export const VISITED_PAGES_LIMIT = 20;
/** Campaign parameters worth keeping from the link that brought the visitor. */
const LINKED_PARAMS = /^(utm_[a-z]+|gclid|fbclid|msclkid)$/;

export function profileFrom(values: FormValues): VisitorProfile {
  const profile: VisitorProfile = {};
  for (const key of PROFILE_FIELDS) {
    const value = values[key];
    if (typeof value === 'string' && value.trim()) profile[key] = value.trim();
  }
  return profile;
}

/** Reads a stored profile, ignoring anything that is not one of its string fields. */
export function parseProfile(stored: string | null): VisitorProfile {
  try {
    const value: unknown = stored ? JSON.parse(stored) : {};
    return typeof value === 'object' && value !== null ? profileFrom(value as FormValues) : {};
  } catch {
    return {};
  }
}

/** The path just visited, appended once (a reload is not a new page), keeping the latest 20. */
export function visitedPages(previous: readonly string[], path: string): string[] {
  if (previous[previous.length - 1] === path) return [...previous];
  return [...previous, path].slice(-VISITED_PAGES_LIMIT);
}

export function linkedQueryParams(previous: Record<string, string>, search: string): Record<string, string> {
  const next = { ...previous };
  for (const [key, value] of new URLSearchParams(search)) if (LINKED_PARAMS.test(key)) next[key] = value;
  return next;
}

export function leadAttributes(pages: readonly string[], params: Record<string, string>): LeadAttributes {
  return { visited_pages: [...pages], linked_query_params: { ...params } };
}
