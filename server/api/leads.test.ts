import cookie from '@fastify/cookie';
import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import type { DealerServer } from '../app.ts';
import { sqliteLeadStore } from '../store/leads.ts';
import { VALUATION_UNAVAILABLE_MESSAGE } from '../valuation/provider.ts';
import { embeddedValuation } from '../valuation/valuation.ts';
import { installErrorHandler } from './errors.ts';
import { leadsRoutes } from './leads.ts';
import { host, sampleServer } from './sample-server.fixture.ts';

let server: DealerServer;
let close: () => Promise<void>;
let ip = 0;
// Each test speaks from its own address so the per-IP limit only bites where a test means it to.
const inject = (options: InjectOptions) => server.app.inject({ remoteAddress: `10.0.0.${++ip}`, ...options });
const coastal = host('coastal-nissan');
const redgum = host('redgum-used-cars');

beforeAll(async () => {
  ({ server, close } = await sampleServer(['coastal-nissan', 'redgum-used-cars'], 5));
});
afterAll(() => close());

const lead = (overrides: object = {}) => ({
  kind: 'enquiry',
  category: 'Sales Enquiry',
  url: 'http://coastal-nissan.localhost/cars/x',
  source: 'Website',
  user_agent: 'vitest',
  car_id: 12,
  car_dealership_id: 3,
  lead_attributes: { visited_pages: ['/', '/cars/x'], linked_query_params: { utm_source: 'google' } },
  fields: { name: 'Ada', email: 'ada@example.com', phone: '0412 345 678', message: 'Is it available?', opt_in: true },
  ...overrides,
});

const valuationBody = (overrides: object = {}) => ({
  rego: 'ABC123',
  regoState: 'qld',
  kms: 20000,
  finance: 'No',
  name: 'Ada',
  phone: '0412 345 678',
  email: 'ada@example.com',
  PreferredContactMethod: 'Phone',
  url: 'http://x/trade-in',
  user_agent: 'vitest',
  lead_attributes: { visited_pages: [], linked_query_params: {} },
  ...overrides,
});

describe('POST /api/leads', () => {
  it('stores the full lead payload for the host tenant and answers lead_id', async () => {
    const response = await inject({ method: 'POST', url: '/api/leads', headers: coastal, payload: lead() });
    expect(response.statusCode).toBe(201);
    const { lead_id } = response.json();
    const stored = sqliteLeadStore(server.db).get('coastal-nissan', lead_id)!;
    expect(stored).toMatchObject({ kind: 'enquiry', category: 'Sales Enquiry', carId: 12, email: 'ada@example.com', phone: '0412 345 678' });
    expect(stored.payload).toEqual(lead());
    expect(sqliteLeadStore(server.db).get('redgum-used-cars', lead_id)).toBeUndefined();
  });

  it('answers 400 listing every problem, never a stack trace', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/leads',
      headers: coastal,
      payload: lead({ kind: 'spam', source: 'Email', fields: { email: 'nope', postcode: '12' } }),
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['kind', 'source', 'fields.email', 'fields.postcode']));
    expect(response.json().issues.find((i: { path: string }) => i.path === 'fields.postcode').message).toBe('Invalid postcode. Please enter a 4-digit number.');
    expect(response.body).not.toMatch(/\.ts:\d+/);
  });

  it('checks an online payment lead for its reference and amount, and keeps them', async () => {
    const payment = (fields: object) =>
      lead({
        kind: 'online-payment',
        category: 'Online Payment',
        subcategory: 'Payment Reference',
        car_id: undefined,
        car_dealership_id: undefined,
        fields: { name: 'Ada', email: 'ada@example.com', phone: '0412 345 678', ...fields },
      });
    const bad = await inject({ method: 'POST', url: '/api/leads', headers: coastal, payload: payment({ reference: '<b>', amount: '0' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'fields.reference', message: 'Must be an invoice or reference number of 3 to 30 letters or digits' },
      { path: 'fields.amount', message: 'Please enter an amount above $0' },
    ]);
    const missing = await inject({ method: 'POST', url: '/api/leads', headers: coastal, payload: payment({}) });
    expect(missing.json().issues.map((i: { path: string }) => i.path)).toEqual(['fields.reference', 'fields.amount']);
    const ok = await inject({ method: 'POST', url: '/api/leads', headers: coastal, payload: payment({ reference: 'INV-2093', amount: '$1,250.50' }) });
    expect(ok.statusCode).toBe(201);
    expect(sqliteLeadStore(server.db).get('coastal-nissan', ok.json().lead_id)).toMatchObject({
      kind: 'online-payment',
      category: 'Online Payment',
      payload: { fields: { reference: 'INV-2093', amount: '$1,250.50' } },
    });
  });

  it('refuses a location that is not the site’s', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/leads',
      headers: coastal,
      payload: lead({ fields: { ...lead().fields, location_id: '99999' } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('fields.location_id');
  });
});

