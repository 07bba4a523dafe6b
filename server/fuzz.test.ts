/**
 * Bad input at every /api and /meili route: thousands of generated malformed payloads (wrong types, huge
 * strings, deep nesting, broken JSON, unicode, injection strings). No answer may be a 500, carry a stack
 * trace or crash the server, and the server must still be healthy afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sampleTenant } from '../schema/sample-tenants.fixture.ts';
import { createServer, type DealerServer } from './app.ts';
import { fillSampleStock } from './sample/fill.ts';

const root = mkdtempSync(join(tmpdir(), 'dealer-fuzz-'));
const MASTER = 'fuzz-master-key-0123456789';
let server: DealerServer;
const HOST = 'harbourside-auto-group.localhost';

beforeAll(async () => {
  const tenant = sampleTenant('harbourside-auto-group');
  server = await createServer({
    dataDir: root,
    masterKey: MASTER,
    sitesDir: root,
    sites: [{ tenant, distDir: join(root, 'dist') }],
    limits: { perClient: { max: 1e9, windowMs: 60_000 }, perContact: { max: 1e9, windowMs: 60_000 } },
  });
  await fillSampleStock(server.stock, [tenant], 30);
});
afterAll(async () => {
  await server.app.close();
  rmSync(root, { recursive: true, force: true });
});

/** Every route, read from Fastify's route tree: `├── /api/cars/:slug (GET, HEAD)` with children indented under it. */
function routes(app: DealerServer['app']): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean))
      if (method !== 'HEAD') found.push({ method, path });
  }
  return found;
}

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

const STRINGS = [
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '🚗'.repeat(500),
  'x'.repeat(100_000),
  '${7*7}',
  '{{7*7}}',
  'null',
  '-1',
  '1e308',
  'NaN',
  'Ünïcødé',
  '\ud800',
  'a'.repeat(5),
];
const VALUES: (() => unknown)[] = [
  () => pick(STRINGS),
  () => pick([0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2]),
  () => pick([true, false, null]),
  () => [],
  () => ({}),
  () => Array.from({ length: 50 }, () => pick(STRINGS)),
  () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 2000; i++) deep = { a: deep };
    return deep;
  },
];
const value = () => pick(VALUES)();
const KEYS = [
  'id',
  'q',
  'filter',
  'phone',
  'phone_number',
  'car_id',
  'code',
  'kind',
  'fields',
  'category',
  'postcode',
  'purchasePrice',
  'name',
  '__proto__',
  'constructor',
  'limit',
  'offset',
  'sort',
  'facets',
];

function payload(): { body: string; contentType: string } {
  const kind = random();
  if (kind < 0.15) return { body: pick(['{', '{"a":', '[1,2', 'not json', '{"a":1}}', '\u0000', '']), contentType: 'application/json' };
  if (kind < 0.2) return { body: 'a=1&b=2', contentType: pick(['application/x-www-form-urlencoded', 'text/xml', 'multipart/form-data']) };
  if (kind < 0.3) return { body: JSON.stringify(value()), contentType: 'application/json' };
  const object: Record<string, unknown> = {};
  for (let i = 0; i < 1 + Math.floor(random() * 6); i++) object[pick(KEYS)] = value();
  return { body: JSON.stringify(object), contentType: 'application/json' };
}

// Lone surrogates cannot be percent-encoded; a malformed escape goes in raw instead.
const encode = (text: string) => (/[\ud800-\udfff]/.test(text) ? '%E0%A4%A' : encodeURIComponent(text));
// The master key may write: it aims at a scratch index, so the car endpoints keep their stock to answer from.
const fill = (path: string) =>
  path.replace(/:\w+(?:\|:\w+)*/g, () => encode(String(pick(['1', 'no-such-car', '../..', '%2e%2e', "'", '9'.repeat(40), 'fuzz_index'])))).replace(/\*/g, 'x');

it('answers thousands of malformed requests without a 500, a stack trace or a crash', async () => {
  const all = routes(server.app).filter((r) => /^\/(api|meili)\//.test(r.path));
  expect(all.length).toBeGreaterThan(30);
  const failures: string[] = [];
  let sent = 0;
  for (const route of all) {
    for (let i = 0; i < 60; i++) {
      const { body, contentType } = payload();
      const query = random() < 0.3 ? `?${pick(KEYS)}=${encode(String(pick(STRINGS)))}` : '';
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      const headers: Record<string, string> = { host: HOST, ...(withBody ? { 'content-type': contentType } : {}) };
      if (route.path.startsWith('/meili') && random() < 0.8) headers.authorization = `Bearer ${random() < 0.5 ? MASTER : pick(STRINGS).slice(0, 100)}`;
      const url = fill(route.path) + query;
      const response = await server.app.inject({ method: route.method as 'GET', url, headers, ...(withBody ? { payload: body } : {}) });
      sent++;
      if (response.statusCode >= 500 || /\bat .+\.(ts|js):\d+/.test(response.body) || /node_modules/.test(response.body))
        failures.push(`${route.method} ${url.slice(0, 150)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
  }
  expect(sent).toBeGreaterThan(1800);
  expect(failures).toEqual([]);
  expect((await server.app.inject({ url: '/healthz' })).statusCode).toBe(200);
}, 120_000);

/** A search a stranger might send to make the engine work hard: deep filters, many queries, big pages, every facet. */
function heavySearch(): { url: string; body: string } {
  const depth = pick([0, 10, 49, 50, 500, 20_000]);
  const query = () => ({
    indexUid: 'Car_production',
    filter: `${'('.repeat(depth)}price > ${Math.floor(random() * 50_000)}${')'.repeat(depth)}`,
    facets: ['*'],
    ...(random() < 0.5 ? { limit: pick([1, 20, 1000, 5000, 1e9]) } : { page: pick([1, 2, 1e6]), hitsPerPage: pick([1, 30, 1000, 1e9]) }),
    ...(random() < 0.2 ? { q: 'x'.repeat(pick([10, 70_000])) } : {}),
  });
  if (random() < 0.3) return { url: '/meili/indexes/Car_production/search', body: JSON.stringify(query()) };
  return { url: '/meili/multi-search', body: JSON.stringify({ queries: Array.from({ length: pick([1, 8, 32, 33, 200]) }, query) }) };
}

it("answers generated over-limit searches with Meilisearch's 4xx codes, never a 500 or a huge answer", async () => {
  const codes = new Set<string>();
  const failures: string[] = [];
  for (let i = 0; i < 150; i++) {
    const { url, body } = heavySearch();
    const response = await server.app.inject({
      method: 'POST',
      url,
      headers: { host: HOST, authorization: `Bearer ${server.searchKey}`, 'content-type': 'application/json' },
      payload: body,
    });
    if (response.statusCode >= 500 || ![200, 400, 413].includes(response.statusCode) || response.rawPayload.length > 2_000_000)
      failures.push(`${url} ${body.length} B → ${response.statusCode}, ${response.rawPayload.length} B: ${response.body.slice(0, 120)}`);
    if (response.statusCode !== 200) codes.add(response.json<{ code: string }>().code);
  }
  expect(failures).toEqual([]);
  expect([...codes].sort()).toEqual(['bad_request', 'invalid_search_filter', 'payload_too_large']);
}, 120_000);
