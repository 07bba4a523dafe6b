import { describe, expect, it } from 'vitest';
import type { SearchHistoryEntry } from './history.ts';
import { matchingRecentSearches, movedOption, recentSearchLabel } from './recent-searches.ts';

const raw = (_attribute: string, value: string) => value;
const history: SearchHistoryEntry[] = [
  { path: { carType: 'used', make: 'Toyota', model: 'Hilux' }, refinementList: { fuel: ['Diesel'] } },
  { path: { body: 'SUV' }, refinementList: {} },
  { path: { location: 'Harbourside Toyota - Sales' }, refinementList: { car_type: ['demo'] } },
];

describe('recent searches', () => {
  it('says what each search was: car type, make and model, body, place, then the ticked values', () => {
    expect(recentSearchLabel(history[0]!, raw)).toBe('Used Cars · Toyota Hilux · Diesel');
    expect(recentSearchLabel(history[2]!, (attribute, value) => (attribute === 'car_type' ? 'Demo' : value))).toBe('Harbourside Toyota · Demo');
    expect(recentSearchLabel({ path: { offers: true }, refinementList: {} }, raw)).toBe('Special Offers');
  });

  it('an empty box offers every search, newest first; typed words narrow them, in any case and order', () => {
    expect(matchingRecentSearches(history, '  ', raw)).toHaveLength(3);
    expect(matchingRecentSearches(history, 'hilux toy', raw).map((s) => s.label)).toEqual(['Used Cars · Toyota Hilux · Diesel']);
    expect(matchingRecentSearches(history, 'toyota', raw)).toHaveLength(2);
    expect(matchingRecentSearches(history, 'ranger', raw)).toEqual([]);
  });

  it('arrow keys move through the options and wrap; other keys, Home and End included, stay with the text', () => {
    expect(movedOption(-1, 'ArrowDown', 3)).toBe(0);
    expect(movedOption(2, 'ArrowDown', 3)).toBe(0);
    expect(movedOption(-1, 'ArrowUp', 3)).toBe(2);
    expect(movedOption(1, 'ArrowUp', 3)).toBe(0);
    expect(movedOption(1, 'End', 3)).toBeNull();
    expect(movedOption(0, 'Enter', 3)).toBeNull();
    expect(movedOption(-1, 'ArrowDown', 0)).toBeNull();
  });
});
