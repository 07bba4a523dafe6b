/**
 * A tenant naming a Meilisearch of its own (the real binary) in `search.host`: the server reads that tenant's cars
 * there, with the key its `search.serverKeyEnv` names or else its public key, while a tenant on the default host
 * still reads the server's embedded engine.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../schema/car.ts';
import { sampleTenant } from '../schema/sample-tenants.fixture.ts';
import type { Tenant } from '../schema/tenant.ts';
import { PAGE_SEED_ELEMENT_ID, parsePageSeed } from '../runtime/site/page-seed.ts';
import { createServer, type DealerServer } from './app.ts';
import { startRealMeilisearch, type TestTarget } from './engine/test-targets.ts';
import { fillSampleStock } from './sample/fill.ts';
import { meilisearchStockWriter } from './stock/meilisearch-stock.ts';
import { TenantSearchKeyMissingError } from './stock/tenant-stock.ts';

const MEILI_KEY = 'meili-master-key-0123456789';
/** The tenants' own index: a name the server's engine does not hold, so a read that went there would find nothing. */
const OWN_INDEX = 'Own_stock';
const COASTAL = 'coastal-nissan';
const REDGUM = 'redgum-used-cars';
const PARKWAY = 'parkway-motors';
const host = (slug: string) => ({ host: `${slug}.localhost:4000` });

const root = mkdtempSync(join(tmpdir(), 'dealer-tenant-search-host-'));
let meili: TestTarget;
let server: DealerServer;

/** The sample tenant on its own Meilisearch, read with the key in `serverKeyEnv`, else with `publicKey`. */
function ownHostTenant(slug: string, search: Partial<Tenant['search']>): Tenant {
  const tenant = sampleTenant(slug);
  return { ...tenant, search: { ...tenant.search, host: meili.host, indexName: OWN_INDEX, ...search } };
}

/** A car the site lists, read from the engine that holds it. */
async function listedCar(tenant: Tenant, search: (filter: string) => Promise<Car | undefined>): Promise<Car> {
  const ids = tenant.locations.map((location) => location.id);
  return (await search(`location.id IN [${ids.join(', ')}] AND show_on_dealer_website = true AND status = in_stock`))!;
}

const ownCar = (slug: string) =>
  listedCar(sampleTenant(slug), async (filter) => (await meili.client.index(OWN_INDEX).search<Car>('', { filter, limit: 1 })).hits[0]);
const embeddedCar = (slug: string) =>
  listedCar(sampleTenant(slug), async (filter) => (await server.stock.search('Car_production', { filter, limit: 1 })).hits[0] as Car | undefined);

/** A read key of the tenants' own Meilisearch: what the server needs for whole cars, and no more. */
async function readKey(): Promise<string> {
  return (await meili.client.createKey({ actions: ['search', 'documents.get'], indexes: [OWN_INDEX], expiresAt: null })).key;
}

