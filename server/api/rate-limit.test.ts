import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import { createServer, type DealerServer } from '../app.ts';
import { host } from './sample-server.fixture.ts';

const root = mkdtempSync(join(tmpdir(), 'dealer-rate-limit-'));
const limits = { perClient: { max: 3, windowMs: 60_000 }, perContact: { max: 4, windowMs: 60_000 } };
const coastal = host('coastal-nissan');
const redgum = host('redgum-used-cars');
const sites = ['coastal-nissan', 'redgum-used-cars'].map((slug) => ({ tenant: sampleTenant(slug), distDir: join(root, slug) }));

let data = 0;
const servers: DealerServer[] = [];
/** A dealer server as `serve` starts it, over a data directory of its own unless given one. */
async function serve(dataDir = join(root, `data-${++data}`)): Promise<DealerServer> {
  const server = await createServer({ dataDir, masterKey: 'test-master-key-0123456789', sitesDir: root, sites, limits });
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.app.close()));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

let contact = 0;
/** A contact-form submission from `remoteAddress`, with a contact of its own unless one is given. */
const submit = (server: DealerServer, remoteAddress: string, headers = coastal, fields: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/forms',
    headers,
    remoteAddress,
    payload: { category: 'General Enquiry', fields: { name: 'Ada', email: `ada${++contact}@example.com`, ...fields } },
  });
/** The statuses of submissions sent one after another. */
async function inTurn(sends: (() => ReturnType<typeof submit>)[]): Promise<number[]> {
  const answers: number[] = [];
  for (const send of sends) answers.push((await send()).statusCode);
  return answers;
}
const statuses = (count: number, send: () => ReturnType<typeof submit>) => inTurn(Array.from({ length: count }, () => send));

describe('submission limits', () => {
  it('answers 429 past the limit, with Retry-After and the API’s error body', async () => {
    const server = await serve();
    expect(await statuses(3, () => submit(server, '1.1.1.1'))).toEqual([201, 201, 201]);
    const limited = await submit(server, '1.1.1.1');
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({ error: `Too many submissions; please try again in ${retryAfter} seconds`, issues: [] });
    // Every submission route counts against the same limit.
    const lead = await server.app.inject({ method: 'POST', url: '/api/valuations', headers: coastal, remoteAddress: '1.1.1.1', payload: {} });
    expect(lead.statusCode).toBe(429);
  });

  it('slows one flooding address and never another shopper on the same tenant', async () => {
    const server = await serve();
    for (const flooder of ['6.6.6.1', '6.6.6.2', '6.6.6.3'])
      expect((await statuses(10, () => submit(server, flooder))).filter((s) => s === 429)).toHaveLength(7);
    expect(await statuses(3, () => submit(server, '2.2.2.2'))).toEqual([201, 201, 201]);
  });

  it('keeps each tenant’s limits its own', async () => {
    const server = await serve();
    await statuses(4, () => submit(server, '3.3.3.3', coastal));
    expect((await submit(server, '3.3.3.3', coastal)).statusCode).toBe(429);
    expect((await submit(server, '3.3.3.3', redgum)).statusCode).toBe(201);
  });

  it('limits one e-mail or phone however many addresses send it, as typed in any case or spacing', async () => {
    const server = await serve();
    const addresses = ['4.0.0.1', '4.0.0.2', '4.0.0.3', '4.0.0.4', '4.0.0.5'];
    const byEmail = addresses.map((address, i) => () => submit(server, address, coastal, { email: i % 2 ? 'Grace@Example.com' : ' grace@example.com' }));
    expect(await inTurn(byEmail)).toEqual([201, 201, 201, 201, 429]);
    const byPhone = addresses.map((address, i) => () => submit(server, address, coastal, { phone: i % 2 ? '0412 345 678' : '0412345678' }));
    expect(await inTurn(byPhone)).toEqual([201, 201, 201, 201, 429]);
    expect((await submit(server, '4.0.0.6', redgum, { email: 'grace@example.com' })).statusCode).toBe(201);
  });

  // Processes sharing the counts are the store's test (server/store/rate-limits.test.ts): a data directory takes one server.
  it('holds across a restart', async () => {
    const dataDir = join(root, 'shared');
    const first = await serve(dataDir);
    expect([(await submit(first, '5.5.5.5')).statusCode, (await submit(first, '5.5.5.5')).statusCode, (await submit(first, '5.5.5.5')).statusCode]).toEqual([
      201, 201, 201,
    ]);
    await Promise.all(servers.splice(0).map((server) => server.app.close()));
    const restarted = await serve(dataDir);
    expect((await submit(restarted, '5.5.5.5')).statusCode).toBe(429);
    expect((await submit(restarted, '5.5.5.6')).statusCode).toBe(201);
  });
});
