/** The search box's suggestions from the search history: what each one says and which ones the typed text matches. */
import { carTypePathLabel, placeName } from './breadcrumbs.ts';
import type { SearchHistoryEntry } from './history.ts';

export interface RecentSearch {
  entry: SearchHistoryEntry;
  /** "Used Cars · Toyota Hilux · Diesel". */
  label: string;
}

export function recentSearchLabel({ path, refinementList }: SearchHistoryEntry, valueLabel: (attribute: string, value: string) => string): string {
  const parts = [
    path.offers && 'Special Offers',
    path.carType && carTypePathLabel(path.carType),
    [path.make, path.model].filter(Boolean).join(' '),
    path.body,
    path.location !== undefined && placeName(path.location),
    path.dealership,
    ...Object.entries(refinementList).flatMap(([attribute, values]) => values.map((value) => valueLabel(attribute, value))),
  ];
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' · ');
}

/** Every search for an empty box; else those whose label holds every word typed, in any case. */
export function matchingRecentSearches(
  history: readonly SearchHistoryEntry[],
  text: string,
  valueLabel: (attribute: string, value: string) => string,
): RecentSearch[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return history
    .map((entry) => ({ entry, label: recentSearchLabel(entry, valueLabel) }))
    .filter(({ label }) => label !== '' && words.every((word) => label.toLowerCase().includes(word)));
}

/**
 * The option an arrow key moves to from `active` (-1: none), wrapping at the ends; null for any other key,
 * which stays with the text (Home and End move the caret in an editable combobox).
 */
export function movedOption(active: number, key: string, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return active + 1 < count ? active + 1 : 0;
  if (key === 'ArrowUp') return active > 0 ? active - 1 : count - 1;
  return null;
}
