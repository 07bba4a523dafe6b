/**
 * Which brands have a /{brand}/overview page: a brand has one when the site lists models for it, the
 * directory brand's models or a single-brand site's own models.
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

export type OverviewSite = Pick<Tenant, 'brands' | 'manufacturer' | 'navigation'>;

/** The brands with an overview page, each once: the site's manufacturer first, then the directory's brands. */
export function overviewBrands(t: OverviewSite): OverviewBrand[] {
  const own: OverviewBrand[] =
    t.manufacturer && t.navigation.models.length > 0 ? [{ name: t.manufacturer.name, slug: t.manufacturer.slug, models: t.navigation.models }] : [];
  const directory = t.brands.groups.flatMap((group) => group.brands).filter((brand) => brand.models.length > 0);
  const brands = [...own, ...directory.map((brand) => ({ name: brand.name, slug: brand.slug, models: brand.models }))];
  return brands.filter((brand, index) => brands.findIndex((other) => other.slug === brand.slug) === index);
}

export function overviewPath(brandSlug: string): string {
  return `/${brandSlug}/overview`;
}
