/**
 * Pages of tenant-configured copy and the slugs their copy is kept under (pages.copy, the content
 * API's /content/pages/{slug}). One list serves the routes, the server and the sample provider, so a
 * page a tenant switches on always has copy to show.
 */
import { departmentPages } from '../../schema/departments.ts';
import type { Tenant } from './tenant.ts';

/** Copy pages every site has. */
export const FIXED_COPY_PAGES = ['about-us', 'fleet', 'terms-and-conditions'] as const;

/**
 * The copy slug of a page path: its segments joined by hyphens, without a leading /pages.
 * /pages/book-a-service → book-a-service, /parts/search → parts-search, /twg-rental/ → twg-rental.
 */
export function copySlugOf(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return (segments[0] === 'pages' ? segments.slice(1) : segments).join('-');
}

/** Every slug the tenant has copy for: fixed, extra and top-level pages, service and parts pages, own brands, and configured copy. */
export function copyPageSlugs(t: Pick<Tenant, 'pages' | 'brands'>): string[] {
  return [
    ...new Set([
      ...FIXED_COPY_PAGES,
      ...t.pages.extraPages,
      ...t.pages.topLevelPages,
      ...departmentPages(t).map((page) => copySlugOf(page.path)),
      ...t.brands.ownBrands.map((brand) => copySlugOf(brand.path)),
      ...Object.keys(t.pages.copy),
    ]),
  ];
}
