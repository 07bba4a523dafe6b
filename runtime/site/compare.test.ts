import { describe, expect, it } from 'vitest';
import { canToggleCompare, COMPARE_LIMIT, compareHref, parseCompareIds, serialiseCompareIds, toggleCompare } from './compare.ts';

describe('the compare selection', () => {
  it('reads ids from the link: whole positive numbers, each once, at most four, anything else ignored', () => {
    expect(parseCompareIds('12,34, 56')).toEqual([12, 34, 56]);
    expect(parseCompareIds('12,12,abc,-3,0,1.5,,34')).toEqual([12, 34]);
    expect(parseCompareIds('1,2,3,4,5,6')).toEqual([1, 2, 3, 4]);
    expect(parseCompareIds('')).toEqual([]);
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds('99999999999999999999')).toEqual([]);
  });

  it('writes the shareable link, and reads back what it writes', () => {
    expect(compareHref([12, 34])).toBe('/compare?cars=12,34');
    expect(compareHref([])).toBe('/compare');
    expect(parseCompareIds(serialiseCompareIds([7, 3, 9]))).toEqual([7, 3, 9]);
  });

  it('adds a car, takes a selected one out, and never holds more than four', () => {
    expect(COMPARE_LIMIT).toBe(4);
    expect(toggleCompare([], 5)).toEqual([5]);
    expect(toggleCompare([5, 6], 5)).toEqual([6]);
    const full = [1, 2, 3, 4];
    expect(canToggleCompare(full, 9)).toBe(false);
    expect(toggleCompare(full, 9)).toEqual(full);
    expect(canToggleCompare(full, 3)).toBe(true);
    expect(toggleCompare(full, 3)).toEqual([1, 2, 4]);
  });
});