describe('POST /api/forms', () => {
  it('stores a careers enquiry as General Enquiry / Career Enquiry and tells the page to go to /success', async () => {
    const payload = {
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      custom_parameters: {},
      fields: { name: 'Ada', email: 'ada@example.com' },
      additional_services: [],
    };
    const response = await inject({ method: 'POST', url: '/api/forms', headers: coastal, payload });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, redirect: '/success' });
    expect(sqliteLeadStore(server.db).get('coastal-nissan', response.json().lead_id)).toMatchObject({ kind: 'careers', subcategory: 'Career Enquiry' });
  });

  it('names the lead form by its custom parameter and keeps the checked services', async () => {
    const payload = {
      category: 'General Enquiry',
      custom_parameters: { form: 'lead-form' },
      fields: { name: 'Ada', postcode: '4000', email: 'a@b.co' },
      additional_services: ['Finance'],
    };
    const response = await inject({ method: 'POST', url: '/api/forms', headers: coastal, payload });
    const stored = sqliteLeadStore(server.db).get('coastal-nissan', response.json().lead_id)!;
    expect(stored.kind).toBe('lead-form');
    expect(stored.payload).toMatchObject({ additional_services: ['Finance'] });
  });
});

describe('trade-in valuation', () => {
  it('values the car, stores the lead and trade-in record, and accepts the offer with "3. Offer Accepted"', async () => {
    const expected = await embeddedValuation.value({ rego: 'ABC123', regoState: 'qld', kms: 20000 });
    const response = await inject({ method: 'POST', url: '/api/valuations', headers: coastal, payload: valuationBody() });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ offer_price: expected.offerPrice, vehicle: expected.vehicle });
    const store = sqliteLeadStore(server.db);
    expect(store.tradeIn('coastal-nissan', body.lead_id)).toMatchObject({ rego: 'ABC123', regoState: 'qld', formCompleted: true, offerAccepted: false });
    const accept = (step: string) =>
      inject({
        method: 'POST',
        url: '/api/leads',
        headers: coastal,
        payload: lead({ kind: 'offer-acceptance', category: 'Trade-in Valuation', step, lead_id: body.lead_id, fields: {} }),
      });
    expect((await accept('Offer Accepted')).statusCode).toBe(400);
    if (expected.offerPrice === null) return;
    expect((await accept('3. Offer Accepted')).statusCode).toBe(201);
    expect(store.tradeIn('coastal-nissan', body.lead_id)?.offerAccepted).toBe(true);
  });

  it('keeps the car a trade-in is valued against, with its form defaults', async () => {
    const fields = {
      car_id: '12',
      'Vehicle Make': 'Nissan',
      'Vehicle Model': 'X-Trail',
      stock_number: 'N123',
      car_type: 'new',
      vehicle_status: 'in_stock',
      opt_in: true,
    };
    const response = await inject({
      method: 'POST',
      url: '/api/valuations',
      headers: coastal,
      payload: valuationBody({ car_id: 12, car_dealership_id: 3, fields }),
    });
    expect(response.statusCode).toBe(201);
    expect(sqliteLeadStore(server.db).get('coastal-nissan', response.json().lead_id)).toMatchObject({
      carId: 12,
      payload: { car_id: 12, car_dealership_id: 3, fields },
    });
  });

  it('saves a valuation to /api/miscellaneous only where the tenant enables it', async () => {
    const payload = { column_name: 'valuation', valuation: { offer_price: 12000, rego: 'ABC123' } };
    expect((await inject({ method: 'POST', url: '/api/miscellaneous', headers: coastal, payload })).statusCode).toBe(404);
    const saved = await inject({ method: 'POST', url: '/api/miscellaneous', headers: redgum, payload });
    expect(saved.statusCode).toBe(201);
    expect(sqliteLeadStore(server.db).miscellaneous('redgum-used-cars').at(-1)).toMatchObject({ columnName: 'valuation', value: payload.valuation });
    expect((await inject({ method: 'POST', url: '/api/miscellaneous', headers: redgum, payload: { column_name: 'other', valuation: {} } })).statusCode).toBe(
      400,
    );
  });
});

