/**
 * The page types bench/web measures on each site, and the path of each on one tenant's site: the page module a
 * route renders says what the page is, so a tenant whose catalogue (schema/routes.ts) has no such route is
 * skipped, with the reason printed.
 */
import type { RouteEntry } from '../../schema/routes.ts';

export interface PageType {
  name: string;
  /** The module under runtime/ui/pages that draws it. */
  page: string;
  /** Which of the module's routes, when it has several (a search page also draws /special-offers). */
  path?: string;
  /** The route's parameter filled with a sample (a car's slug, an offer's id). */
  sample?: 'car' | 'offer';
}

export const PAGE_TYPES: readonly PageType[] = [
  { name: 'home', page: 'Home', path: '/' },
  { name: 'search', page: 'SearchPage' },
  { name: 'car', page: 'VehiclePage', path: '/cars/:slug', sample: 'car' },
  { name: 'offers', page: 'SearchPage', path: '/special-offers' },
  { name: 'offer', page: 'OfferPage', path: '/offers/:offerId', sample: 'offer' },
  { name: 'locations', page: 'DealerLocatorPage' },
  { name: 'contact', page: 'ContactPage', path: '/contact' },
  { name: 'finance', page: 'FinancePage' },
  { name: 'trade-in', page: 'TradeInPage', path: '/trade-in' },
  { name: 'compare', page: 'ComparePage' },
  { name: 'success', page: 'SuccessPage' },
];

export interface SiteSamples {
  /** The site's default search path, which its search page draws. */
  searchPath: string;
  car?: string;
  offer?: string;
}

export type PagePlan = { type: PageType; path: string } | { type: PageType; skipped: string };

/** Each page type's path on a site with these routes, or why the site has no such page. */
export function pagePlan(routes: readonly RouteEntry[], samples: SiteSamples, types: readonly PageType[] = PAGE_TYPES): PagePlan[] {
  return types.map((type): PagePlan => {
    if (type.page === 'Home') return { type, path: '/' };
    const route = routes.find((r) => r.page === type.page && (type.path === undefined || r.path === type.path));
    if (!route) return { type, skipped: `no ${type.path ?? type.page} route` };
    // The default search path is one of the search page's own (e.g. under /search/*).
    if (type.name === 'search') return { type, path: samples.searchPath };
    if (!type.sample) return { type, path: route.path };
    const value = samples[type.sample];
    if (!value) return { type, skipped: `no sample ${type.sample}` };
    return { type, path: route.path.replace(/:\w+$/, value) };
  });
}
