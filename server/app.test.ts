import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleTenant } from '../schema/sample-tenants.fixture.ts';
import { createServer, type DealerServer } from './app.ts';
import { DRAWN_PAGE_CACHE_CONTROL } from './page-cache.ts';

const root = mkdtempSync(join(tmpdir(), 'dealer-server-'));
const sitesDir = join(root, 'generated');
let server: DealerServer;
const host = (slug: string) => ({ host: `${slug}.localhost:4000` });

beforeAll(async () => {
  const sites = ['coastal-nissan', 'redgum-used-cars'].map((slug) => {
    const distDir = join(sitesDir, slug, 'dist');
    mkdirSync(join(distDir, 'assets'), { recursive: true });
    writeFileSync(join(distDir, 'index.html'), `<!doctype html><html><head><title>${slug}</title></head><body></body></html>`);
    writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(distDir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
    writeFileSync(join(distDir, 'assets', 'plain-1.js'), `export const text = '${'a shopper '.repeat(200)}';`);
    return { tenant: sampleTenant(slug), distDir };
  });
  // Only one site has a Vite manifest: the other still serves, without naming page files.
  mkdirSync(join(sitesDir, 'coastal-nissan', 'dist', '.vite'), { recursive: true });
  writeFileSync(
    join(sitesDir, 'coastal-nissan', 'dist', '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-1.js' },
      '_cards.js': { file: 'assets/cards-1.js', imports: ['_shared.js'], css: ['assets/cards-1.css'] },
      '../../runtime/ui/pages/SearchPage.tsx': {
        file: 'assets/SearchPage-1.js',
        isDynamicEntry: true,
        imports: ['_cards.js', '_shared.js'],
        css: ['assets/SearchPage-1.css'],
      },
    }),
  );
  writeFileSync(join(sitesDir, 'secret.txt'), 'not for the web');
  server = await createServer({ dataDir: join(root, 'data'), masterKey: 'test-master-key-0123456789', sitesDir, sites });
});
afterAll(async () => {
  await server.app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serving sites by host', () => {
  it('answers each tenant at <slug>.localhost and its configured domains, with a search token in the page', async () => {
    const page = await server.app.inject({ url: '/', headers: host('coastal-nissan') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe(DRAWN_PAGE_CACHE_CONTROL[200]);
    expect(page.body).toContain('<title>coastal-nissan</title>');
    expect(page.body).toMatch(/<meta name="dealer:search-key" content="[\w-]+\.[\w-]+\.[\w-]+">/);
    expect(page.body).toContain('<meta name="dealer:search-host" content="/meili">');
    expect(page.body).not.toContain(server.searchKey);
    const other = await server.app.inject({ url: '/', headers: host('redgum-used-cars') });
    expect(other.body).toContain('<title>redgum-used-cars</title>');
  });

  it('falls back to the app for client routes, 404s a missing asset and an unknown host', async () => {
    expect((await server.app.inject({ url: '/search/used-cars?page=2', headers: host('coastal-nissan') })).body).toContain('<title>coastal-nissan</title>');
    expect((await server.app.inject({ url: '/assets/missing.js', headers: host('coastal-nissan') })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/', headers: host('nobody') })).statusCode).toBe(404);
  });

  it("names a page's own scripts and styles in its HTML, not the entry's, so they load alongside it", async () => {
    const search = (await server.app.inject({ url: '/search/used-cars?page=2', headers: host('coastal-nissan') })).body;
    const preloads = [...search.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`).sort();
    expect(preloads).toEqual([
      'modulepreload /assets/SearchPage-1.js',
      'modulepreload /assets/cards-1.js',
      'preload /assets/SearchPage-1.css',
      'preload /assets/cards-1.css',
    ]);
    expect((await server.app.inject({ url: '/', headers: host('coastal-nissan') })).body).not.toContain('modulepreload');
    const unbuiltManifest = await server.app.inject({ url: '/used-car/', headers: host('redgum-used-cars') });
    expect(unbuiltManifest.statusCode).toBe(200);
    expect(unbuiltManifest.body).not.toContain('modulepreload');
  });

  it('caches hashed assets for a year', async () => {
    const asset = await server.app.inject({ url: '/assets/index-abc123.js', headers: host('coastal-nissan') });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends an asset's brotli or gzip copy, as the browser accepts, and compresses one that has none", async () => {
    const asset = (encoding: string, url = '/assets/index-abc123.js') =>
      server.app.inject({ url, headers: { ...host('coastal-nissan'), 'accept-encoding': encoding } });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const identity = await asset('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe('console.log(1)');
    const onTheFly = await asset('br', '/assets/plain-1.js');
    expect(onTheFly.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(onTheFly.rawPayload).toString()).toContain('a shopper');
    expect(onTheFly.headers.vary).toBe('accept-encoding');
  });

  it('never serves a file outside the site', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/../../secret.txt', '/%00']) {
      const response = await server.app.inject({ url, headers: host('coastal-nissan') });
      expect(response.body, url).not.toContain('not for the web');
      expect([200, 400, 404], url).toContain(response.statusCode);
    }
  });

  it('reports health, naming the store and the search engine it uses', async () => {
    expect((await server.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok', store: 'sqlite', engine: 'embedded' });
  });
});

describe('/api', () => {
  it('answers bad input with 400 and the problems, never a stack trace', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/analytics', headers: host('coastal-nissan'), payload: { id: 'four' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('The request is not valid');
    expect(body.issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(['id', 'path', 'at', 'website_id']));
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    const badJson = await server.app.inject({
      method: 'POST',
      url: '/api/analytics',
      headers: { ...host('coastal-nissan'), 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error).toBe('The request could not be read');
  });

  it('records an analytics event for the tenant of the host', async () => {
    const event = { id: 49, path: '/search', at: new Date().toISOString(), website_id: 102 };
    const response = await server.app.inject({ method: 'POST', url: '/api/analytics', headers: host('coastal-nissan'), payload: event });
    expect(response.statusCode).toBe(204);
    const rows = await server.sql.db.selectFrom('analytics_events').select(['tenant', 'event_id']).execute();
    expect(rows).toEqual([{ tenant: 'coastal-nissan', event_id: 49 }]);
  });

  it('says where the search engine is, with a search token', async () => {
    const config = (await server.app.inject({ url: '/api/search-config', headers: host('redgum-used-cars') })).json();
    expect(config).toEqual({ host: '/meili', key: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/), indexName: 'Car_production' });
    expect((await server.app.inject({ url: '/api/nothing-here', headers: host('redgum-used-cars') })).statusCode).toBe(404);
  });
});

describe('security headers', () => {
  it('puts a tenant CSP, frame-ancestors, referrer policy and no-sniff on every page', async () => {
    const page = await server.app.inject({ url: '/', headers: host('coastal-nissan') });
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-src 'self' https://www.youtube.com");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('locks API and engine responses down too', async () => {
    const api = await server.app.inject({ url: '/api/search-config', headers: host('coastal-nissan') });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const engine = await server.app.inject({ url: '/meili/health' });
    expect(engine.headers['x-frame-options']).toBe('DENY');
  });

  it('refuses an oversized API body with 413', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/analytics',
      headers: { ...host('coastal-nissan'), 'content-type': 'application/json' },
      payload: JSON.stringify({ path: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('The request body is too large');
  });
});

describe('sample media', () => {
  it('draws a car photo in the colour and body of the car in stock, with no text in it', async () => {
    const cars = [
      { id: 4242, make: 'Kia', model: 'Sportage', colour: 'Blue', simple_body: 'SUV' },
      { id: 4243, make: 'Kia', model: 'Sportage', colour: 'Red', simple_body: 'Ute' },
    ];
    await server.engine.waitForTask(server.engine.addDocuments('Car_production', cars, { primaryKey: 'id' }).taskUid);
    const [blue, red] = await Promise.all(cars.map((car) => server.app.inject({ url: `/media/car/${car.id}/1.svg` })));
    expect(blue!.statusCode).toBe(200);
    expect(blue!.body).toContain('#1f4f9c');
    expect(blue!.body).not.toContain('<text');
    expect(red!.body).not.toContain('#1f4f9c');
  });
});
