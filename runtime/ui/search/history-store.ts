/** The last 5 searches, kept in the browser per site; storage that is full or blocked is ignored. */
import { addToHistory } from '@dealer/search/history';
import type { SearchHistoryEntry } from '@dealer/search/history';
import { SITE } from '@site/site.gen';

const KEY = `dealer:search-history:${SITE.slug}`;

export function readSearchHistory(): SearchHistoryEntry[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as SearchHistoryEntry[]) : [];
  } catch {
    return [];
  }
}

export function rememberSearch(entry: SearchHistoryEntry): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(addToHistory(readSearchHistory(), entry)));
  } catch {
    // Private windows and full storage refuse writes; history is a convenience.
  }
}
