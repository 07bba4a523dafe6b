import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Car } from '../../schema/car.ts';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { eligibleForReservation } from '../../runtime/site/availability.ts';
import { createServer, type DealerServer } from '../app.ts';
import { parseSearchBody } from '../engine/search-params.ts';
import { TARGETS, type TestTarget } from '../engine/test-targets.ts';
import { HOLD_SWEEP_MS } from '../payments/holds.ts';
import { fillSampleStock } from '../sample/fill.ts';
import { meilisearchStockWriter } from '../stock/meilisearch-stock.ts';
import { openLeadStore } from '../store/leads.ts';
import { openReservationStore } from '../store/reservations.ts';
import { SQL_DIALECTS, testSqlStores } from '../store/sql/test-stores.ts';
import { openTestCheckoutStore } from '../store/test-checkouts.ts';
import { RESERVING_OFF_MESSAGE } from './reservations.ts';
import { host, sampleServer } from './sample-server.fixture.ts';

const site = host('coastal-nissan');
const HOUR = 3600_000;

/** A Coastal Nissan car (location 21) that can be reserved, whole. */
function reservableCar(server: DealerServer): Car {
  const filter = 'location.id IN [21] AND show_on_dealer_website = true AND status = in_stock';
  const ids = server.engine.search('Car_production', parseSearchBody({ filter, limit: 50 })).hits.map((hit) => String(hit.id));
  const car = ids.map((id) => server.engine.getDocument('Car_production', id) as unknown as Car).find(eligibleForReservation);
  if (!car) throw new Error('no reservable car in the sample stock');
  return car;
}

/** Starts the test checkout of a deposit on the car, after its reserve form's lead; the reservation and the checkout's path. */
async function startCheckout(server: DealerServer, car: Car): Promise<{ id: string; checkout: string }> {
  const started = await server.app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers: site,
    payload: { car_id: car.id, lead_id: await reserveLead(server, car.id), return_path: `/cars/${car.slug}/checkout` },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { reservation_id: id, checkout_url: checkoutUrl } = started.json();
  return { id, checkout: new URL(checkoutUrl).pathname };
}

async function reserveLead(server: DealerServer, carId: number): Promise<string> {
  const leads = await openLeadStore(server.sql);
  const lead = await leads.add({
    tenant: 'coastal-nissan',
    kind: 'reservation',
    category: 'Reserve Car',
    subcategory: 'Reserve Online',
    carId,
    userId: null,
    email: 'ada@example.com',
    phone: '0412000005',
    payload: {},
    ip: '127.0.0.1',
  });
  return lead.publicId;
}

