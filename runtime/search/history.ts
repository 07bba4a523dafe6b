import { byCodeUnits } from '../site/names.ts';
import { SEARCH_HISTORY_LIMIT } from '../site/constants.ts';
import type { SearchState } from './state.ts';

/** What search history remembers of a search: where it was and what was ticked. */
export type SearchHistoryEntry = Pick<SearchState, 'path' | 'refinementList'>;

/** Most recent first, the last 5, no repeats; a search with no path part and no refinement is not kept. */
export function addToHistory(history: readonly SearchHistoryEntry[], state: SearchHistoryEntry): SearchHistoryEntry[] {
  const entry: SearchHistoryEntry = { path: state.path, refinementList: state.refinementList };
  if (!Object.keys(entry.path).length && !Object.keys(entry.refinementList).length) return [...history];
  const key = entryKey(entry);
  return [entry, ...history.filter((old) => entryKey(old) !== key)].slice(0, SEARCH_HISTORY_LIMIT);
}

/** Equal entries give equal keys whatever order their attributes were added in. */
function entryKey(entry: SearchHistoryEntry): string {
  const sorted = (record: object) => Object.entries(record).sort(([a], [b]) => byCodeUnits(a, b));
  return JSON.stringify([sorted(entry.path), sorted(entry.refinementList)]);
}
