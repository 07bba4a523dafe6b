import { describe, expect, it } from 'vitest';
import { pageSeedJson, parsePageSeed, type PageSeed } from './page-seed.ts';

const seed: PageSeed = {
  url: '/cars/2024-toyota-hilux-7',
  at: Date.UTC(2026, 10, 23, 10, 0, 30),
  random: 0.25,
  searches: [{ body: '{"queries":[]}', response: { results: [] } }],
  api: { '/api/cars/2024-toyota-hilux-7': { car: { comments: '</script><script>alert(1)</script>' } } },
  rendered: true,
};

describe('page seed', () => {
  it('reads back what the server wrote, with no way to close the script element early', () => {
    const json = pageSeedJson(seed);
    expect(json).not.toContain('<');
    expect(parsePageSeed(json)).toEqual(seed);
  });

  it('treats a missing, damaged or foreign seed as none', () => {
    for (const text of [null, undefined, '', '{', 'null', '[]', '{"url":"/"}', JSON.stringify({ ...seed, at: 'soon' })]) expect(parsePageSeed(text)).toBeNull();
  });

  it('takes only what it knows: a seed without answers has none, and only `true` means drawn', () => {
    const parsed = parsePageSeed(JSON.stringify({ url: '/', at: 1, random: 0, searches: 'x', api: null, rendered: 'yes' }));
    expect(parsed).toEqual({ url: '/', at: 1, random: 0, searches: [], api: {}, rendered: false });
  });
});
