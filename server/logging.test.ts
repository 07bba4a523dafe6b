import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleTenant } from '../schema/sample-tenants.fixture.ts';
import { createServer, type DealerServer } from './app.ts';
import { INTERNAL_ERROR_BODY } from './internal-errors.ts';
import { redactedUrl } from './logging.ts';

const MASTER_KEY = 'test-master-key-0123456789';
const root = mkdtempSync(join(tmpdir(), 'dealer-logging-'));
const site = { host: 'coastal-nissan.localhost:4000' };
const lines: string[] = [];
let server: DealerServer;

beforeAll(async () => {
  const sites = [{ tenant: sampleTenant('coastal-nissan'), distDir: join(root, 'coastal-nissan') }];
  server = await createServer({
    dataDir: join(root, 'data'),
    masterKey: MASTER_KEY,
    sitesDir: root,
    sites,
    demo: true,
    logger: { write: (line) => lines.push(line) },
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  lines.length = 0;
});
afterAll(async () => {
  await server.app.close();
  rmSync(root, { recursive: true, force: true });
});

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const linesOf = (requestId: string) => logged().filter((line) => line.reqId === requestId);

const lead = {
  kind: 'enquiry',
  category: 'Sales Enquiry',
  url: 'http://coastal-nissan.localhost/cars/x',
  source: 'Website',
  user_agent: 'vitest',
  lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
  fields: { name: 'Ada', email: 'ada.lovelace@example.com', phone: '0412 345 678' },
};

describe('request logs', () => {
  it('are JSON lines naming the request id the answer carries, with no phone, e-mail, cookie or key in them', async () => {
    const submitted = await server.app.inject({
      method: 'POST',
      url: '/api/leads?email=ada.lovelace%40example.com&token=tok-secret-1&code=123456&utm=x',
      headers: { ...site, cookie: 'session=sess-secret-1', authorization: 'Bearer key-secret-1' },
      payload: lead,
    });
    expect(submitted.statusCode).toBe(201);
    const outbox = await server.app.inject({ url: '/api/dev/outbox?ph%6Fne=0412345678', headers: site });
    expect(outbox.statusCode).toBe(200);
    server.app.log.info({ body: lead, query: { token: 'tok-secret-2' } }, 'a handler logs what it was sent');

    const text = lines.join('');
    for (const secret of ['0412 345 678', '0412345678', 'ada.lovelace', 'sess-secret', 'key-secret', 'tok-secret', '123456'])
      expect(text).not.toContain(secret);
    const id = submitted.headers['x-request-id'] as string;
    expect(id).toMatch(/^[\w-]{36}$/);
    const [incoming, completed] = linesOf(id);
    expect(incoming).toMatchObject({
      msg: 'incoming request',
      req: {
        method: 'POST',
        url: '/api/leads?email=[redacted]&token=[redacted]&code=[redacted]&utm=x',
        headers: { cookie: '[redacted]', authorization: '[redacted]', 'user-agent': 'lightMyRequest' },
      },
    });
    expect(completed).toMatchObject({ msg: 'request completed', res: { statusCode: 201 } });
    expect(linesOf(outbox.headers['x-request-id'] as string)[0]).toMatchObject({ req: { url: '/api/dev/outbox?ph%6Fne=[redacted]' } });
    expect(logged().at(-1)).toMatchObject({ body: { fields: { name: 'Ada', email: '[redacted]', phone: '[redacted]' } }, query: { token: '[redacted]' } });
  });

  it('keep a well-formed x-request-id from a proxy and replace any other', async () => {
    const kept = await server.app.inject({ url: '/healthz', headers: { 'x-request-id': 'proxy-4bf92f3577b34da6' } });
    expect(kept.headers['x-request-id']).toBe('proxy-4bf92f3577b34da6');
    expect(linesOf('proxy-4bf92f3577b34da6')).toHaveLength(2);
    for (const odd of ['short', 'a"}\n{"level":60', 'x'.repeat(129)]) {
      const replaced = await server.app.inject({ url: '/healthz', headers: { 'x-request-id': odd } });
      expect(replaced.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
    }
    expect(lines.join('')).not.toContain('"level":60');
  });

  it('redact secret query fields however their names are spelled', () => {
    expect(redactedUrl('/a?Phone=1&x=2&phone_number=3&code&e%6Dail=4#f')).toBe(
      '/a?Phone=[redacted]&x=2&phone_number=[redacted]&code=[redacted]&e%6Dail=[redacted]',
    );
    expect(redactedUrl('/a/b')).toBe('/a/b');
  });
});

describe('a failure on our side', () => {
  const failure = () => {
    throw new Error('SQLITE_IOERR: disk I/O error in /srv/dealer/.data/dealer.sqlite');
  };

  it('answers the engine’s client "internal error" in Meilisearch’s shape and logs the detail under the request id', async () => {
    vi.spyOn(server.engine, 'listIndexes').mockImplementation(failure);
    const response = await server.app.inject({ url: '/meili/indexes', headers: { authorization: `Bearer ${MASTER_KEY}` } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'internal error', code: 'internal', type: 'internal', link: 'https://docs.meilisearch.com/errors#internal' });
    expect(response.body).not.toMatch(/SQLITE|dealer\.sqlite|at /);
    const error = linesOf(response.headers['x-request-id'] as string).find((line) => line.level === 50);
    expect(JSON.stringify(error)).toContain('SQLITE_IOERR: disk I/O error in /srv/dealer/.data/dealer.sqlite');
  });

  it('answers /api with its generic error and a page, the health check with no detail, and logs each', async () => {
    vi.spyOn(server.engine, 'search').mockImplementation(failure);
    vi.spyOn(server.engine, 'listIndexes').mockImplementation(failure);
    const api = await server.app.inject({ url: '/api/cars/by-id/1', headers: site });
    expect(api.statusCode).toBe(500);
    expect(api.json()).toEqual({ error: 'Something went wrong on our side; please try again', issues: [] });
    const sitemap = await server.app.inject({ url: '/sitemap.xml', headers: site });
    expect(sitemap.statusCode).toBe(500);
    expect(sitemap.json()).toEqual(INTERNAL_ERROR_BODY);
    const health = await server.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', store: 'sqlite', engine: 'embedded' });
    for (const response of [api, sitemap, health]) {
      expect(response.body).not.toContain('SQLITE');
      expect(JSON.stringify(linesOf(response.headers['x-request-id'] as string))).toContain('SQLITE_IOERR');
    }
  });
});
