import { describe, expect, it } from 'vitest';
import { safeSitePath } from './safe-path';

describe('safeSitePath', () => {
  it('keeps site paths and refuses other hosts', () => {
    expect(safeSitePath('/cars/2021-kia-ev6-abc?x=1')).toBe('/cars/2021-kia-ev6-abc?x=1');
    expect(safeSitePath('//evil.example/')).toBe('/');
    expect(safeSitePath('/\\evil.example')).toBe('/');
    expect(safeSitePath('https://evil.example/', '/watchlist')).toBe('/watchlist');
    expect(safeSitePath(null)).toBe('/');
  });
});
