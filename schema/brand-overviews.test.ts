import { describe, expect, it } from 'vitest';
import { overviewBrands, overviewPath } from './brand-overviews.ts';

const brand = (name: string, slug: string, models: { name: string; slug: string }[] = []) => ({ name, slug, skipPage: false, models });
const site = {
  manufacturer: null,
  navigation: { models: [] },
  brands: {
    groups: [
      {
        group: 'car' as const,
        brands: [
          brand('Toyota', 'toyota', [
            { name: 'RAV4', slug: 'rav4' },
            { name: 'HiLux', slug: 'hilux' },
          ]),
          brand('Mazda', 'mazda'),
        ],
      },
    ],
  },
} as never;

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
