import { describe, expect, it } from 'vitest';
import { directorySite as site } from './brand-overviews.fixture.ts';
import { overviewBrands, overviewPath } from './brand-overviews.ts';

describe('brand overviews', () => {
  it('gives a page to each directory brand with models, and to a single-brand site for its own models', () => {
    expect(overviewBrands(site).map((b) => b.slug)).toEqual(['toyota']);
    const nissan = {
      manufacturer: { name: 'Nissan', slug: 'nissan' },
      navigation: { models: [{ name: 'X-Trail', slug: 'x-trail' }] },
      brands: { groups: [] },
    } as never;
    expect(overviewBrands(nissan)).toEqual([{ name: 'Nissan', slug: 'nissan', models: [{ name: 'X-Trail', slug: 'x-trail' }] }]);
  });
  it('lives at /{brand}/overview', () => {
    expect(overviewPath('toyota')).toBe('/toyota/overview');
  });
});
