/**
 * Servers side by side: two servers on data directories of their own and one PostgreSQL database are one
 * site to a shopper, as behind a load balancer that sends each request to either.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type DealerServer } from './app.ts';
import { host, sampleServer } from './api/sample-server.fixture.ts';
import { openLeadStore } from './store/leads.ts';
import { DatabaseUnreachableError } from './store/sql/database-unreachable.ts';
import { startTestPostgres, type TestPostgres } from './store/sql/test-postgres.ts';

const site = host('coastal-nissan');
const LEADS_PER_CLIENT = 2;
let postgres: TestPostgres;
let a: DealerServer;
let b: DealerServer;
const closing: (() => Promise<void>)[] = [];

beforeAll(async () => {
  postgres = await startTestPostgres();
  const databaseUrl = await postgres.newDatabase();
  const limits = { perClient: { max: LEADS_PER_CLIENT, windowMs: 60_000 }, perContact: { max: 1e9, windowMs: 60_000 } };
  // Started together, as servers behind a load balancer are: both run the migrations, which apply once.
  const started = await Promise.all([0, 1].map(() => sampleServer(['coastal-nissan'], 1, { databaseUrl, demo: true, limits })));
  closing.push(...started.map((one) => one.close));
  [a, b] = started.map((one) => one.server) as [DealerServer, DealerServer];
}, 60_000);
afterAll(async () => {
  await Promise.all(closing.map((close) => close()));
  await postgres?.stop();
});

const on = (server: DealerServer, options: InjectOptions) => server.app.inject({ ...options, headers: { ...site, ...options.headers } });

const enquiry = (email: string) => ({
  kind: 'enquiry',
  category: 'General Enquiry',
  url: '/contact',
  source: 'Website',
  user_agent: 'shared-database.test',
  lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
  fields: { name: 'Ada', email, phone: '0400 000 000', message: 'Still there?' },
});

describe('servers sharing one PostgreSQL database', () => {
  it('names PostgreSQL in /healthz', async () => {
    expect((await a.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok', store: 'postgres', engine: 'embedded' });
  });

  it('signs in with a code asked for on one server and verified on the other, and keeps the session on both', async () => {
    const phone = '0412000201';
    expect((await on(a, { method: 'POST', url: '/api/session/code', payload: { phone } })).statusCode).toBe(202);
    // The demo outbox is the server's own: it is where the code was sent, not where it is kept.
    const outbox = await on(a, { url: `/api/dev/outbox?phone=${phone}` });
    const code = /\d{6}/.exec(outbox.json().messages.at(-1).body)![0];
    const verified = await on(b, { method: 'POST', url: '/api/session', payload: { phone, code } });
    expect(verified.statusCode).toBe(200);
    const cookie = String(verified.headers['set-cookie']).split(';')[0]!;
    for (const server of [a, b]) expect((await on(server, { url: '/api/session', headers: { cookie } })).json().user).toMatchObject({ phone });
  });

  it("lists a lead taken by one server in the other's store", async () => {
    const taken = await on(a, { method: 'POST', url: '/api/leads', payload: enquiry('shared@example.com'), remoteAddress: '203.0.113.1' });
    expect(taken.statusCode).toBe(201);
    const leads = await (await openLeadStore(b.sql)).list('coastal-nissan');
    expect(leads.map((lead) => lead.email)).toContain('shared@example.com');
  });

  it('holds a limit reached on one server on the other', async () => {
    const submit = (server: DealerServer, n: number) =>
      on(server, { method: 'POST', url: '/api/leads', payload: enquiry(`limit${n}@example.com`), remoteAddress: '203.0.113.2' });
    for (let n = 0; n < LEADS_PER_CLIENT; n++) expect((await submit(a, n)).statusCode).toBe(201);
    const refused = await submit(b, LEADS_PER_CLIENT);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('a PostgreSQL database the server cannot reach', () => {
  it('stops the start, naming the database without its password, and lets go of the data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dealer-unreachable-'));
    const options = { dataDir, masterKey: 'test-master-key-0123456789', sitesDir: dataDir, sites: [] };
    try {
      const failed = createServer({ ...options, databaseUrl: 'postgres://dealer:s3cret@127.0.0.1:9/dealer' });
      await expect(failed).rejects.toThrow(DatabaseUnreachableError);
      await expect(failed).rejects.toMatchObject({
        where: 'postgres://dealer:***@127.0.0.1:9/dealer',
        cause: expect.objectContaining({ code: 'ECONNREFUSED' }),
      });
      // The engine's hold on the data directory ended with the failed start.
      await (await createServer(options)).app.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
