import type { Tenant } from '../../schema/tenant.ts';
import { BRAND_FALLBACK_LOGO_KEY, MANUFACTURER_SLUG_EXCEPTIONS } from './constants.ts';
import { slugify } from './slug.ts';

type Brand = Tenant['brands']['groups'][number]['brands'][number];
type WarrantyYears = Tenant['brands']['warrantyYears'][string];

const EXCEPTIONS = new Map(Object.entries(MANUFACTURER_SLUG_EXCEPTIONS).map(([name, slug]) => [name.toLowerCase(), slug]));

/** The make's path segment: slugified name, except GWM → gwm-haval and KGM SsangYong → kgm-ssangyong. */
export function manufacturerSlug(name: string): string {
  return EXCEPTIONS.get(name.trim().toLowerCase()) ?? slugify(name);
}

/** The brand in the site's brand directory for a make name or slug, if it has one. */
export function findBrand(make: string, groups: Tenant['brands']['groups']): Brand | undefined {
  const slug = manufacturerSlug(make);
  return groups.flatMap((group) => group.brands).find((brand) => brand.slug === slug || manufacturerSlug(brand.name) === slug);
}

/**
 * Where a directory tile goes: the dealership's own website where the site links brands there and the
 * brand has one; the brand's stock (`/{pathPrefix}/{slug}`) for a brand without a page (skipPage); else `/brands/{slug}`.
 */
export function brandHref(
  brand: Pick<Brand, 'slug' | 'websiteUrl'> & { skipPage?: boolean },
  brands: Pick<Tenant['brands'], 'linkToDealershipWebsite'>,
  pathPrefix: Tenant['search']['pathPrefix'] = 'search',
): string {
  if (brands.linkToDealershipWebsite && brand.websiteUrl) return brand.websiteUrl;
  return brand.skipPage ? `/${pathPrefix}/${brand.slug}` : `/brands/${brand.slug}`;
}

/** The brand's logo, or the fallback logo for a brand the site does not know or has no logo for. */
export function brandLogoUrl(brand: Pick<Brand, 'logo'> | undefined, images: Pick<Tenant['images'], 'host'>): string {
  return brand?.logo ?? `${images.host.replace(/\/+$/, '')}/${BRAND_FALLBACK_LOGO_KEY}`;
}

/** Warranty years (3, 5 or 7) the site states for a make; null when it states none. */
export function warrantyYears(make: string, brands: Pick<Tenant['brands'], 'warrantyYears'>): WarrantyYears | null {
  return brands.warrantyYears[manufacturerSlug(make)] ?? null;
}

/** A make's display name from its slug when the site has no better one: "mercedes-benz" → "Mercedes Benz". */
export function makeNameFromSlug(slug: string): string {
  return slug.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`);
}

export interface DirectoryTile {
  name: string;
  href: string;
  logo: string;
}

/** A brand group's directory tiles; the own-brand group adds the group's own brands (brands.ownBrands), each to its page. */
export function directoryTiles(
  group: Tenant['brands']['groups'][number]['group'],
  site: {
    brands: Pick<Tenant['brands'], 'groups' | 'ownBrands' | 'linkToDealershipWebsite'>;
    images: Pick<Tenant['images'], 'host'>;
    search: Pick<Tenant['search'], 'pathPrefix'>;
  },
): DirectoryTile[] {
  const listed = site.brands.groups
    .filter((g) => g.group === group)
    .flatMap((g) => g.brands)
    .map((brand) => ({ name: brand.name, href: brandHref(brand, site.brands, site.search.pathPrefix), logo: brandLogoUrl(brand, site.images) }));
  const own =
    group === 'own-brand' ? site.brands.ownBrands.map((brand) => ({ name: brand.name, href: brand.path, logo: brandLogoUrl(brand, site.images) })) : [];
  return [...listed, ...own];
}
