import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_SEED_ELEMENT_ID, parsePageSeed, type PageSeed } from '../runtime/site/page-seed.ts';
import { sampleTenant } from '../schema/sample-tenants.fixture.ts';
import type { Car } from '../schema/car.ts';
import { createServer, type DealerServer } from './app.ts';
import { parseSearchBody } from './engine/search-params.ts';
import { fillSampleStock } from './sample/fill.ts';
import { DRAWN_PAGE_CACHE_CONTROL, PAGE_CLOCK_BUCKET_MS } from './page-cache.ts';
import { DRAWINGS_AT_ONCE, DRAWINGS_WAITING } from './page-render.ts';
import { BUILD_DIRS } from './site-layout.ts';
import { carBySlug } from './stock/site-cars.ts';

// Two built sites: one with a server build that draws a stand-in page from its seed (and fails, or takes its time, on
// request) and counts its drawings and the most under way at once, one without.
const root = mkdtempSync(join(tmpdir(), 'dealer-drawn-'));
const sitesDir = join(root, 'generated');
const DRAWN = 'coastal-nissan';
const UNDRAWN = 'redgum-used-cars';
const host = (slug: string) => ({ host: `${slug}.localhost` });
const SHELL =
  '<!doctype html><html><head><link\n  rel="preload"\n  href="/assets/font-1.woff2"\n  as="font"\n  type="font/woff2"\n  crossorigin\n/><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-1.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>';
const ENTRY = `export async function render(seed) {
  globalThis.dealerDrawings = (globalThis.dealerDrawings ?? 0) + 1;
  if (seed.url.includes('page=13')) throw new Error('cannot draw this one');
  if (seed.url.includes('slow=')) {
    globalThis.dealerAtOnce = (globalThis.dealerAtOnce ?? 0) + 1;
    globalThis.dealerMostAtOnce = Math.max(globalThis.dealerMostAtOnce ?? 0, globalThis.dealerAtOnce);
    await new Promise((resolve) => setTimeout(resolve, 200));
    globalThis.dealerAtOnce--;
  }
  return '<main data-url="' + seed.url + '" data-searches="' + seed.searches.length + '" data-cars="' + Object.keys(seed.api).join(' ') + '">Price $& more</main>';
}`;
let server: DealerServer;
let carSlug: string;
const drawings = () => (globalThis as { dealerDrawings?: number }).dealerDrawings ?? 0;
const mostAtOnce = () => (globalThis as { dealerMostAtOnce?: number }).dealerMostAtOnce ?? 0;

beforeAll(async () => {
  const sites = [DRAWN, UNDRAWN].map((slug) => {
    const distDir = join(sitesDir, slug, BUILD_DIRS.browser);
    mkdirSync(join(distDir, '.vite'), { recursive: true });
    writeFileSync(join(distDir, 'index.html'), SHELL);
    writeFileSync(
      join(distDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index-1.css'] },
        '_shared.js': { file: 'assets/shared-1.js' },
        '../../runtime/ui/pages/SearchPage.tsx': {
          file: 'assets/SearchPage-1.js',
          isDynamicEntry: true,
          imports: ['_shared.js'],
          css: ['assets/SearchPage-1.css'],
        },
      }),
    );
    const tenant = sampleTenant(slug);
    // The drawn site gates its finance pages, as Parkway does.
    return { tenant: slug === DRAWN ? { ...tenant, account: { ...tenant.account, gatedRoutes: ['finance' as const] } } : tenant, distDir };
  });
  mkdirSync(join(sitesDir, DRAWN, BUILD_DIRS.server), { recursive: true });
  writeFileSync(join(sitesDir, DRAWN, BUILD_DIRS.server, 'entry-server.js'), ENTRY);
  // The demo's sample offers and copy give the offer and copy pages something to show.
  server = await createServer({ dataDir: join(root, 'data'), masterKey: 'test-master-key-0123456789', sitesDir, sites, demo: true });
  await fillSampleStock(
    server.stock,
    sites.map((s) => s.tenant),
    40,
  );
  const tenant = sites[0]!.tenant;
  const [hit] = server.engine.search(
    tenant.search.indexName,
    parseSearchBody({ filter: `location.id IN [${tenant.locations.map((l) => l.id).join(', ')}]`, limit: 1 }),
  ).hits;
  carSlug = String(hit!.slug);
});
afterAll(async () => {
  await server.app.close();
  rmSync(root, { recursive: true, force: true });
});