describe('reserving a car with a deposit in the demo', () => {
  let server: DealerServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // The hold sweep's timer and the clock are the test's, so 48 hours pass at once.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    ({ server, close } = await sampleServer(['coastal-nissan'], 30, { demo: true }));
  });
  afterAll(async () => {
    await close();
    vi.useRealTimers();
  });

  it('sends the shopper back only to a page of this site', async () => {
    const car = reservableCar(server);
    const lead = await reserveLead(server, car.id);
    for (const return_path of ['https://elsewhere.example/x', '//elsewhere.example/x', '/\\elsewhere.example']) {
      const refused = await server.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: site,
        payload: { car_id: car.id, lead_id: lead, return_path },
      });
      expect(refused.statusCode, return_path).toBe(400);
    }
  });

  it('pays on the test checkout, reserves the car in the index, and releases it when the hold expires', async () => {
    const car = reservableCar(server);
    expect((await server.app.inject({ url: '/api/reservations/online', headers: site })).json()).toEqual({ online: true, test_mode: true });

    const unknownLead = await server.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: site,
      payload: { car_id: car.id, lead_id: 'a'.repeat(32), return_path: `/cars/${car.slug}/checkout` },
    });
    expect(unknownLead.statusCode).toBe(400);
    const lead = await reserveLead(server, car.id);
    const reserved = await server.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: site,
      payload: { car_id: car.id, lead_id: lead, return_path: `/cars/${car.slug}/checkout` },
    });
    expect(reserved.statusCode).toBe(200);
    const { reservation_id: id, checkout_url: checkoutUrl, test_mode } = reserved.json();
    expect(test_mode).toBe(true);
    const checkout = new URL(checkoutUrl);
    expect(checkout.host).toBe(site.host);
    expect((await server.app.inject({ url: `/api/reservations/${id}`, headers: site })).json()).toMatchObject({
      status: 'pending',
      amount: 200,
      car_id: car.id,
    });

    const page = await server.app.inject({ url: checkout.pathname, headers: site });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // Its own policy: its inline style, and forms that post back here only.
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'");
    expect(page.body).toContain('TEST MODE: no money is taken');
    expect(page.body).toContain('Pay $200 (test mode)');
    expect(page.body).toContain('>Cancel<');
    // Another site does not see it.
    expect((await server.app.inject({ url: checkout.pathname, headers: host('redgum-used-cars') })).statusCode).toBe(404);

    const paidAt = Date.now();
    const paid = await server.app.inject({
      method: 'POST',
      url: `${checkout.pathname}/pay`,
      headers: { ...site, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://${site.host}/cars/${car.slug}/checkout?reservation=${id}`);
    const status = (await server.app.inject({ url: `/api/reservations/${id}`, headers: site })).json();
    expect(status).toMatchObject({ status: 'paid', paid_at: new Date(paidAt).toISOString(), expires_at: new Date(paidAt + 48 * HOUR).toISOString() });

    const indexed = server.engine.getDocument('Car_production', String(car.id)) as unknown as Car;
    expect(indexed.reserved).toBe(true);
    expect(eligibleForReservation(indexed)).toBe(false);
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: site,
      payload: { car_id: car.id, lead_id: lead, return_path: `/cars/${car.slug}/checkout` },
    });
    expect(again.statusCode).toBe(422);

    vi.setSystemTime(paidAt + 48 * HOUR);
    await vi.advanceTimersByTimeAsync(HOLD_SWEEP_MS);
    // The sweep runs on the server's timer: the car is released once it has.
    await expect.poll(() => (server.engine.getDocument('Car_production', String(car.id)) as unknown as Car).reserved).toBe(false);
    expect((await server.app.inject({ url: `/api/reservations/${id}`, headers: site })).json().status).toBe('expired');
  });

  it('cancels back to the reserve page, leaving the reservation pending', async () => {
    const car = reservableCar(server);
    const lead = await reserveLead(server, car.id);
    const { reservation_id: id, checkout_url: checkoutUrl } = (
      await server.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: site,
        payload: { car_id: car.id, lead_id: lead, return_path: `/cars/${car.slug}/checkout` },
      })
    ).json();
    const cancelled = await server.app.inject({ method: 'POST', url: `${new URL(checkoutUrl).pathname}/cancel`, headers: site });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`http://${site.host}/cars/${car.slug}/checkout`);
    expect((await server.app.inject({ url: `/api/reservations/${id}`, headers: site })).json().status).toBe('pending');
  });
});

describe('reserving a car on a server without a payment provider', () => {
  let server: DealerServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ server, close } = await sampleServer(['coastal-nissan'], 10));
  });
  afterAll(() => close());

  it('says reserving online is off, and draws no test checkout', async () => {
    expect((await server.app.inject({ url: '/api/reservations/online', headers: site })).json()).toEqual({ online: false, test_mode: false });
    const car = reservableCar(server);
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: site,
      payload: { car_id: car.id, lead_id: await reserveLead(server, car.id), return_path: `/cars/${car.slug}/checkout` },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toBe(RESERVING_OFF_MESSAGE);
    expect((await server.app.inject({ url: `/api/payments/test/test_${'0'.repeat(32)}`, headers: site })).statusCode).toBe(404);
  });
});

describe('Stripe’s webhook', () => {
  const stripe = { DEALER_STRIPE_SECRET_KEY: 'sk_test_webhook', DEALER_STRIPE_WEBHOOK_SECRET: 'whsec_webhook' };
  let server: DealerServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ server, close } = await sampleServer(['coastal-nissan'], 10, { env: stripe }));
  });
  afterAll(() => close());

  it('reserves the car of a paid checkout it was told of in a signed event, and refuses an unsigned one', async () => {
    const car = reservableCar(server);
    const leads = await openLeadStore(server.sql);
    const lead = await leads.find('coastal-nissan', await reserveLead(server, car.id));
    const store = await openReservationStore(server.sql);
    const reservation = await store.create({ tenant: 'coastal-nissan', carId: car.id, leadId: lead!.id, amountCents: 20_000 }, new Date());
    await store.attachSession('coastal-nissan', reservation.id, 'cs_test_1');
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: { id: 'cs_test_1', object: 'checkout.session', payment_status: 'paid', metadata: { tenant: 'coastal-nissan', reservation_id: reservation.id } },
      },
    });
    const post = (signature: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    const forged = await post(new Stripe('sk_test_webhook').webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }));
    expect(forged.statusCode).toBe(400);
    expect((server.engine.getDocument('Car_production', String(car.id)) as unknown as Car).reserved).toBe(false);

    const signed = await post(new Stripe('sk_test_webhook').webhooks.generateTestHeaderString({ payload, secret: stripe.DEALER_STRIPE_WEBHOOK_SECRET }));
    expect(signed.json()).toEqual({ received: true });
    expect((server.engine.getDocument('Car_production', String(car.id)) as unknown as Car).reserved).toBe(true);
    expect((await store.find('coastal-nissan', reservation.id))?.status).toBe('paid');
    expect((await server.app.inject({ url: '/api/reservations/online', headers: site })).json()).toEqual({ online: true, test_mode: true });
  });
});

