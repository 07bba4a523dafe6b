/**
 * GET /sitemap.xml: every car a site lists (the stock visibility rule), so search engines find each
 * car page. URLs use the tenant's configured url, else the host the request came in on.
 */
import type { FastifyInstance } from 'fastify';
import type { Tenant } from '../schema/tenant.ts';
import { stockVisibilityFilter } from '../runtime/site/stock-visibility.ts';
import { siteCars } from './stock/site-cars.ts';
import type { StockReader } from './stock/stock-reader.ts';
import type { StockFor } from './stock/tenant-stock.ts';
import { siteForHost, type SitesOptions } from './sites.ts';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string, cars: { slug: string; created_at?: string | null }[]): string {
  const base = origin.replace(/\/+$/, '');
  const urls = cars.map((car) => {
    const lastmod = car.created_at ? `<lastmod>${escapeXml(car.created_at.slice(0, 10))}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${base}/cars/${car.slug}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function listedCars(stock: StockReader, tenant: Tenant, now: Date) {
  return siteCars(stock, tenant, [`(${stockVisibilityFilter(tenant.search, now)})`], SITEMAP_MAX_URLS, ['slug', 'created_at']);
}

export async function sitemapPlugin(app: FastifyInstance, options: { stockFor: StockFor; sites: Pick<SitesOptions, 'sites' | 'only'> }): Promise<void> {
  app.get('/sitemap.xml', async (request, reply) => {
    const site = siteForHost(options.sites, request.headers.host);
    if (!site)
      return reply
        .code(404)
        .type('text/plain')
        .send(`No site is served for host ${request.headers.host ?? '(none)'}`);
    const origin = site.tenant.url?.startsWith('http') ? site.tenant.url : `${request.protocol}://${request.headers.host}`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(origin, await listedCars(options.stockFor(site.tenant), site.tenant, new Date())));
  });
}
