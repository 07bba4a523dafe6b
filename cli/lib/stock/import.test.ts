import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sampleTenant } from '../../../schema/sample-tenants.fixture.ts';
import { TARGETS, type TestTarget } from '../../../server/engine/test-targets.ts';
import { reservationHolds } from '../../../server/payments/holds.ts';
import { sampleStock } from '../../../server/sample/cars.ts';
import { meilisearchStock, meilisearchStockWriter } from '../../../server/stock/meilisearch-stock.ts';
import { openLeadStore } from '../../../server/store/leads.ts';
import { openReservationStore } from '../../../server/store/reservations.ts';
import { testSqlStores } from '../../../server/store/sql/test-stores.ts';
import { importCars } from './import.ts';
import { UserError } from '../problems.ts';
import { PACKAGE_ROOT } from '../workspace.ts';

let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

it('gives up on an engine that takes a request and never answers, saying it cannot reach it', async () => {
  // Accepts every connection and reads every byte, answering nothing: a server that died with the request under way.
  server = createServer((socket) => {
    sockets.push(socket);
    socket.resume();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const host = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const failure = await importCars([], { host, index: 'Car_production', requestTimeoutMs: 300 }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(UserError);
  expect((failure as UserError).message).toContain(`Cannot reach the search engine at ${host}`);
  expect(Date.now() - started).toBeLessThan(5000);
});

it('exits once it has said it failed, when the engine dies between taking a write and its task being polled', async () => {
  // Every write is taken as task 0; asking after task 0 has its connection reset: a server killed between the two.
  const engine = createHttpServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.method === 'GET' && request.url?.includes('/tasks/')) return request.socket.destroy();
      response.writeHead(202, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ taskUid: 0, indexUid: 'x', status: 'enqueued', type: 'indexDeletion', enqueuedAt: new Date().toISOString() }));
    });
  });
  await new Promise<void>((resolve) => engine.listen(0, '127.0.0.1', resolve));
  const dir = mkdtempSync(join(tmpdir(), 'dealer-import-'));
  try {
    writeFileSync(join(dir, 'cars.json'), '[]');
    const host = `http://127.0.0.1:${(engine.address() as AddressInfo).port}`;
    const started = Date.now();
    const result = await execa(
      process.execPath,
      [join(PACKAGE_ROOT, 'bin', 'dealer-gen.js'), 'stock', 'import', join(dir, 'cars.json'), '--host', host, '--key', 'k'],
      {
        cwd: PACKAGE_ROOT,
        reject: false,
        timeout: 20_000,
        env: { NO_COLOR: '1' },
      },
    );
    // Before, a timer the client left behind held the process for its task timeout, ten minutes.
    expect(result.timedOut).toBe(false);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain(`Cannot reach the search engine at ${host}`);
    expect(Date.now() - started).toBeLessThan(15_000);
  } finally {
    engine.closeAllConnections();
    await new Promise((resolve) => engine.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);

describe.each(TARGETS)('an import into the %s while a car is held with a deposit', (_name, start) => {
  const KEY = 'import-hold-master-key-0123456789';
  const INDEX = 'Car_production';
  const TENANT = 'coastal-nissan';
  const stores = testSqlStores('sqlite');
  let target: TestTarget;
  beforeAll(async () => {
    target = await start({ masterKey: KEY });
  }, 60_000);
  afterAll(() => target?.close());

  it('writes the feed’s flag, which the next hold sweep turns back to reserved for the held car alone', async () => {
    const cars = sampleStock({ count: 4, seed: 1, tenants: [sampleTenant(TENANT)] }).map((car) => ({ ...car, reserved: false }));
    const [held, free] = cars as [(typeof cars)[0], (typeof cars)[0]];
    const options = { host: target.host, apiKey: KEY, index: INDEX };
    await importCars(cars, options);
    const sql = stores.open();
    const lead = await (
      await openLeadStore(sql)
    ).add({
      tenant: TENANT,
      kind: 'reservation',
      category: 'Reserve Car',
      subcategory: null,
      carId: held.id,
      userId: null,
      email: null,
      phone: null,
      payload: {},
      ip: '127.0.0.1',
    });
    const store = await openReservationStore(sql);
    const stock = { ...meilisearchStock(target.client), ...meilisearchStockWriter(target.client) };
    const holds = reservationHolds({ store, payments: null, indexFor: () => ({ stock, uid: INDEX }) });
    const reservedOf = async (id: number) => (await target.client.index(INDEX).getDocument(id, { fields: ['reserved'] })).reserved;

    const reservation = await store.create({ tenant: TENANT, carId: held.id, leadId: lead.id, amountCents: 20_000 }, new Date());
    await holds.paid(TENANT, reservation.id);
    expect(await reservedOf(held.id)).toBe(true);
    // The feed knows nothing of the deposit.
    await importCars(cars, options);
    expect(await reservedOf(held.id)).toBe(false);
    expect(await holds.sweep()).toBe(0);
    expect(await reservedOf(held.id)).toBe(true);
    expect(await reservedOf(free.id)).toBe(false);
  }, 60_000);
});