async function page(slug: string, url: string, status = 200): Promise<{ html: string; seed: PageSeed | null; root: string }> {
  const response = await server.app.inject({ url, headers: host(slug) });
  expect(response.statusCode, url).toBe(status);
  const html = response.body;
  const seedText = new RegExp(`<script type="application/json" id="${PAGE_SEED_ELEMENT_ID}">(.*?)</script>`, 's').exec(html)?.[1];
  return { html, seed: parsePageSeed(seedText), root: /<div id="root">(.*?)<\/div><\/body>/s.exec(html)?.[1] ?? '' };
}

describe('pages drawn on the server', () => {
  it('draws a results page with its first answers, styles linked and scripts behind the page', async () => {
    const url = '/search?sortBy=lowestPrice';
    const { html, seed, root } = await page(DRAWN, url);
    expect(root).toBe(`<main data-url="${url}" data-searches="2" data-cars="">Price $& more</main>`);
    expect(seed).toMatchObject({ url, rendered: true });
    expect(seed!.searches.map((s) => JSON.parse(s.body).queries.length)).toEqual([1, expect.any(Number)]);
    expect(Math.abs(seed!.at - Date.now())).toBeLessThan(60_000);
    // The page paints with its own styles; its scripts start once it has loaded, and nothing fetches them sooner.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/SearchPage-1.css">');
    // The fonts after every stylesheet, so the styles the first paint needs are fetched first.
    const font = '<link\n  rel="preload"\n  href="/assets/font-1.woff2"\n  as="font"\n  type="font/woff2"\n  crossorigin\n/>';
    expect(html.split(font)).toHaveLength(2);
    expect(html.indexOf(font)).toBeGreaterThan(html.lastIndexOf('rel="stylesheet"'));
    // The starter names the entry's modules and the page's before it starts the entry, so they load together,
    // and evaluates the entry's imports a task ahead of it.
    const attribute = (hrefs: string[]) => JSON.stringify(hrefs).replace(/"/g, '&quot;');
    const modules = attribute(['/assets/index-1.js', '/assets/shared-1.js', '/assets/SearchPage-1.js']);
    expect(html).toContain(
      `<script defer src="/_dealer/start-after-load.js" data-entry="/assets/index-1.js" data-imports="${attribute(['/assets/shared-1.js'])}" data-modules="${modules}"></script>`,
    );
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const starter = await server.app.inject({ url: '/_dealer/start-after-load.js', headers: host(DRAWN) });
    expect(starter.headers['content-type']).toContain('text/javascript');
    expect(starter.body).toContain("addEventListener('load'");
  });

  it('draws a car page with the car as the car API answers it', async () => {
    const { seed, root } = await page(DRAWN, `/cars/${carSlug}`);
    expect(root).toContain(`data-cars="/api/cars/${carSlug}"`);
    const car = (seed!.api[`/api/cars/${carSlug}`] as { car: { slug: string } }).car;
    expect(car.slug).toBe(carSlug);
    const api = await server.app.inject({ url: `/api/cars/${carSlug}`, headers: host(DRAWN) });
    expect(car).toEqual(api.json().car);
  });

  it('draws the home and contact pages with an empty seed, and leaves a location page to the browser', async () => {
    for (const url of ['/', '/contact-us']) {
      const { seed, root } = await page(DRAWN, url);
      expect(seed!.api, url).toEqual({});
      expect(root, url).toContain(`data-url="${url}"`);
    }
    for (const url of ['/our-location/coastal-nissan', '/our-location/coastal-nissan-service']) {
      const { seed, root } = await page(DRAWN, url);
      expect(seed).toBeNull();
      expect(root).toBe('');
    }
  });

  it('sends a visitor without a session from a gated page to sign in, and draws the sign-in page', async () => {
    const response = await server.app.inject({ url: '/apply-for-finance?car_id=abc', headers: host(DRAWN) });
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const signIn = `/sign-in?type=finance&redirect=${encodeURIComponent('/apply-for-finance?car_id=abc')}&back=%2F`;
    expect(response.headers.location).toBe(signIn);
    const { seed, root } = await page(DRAWN, signIn);
    expect(seed).toMatchObject({ url: signIn, api: {}, rendered: true });
    expect(root).toContain(`data-url="${signIn}"`);
    // With a session the page is the browser's to show, as before; an ungated page is drawn for anyone.
    const withSession = await server.app.inject({ url: '/apply-for-finance', headers: { ...host(DRAWN), cookie: 'dealer_session=expired-or-not' } });
    expect(withSession.statusCode).toBe(200);
    expect(/<div id="root">(.*?)<\/div>/s.exec(withSession.body)?.[1]).toBe('');
    expect((await page(DRAWN, '/contact-us')).root).toContain('data-url="/contact-us"');
  });

  it('sends the staff pages as the bare shell, kept by nobody', async () => {
    const drawn = drawings();
    for (const url of ['/staff', '/staff/sign-in?token=abc', '/staff/reports', '/staff/leads/0123']) {
      const response = await server.app.inject({ url, headers: host(DRAWN) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.body).not.toContain(PAGE_SEED_ELEMENT_ID);
      expect(/<div id="root">(.*?)<\/div>/s.exec(response.body)?.[1]).toBe('');
    }
    expect(drawings()).toBe(drawn);
  });

  it('answers 404 for a path no route takes, and draws it: the routes draw their not-found page', async () => {
    for (const url of ['/no/such/page', '/hilux', '/contact-us/a/b']) {
      const { html, seed, root } = await page(DRAWN, url, 404);
      expect(seed).toMatchObject({ url, searches: [], api: {}, rendered: true });
      expect(root).toBe(`<main data-url="${url}" data-searches="0" data-cars="">Price $& more</main>`);
      expect(html).toContain('<script defer src="/_dealer/start-after-load.js"');
    }
    // A site without a server build sends its page undrawn, still a 404, with the seed the browser draws it from.
    const { seed, root } = await page(UNDRAWN, '/no/such/page', 404);
    expect(seed).toMatchObject({ rendered: false, api: {} });
    expect(root).toBe('');
  });

  it('answers 404 for a car that is not listed, with the car API’s "none" in the seed', async () => {
    expect(await carBySlug(server.stock, sampleTenant(DRAWN), 'no-such-car-1')).toBeNull();
    for (const [url, key] of [
      ['/cars/no-such-car-1', '/api/cars/no-such-car-1'],
      ['/cars/Not_A_Slug', '/api/cars/Not_A_Slug'],
    ] as const) {
      const { seed, root } = await page(DRAWN, url, 404);
      expect(seed!.api).toEqual({ [key]: null });
      expect(root).toContain(`data-cars="${key}"`);
    }
  });

  it('answers 404 for an offer that is not there, and seeds one that is with the API’s answer', async () => {
    const offers = (await server.app.inject({ url: '/api/content/offers', headers: host(DRAWN) })).json().offers as { id: number }[];
    const offer = offers[0]!;
    const { seed } = await page(DRAWN, `/offers/${offer.id}`);
    const answer = await server.app.inject({ url: `/api/content/offers/${offer.id}`, headers: host(DRAWN) });
    expect(seed!.api).toEqual({ [`/api/content/offers/${offer.id}`]: answer.json() });
    expect((await page(DRAWN, '/offers/987654', 404)).seed!.api).toEqual({ '/api/content/offers/987654': null });
    expect((await page(DRAWN, '/offers/not-a-number', 404)).seed!.api).toEqual({});
    // A site with offers switched off has no offer pages at all.
    await page(UNDRAWN, `/offers/${offer.id}`, 404);
  });

  it('answers 404 for a copy page with no copy, /pages/{unset} included, and seeds one that has copy', async () => {
    const { seed } = await page(DRAWN, '/pages/owner-benefits');
    expect(seed!.api['/api/content/pages/owner-benefits']).toMatchObject({ paragraphs: expect.any(Array) });
    for (const [url, key] of [
      ['/pages/no-such-page', '/api/content/pages/no-such-page'],
      ['/pages/Not_A_Slug', '/api/content/pages/Not_A_Slug'],
    ] as const) {
      expect((await page(DRAWN, url, 404)).seed!.api).toEqual({ [key]: null });
    }
  });

  it('answers 404 for a location the site does not show', async () => {
    const { seed, root } = await page(DRAWN, '/our-location/no-such-location', 404);
    expect(seed).toMatchObject({ api: {}, rendered: true });
    expect(root).toContain('data-url="/our-location/no-such-location"');
  });

  it('answers 404 for a brand overview the site does not have, the route matching it in another case', async () => {
    await page(DRAWN, '/nissan/overview');
    const { seed, root } = await page(DRAWN, '/NISSAN/overview', 404);
    expect(seed).toMatchObject({ api: {}, rendered: true });
    expect(root).toContain('data-url="/NISSAN/overview"');
  });

  it('answers a search path the route table takes with its results page, even a make with no cars', async () => {
    const { seed } = await page(DRAWN, '/search/no-such-make/no-such-model');
    expect(seed!.searches).toHaveLength(2);
  });

  it('sends a page it could not draw undrawn, with its seed to save the round trips', async () => {
    const { html, seed, root } = await page(DRAWN, '/search?page=13');
    expect(root).toBe('');
    expect(seed).toMatchObject({ rendered: false });
    expect(seed!.searches).toHaveLength(2);
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/SearchPage-1.css">');
    expect(html).toContain('<script type="module" crossorigin');
  });

  it('draws no more than DRAWINGS_AT_ONCE pages at once, DRAWINGS_WAITING in turn: the rest go out bare, usable and not kept, and the API still answers', async () => {
    const urls = Array.from({ length: DRAWINGS_AT_ONCE + DRAWINGS_WAITING + 2 }, (_, i) => `/search?slow=${i}`);
    const answers = Promise.all(urls.map((url) => server.app.inject({ url, headers: host(DRAWN) })));
    // Asked while the pages are being drawn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await server.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect((globalThis as { dealerAtOnce?: number }).dealerAtOnce).toBe(DRAWINGS_AT_ONCE);
    const sent = await answers;
    expect(mostAtOnce()).toBe(DRAWINGS_AT_ONCE);
    expect(sent.map((answer) => answer.statusCode)).toEqual(urls.map(() => 200));
    const bare = urls.filter((_, i) => !sent[i]!.body.includes(PAGE_SEED_ELEMENT_ID));
    expect(bare).toHaveLength(urls.length - DRAWINGS_AT_ONCE - DRAWINGS_WAITING);
    for (const url of bare) {
      const answer = sent[urls.indexOf(url)]!;
      // The site's own page, drawn and searched by the browser, and held by no cache.
      expect(answer.body).toContain('<div id="root"></div>');
      expect(answer.body).toContain('<script type="module" crossorigin');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    // Asked again once the server is free, a page sent bare is drawn: it was not kept.
    expect((await page(DRAWN, bare[0]!)).seed).toMatchObject({ rendered: true });
  });

  it('serves a site built without a server build as before', async () => {
    const { seed, root } = await page(UNDRAWN, '/used-car/');
    expect(root).toBe('');
    expect(seed).toMatchObject({ rendered: false });
  });
});

describe('drawn pages kept for their repeats', () => {
  const tenant = sampleTenant(DRAWN);
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers: { ...host(DRAWN), ...headers } });
  const carOf = async (slug: string) => (await carBySlug(server.stock, tenant, slug))!;
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('draws a page once and answers its repeats from what it kept, with an ETag, and 304 to If-None-Match', async () => {
    const drawn = drawings();
    const first = await get('/search?page=2');
    const repeat = await get('/search?page=2');
    expect(drawings() - drawn).toBe(1);
    expect(repeat.body).toBe(first.body);
    expect(first.headers.etag).toMatch(/^W\/"[\w.-]+"$/);
    expect(repeat.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe(DRAWN_PAGE_CACHE_CONTROL[200]);
    expect(DRAWN_PAGE_CACHE_CONTROL[200]).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const unchanged = await get('/search?page=2', { 'if-none-match': String(first.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers).toMatchObject({ etag: first.headers.etag, 'cache-control': DRAWN_PAGE_CACHE_CONTROL[200] });
    expect((await get('/search?page=2', { 'if-none-match': 'W/"another"' })).statusCode).toBe(200);
    expect(drawings() - drawn).toBe(1);
  });

  it('lets a CDN hold a drawn 404 a shorter while, and never a page drawn in the browser', async () => {
    const missing = await get('/no/such/page/kept');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe(DRAWN_PAGE_CACHE_CONTROL[404]);
    expect(DRAWN_PAGE_CACHE_CONTROL[404]).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    const location = await get('/our-location/coastal-nissan');
    expect(location.headers['cache-control']).toBe('no-cache');
    expect(location.headers.etag).toBeUndefined();
  });

  it('draws a page again once the stock it read is written: a reservation, an import', async () => {
    const car = await carOf(carSlug);
    const url = `/cars/${carSlug}`;
    const reservedIn = async () => ((await page(DRAWN, url)).seed!.api[`/api/cars/${carSlug}`] as { car: Car }).car.reserved;
    await get(url);
    const drawn = drawings();
    expect(await reservedIn()).toBe(car.reserved);
    expect(drawings()).toBe(drawn);
    await server.stock.setReserved(tenant.search.indexName, car.id, !car.reserved);
    expect(await reservedIn()).toBe(!car.reserved);
    expect(drawings()).toBe(drawn + 1);
    await server.stock.setReserved(tenant.search.indexName, car.id, car.reserved);

    await get('/search?page=3');
    const searched = drawings();
    await server.stock.addCars(tenant.search.indexName, [{ ...car, id: 987_654_321, slug: `${car.slug}-again` }]);
    await get('/search?page=3');
    expect(drawings()).toBe(searched + 1);
  });

  it('draws a page again in the next minute, with that minute’s clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = (Math.floor(Date.now() / PAGE_CLOCK_BUCKET_MS) + 1) * PAGE_CLOCK_BUCKET_MS;
    vi.setSystemTime(start);
    const first = await page(DRAWN, '/search?page=4');
    vi.setSystemTime(start + PAGE_CLOCK_BUCKET_MS - 1);
    expect((await page(DRAWN, '/search?page=4')).seed!.at).toBe(first.seed!.at);
    vi.setSystemTime(start + PAGE_CLOCK_BUCKET_MS);
    const drawn = drawings();
    expect((await page(DRAWN, '/search?page=4')).seed!.at).toBe(start + PAGE_CLOCK_BUCKET_MS);
    expect(drawings()).toBe(drawn + 1);
  });

  it('keeps each tenant’s pages apart', async () => {
    // One path on both sites: the first draws its page, the second sends it undrawn.
    const url = '/no/such/page/apart';
    const coastal = await page(DRAWN, url, 404);
    const redgum = await page(UNDRAWN, url, 404);
    expect([coastal.seed!.rendered, redgum.seed!.rendered]).toEqual([true, false]);
    expect((await page(DRAWN, url, 404)).html).toBe(coastal.html);
    expect((await page(UNDRAWN, url, 404)).html).toBe(redgum.html);
  });

  it('holds nothing of the shopper: a signed-in shopper with a watchlist is sent what a signed-out one is', async () => {
    const phone = '0412000099';
    await server.app.inject({ method: 'POST', url: '/api/session/code', headers: host(DRAWN), payload: { phone } });
    const outbox = await server.app.inject({ url: `/api/dev/outbox?phone=${phone}`, headers: host(DRAWN) });
    const code = /\d{6}/.exec(outbox.json().messages.at(-1).body)![0];
    const session = await server.app.inject({ method: 'POST', url: '/api/session', headers: host(DRAWN), payload: { phone, code } });
    const cookie = String(session.headers['set-cookie']).split(';')[0]!;
    const car = await carOf(carSlug);
    const saved = await server.app.inject({
      method: 'POST',
      url: '/api/watchlist/save-car',
      headers: { ...host(DRAWN), cookie },
      payload: { phone_number: phone, car_id: car.id },
    });
    expect(saved.statusCode).toBe(200);
    const viewed = await server.app.inject({ url: `/api/cars/${carSlug}`, headers: { ...host(DRAWN), cookie } });
    const cookies = [cookie, ...[viewed.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]!)].join('; ');

    // The same clock and draw for both, so the two drawings can match byte for byte.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.spyOn(Math, 'random').mockReturnValue(0.25);
    const url = `/cars/${carSlug}?from=watchlist`;
    const drawn = drawings();
    const signedIn = await get(url, { cookie: cookies });
    // A write the page read makes the next request draw it again, now for a shopper signed out.
    await server.stock.setReserved(tenant.search.indexName, car.id, car.reserved);
    const signedOut = await get(url);
    expect(drawings()).toBe(drawn + 2);
    const perRequest = /<meta name="dealer:search-key" content="[^"]*">/;
    expect(signedIn.body).toMatch(perRequest);
    expect(signedIn.body.replace(perRequest, '')).toBe(signedOut.body.replace(perRequest, ''));
    expect(signedIn.body).not.toContain(phone);
  });
});
