import { describe, expect, it } from 'vitest';
import { tenantSchema } from '../../schema/tenant.ts';
import { brandHref, brandLogoUrl, directoryTiles, findBrand, makeNameFromSlug, manufacturerSlug, warrantyYears } from './manufacturers.ts';

const brands = (overrides: object = {}) => tenantSchema.shape.brands.parse(overrides);
const images = tenantSchema.shape.images.parse(undefined);

describe('manufacturerSlug', () => {
  it('slugifies make names', () => {
    expect(manufacturerSlug('Toyota')).toBe('toyota');
    expect(manufacturerSlug('Mercedes-Benz')).toBe('mercedes-benz');
    expect(manufacturerSlug('Land Rover')).toBe('land-rover');
    expect(manufacturerSlug('Citroën')).toBe('citroen');
  });

  it('uses gwm-haval for GWM and kgm-ssangyong for KGM SsangYong', () => {
    expect(manufacturerSlug('GWM')).toBe('gwm-haval');
    expect(manufacturerSlug('KGM SsangYong')).toBe('kgm-ssangyong');
    expect(manufacturerSlug('kgm ssangyong')).toBe('kgm-ssangyong');
  });
});

describe('brands', () => {
  const groups = brands({
    groups: [
      {
        group: 'car',
        brands: [
          { name: 'Toyota', slug: 'toyota', logo: '/media/brands/toyota.svg' },
          { name: 'GWM', slug: 'gwm-haval', websiteUrl: 'https://gwm.example.com' },
        ],
      },
    ],
  }).groups;

  it('finds a brand by make name, including slug exceptions', () => {
    expect(findBrand('GWM', groups)?.slug).toBe('gwm-haval');
    expect(findBrand('Skoda', groups)).toBeUndefined();
  });

  it('links a brand to /brands/{slug}', () => {
    expect(brandHref({ slug: 'gwm-haval', websiteUrl: 'https://gwm.example.com' }, brands())).toBe('/brands/gwm-haval');
  });

  it('links to the dealership website where the site asks and the brand has one', () => {
    const linking = brands({ linkToDealershipWebsite: true });
    expect(brandHref({ slug: 'gwm-haval', websiteUrl: 'https://gwm.example.com' }, linking)).toBe('https://gwm.example.com');
    expect(brandHref({ slug: 'toyota' }, linking)).toBe('/brands/toyota');
  });
  it("sends a brand without a page (skipPage) straight to its stock under the site's search prefix", () => {
    expect(brandHref({ slug: 'isuzu', skipPage: true }, brands())).toBe('/search/isuzu');
    expect(brandHref({ slug: 'isuzu', skipPage: true }, brands(), 'used-car')).toBe('/used-car/isuzu');
  });

  it('uses the fallback logo for an unknown brand or one without a logo', () => {
    expect(brandLogoUrl(findBrand('Toyota', groups), images)).toBe('/media/brands/toyota.svg');
    expect(brandLogoUrl(findBrand('GWM', groups), images)).toBe('/media/placeholders/brand.svg');
    expect(brandLogoUrl(findBrand('Skoda', groups), images)).toBe('/media/placeholders/brand.svg');
  });

  it('gives warranty years by make', () => {
    const warranty = brands({ warrantyYears: { toyota: 5, hyundai: 7, 'gwm-haval': 7 } });
    expect(warrantyYears('Toyota', warranty)).toBe(5);
    expect(warrantyYears('GWM', warranty)).toBe(7);
    expect(warrantyYears('Mazda', warranty)).toBeNull();
  });
});

describe('makeNameFromSlug', () => {
  it('title-cases each word of a make slug', () => {
    expect(makeNameFromSlug('toyota')).toBe('Toyota');
    expect(makeNameFromSlug('mercedes-benz')).toBe('Mercedes Benz');
  });
});

describe('directory tiles', () => {
  const site = {
    brands: brands({
      groups: [
        { group: 'car', brands: [{ name: 'Toyota', slug: 'toyota', logo: '/media/logo/toyota.svg' }] },
        { group: 'own-brand', brands: [{ name: 'Harbourside Rental', slug: 'harbourside-rental' }] },
      ],
      ownBrands: [
        { name: 'TWG Tyres', path: '/twg-tyres', logo: '/media/logo/twg.svg' },
        { name: 'Neotek', path: '/neotek' },
      ],
    }),
    images,
    search: { pathPrefix: 'search' as const },
  };
  it('lists a group with links to brand pages', () => {
    expect(directoryTiles('car', site)).toEqual([{ name: 'Toyota', href: '/brands/toyota', logo: '/media/logo/toyota.svg' }]);
    expect(directoryTiles('truck', site)).toEqual([]);
  });
  it('adds the own brands to the own-brand group, each to its own page, with the fallback logo when it has none', () => {
    expect(directoryTiles('own-brand', site).map((t) => t.href)).toEqual(['/brands/harbourside-rental', '/twg-tyres', '/neotek']);
    expect(directoryTiles('own-brand', site)[2]!.logo).toBe(brandLogoUrl(undefined, images));
  });
});
