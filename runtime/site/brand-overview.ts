/**
 * /{brand}/overview: a brand's model tiles, each linking into that model's stock. Which brands have
 * the page is the schema's (schema/brand-overviews.ts).
 */
import { overviewBrands, type OverviewBrand, type OverviewSite } from '../../schema/brand-overviews.ts';
import type { Tenant } from './tenant.ts';

export interface BrandTile {
  label: string;
  href: string;
  image?: string;
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
