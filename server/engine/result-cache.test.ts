import { describe, expect, it } from 'vitest';
import { ResultCache } from './result-cache.ts';

describe('ResultCache', () => {
  it('answers a repeated request while its indexes are unchanged, and not after a write', () => {
    const cache = new ResultCache();
    cache.set('a', [3], Buffer.from('{"hits":[]}'));
    expect(cache.get('a', [3])?.toString()).toBe('{"hits":[]}');
    expect(cache.get('a', [4])).toBeUndefined();
    expect(cache.get('a', [3])).toBeUndefined();
  });

  it('drops the oldest entries beyond its entry and byte limits', () => {
    const byCount = new ResultCache(2, 1000);
    for (const key of ['a', 'b', 'c']) byCount.set(key, [1], Buffer.from(key));
    expect([byCount.get('a', [1]), byCount.get('b', [1]), byCount.get('c', [1])].map((body) => body?.toString())).toEqual([undefined, 'b', 'c']);
    const byBytes = new ResultCache(10, 10);
    byBytes.set('a', [1], Buffer.from('123456'));
    byBytes.set('b', [1], Buffer.from('123456'));
    expect([byBytes.get('a', [1]), byBytes.get('b', [1])?.toString(), byBytes.size]).toEqual([undefined, '123456', 1]);
    byBytes.set('huge', [1], Buffer.from('x'.repeat(11)));
    expect(byBytes.get('huge', [1])).toBeUndefined();
  });
});
