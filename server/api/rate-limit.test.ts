import { describe, expect, it } from 'vitest';
import { rateLimiter } from './rate-limit.ts';

describe('rateLimiter', () => {
  it('allows max hits a window per key, then opens a new window', () => {
    const limiter = rateLimiter();
    const limit = { max: 2, windowMs: 1000 };
    expect([limiter.hit('a', limit, 0), limiter.hit('a', limit, 10), limiter.hit('a', limit, 20)]).toEqual([true, true, false]);
    expect(limiter.hit('b', limit, 20)).toBe(true);
    expect(limiter.hit('a', limit, 1000)).toBe(true);
  });
});
