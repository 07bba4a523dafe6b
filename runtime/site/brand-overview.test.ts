import { describe, expect, it } from 'vitest';
import { directorySite as site } from '../../schema/brand-overviews.fixture.ts';
import { overviewBrands } from '../../schema/brand-overviews.ts';
import { brandOverviewTiles, overviewBrandAt } from './brand-overview.ts';

describe('brand overview', () => {
  it('finds the brand at /{brand}/overview, with or without a trailing slash', () => {
    expect(overviewBrandAt('/toyota/overview/', site)?.name).toBe('Toyota');
    expect(overviewBrandAt('/mazda/overview', site)).toBeUndefined();
    expect(overviewBrandAt('/toyota/overview/extra', site)).toBeUndefined();
  });
  it("tiles each model into its stock, then all the brand's stock", () => {
    const toyota = overviewBrands(site)[0]!;
    expect(brandOverviewTiles(toyota, 'search')).toEqual([
      { label: 'RAV4', href: '/search/toyota/rav4' },
      { label: 'HiLux', href: '/search/toyota/hilux' },
      { label: 'All Toyota stock', href: '/search/toyota' },
    ]);
    const override = { ...toyota, models: [{ name: 'bZ4X', slug: 'bz4x', overrideUrl: 'https://toyota.example.com/bz4x', image: '/media/x.svg' }] };
    expect(brandOverviewTiles(override, 'used-car')[0]).toEqual({ label: 'bZ4X', href: 'https://toyota.example.com/bz4x', image: '/media/x.svg' });
    expect(brandOverviewTiles(override, 'used-car')[1]!.href).toBe('/used-car/toyota');
  });
});
