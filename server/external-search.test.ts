/**
 * The server over an external Meilisearch (the real binary): every server-side read of stock goes to it, and
 * pages are sent there with tenant tokens signed by its default search key.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carIndexSettings, type Car } from '../schema/car.ts';
import { sampleTenant } from '../schema/sample-tenants.fixture.ts';
import { PAGE_SEED_ELEMENT_ID } from '../runtime/site/page-seed.ts';
import { createServer, type DealerServer, type ServerOptions } from './app.ts';
import type { Engine } from './engine/engine.ts';
import { startRealMeilisearch, type TestTarget } from './engine/test-targets.ts';
import { fillSampleStock } from './sample/fill.ts';
import { coversSettings } from './stock/index-settings.ts';
import { SearchEngineUnavailableError } from './stock/meilisearch-stock.ts';

const MEILI_KEY = 'meili-master-key-0123456789';
const INDEX = 'Car_production';
const COASTAL = 'coastal-nissan';
const REDGUM = 'redgum-used-cars';
const host = (slug: string) => ({ host: `${slug}.localhost:4000` });

const root = mkdtempSync(join(tmpdir(), 'dealer-external-search-'));
let meili: TestTarget;
let server: DealerServer<Engine | undefined>;
let settingsOnStart: unknown;
let serverOptions: ServerOptions;

/** A car a site lists, read from Meilisearch itself. */
async function listedCar(slug: string): Promise<Car> {
  const ids = sampleTenant(slug).locations.map((location) => location.id);
  const filter = `location.id IN [${ids.join(', ')}] AND show_on_dealer_website = true AND status = in_stock`;
  const { hits } = await meili.client.index(INDEX).search<Car>('', { filter, limit: 1 });
  return hits[0]!;
}

