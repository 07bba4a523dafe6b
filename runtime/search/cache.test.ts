import { describe, expect, it } from 'vitest';
import { DIRECTORY_CACHE_LIMIT } from '../site/constants.ts';
import { requestKey, ResultsCache } from './cache.ts';

describe('results cache', () => {
  it('evicts the oldest entry at the limit (10 for directories)', () => {
    const cache = new ResultsCache<number>(DIRECTORY_CACHE_LIMIT);
    for (let i = 1; i <= 11; i++) cache.set(`page-${i}`, i);
    expect(cache.size).toBe(10);
    expect(cache.get('page-1')).toBeUndefined();
    expect(cache.get('page-2')).toBe(2);
    expect(cache.get('page-11')).toBe(11);
  });

  it('counts a re-stored key as new', () => {
    const cache = new ResultsCache<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('a', 'A2');
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A2', undefined, 'C']);
  });
});

describe('request keys', () => {
  it('are equal for equal requests built in a different key order', () => {
    expect(requestKey({ b: 1, a: { d: [2, 1], c: 'x' } })).toBe(requestKey({ a: { c: 'x', d: [2, 1] }, b: 1 }));
    expect(requestKey({ a: [1, 2] })).not.toBe(requestKey({ a: [2, 1] }));
  });
});