beforeAll(async () => {
  meili = await startRealMeilisearch({ masterKey: MEILI_KEY });
  const redgumKey = await readKey();
  const tenants = [sampleTenant(COASTAL), ownHostTenant(REDGUM, { serverKeyEnv: 'REDGUM_SEARCH_KEY' }), ownHostTenant(PARKWAY, { publicKey: await readKey() })];
  const sites = tenants.map((tenant) => {
    const distDir = join(root, tenant.slug, 'dist');
    mkdirSync(distDir, { recursive: true });
    writeFileSync(join(distDir, 'index.html'), `<!doctype html><html><head><title>${tenant.slug}</title></head><body><div id="root"></div></body></html>`);
    return { tenant, distDir };
  });
  // The own-host tenants' stock is only in their Meilisearch, the default-host tenant's only in the embedded engine.
  await fillSampleStock(meilisearchStockWriter(meili.client), tenants.slice(1), 40);
  server = await createServer({
    dataDir: join(root, 'data'),
    masterKey: 'test-master-key-0123456789',
    sitesDir: root,
    sites,
    demo: true,
    env: { REDGUM_SEARCH_KEY: redgumKey },
  });
  await fillSampleStock(server.stock, tenants.slice(0, 1), 40);
}, 60_000);
afterAll(async () => {
  await server?.app.close();
  await meili?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a tenant with a Meilisearch of its own', () => {
  it('has its car page and API answered from its Meilisearch, whole, and only for its site', async () => {
    const car = await ownCar(REDGUM);
    expect(await server.stock.documents(OWN_INDEX, [car.id])).toEqual([]);
    const answer = await server.app.inject({ url: `/api/cars/${car.slug}`, headers: host(REDGUM) });
    expect(answer.statusCode).toBe(200);
    // Past the search key's displayed attributes: the server read the car with the key its variable holds.
    expect(answer.json().car).toMatchObject({
      id: car.id,
      slug: car.slug,
      custom_rank: (await meili.client.index(OWN_INDEX).getDocument<Car>(car.id)).custom_rank,
    });
    expect((await server.app.inject({ url: `/api/cars/by-id/${car.id}`, headers: host(REDGUM) })).json().car.slug).toBe(car.slug);
    expect((await server.app.inject({ url: `/api/cars/${car.slug}`, headers: host(PARKWAY) })).statusCode).toBe(404);
    expect((await server.app.inject({ url: `/api/cars/${car.slug}`, headers: host(COASTAL) })).statusCode).toBe(404);

    const page = await server.app.inject({ url: `/cars/${car.slug}`, headers: host(REDGUM) });
    const seed = parsePageSeed(new RegExp(`<script type="application/json" id="${PAGE_SEED_ELEMENT_ID}">(.*?)</script>`, 's').exec(page.body)?.[1]);
    expect(seed!.api[`/api/cars/${car.slug}`]).toMatchObject({ car: { id: car.id, slug: car.slug } });
  });

  it('lists its cars in its sitemap and seeds its search page from its Meilisearch', async () => {
    const car = await ownCar(REDGUM);
    expect((await server.app.inject({ url: '/sitemap.xml', headers: host(REDGUM) })).body).toContain(`/cars/${car.slug}</loc>`);
    const page = await server.app.inject({ url: sampleTenant(REDGUM).search.defaultPath, headers: host(REDGUM) });
    const seed = parsePageSeed(new RegExp(`<script type="application/json" id="${PAGE_SEED_ELEMENT_ID}">(.*?)</script>`, 's').exec(page.body)?.[1]);
    const answers = seed!.searches.map((search) => search.response as { results: { hits: unknown[] }[] });
    expect(answers[1]!.results[0]!.hits.length).toBeGreaterThan(0);
    expect(page.body).toContain(`<meta name="dealer:search-host" content="${meili.host}">`);
  });

  it('reads a signed-in shopper’s watchlist from its Meilisearch', async () => {
    const phone = '0412000202';
    const headers = host(REDGUM);
    await server.app.inject({ method: 'POST', url: '/api/session/code', headers, payload: { phone } });
    const outbox = await server.app.inject({ url: `/api/dev/outbox?phone=${phone}`, headers });
    const code = /\d{6}/.exec(outbox.json().messages.at(-1).body)![0];
    const session = await server.app.inject({ method: 'POST', url: '/api/session', headers, payload: { phone, code } });
    const signedIn = { ...headers, cookie: String(session.headers['set-cookie']).split(';')[0]! };
    const car = await ownCar(REDGUM);
    const saved = await server.app.inject({
      method: 'POST',
      url: '/api/watchlist/save-car',
      headers: signedIn,
      payload: { phone_number: phone, car_id: car.id },
    });
    expect(saved.statusCode).toBe(200);
    const list = await server.app.inject({ url: '/api/watchlist', headers: signedIn });
    expect(list.json().entries).toEqual([expect.objectContaining({ id: car.id, slug: car.slug, make: car.make })]);
  });

  it('is read with its public key when it names no server key', async () => {
    const car = await ownCar(PARKWAY);
    const answer = await server.app.inject({ url: `/api/cars/${car.slug}`, headers: host(PARKWAY) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().car).toMatchObject({ id: car.id, slug: car.slug });
  });

  it('draws sample photos of the cars in its Meilisearch', async () => {
    await meili.client
      .index(OWN_INDEX)
      .addDocuments([{ id: 987_654, make: 'Zenvo', model: 'Aurora', colour: 'Blue' }])
      .waitTask();
    const photo = await server.app.inject({ url: '/media/car/987654/1.svg' });
    expect(photo.statusCode).toBe(200);
    // Drawn in the car's own colour: the car was read from the tenant's Meilisearch.
    expect(photo.body).toContain('#1f4f9c');
  });
});

describe('a tenant on the default search host beside it', () => {
  it('still reads the server’s own engine', async () => {
    const car = await embeddedCar(COASTAL);
    const ownSlugs = (await meili.client.index(OWN_INDEX).getDocuments<Car>({ fields: ['slug'], limit: 1000 })).results.map((own) => own.slug);
    expect(ownSlugs).not.toContain(car.slug);
    const answer = await server.app.inject({ url: `/api/cars/${car.slug}`, headers: host(COASTAL) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().car).toMatchObject({ id: car.id, slug: car.slug });
    expect((await server.app.inject({ url: '/sitemap.xml', headers: host(COASTAL) })).body).toContain(`/cars/${car.slug}</loc>`);
    expect((await server.app.inject({ url: `/api/cars/${car.slug}`, headers: host(REDGUM) })).statusCode).toBe(404);
  });
});

describe('starting with a tenant’s server key not set', () => {
  it('fails naming the tenant and the variable, with nothing opened', async () => {
    const dataDir = join(root, 'unset');
    const options = {
      dataDir,
      masterKey: 'test-master-key-0123456789',
      sitesDir: root,
      sites: [{ tenant: ownHostTenant(REDGUM, { serverKeyEnv: 'REDGUM_SEARCH_KEY' }), distDir: root }],
    };
    const refused = await createServer({ ...options, env: { REDGUM_SEARCH_KEY: '' } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TenantSearchKeyMissingError);
    expect(refused).toMatchObject({ tenant: REDGUM, variable: 'REDGUM_SEARCH_KEY' });
    expect((refused as Error).message).toBe('redgum-used-cars reads its own search engine with the key in REDGUM_SEARCH_KEY, which is not set');
    // The engine's data was never taken: a server given the key starts on it.
    const started = await createServer({ ...options, env: { REDGUM_SEARCH_KEY: 'any-key' } });
    await started.app.close();
  });
});
