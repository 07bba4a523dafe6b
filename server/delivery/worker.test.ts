import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { LeadDeliveryTarget } from '../../schema/tenant.ts';
import { DELIVERY_RETRY_WINDOW_MS, leadDeliveryStore, type ClaimedDelivery, type LeadDeliveryStore } from '../store/lead-deliveries.ts';
import { openLeadStore, type LeadStore, type NewLead } from '../store/leads.ts';
import { SQL_DIALECTS, testSqlStores } from '../store/sql/test-stores.ts';
import { storedLead } from './lead-message.fixture.ts';
import { deliverySender } from './sender.ts';
import { DELIVERY_ID_HEADER, SIGNATURE_HEADER, verifySignature } from './webhook.ts';
import { startDeliveryWorker, type DeliveryWorker, type DeliveryWorkerOptions } from './worker.ts';

const TENANT = 'harbourside-auto-group';
const SECRET_ENV = 'HARBOURSIDE_WEBHOOK_SECRET';
const SECRET = 'whsec_worker_test_0123456789';
const T0 = Date.parse('2025-03-14T01:23:45.000Z');
const HOUR = 3600_000;

const enquiry = (...urls: string[]): NewLead =>
  storedLead(
    TENANT,
    urls.map((url): LeadDeliveryTarget => ({ type: 'webhook', url, secretEnv: SECRET_ENV })),
  );

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/**
 * A dealer's endpoint on loopback, on `port` (a free one when 0): records each request with the status `answer`
 * gives it, once it has the whole body. `answer` may return a promise to hold the response.
 */
async function receiver(
  answer: (n: number) => number | Promise<number>,
  port = 0,
): Promise<{ url: string; port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((request, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void Promise.resolve(answer(received.length + 1)).then((status) => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), status });
        response.writeHead(status).end();
      });
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  const close = async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  receivers.push(close);
  return { url: `http://127.0.0.1:${bound}/hooks/leads`, port: bound, received, close };
}

/** A loopback port nothing listens on: a receiver that is down. */
async function closedPort(): Promise<number> {
  const { port, close } = await receiver(() => 200);
  await close();
  return port;
}

const receivers: (() => Promise<void>)[] = [];
const workers: DeliveryWorker[] = [];

/** What the worker logged, by delivery id. */
function recordingLog() {
  const delivered: string[] = [];
  const failed: { deliveryId: string; reason: string; final: boolean }[] = [];
  const trouble: unknown[] = [];
  return {
    delivered,
    failed,
    trouble,
    log: {
      delivered: (delivery: ClaimedDelivery) => delivered.push(delivery.deliveryId),
      failed: (delivery: ClaimedDelivery, reason: string, final: boolean) => failed.push({ deliveryId: delivery.deliveryId, reason, final }),
      trouble: (error: unknown) => trouble.push(error),
    },
  };
}

