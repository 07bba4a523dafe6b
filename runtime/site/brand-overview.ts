/**
 * /{brand}/overview: a brand's model tiles, each linking into that model's stock. A brand has the page
 * when the site lists models for it: the directory brand's models, or a single-brand site's own models.
 */
import type { Tenant } from './tenant.ts';

export interface OverviewModel {
  name: string;
  slug: string;
  image?: string;
  overrideUrl?: string;
}

export interface OverviewBrand {
  name: string;
  slug: string;
  models: OverviewModel[];
}

export interface BrandTile {
  label: string;
  href: string;
  image?: string;
}

type OverviewSite = Pick<Tenant, 'brands' | 'manufacturer' | 'navigation'>;

/** The brands with an overview page, each once: the site's manufacturer first, then the directory's brands. */
export function overviewBrands(t: OverviewSite): OverviewBrand[] {
  const own: OverviewBrand[] = t.manufacturer && t.navigation.models.length > 0 ? [{ name: t.manufacturer.name, slug: t.manufacturer.slug, models: t.navigation.models }] : [];
  const directory = t.brands.groups.flatMap((group) => group.brands).filter((brand) => brand.models.length > 0);
  const brands = [...own, ...directory.map((brand) => ({ name: brand.name, slug: brand.slug, models: brand.models }))];
  return brands.filter((brand, index) => brands.findIndex((other) => other.slug === brand.slug) === index);
}

export function overviewPath(brandSlug: string): string {
  return `/${brandSlug}/overview`;
}

/** The overview brand a path names (/{brand}/overview, trailing slash allowed), if the site has it. */
export function overviewBrandAt(pathname: string, t: OverviewSite): OverviewBrand | undefined {
  const [slug, page, ...rest] = pathname.split('/').filter(Boolean);
  if (page !== 'overview' || rest.length > 0) return undefined;
  return overviewBrands(t).find((brand) => brand.slug === slug);
}

/** One tile per model to /{prefix}/{brand}/{model} (or the model's own URL), then one for all the brand's stock. */
export function brandOverviewTiles(brand: OverviewBrand, pathPrefix: Tenant['search']['pathPrefix']): BrandTile[] {
  return [
    ...brand.models.map((model) => ({
      label: model.name,
      href: model.overrideUrl ?? `/${pathPrefix}/${brand.slug}/${model.slug}`,
      ...(model.image ? { image: model.image } : {}),
    })),
    { label: `All ${brand.name} stock`, href: `/${pathPrefix}/${brand.slug}` },
  ];
}
