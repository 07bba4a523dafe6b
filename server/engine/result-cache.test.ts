import { describe, expect, it } from 'vitest';
import { ResultCache } from './result-cache.ts';

/** A cache that has seen each of `keys` asked once already, so their next answers are kept. */
function seen(cache: ResultCache, ...keys: string[]): ResultCache {
  for (const key of keys) cache.set(key, [0], Buffer.from(''));
  return cache;
}

describe('ResultCache', () => {
  it('answers a repeated request while its indexes are unchanged, and not after a write', () => {
    const cache = seen(new ResultCache(), 'a');
    cache.set('a', [3], Buffer.from('{"hits":[]}'));
    expect(cache.get('a', [3])?.toString()).toBe('{"hits":[]}');
    expect(cache.get('a', [4])).toBeUndefined();
    expect(cache.get('a', [3])).toBeUndefined();
    // Seen before, the answer after the write is kept at once.
    cache.set('a', [4], Buffer.from('{"hits":[1]}'));
    expect(cache.get('a', [4])?.toString()).toBe('{"hits":[1]}');
  });

  it('keeps an answer only from the second time its request is seen', () => {
    const cache = new ResultCache();
    cache.set('once', [1], Buffer.from('1'));
    expect([cache.get('once', [1]), cache.size]).toEqual([undefined, 0]);
    cache.set('once', [1], Buffer.from('1'));
    expect(cache.get('once', [1])?.toString()).toBe('1');
  });

  it('forgets requests seen long ago, after two generations of its limit', () => {
    const cache = new ResultCache(1, 1000);
    cache.set('old', [1], Buffer.from('x'));
    for (let i = 0; i < 8; i++) cache.set(`other-${i}`, [1], Buffer.from('y'));
    cache.set('old', [1], Buffer.from('x'));
    expect(cache.get('old', [1])).toBeUndefined();
  });

  it('drops the oldest entries beyond its entry and byte limits', () => {
    const byCount = seen(new ResultCache(2, 1000), 'a', 'b', 'c');
    for (const key of ['a', 'b', 'c']) byCount.set(key, [1], Buffer.from(key));
    expect([byCount.get('a', [1]), byCount.get('b', [1]), byCount.get('c', [1])].map((body) => body?.toString())).toEqual([undefined, 'b', 'c']);
    const byBytes = seen(new ResultCache(10, 10), 'a', 'b', 'huge');
    byBytes.set('a', [1], Buffer.from('123456'));
    byBytes.set('b', [1], Buffer.from('123456'));
    expect([byBytes.get('a', [1]), byBytes.get('b', [1])?.toString(), byBytes.size]).toEqual([undefined, '123456', 1]);
    byBytes.set('huge', [1], Buffer.from('x'.repeat(11)));
    expect(byBytes.get('huge', [1])).toBeUndefined();
  });
});