const waitFor = async (condition: () => boolean, what: string, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe.each(SQL_DIALECTS)('the delivery worker on %s', (dialect) => {
  const stores = testSqlStores(dialect);
  // Registered after the stores' hooks, so it runs before they close the connections (hooks run in reverse).
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await Promise.all(receivers.splice(0).map((close) => close()));
  });

  /** One server: its stores on a connection of its own, and a worker sending with the real sender and a fake clock. */
  async function server(clock: { now: number } | null, options: Partial<DeliveryWorkerOptions> = {}) {
    const sql = stores.open();
    const leads: LeadStore = await openLeadStore(sql);
    const deliveries = leadDeliveryStore(sql);
    const recorded = recordingLog();
    const worker = startDeliveryWorker({
      deliveries,
      send: deliverySender({ mail: null, env: { [SECRET_ENV]: SECRET }, webhookTimeoutMs: 5_000 }),
      log: recorded.log,
      ...(clock ? { now: () => clock.now } : {}),
      random: () => 0.5,
      pollMs: 60_000,
      ...options,
    });
    workers.push(worker);
    return { leads, deliveries, worker, ...recorded };
  }

  /** Moves the fake clock to the outbox's next due time (at most `until`) and runs a pass; false when nothing is due by then. */
  async function nextPass(clock: { now: number }, deliveries: LeadDeliveryStore, worker: DeliveryWorker, until = Infinity): Promise<boolean> {
    const due = await deliveries.nextDue();
    if (due === null || due > until) return false;
    clock.now = Math.max(clock.now, due);
    await worker.drain();
    return true;
  }

  it('retries a receiver that answers 500 twice, with the same delivery id and a valid signature each time, and delivers once', async () => {
    const hook = await receiver((n) => (n <= 2 ? 500 : 200));
    const clock = { now: T0 };
    const { leads, deliveries, worker, ...log } = await server(clock);
    const lead = await leads.add(enquiry(hook.url), new Date(T0));
    const [stored] = await deliveries.list(TENANT);

    await worker.drain();
    expect(hook.received.map((request) => request.status)).toEqual([500]);
    // random 0.5: three quarters of 5 s after the first try, then of 10 s after the second.
    expect(await deliveries.list(TENANT)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, nextAttemptAt: T0 + 3_750, lastError: 'Webhook answered 500 Internal Server Error' }),
    ]);
    clock.now = T0 + 3_749;
    await worker.drain();
    expect(hook.received).toHaveLength(1);
    clock.now = T0 + 3_750;
    await worker.drain();
    expect(hook.received.map((request) => request.status)).toEqual([500, 500]);
    expect(await deliveries.nextDue()).toBe(T0 + 3_750 + 7_500);
    clock.now = T0 + 3_750 + 7_500;
    await worker.drain();
    expect(hook.received.map((request) => request.status)).toEqual([500, 500, 200]);

    // Nothing more, however long the clock runs on.
    clock.now = T0 + 3 * DELIVERY_RETRY_WINDOW_MS;
    await worker.drain();
    worker.poke();
    await worker.drain();
    expect(hook.received.filter((request) => request.status >= 200 && request.status < 300)).toHaveLength(1);
    expect(hook.received).toHaveLength(3);

    expect(hook.received.map((request) => request.headers[DELIVERY_ID_HEADER.toLowerCase()])).toEqual(Array(3).fill(stored!.deliveryId));
    for (const request of hook.received) {
      expect(verifySignature(request.headers[SIGNATURE_HEADER.toLowerCase()] as string, request.body, SECRET)).toBe(true);
      expect(verifySignature(request.headers[SIGNATURE_HEADER.toLowerCase()] as string, request.body, 'whsec_other')).toBe(false);
      expect(JSON.parse(request.body)).toMatchObject({ type: 'lead.created', delivery_id: stored!.deliveryId, lead: { lead_id: lead.publicId } });
    }
    expect(await deliveries.list(TENANT)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 3, lastError: null, deliveredAt: T0 + 11_250 })]);
    expect(log.delivered).toEqual([stored!.deliveryId]);
    expect(log.failed.map((failure) => failure.final)).toEqual([false, false]);
    expect(log.trouble).toEqual([]);
  });

  it('keeps trying a receiver that is down for a minute, delivering nothing meanwhile, and delivers once it is back', async () => {
    const port = await closedPort();
    const clock = { now: T0 };
    const { leads, deliveries, worker, ...log } = await server(clock);
    await leads.add(enquiry(`http://127.0.0.1:${port}/hooks/leads`), new Date(T0));

    // A minute of fake time in 5-second steps, a pass at each.
    for (clock.now = T0; clock.now <= T0 + 60_000; clock.now += 5_000) await worker.drain();
    const [down] = await deliveries.list(TENANT);
    expect(down).toMatchObject({ status: 'pending', deliveredAt: null, lastError: 'Webhook could not be reached: ECONNREFUSED' });
    // Tried at 0, 5, 15, 30 and 60 s: at the first 5-second step after each backoff (3.75, 7.5, 15, 30 s) had passed.
    expect(down!.attempts).toBe(5);
    expect(log.failed).toHaveLength(5);
    expect(log.failed.every((failure) => !failure.final && failure.reason === 'Webhook could not be reached: ECONNREFUSED')).toBe(true);
    expect(log.delivered).toEqual([]);

    const hook = await receiver(() => 200, port);
    const upAt = clock.now;
    for (let step = 0; hook.received.length === 0 && step < 100; step++) {
      clock.now += 5_000;
      await worker.drain();
    }
    expect(hook.received.map((request) => [request.status, request.headers[DELIVERY_ID_HEADER.toLowerCase()]])).toEqual([[200, down!.deliveryId]]);
    const [delivered] = await deliveries.list(TENANT);
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 6, lastError: null });
    expect(delivered!.deliveredAt).toBeGreaterThanOrEqual(upAt);
    // The sixth try was due 60 s (three quarters of an 80 s ceiling) after the fifth, at 60 s.
    expect(delivered!.deliveredAt).toBe(T0 + 120_000);
    expect(log.delivered).toEqual([down!.deliveryId]);
  });

  it('gives up on a receiver down for more than 24 hours, keeping the delivery as failed, and a retry by hand delivers it', async () => {
    const port = await closedPort();
    const clock = { now: T0 };
    const { leads, deliveries, worker, ...log } = await server(clock);
    await leads.add(enquiry(`http://127.0.0.1:${port}/hooks/leads`), new Date(T0));

    let passes = 0;
    while (await nextPass(clock, deliveries, worker)) expect(++passes).toBeLessThan(100);
    // A new lead wakes the worker too, so that try may come before the first pass or within it: count the tries made.
    const attempts = log.failed.length;
    expect(attempts - passes).toBeGreaterThanOrEqual(0);
    expect(attempts - passes).toBeLessThanOrEqual(1);
    const [failed] = await deliveries.list(TENANT, { status: 'failed' });
    expect(failed).toMatchObject({ status: 'failed', lastError: 'Webhook could not be reached: ECONNREFUSED', deliveredAt: null });
    expect(failed!.attempts).toBe(attempts);
    // Tried until the next try would have fallen past the 24-hour window, an hour apart at most.
    expect(clock.now).toBeLessThan(T0 + DELIVERY_RETRY_WINDOW_MS);
    expect(clock.now).toBeGreaterThan(T0 + DELIVERY_RETRY_WINDOW_MS - HOUR);
    expect(log.failed.map((failure) => failure.final)).toEqual([...Array(attempts - 1).fill(false), true]);
    // Nothing more on its own, even days later.
    clock.now = T0 + 3 * DELIVERY_RETRY_WINDOW_MS;
    await worker.drain();
    expect((await deliveries.list(TENANT))[0]).toMatchObject({ status: 'failed', attempts });

    const hook = await receiver(() => 200, port);
    expect(await deliveries.retry(TENANT, 'failed', clock.now)).toBe(1);
    await worker.drain();
    expect(hook.received.map((request) => [request.status, request.headers[DELIVERY_ID_HEADER.toLowerCase()]])).toEqual([[200, failed!.deliveryId]]);
    expect(await deliveries.list(TENANT)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: attempts + 1, deliveredAt: clock.now, lastError: null }),
    ]);
    expect(log.delivered).toEqual([failed!.deliveryId]);
  });

  it('lets two servers drain one outbox at once, each delivery received exactly once', async () => {
    const hook = await receiver(async () => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      return 200;
    });
    // Stored first: on SQLite a lead's transaction on one connection would keep the other's writes waiting.
    const leads = await openLeadStore(stores.open());
    // 100 deliveries: 25 leads for four targets each.
    for (let n = 0; n < 25; n++) await leads.add(enquiry(...[1, 2, 3, 4].map((target) => `${hook.url}?target=${target}`)));
    const one = await server(null, { batch: 8 });
    const two = await server(null, { batch: 8 });
    await Promise.all([one.worker.drain(), two.worker.drain(), one.worker.drain(), two.worker.drain()]);

    const ids = hook.received.map((request) => request.headers[DELIVERY_ID_HEADER.toLowerCase()] as string);
    const stored = await one.deliveries.list(TENANT);
    expect(ids).toHaveLength(100);
    expect(new Set(ids)).toEqual(new Set(stored.map((delivery) => delivery.deliveryId)));
    expect(stored.every((delivery) => delivery.status === 'delivered' && delivery.attempts === 1)).toBe(true);
    expect([...one.delivered, ...two.delivered].sort()).toEqual([...ids].sort());
    expect(one.delivered.length).toBeGreaterThan(0);
    expect(two.delivered.length).toBeGreaterThan(0);
    expect([...one.failed, ...two.failed, ...one.trouble, ...two.trouble]).toEqual([]);
  });

  it('waits, when stopped, for the tries under way, and sends nothing after', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requests = 0;
    const hook = await receiver(async () => {
      requests++;
      await released;
      return 200;
    });
    const clock = { now: T0 };
    const { leads, deliveries, worker } = await server(clock);
    await leads.add(enquiry(hook.url), new Date(T0));
    worker.poke();
    // The receiver holds the try: it has the whole request but has not answered.
    await waitFor(() => requests === 1, 'the request to arrive');
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(hook.received.map((request) => request.status)).toEqual([200]);
    expect(await deliveries.list(TENANT)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 1 })]);

    await leads.add(enquiry(hook.url), new Date(T0));
    worker.poke();
    await worker.drain();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hook.received).toHaveLength(1);
    expect(await deliveries.list(TENANT, { status: 'pending' })).toEqual([expect.objectContaining({ attempts: 0 })]);
  });

  it('sends the next lead while a receiver holds an earlier try: one slow target delays no other', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow = await receiver(async () => {
      await released;
      return 200;
    });
    const fast = await receiver(() => 200);
    const clock = { now: T0 };
    const { leads, deliveries, worker } = await server(clock);
    await leads.add(enquiry(slow.url), new Date(T0));
    worker.poke();
    await waitFor(() => slow.received.length === 0 && workers.length > 0, 'the worker');
    await leads.add(enquiry(fast.url), new Date(T0));
    worker.poke();
    await waitFor(() => fast.received.length === 1, 'the second lead to arrive while the first is held');
    expect(slow.received).toHaveLength(0);
    release();
    await worker.drain();
    expect((await deliveries.list(TENANT)).map((delivery) => delivery.status)).toEqual(['delivered', 'delivered']);
  });

  it('leaves a delivery another server holds until its lease ends, without looking again and again meanwhile, then sends it', async () => {
    const hook = await receiver(() => 200);
    const clock = { now: T0 };
    const sql = stores.open();
    await (await openLeadStore(sql)).add(enquiry(hook.url), new Date(T0));
    // A server claimed it, and died sending it.
    const [held] = await leadDeliveryStore(sql).claim(T0, 10, 60_000);
    let looks = 0;
    const outbox = leadDeliveryStore(stores.open());
    const { deliveries, worker } = await server(clock, {
      deliveries: {
        ...outbox,
        claim(...args) {
          looks++;
          return outbox.claim(...args);
        },
      },
    });
    await worker.drain();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hook.received).toEqual([]);
    // The start, the drain and perhaps a poll: not a pass after pass while the lease lasts.
    expect(looks).toBeLessThanOrEqual(3);
    clock.now = T0 + 60_000;
    await worker.drain();
    expect(hook.received.map((request) => request.headers[DELIVERY_ID_HEADER.toLowerCase()])).toEqual([held!.deliveryId]);
    expect(await deliveries.list(TENANT)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 2 })]);
  });
});