beforeAll(async () => {
  meili = await startRealMeilisearch({ masterKey: MEILI_KEY });
  const sites = [COASTAL, REDGUM].map((slug) => {
    const distDir = join(root, slug, 'dist');
    mkdirSync(distDir, { recursive: true });
    writeFileSync(join(distDir, 'index.html'), `<!doctype html><html><head><title>${slug}</title></head><body><div id="root"></div></body></html>`);
    return { tenant: sampleTenant(slug), distDir };
  });
  serverOptions = {
    dataDir: join(root, 'data'),
    masterKey: 'test-master-key-0123456789',
    sitesDir: root,
    sites,
    demo: true,
    search: { url: meili.host, masterKey: MEILI_KEY },
  };
  server = await createServer(serverOptions);
  settingsOnStart = await meili.client.index(INDEX).getSettings();
  // Sample stock written through the client, as `start --search-url` fills an empty index.
  await fillSampleStock(
    server.stock,
    sites.map((site) => site.tenant),
    40,
  );
}, 60_000);
afterAll(async () => {
  await server?.app.close();
  await meili?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a server over an external Meilisearch', () => {
  it('gives the index the car settings on start, once, opens no embedded engine and checks Meilisearch in /healthz', async () => {
    expect(coversSettings(settingsOnStart, carIndexSettings)).toBe(true);
    const settingsTasks = async () => (await meili.client.tasks.getTasks({ types: ['settingsUpdate'] })).results.length;
    const before = await settingsTasks();
    const second = await createServer({ ...serverOptions, dataDir: join(root, 'second') });
    await second.app.close();
    expect(await settingsTasks()).toBe(before);
    expect(server.engine).toBeUndefined();
    expect((await server.app.inject({ url: '/meili/health', headers: host(COASTAL) })).statusCode).toBe(404);
    const health = await server.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', engine: 'meilisearch' });
  });

  it('answers a car page from Meilisearch, whole, and only for the site that lists it', async () => {
    const car = await listedCar(COASTAL);
    const answer = await server.app.inject({ url: `/api/cars/${car.slug}`, headers: host(COASTAL) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().car).toMatchObject({ id: car.id, slug: car.slug, make: car.make, model: car.model });
    // The documents API reads past the displayed attributes, which leave out what no page may see.
    const whole = await meili.client.index(INDEX).getDocument<Car>(car.id);
    expect(answer.json().car.custom_rank).toEqual(whole.custom_rank);
    expect(car).not.toHaveProperty('custom_rank');
    expect((await server.app.inject({ url: `/api/cars/by-id/${car.id}`, headers: host(COASTAL) })).json().car.slug).toBe(car.slug);
    expect((await server.app.inject({ url: `/api/cars/${car.slug}`, headers: host(REDGUM) })).statusCode).toBe(404);
  });

  it('lists the site’s cars in its sitemap and seeds its search page from Meilisearch', async () => {
    const car = await listedCar(COASTAL);
    const sitemap = await server.app.inject({ url: '/sitemap.xml', headers: host(COASTAL) });
    expect(sitemap.body).toContain(`/cars/${car.slug}</loc>`);
    expect((await server.app.inject({ url: '/sitemap.xml', headers: host(REDGUM) })).body).not.toContain(`/cars/${car.slug}</loc>`);

    const page = await server.app.inject({ url: sampleTenant(COASTAL).search.defaultPath, headers: host(COASTAL) });
    expect(page.statusCode).toBe(200);
    const seed = new RegExp(`<script type="application/json" id="${PAGE_SEED_ELEMENT_ID}">(.*?)</script>`).exec(page.body);
    const answers = JSON.parse(seed![1]!).searches as { response: { results: { hits: { slug: string }[] }[] } }[];
    expect(answers[1]!.response.results[0]!.hits.length).toBeGreaterThan(0);
    expect(page.body).toContain(`<meta name="dealer:search-host" content="${meili.host}">`);
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' ${meili.host}`);
  });

  it('reads a signed-in shopper’s watchlist from Meilisearch', async () => {
    const phone = '0412000101';
    await server.app.inject({ method: 'POST', url: '/api/session/code', headers: host(COASTAL), payload: { phone } });
    const outbox = await server.app.inject({ url: `/api/dev/outbox?phone=${phone}`, headers: host(COASTAL) });
    const code = /\d{6}/.exec(outbox.json().messages.at(-1).body)![0];
    const session = await server.app.inject({ method: 'POST', url: '/api/session', headers: host(COASTAL), payload: { phone, code } });
    const headers = { ...host(COASTAL), cookie: String(session.headers['set-cookie']).split(';')[0]! };
    const car = await listedCar(COASTAL);
    const saved = await server.app.inject({ method: 'POST', url: '/api/watchlist/save-car', headers, payload: { phone_number: phone, car_id: car.id } });
    expect(saved.statusCode).toBe(200);
    const other = await listedCar(REDGUM);
    const refused = await server.app.inject({ method: 'POST', url: '/api/watchlist/save-car', headers, payload: { phone_number: phone, car_id: other.id } });
    expect(refused.statusCode).toBe(404);
    const list = await server.app.inject({ url: '/api/watchlist', headers });
    expect(list.json().entries).toEqual([expect.objectContaining({ id: car.id, slug: car.slug, make: car.make })]);
  });

  it('gives pages Meilisearch’s host and a tenant token that searches it, confined to the site’s stock', async () => {
    const config = await server.app.inject({ url: '/api/search-config', headers: host(COASTAL) });
    expect(config.json()).toMatchObject({ host: meili.host, indexName: INDEX });
    const shopper = new Meilisearch({ host: config.json().host, apiKey: config.json().key });
    const coastalIds = sampleTenant(COASTAL).locations.map((location) => location.id);
    const { estimatedTotalHits } = await shopper.index(INDEX).search('', { limit: 0 });
    expect(estimatedTotalHits).toBeGreaterThan(0);
    // Every car the token finds is at one of the site's locations: narrowing to them finds as many.
    expect((await shopper.index(INDEX).search('', { limit: 0, filter: `location.id IN [${coastalIds.join(', ')}]` })).estimatedTotalHits).toBe(
      estimatedTotalHits,
    );
    const redgumIds = sampleTenant(REDGUM).locations.map((location) => location.id);
    expect((await shopper.index(INDEX).search('', { filter: `location.id IN [${redgumIds.join(', ')}]` })).hits).toEqual([]);
    expect(estimatedTotalHits).toBeLessThan((await meili.client.index(INDEX).getStats()).numberOfDocuments);
    await expect(shopper.index(INDEX).getDocument((await listedCar(COASTAL)).id)).rejects.toThrow();
  });
});

describe('starting over an external Meilisearch that cannot be used', () => {
  const start = (url: string, masterKey: string) =>
    createServer({ dataDir: join(root, 'refused'), masterKey: 'test-master-key-0123456789', sitesDir: root, sites: [], search: { url, masterKey } });

  it('fails with a typed error naming the engine: unreachable, or refusing the key', async () => {
    const unreachable = await start('http://127.0.0.1:9', MEILI_KEY).catch((error: unknown) => error);
    expect(unreachable).toBeInstanceOf(SearchEngineUnavailableError);
    expect(unreachable).toMatchObject({ url: 'http://127.0.0.1:9', status: undefined });
    const refused = await start(meili.host, 'not-the-master-key-0123').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SearchEngineUnavailableError);
    expect(refused).toMatchObject({ url: meili.host, status: 403 });
    expect((refused as Error).cause).toBeDefined();
  });
});