describe.each(SQL_DIALECTS)('a test checkout paid just before the server stopped, on %s', (dialect) => {
  const stores = testSqlStores(dialect);

  it('is still paid after a restart: the reserve page finds the car held', async () => {
    const start = async () => {
      const root = stores.server().dataDir;
      const server = await createServer({
        ...stores.server(),
        masterKey: 'test-master-key-0123456789',
        sitesDir: root,
        sites: [{ tenant: sampleTenant('coastal-nissan'), distDir: join(root, 'coastal-nissan') }],
        demo: true,
      });
      await fillSampleStock(server.stock, [sampleTenant('coastal-nissan')], 20);
      return server;
    };
    const first = await start();
    const car = reservableCar(first);
    const { id, checkout } = await startCheckout(first, car);
    // Paid at the checkout, and the server stopped before it recorded the payment.
    await (await openTestCheckoutStore(first.sql)).move(checkout.slice(checkout.lastIndexOf('/') + 1), 'open', 'paid');
    await first.app.close();

    const restarted = await start();
    try {
      expect((await restarted.app.inject({ url: `/api/reservations/${id}`, headers: site })).json().status).toBe('paid');
      expect((restarted.engine.getDocument('Car_production', String(car.id)) as unknown as Car).reserved).toBe(true);
      expect((await restarted.app.inject({ url: checkout, headers: site })).body).toContain('This checkout is no longer open.');
    } finally {
      await restarted.app.close();
    }
  }, 60_000);
});

describe.each(TARGETS)('reserving a car of a tenant whose stock is in a search engine of its own (the %s)', (_name, startEngine) => {
  const KEY = 'own-engine-master-key-0123456789';
  const OWN_INDEX = 'Own_stock';
  const stores = testSqlStores('sqlite');
  let own: TestTarget;
  beforeAll(async () => {
    own = await startEngine({ masterKey: KEY });
  }, 60_000);
  afterAll(() => own?.close());

  it('flags the car reserved in the engine the site reads, and flags it again after an import there unflags it', async () => {
    const base = sampleTenant('coastal-nissan');
    const tenant: Tenant = { ...base, search: { ...base.search, host: own.host, indexName: OWN_INDEX, serverKeyEnv: 'OWN_SEARCH_KEY' } };
    await fillSampleStock(meilisearchStockWriter(own.client), [tenant], 20);
    const { dataDir } = stores.server();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const server = await createServer({
      dataDir,
      masterKey: 'test-master-key-0123456789',
      sitesDir: dataDir,
      sites: [{ tenant, distDir: join(dataDir, tenant.slug) }],
      demo: true,
      env: { OWN_SEARCH_KEY: KEY },
    });
    try {
      const filter = 'location.id IN [21] AND show_on_dealer_website = true AND status = in_stock';
      const car = (await own.client.index(OWN_INDEX).search<Car>('', { filter, limit: 50 })).hits.find(eligibleForReservation)!;
      const { id, checkout } = await startCheckout(server, car);
      const paid = await server.app.inject({ method: 'POST', url: `${checkout}/pay`, headers: site });
      expect(paid.statusCode).toBe(303);
      expect((await server.app.inject({ url: `/api/reservations/${id}`, headers: site })).json().status).toBe('paid');
      const reservedOf = async () => (await own.client.index(OWN_INDEX).getDocument(car.id, { fields: ['reserved'] })).reserved;
      expect(await reservedOf()).toBe(true);

      // The tenant's feed writes the car as it has it; a second deposit is refused meanwhile, and the sweep flags the car again.
      const whole = await own.client.index(OWN_INDEX).getDocument(car.id);
      await own.client
        .index(OWN_INDEX)
        .addDocuments([{ ...whole, reserved: false }])
        .waitTask();
      expect(await reservedOf()).toBe(false);
      const again = await server.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: site,
        payload: { car_id: car.id, lead_id: await reserveLead(server, car.id), return_path: `/cars/${car.slug}/checkout` },
      });
      expect(again.statusCode).toBe(422);
      await vi.advanceTimersByTimeAsync(HOLD_SWEEP_MS);
      // The sweep's write is a Meilisearch task: on a busy machine it can take longer than the default second.
      await expect.poll(reservedOf, { timeout: 10_000 }).toBe(true);
    } finally {
      await server.app.close();
      vi.useRealTimers();
    }
  }, 60_000);
});
