import { describe, expect, it } from 'vitest';
import { addToHistory } from './history.ts';
import type { SearchHistoryEntry } from './history.ts';

const entry = (make: string): SearchHistoryEntry => ({ path: { make }, refinementList: {} });

describe('search history', () => {
  it('keeps the last 5 entries, most recent first', () => {
    const history = ['A', 'B', 'C', 'D', 'E', 'F'].reduce<SearchHistoryEntry[]>((h, make) => addToHistory(h, entry(make)), []);
    expect(history.map((e) => e.path.make)).toEqual(['F', 'E', 'D', 'C', 'B']);
  });

  it('moves a repeated search to the front instead of keeping it twice', () => {
    const first = { path: {}, refinementList: { fuel: ['Diesel'], city: ['Brisbane'] } };
    const again = { path: {}, refinementList: { city: ['Brisbane'], fuel: ['Diesel'] } };
    const history = addToHistory(addToHistory(addToHistory([], first), entry('Kia')), again);
    expect(history).toEqual([again, entry('Kia')]);
  });

  it('skips searches with no refinements and no path, and keeps only path and refinements', () => {
    expect(addToHistory([entry('Kia')], { path: {}, refinementList: {} })).toEqual([entry('Kia')]);
    const state = { path: { carType: 'used' as const }, refinementList: {}, query: 'ute', page: 2 };
    expect(addToHistory([], state)).toEqual([{ path: { carType: 'used' }, refinementList: {} }]);
  });
});
