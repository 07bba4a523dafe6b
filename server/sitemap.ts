/**
 * GET /sitemap.xml: the site's pages that are there, so search engines find them and no 404: the home page, each
 * open page of its route table, each location's page, its extra copy pages and offers, and every car it lists (the
 * stock visibility rule). Each page is checked as the page server would answer it (page-seed.ts). URLs use the
 * tenant's configured url, else the host the request came in on.
 */
import type { FastifyInstance } from 'fastify';
import { isGated } from '../runtime/site/gating.ts';
import { isLocationShown, locationContactPath } from '../runtime/site/locations.ts';
import { isOfferShown, offerPath, type Offer } from '../runtime/site/offers.ts';
import { stockVisibilityFilter } from '../runtime/site/stock-visibility.ts';
import type { RouteEntry } from '../schema/routes.ts';
import { sitePlan } from '../schema/site-plan.ts';
import type { Tenant } from '../schema/tenant.ts';
import { pageRouter } from './page-route.ts';
import { serverPage, type PageContext } from './page-seed.ts';
import { siteApi, siteForHost, type SitesOptions } from './sites.ts';
import { siteCars } from './stock/site-cars.ts';
import type { StockReader } from './stock/stock-reader.ts';
import type { StockFor } from './stock/tenant-stock.ts';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Pages of a visitor's own visit (signing in, saved and compared cars, a sent form, a checkout), not for search engines. */
const VISIT_PAGES = new Set(['SignInPage', 'WatchlistPage', 'ComparePage', 'SuccessPage', 'PrintPage', 'ReservePage', 'GaragePage']);

export interface SitemapEntry {
  path: string;
  /** yyyy-mm-dd or a longer ISO date. */
  lastmod?: string | null;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, '');
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod.slice(0, 10))}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${base}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function listedCars(stock: StockReader, tenant: Tenant, now: Date) {
  return siteCars(stock, tenant, [`(${stockVisibilityFilter(tenant.search, now)})`], SITEMAP_MAX_URLS, ['slug', 'created_at']);
}

const isOpen = (route: RouteEntry, account: Tenant['account']) => route.gate === undefined || (route.gate !== 'always' && !isGated(route.gate, account));

/** The offers the site shows, at their pages. */
async function offerPaths(context: PageContext): Promise<string[]> {
  const { tenant } = context;
  if (!tenant.offers.enabled) return [];
  const answer = await context.api('/api/content/offers');
  const offers = answer.status === 200 ? ((answer.body as { offers?: Offer[] } | null)?.offers ?? []) : [];
  return offers.filter((offer) => isOfferShown(offer, tenant.id, tenant.offers)).map((offer) => offerPath(offer, tenant));
}

/** The site's pages but its cars, each one the page server answers with a page (not a 404). */
export async function sitePages(context: PageContext, routes: readonly RouteEntry[]): Promise<string[]> {
  const { tenant } = context;
  const router = pageRouter(routes);
  const candidates = [
    ...new Set([
      '/',
      ...routes.filter((route) => !/[:*]/.test(route.path) && !VISIT_PAGES.has(route.page) && isOpen(route, tenant.account)).map((route) => route.path),
      ...tenant.locations.filter((l) => isLocationShown(l, tenant.locationOptions)).map((l) => locationContactPath(l, tenant.locationOptions)),
      ...tenant.pages.extraPages.map((slug) => `/pages/${slug}`),
    ]),
  ];
  const there = await Promise.all(
    candidates.map(async (path) => {
      const match = router(path);
      // A results page is always there (its empty state included); its searches need not run here.
      return match?.page === 'SearchPage' || ((await serverPage(context, match, path))?.status ?? 200) === 200;
    }),
  );
  return [...candidates.filter((_, i) => there[i]), ...(await offerPaths(context))];
}

export async function sitemapPlugin(app: FastifyInstance, options: { stockFor: StockFor; sites: Pick<SitesOptions, 'sites' | 'only'> }): Promise<void> {
  app.get('/sitemap.xml', async (request, reply) => {
    const site = siteForHost(options.sites, request.headers.host);
    if (!site)
      return reply
        .code(404)
        .type('text/plain')
        .send(`No site is served for host ${request.headers.host ?? '(none)'}`);
    const { tenant } = site;
    const origin = tenant.url?.startsWith('http') ? tenant.url : `${request.protocol}://${request.headers.host}`;
    const now = new Date();
    const context: PageContext = { tenant, stock: options.stockFor(tenant), api: siteApi(app, request.headers.host), now, random: 0 };
    const [pages, cars] = await Promise.all([sitePages(context, sitePlan(tenant).routes), listedCars(context.stock, tenant, now)]);
    const entries = [...pages.map((path) => ({ path })), ...cars.map((car) => ({ path: `/cars/${car.slug}`, lastmod: car.created_at }))];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(origin, entries.slice(0, SITEMAP_MAX_URLS)));
  });
}
