import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOfferShown, offerPath, type Offer } from '../runtime/site/offers.ts';
import { sampleTenant } from '../schema/sample-tenants.fixture.ts';
import type { Tenant } from '../schema/tenant.ts';
import { createServer, type DealerServer } from './app.ts';
import { fillSampleStock } from './sample/fill.ts';
import { BUILD_DIRS } from './site-layout.ts';
import { sitemapXml } from './sitemap.ts';

const root = mkdtempSync(join(tmpdir(), 'dealer-sitemap-'));
const HARBOUR = 'harbourside-auto-group';
const host = { host: `${HARBOUR}.localhost` };
// One location hidden from the site: neither its page nor its sitemap entry is there.
const tenant: Tenant = (() => {
  const t = sampleTenant(HARBOUR);
  return { ...t, locations: t.locations.map((l) => (l.id === 14 ? { ...l, visible: false } : l)) };
})();
let server: DealerServer;
let paths: string[];

beforeAll(async () => {
  const distDir = join(root, 'generated', HARBOUR, BUILD_DIRS.browser);
  mkdirSync(distDir, { recursive: true });
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  // The demo's sample offers give the sitemap offer pages to list.
  server = await createServer({
    dataDir: join(root, 'data'),
    masterKey: 'test-master-key-0123456789',
    sitesDir: join(root, 'generated'),
    sites: [{ tenant, distDir }],
    demo: true,
  });
  await fillSampleStock(server.stock, [tenant], 30);
  const sitemap = await server.app.inject({ url: '/sitemap.xml', headers: host });
  expect(sitemap.statusCode).toBe(200);
  paths = [...sitemap.body.matchAll(/<loc>https:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
});
afterAll(async () => {
  await server.app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('sitemap.xml', () => {
  it('lists the home page, open pages, each shown location, extra copy pages, offers and cars', async () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/contact-us', '/about-us', '/search', '/special-offers', '/dealerships', '/pages/service-benefits']));
    expect(paths).toEqual(
      expect.arrayContaining(['/contact-us/harbourside-toyota', '/contact-us/harbourside-toyota-service', '/contact-us/harbourside-mazda']),
    );
    const offers = (await server.app.inject({ url: '/api/content/offers', headers: host })).json().offers as Offer[];
    const shown = offers.filter((offer) => isOfferShown(offer, tenant.id, tenant.offers));
    expect(shown.length).toBeGreaterThan(0);
    expect(paths.filter((p) => p.startsWith('/offers/')).sort()).toEqual(shown.map((offer) => offerPath(offer, tenant)).sort());
    expect(paths.filter((p) => p.startsWith('/cars/')).length).toBeGreaterThan(0);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("leaves out pattern routes, a visitor's own pages, gated pages and hidden locations", () => {
    expect(paths.filter((p) => /[:*]/.test(p))).toEqual([]);
    for (const path of ['/success', '/sign-in', '/watchlist', '/compare', '/print', '/online-payment', '/spin-to-win', '/contact-us/harbourside-hyundai']) {
      expect(paths).not.toContain(path);
    }
  });

  it('lists only pages that are there: each answers 200, none a 404', async () => {
    const statuses = await Promise.all(paths.map(async (path) => [path, (await server.app.inject({ url: path, headers: host })).statusCode] as const));
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
    expect((await server.app.inject({ url: '/contact-us/harbourside-hyundai', headers: host })).statusCode).toBe(404);
    // An offer that excludes this site is neither listed nor a page of it.
    const offers = (await server.app.inject({ url: '/api/content/offers', headers: host })).json().offers as Offer[];
    const excluded = offers.filter((offer) => !isOfferShown(offer, tenant.id, tenant.offers));
    expect(excluded.length).toBeGreaterThan(0);
    for (const offer of excluded) expect((await server.app.inject({ url: offerPath(offer, tenant), headers: host })).statusCode).toBe(404);
  });

  it('escapes URLs and keeps a lastmod date', () => {
    const xml = sitemapXml('https://a.example/', [{ path: '/cars/x&y', lastmod: '2026-11-27T01:02:03Z' }]);
    expect(xml).toContain('<url><loc>https://a.example/cars/x&amp;y</loc><lastmod>2026-11-27</lastmod></url>');
  });
});