describe('trade-in valuation through a valuation service', () => {
  it('offers what the service answers, and answers 503 with what to do (no stack, no lead) when it fails', async () => {
    const service = Fastify({ forceCloseConnections: true });
    let down = false;
    service.post('/value', async (_request, reply) =>
      down
        ? reply.code(502).send('upstream exploded at Object.<anonymous> (/srv/value.js:12:3)')
        : { vehicle: { year: 2022, make: 'Mazda', model: 'CX-5' }, offer_price: 27_300 },
    );
    const url = `${await service.listen({ port: 0, host: '127.0.0.1' })}/value`;
    const app = Fastify();
    installErrorHandler(app);
    // As the server has it: routes read the session cookie.
    await app.register(cookie);
    const base = sampleTenant('coastal-nissan');
    const tenant = { ...base, forms: { ...base.forms, valuation: { provider: 'http' as const, url, timeoutMs: 2000 } } };
    await app.register(leadsRoutes, {
      db: server.db,
      engine: server.engine,
      sites: { sitesDir: '', sites: [{ tenant, distDir: '' }] },
      searchTokens: { forTenant: async () => '' },
    });
    const value = () =>
      app.inject({ method: 'POST', url: '/valuations', headers: coastal, remoteAddress: '4.4.4.4', payload: valuationBody({ rego: 'SVC1' }) });

    const valued = await value();
    expect(valued.statusCode).toBe(201);
    expect(valued.json()).toMatchObject({ offer_price: 27_300, vehicle: { year: 2022, make: 'Mazda', model: 'CX-5' } });
    expect(sqliteLeadStore(server.db).tradeIn('coastal-nissan', valued.json().lead_id)).toMatchObject({ offerPrice: 27_300, rego: 'SVC1' });

    down = true;
    const before = sqliteLeadStore(server.db).list('coastal-nissan').length;
    const failed = await value();
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ error: VALUATION_UNAVAILABLE_MESSAGE, issues: [] });
    expect(failed.body).not.toMatch(/exploded|\.js:\d+/);
    expect(sqliteLeadStore(server.db).list('coastal-nissan')).toHaveLength(before);
    await app.close();
    await service.close();
  });
});

describe('GET /api/geocode', () => {
  it('answers the first result’s location, or no results with Invalid postcode', async () => {
    const found = await inject({ url: '/api/geocode?postal_code=4000&country=AU', headers: coastal });
    expect(found.json().results[0].geometry.location).toEqual({ lat: -27.47, lng: 153.03 });
    const missing = await inject({ url: '/api/geocode?postal_code=0000', headers: coastal });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ results: [], status: 'ZERO_RESULTS', error: 'Invalid postcode' });
    expect((await inject({ url: '/api/geocode?postal_code=4000&country=NZ', headers: coastal })).statusCode).toBe(400);
  });
});

describe('the garage’s enquiries', () => {
  it('is for signed-in shoppers only', async () => {
    expect((await inject({ url: '/api/leads/mine', headers: coastal })).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('limits submissions per IP and per tenant with 429', async () => {
    const app = Fastify();
    installErrorHandler(app);
    // As the server has it: routes read the session cookie.
    await app.register(cookie);
    const tenant = sampleTenant('coastal-nissan');
    const sites = { sitesDir: '', sites: [{ tenant, distDir: '' }] };
    const limits = { perIp: { max: 2, windowMs: 60_000 }, perTenant: { max: 3, windowMs: 60_000 } };
    await app.register(leadsRoutes, { db: server.db, engine: server.engine, sites, searchTokens: { forTenant: async () => '' }, limits });
    const post = (remoteAddress: string) => app.inject({ method: 'POST', url: '/leads', headers: coastal, remoteAddress, payload: lead() });
    expect((await post('1.1.1.1')).statusCode).toBe(201);
    expect((await post('1.1.1.1')).statusCode).toBe(201);
    const limited = await post('1.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/Too many submissions/);
    expect((await post('2.2.2.2')).statusCode).toBe(201);
    expect((await post('3.3.3.3')).statusCode).toBe(429);
    await app.close();
  });
});
