import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru.ts';

describe('ByteLru', () => {
  it('drops the least recently used entries until a new one fits the byte budget', () => {
    const lru = new ByteLru<string>(10);
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    expect(lru.get('a')).toBe('A'); // a is now the most recent, so b goes first
    lru.set('c', 'C', 4);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
    expect(lru.bytes).toBe(8);
  });

  it('counts a replaced entry once and keeps nothing larger than the budget', () => {
    const lru = new ByteLru<string>(10);
    lru.set('a', 'A', 6);
    lru.set('a', 'A2', 7);
    expect([lru.get('a'), lru.bytes]).toEqual(['A2', 7]);
    lru.set('huge', 'H', 11);
    expect([lru.get('huge'), lru.get('a'), lru.bytes]).toEqual([undefined, 'A2', 7]);
  });
});
