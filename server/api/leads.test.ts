import cookie from '@fastify/cookie';
import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import type { DealerServer } from '../app.ts';
import { siteCars } from '../stock/site-cars.ts';
import { newPublicId, OFFER_SECRET, openLeadStore, PUBLIC_ID, type LeadStore } from '../store/leads.ts';
import { openSessionStore } from '../store/sessions.ts';
import { VALUATION_UNAVAILABLE_MESSAGE } from '../valuation/provider.ts';
import { embeddedValuation } from '../valuation/valuation.ts';
import { installErrorHandler } from './errors.ts';
import { leadsRoutes, NO_OFFER } from './leads.ts';
import { SUBMISSION_LIMITS, type SubmissionLimits } from './rate-limit.ts';
import { SESSION_COOKIE } from './session-cookie.ts';
import { host, sampleServer } from './sample-server.fixture.ts';

let server: DealerServer;
let close: () => Promise<void>;
let store: LeadStore;
const inject = (options: InjectOptions) => server.app.inject(options);
const coastal = host('coastal-nissan');
const redgum = host('redgum-used-cars');

beforeAll(async () => {
  // One shopper sends every submission here, more than the limits allow; rate-limit.test.ts tests them.
  const limits = Object.fromEntries(Object.keys(SUBMISSION_LIMITS).map((name) => [name, { max: 1e9, windowMs: 60_000 }])) as SubmissionLimits;
  // With sample content, as in the demo: the embedded valuation makes offers to accept (server/valuation/ covers the rest).
  ({ server, close } = await sampleServer(['coastal-nissan', 'redgum-used-cars'], 5, { limits, sampleContent: true }));
  store = await openLeadStore(server.sql);
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
  // Redgum requires the terms on every form; coastal-nissan ignores them.
  fields: { name: 'Ada', email: 'ada@example.com', phone: '0412 345 678', message: 'Is it available?', opt_in: true, terms_conditions: true },
  ...overrides,
});

const acceptanceBody = (leadId: unknown, secret: string | undefined, step = '3. Offer Accepted') =>
  lead({ kind: 'offer-acceptance', category: 'Trade-in Valuation', step, lead_id: leadId, fields: {}, ...(secret ? { offer_secret: secret } : {}) });
/** Accepts the offer of a valuation by its lead id, proving ownership with `secret`. */
const accept = (headers: Record<string, string>, leadId: unknown, secret: string | undefined, step?: string) =>
  inject({ method: 'POST', url: '/api/leads', headers, payload: acceptanceBody(leadId, secret, step) });

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
    const stored = (await store.find('coastal-nissan', lead_id))!;
    expect(stored).toMatchObject({ kind: 'enquiry', category: 'Sales Enquiry', carId: 12, email: 'ada@example.com', phone: '0412 345 678' });
    expect(stored.payload).toEqual(lead());
    expect(await store.find('redgum-used-cars', lead_id)).toBeUndefined();
  });

  it('answers a random public id, not the row’s place in a count shared by every site', async () => {
    const ids = [];
    for (const headers of [coastal, redgum, coastal]) ids.push((await inject({ method: 'POST', url: '/api/leads', headers, payload: lead() })).json().lead_id);
    for (const id of ids) expect(id).toMatch(PUBLIC_ID);
    expect(new Set(ids).size).toBe(3);
    const stored = (await store.find('coastal-nissan', ids[0]))!;
    expect(stored.publicId).toBe(ids[0]);
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
    // The payment form's own messages: the server checks with the page's rules.
    expect(bad.json().issues).toEqual([
      { path: 'fields.reference', message: 'Please enter your invoice or reference number: 3 to 30 letters or digits' },
      { path: 'fields.amount', message: 'Please enter an amount above $0' },
    ]);
    const missing = await inject({ method: 'POST', url: '/api/leads', headers: coastal, payload: payment({}) });
    expect(missing.json().issues.map((i: { path: string }) => i.path)).toEqual(['fields.reference', 'fields.amount']);
    const ok = await inject({ method: 'POST', url: '/api/leads', headers: coastal, payload: payment({ reference: 'INV-2093', amount: '$1,250.50' }) });
    expect(ok.statusCode).toBe(201);
    expect(await store.find('coastal-nissan', ok.json().lead_id)).toMatchObject({
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
    expect(await store.find('coastal-nissan', response.json().lead_id)).toMatchObject({ kind: 'careers', subcategory: 'Career Enquiry' });
  });

  it('names the lead form by its custom parameter and keeps the checked services', async () => {
    const payload = {
      category: 'General Enquiry',
      custom_parameters: { form: 'lead-form' },
      fields: { name: 'Ada', postcode: '4000', email: 'a@b.co', phone: '0412 345 678', location_id: '21' },
      additional_services: ['Finance'],
    };
    const response = await inject({ method: 'POST', url: '/api/forms', headers: coastal, payload });
    const stored = (await store.find('coastal-nissan', response.json().lead_id))!;
    expect(stored.kind).toBe('lead-form');
    expect(stored.payload).toMatchObject({ additional_services: ['Finance'] });
  });
});

describe('trade-in valuation', () => {
  it('values the car, stores the lead and trade-in record, and accepts the offer with "3. Offer Accepted"', async () => {
    const expected = await embeddedValuation.value({ rego: 'ABC123', regoState: 'qld', kms: 20000 });
    expect(expected.offerPrice).not.toBeNull();
    const response = await inject({ method: 'POST', url: '/api/valuations', headers: coastal, payload: valuationBody() });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      offer_price: expected.offerPrice,
      vehicle: expected.vehicle,
      sample: true,
      offer_secret: expect.stringMatching(OFFER_SECRET),
    });
    const valuation = (await store.find('coastal-nissan', body.lead_id))!;
    expect(await store.tradeIn('coastal-nissan', valuation.id)).toMatchObject({
      rego: 'ABC123',
      regoState: 'qld',
      formCompleted: true,
      offerAccepted: false,
    });
    expect((await accept(coastal, body.lead_id, body.offer_secret, 'Offer Accepted')).statusCode).toBe(400);
    const accepted = await accept(coastal, body.lead_id, body.offer_secret);
    expect(accepted.statusCode).toBe(201);
    expect((await store.tradeIn('coastal-nissan', valuation.id))?.offerAccepted).toBe(true);
    // The secret proves the offer is the shopper's; it is not kept with the acceptance, nor in the export.
    const acceptance = (await store.find('coastal-nissan', accepted.json().lead_id))!;
    expect(acceptance.payload).toMatchObject({ kind: 'offer-acceptance', lead_id: body.lead_id });
    expect(JSON.stringify(acceptance.payload)).not.toContain(body.offer_secret);
  });

  it('accepts an offer only for its owner: anyone else, on any site, with any id, gets the 404 of a missing valuation', async () => {
    const mine = (await inject({ method: 'POST', url: '/api/valuations', headers: coastal, payload: valuationBody() })).json();
    const theirs = (await inject({ method: 'POST', url: '/api/valuations', headers: coastal, payload: valuationBody({ email: 'eve@example.com' }) })).json();
    const onRedgum = (await inject({ method: 'POST', url: '/api/valuations', headers: redgum, payload: valuationBody() })).json();
    const leadsBefore = (await store.list('coastal-nissan')).length;
    const refusals = [
      await accept(coastal, mine.lead_id, undefined),
      await accept(coastal, mine.lead_id, theirs.offer_secret),
      await accept(redgum, mine.lead_id, mine.offer_secret),
      await accept(coastal, onRedgum.lead_id, onRedgum.offer_secret),
      await accept(coastal, newPublicId(), mine.offer_secret),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: NO_OFFER, issues: [] });
    }
    expect((await store.tradeIn('coastal-nissan', (await store.find('coastal-nissan', mine.lead_id))!.id))?.offerAccepted).toBe(false);
    expect(await store.list('coastal-nissan')).toHaveLength(leadsBefore);
    // The old numeric ids are not ids any more.
    expect((await accept(coastal, 1, mine.offer_secret)).json().issues).toEqual([{ path: 'lead_id', message: expect.any(String) }]);
    expect((await accept(coastal, mine.lead_id, mine.offer_secret)).statusCode).toBe(201);
  });

  it('accepts the offer of a signed-in shopper’s valuation in their session, and in no one else’s', async () => {
    const sessions = await openSessionStore(server.sql);
    const owner = `${SESSION_COOKIE}=${(await sessions.startSession('coastal-nissan', '0412999001', new Date())).token}`;
    const other = `${SESSION_COOKIE}=${(await sessions.startSession('coastal-nissan', '0412999002', new Date())).token}`;
    const valued = (await inject({ method: 'POST', url: '/api/valuations', headers: { ...coastal, cookie: owner }, payload: valuationBody() })).json();
    expect((await accept({ ...coastal, cookie: other }, valued.lead_id, undefined)).statusCode).toBe(404);
    expect((await accept({ ...coastal, cookie: owner }, valued.lead_id, undefined)).statusCode).toBe(201);
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
    expect(await store.find('coastal-nissan', response.json().lead_id)).toMatchObject({
      carId: 12,
      payload: { car_id: 12, car_dealership_id: 3, fields },
    });
  });

  it('saves a valuation to /api/miscellaneous only where the tenant enables it, for a valuation of its own', async () => {
    const payload = { column_name: 'valuation', valuation: { offer_price: 12000, rego: 'ABC123' } };
    expect((await inject({ method: 'POST', url: '/api/miscellaneous', headers: coastal, payload })).statusCode).toBe(404);
    const saved = await inject({ method: 'POST', url: '/api/miscellaneous', headers: redgum, payload });
    expect(saved.statusCode).toBe(201);
    expect((await store.miscellaneous('redgum-used-cars')).at(-1)).toMatchObject({ columnName: 'valuation', value: payload.valuation });
    expect((await inject({ method: 'POST', url: '/api/miscellaneous', headers: redgum, payload: { column_name: 'other', valuation: {} } })).statusCode).toBe(
      400,
    );
    const valuation = (await inject({ method: 'POST', url: '/api/valuations', headers: redgum, payload: valuationBody() })).json();
    const withLead = { ...payload, lead_id: valuation.lead_id };
    expect((await inject({ method: 'POST', url: '/api/miscellaneous', headers: redgum, payload: withLead })).statusCode).toBe(201);
    expect((await store.miscellaneous('redgum-used-cars')).at(-1)?.leadId).toBe((await store.find('redgum-used-cars', valuation.lead_id))!.id);
    const elsewhere = (await inject({ method: 'POST', url: '/api/valuations', headers: coastal, payload: valuationBody() })).json().lead_id;
    const enquiry = (await inject({ method: 'POST', url: '/api/leads', headers: redgum, payload: lead() })).json().lead_id;
    const saves = (await store.miscellaneous('redgum-used-cars')).length;
    for (const leadId of [elsewhere, enquiry, newPublicId()])
      expect((await inject({ method: 'POST', url: '/api/miscellaneous', headers: redgum, payload: { ...payload, lead_id: leadId } })).statusCode).toBe(404);
    expect(await store.miscellaneous('redgum-used-cars')).toHaveLength(saves);
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
      sql: server.sql,
      stockFor: () => server.stock,
      sites: { sitesDir: '', sites: [{ tenant, distDir: '' }] },
      searchTokens: { forTenant: async () => '' },
    });
    const value = () =>
      app.inject({ method: 'POST', url: '/valuations', headers: coastal, remoteAddress: '4.4.4.4', payload: valuationBody({ rego: 'SVC1' }) });

    const valued = await value();
    expect(valued.statusCode).toBe(201);
    expect(valued.json()).toMatchObject({ offer_price: 27_300, vehicle: { year: 2022, make: 'Mazda', model: 'CX-5' }, sample: false });
    const stored = (await store.find('coastal-nissan', valued.json().lead_id))!;
    expect(await store.tradeIn('coastal-nissan', stored.id)).toMatchObject({ offerPrice: 27_300, rego: 'SVC1' });

    down = true;
    const before = (await store.list('coastal-nissan')).length;
    const failed = await value();
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ error: VALUATION_UNAVAILABLE_MESSAGE, issues: [] });
    expect(failed.body).not.toMatch(/exploded|\.js:\d+/);
    expect(await store.list('coastal-nissan')).toHaveLength(before);
    await app.close();
    await service.close();
  });
});

describe('a retried submission (Idempotency-Key)', () => {
  const post = (url: string, headers: Record<string, string>, payload: object, key?: string) =>
    inject({ method: 'POST', url, headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) }, payload });
  const key = () => newPublicId();

  it('stores a lead once and answers a repeat with the first answer', async () => {
    const retried = key();
    const before = (await store.list('coastal-nissan')).length;
    const first = await post('/api/leads', coastal, lead(), retried);
    const again = await post('/api/leads', coastal, lead(), retried);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(await store.list('coastal-nissan')).toHaveLength(before + 1);
    const form = { category: 'General Enquiry', fields: { name: 'Ada', email: 'ada@example.com' } };
    const formKey = key();
    const sent = (await post('/api/forms', coastal, form, formKey)).json();
    expect((await post('/api/forms', coastal, form, formKey)).json()).toEqual(sent);
    expect(await store.list('coastal-nissan')).toHaveLength(before + 2);
    // Without a key every submission is its own.
    await post('/api/leads', coastal, lead());
    await post('/api/leads', coastal, lead());
    expect(await store.list('coastal-nissan')).toHaveLength(before + 4);
  });

  it('refuses the key sent again with another body or to another endpoint with 422, and keeps keys per site', async () => {
    const used = key();
    expect((await post('/api/leads', coastal, lead(), used)).statusCode).toBe(201);
    const before = (await store.list('coastal-nissan')).length;
    const changed = await post('/api/leads', coastal, lead({ fields: { ...lead().fields, message: 'Another question' } }), used);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({ error: expect.stringMatching(/Idempotency-Key/), issues: [] });
    const form = { category: 'General Enquiry', fields: { name: 'Ada', email: 'ada@example.com' } };
    expect((await post('/api/forms', coastal, form, used)).statusCode).toBe(422);
    expect(await store.list('coastal-nissan')).toHaveLength(before);
    expect((await post('/api/leads', redgum, lead(), used)).statusCode).toBe(201);
    const bad = await post('/api/leads', coastal, lead(), 'short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'idempotency-key', message: expect.any(String) }]);
  });

  it('values a trade-in once, and a repeat answers a new secret in place of the lost one', async () => {
    const retried = key();
    const first = (await post('/api/valuations', coastal, valuationBody({ rego: 'RETRY1' }), retried)).json();
    const again = (await post('/api/valuations', coastal, valuationBody({ rego: 'RETRY1' }), retried)).json();
    expect(again.lead_id).toBe(first.lead_id);
    expect(again.offer_price).toBe(first.offer_price);
    expect(again.offer_secret).not.toBe(first.offer_secret);
    expect((await store.list('coastal-nissan')).filter((l) => (l.payload as { rego?: string }).rego === 'RETRY1')).toHaveLength(1);
    expect((await accept(coastal, first.lead_id, first.offer_secret)).statusCode).toBe(404);
    const acceptKey = key();
    const accepted = await post('/api/leads', coastal, acceptanceBody(first.lead_id, again.offer_secret), acceptKey);
    expect(accepted.statusCode).toBe(201);
    const acceptances = async () => (await store.list('coastal-nissan')).filter((l) => (l.payload as { lead_id?: string }).lead_id === first.lead_id).length;
    expect(await acceptances()).toBe(1);
    expect((await post('/api/leads', coastal, acceptanceBody(first.lead_id, again.offer_secret), acceptKey)).json()).toEqual(accepted.json());
    expect(await acceptances()).toBe(1);
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

  it('lists the shopper’s enquiries by their public ids', async () => {
    const cookie = `${SESSION_COOKIE}=${(await (await openSessionStore(server.sql)).startSession('coastal-nissan', '0412999003', new Date())).token}`;
    const sent = (await inject({ method: 'POST', url: '/api/leads', headers: { ...coastal, cookie }, payload: lead() })).json().lead_id;
    const mine = await inject({ url: '/api/leads/mine', headers: { ...coastal, cookie } });
    expect(mine.json().enquiries.map((e: { id: string }) => e.id)).toEqual([sent]);
  });
});

describe('the page’s rules, checked again on arrival', () => {
  const testDrive = (fields: object, overrides: object = {}) =>
    lead({
      kind: 'test-drive',
      category: 'Test Drive',
      car_id: undefined,
      car_dealership_id: undefined,
      fields: { ...lead().fields, ...fields },
      ...overrides,
    });
  const post = (url: string, payload: object) => inject({ method: 'POST', url, headers: coastal, payload });
  const issues = async (url: string, payload: object) => {
    const response = await post(url, payload);
    expect(response.statusCode, response.body).toBe(400);
    return response.json().issues as { path: string; message: string }[];
  };

  it('refuse a form with no one to answer, on either endpoint, as a 400 by field', async () => {
    const before = (await store.list('coastal-nissan')).length;
    expect(await issues('/api/forms', { category: 'General Enquiry', fields: { message: 'Call me' } })).toEqual([
      { path: 'fields.name', message: 'Name is required' },
      { path: 'fields.email', message: 'Please enter an email or a phone number' },
    ]);
    expect(await issues('/api/leads', lead({ car_id: undefined, fields: { message: 'Call me' } }))).toEqual([
      { path: 'fields.name', message: 'Name is required' },
      { path: 'fields.email', message: 'Please enter an email or a phone number' },
    ]);
    expect(await store.list('coastal-nissan')).toHaveLength(before);
  });

  it('hold a named form to the rules its page shows, at the place in the payload each field went', async () => {
    const enquiry = { category: 'Free Money', custom_parameters: { form: 'enquiry' }, fields: { name: 'Ada', email: 'ada@example.com', phone: '12' } };
    expect(await issues('/api/forms', enquiry)).toEqual([
      { path: 'fields.phone', message: 'Please enter a valid phone number' },
      { path: 'category', message: 'Category is required' },
      { path: 'fields.location_id', message: 'Location is required' },
      { path: 'fields.message', message: 'Comments is required' },
    ]);
    const valid = { ...enquiry, category: 'Sales Enquiry', fields: { ...enquiry.fields, phone: '0412 345 678', location_id: '21', message: 'Hi' } };
    expect((await post('/api/forms', valid)).statusCode).toBe(201);
    const leadForm = {
      category: 'General Enquiry',
      custom_parameters: { form: 'lead-form' },
      fields: { name: 'Ada', email: 'a@b.co', phone: '0412 345 678', location_id: '21' },
    };
    expect(await issues('/api/forms', leadForm)).toEqual([{ path: 'fields.postcode', message: 'Invalid postcode. Please enter a 4-digit number.' }]);
  });

  it('refuse a test drive in the past or outside the hours of its location, and take one within them', async () => {
    expect(await issues('/api/leads', testDrive({ booking_at: '2020-01-01T03:00' }))).toEqual([
      { path: 'fields.booking_at', message: 'Please choose a date and time in the future' },
    ]);
    // 13 January 2030 is a Sunday, when Coastal Nissan is closed; the 15th a Tuesday, open 8:30am to 5:30pm.
    expect(await issues('/api/leads', testDrive({ booking_at: '2030-01-13T10:00', location_id: '21' }))).toEqual([
      { path: 'fields.booking_at', message: 'Coastal Nissan is closed on 13/01/2030. Please choose another day.' },
    ]);
    expect(await issues('/api/leads', testDrive({ booking_at: '2030-01-15T03:00', location_id: '21' }))).toEqual([
      { path: 'fields.booking_at', message: 'Coastal Nissan is open 8:30am - 5:30pm on 15/01/2030. Please choose a time within those hours.' },
    ]);
    expect((await post('/api/leads', testDrive({ booking_at: '2030-01-15T10:30', location_id: '21' }))).statusCode).toBe(201);
  });

  it('go by the car’s own yard for a test drive of a car, with no location chosen', async () => {
    const [car] = await siteCars(server.stock, sampleTenant('coastal-nissan'), ['status = in_stock', 'location.id = 21'], 1);
    const ofCar = (booking_at: string) => testDrive({ booking_at }, { car_id: car!.id });
    const [problem] = await issues('/api/leads', ofCar('2030-01-13T10:00'));
    expect(problem).toEqual({ path: 'fields.booking_at', message: `${car!.location.name} is closed on 13/01/2030. Please choose another day.` });
    expect((await post('/api/leads', ofCar('2030-01-15T10:30'))).statusCode).toBe(201);
  });

  it('keep what the link said the lead is about, for the dealer to read', async () => {
    const response = await post('/api/forms', {
      category: 'General Enquiry',
      url: 'http://coastal-nissan.localhost/contact-us?offer_id=eofy-navara',
      fields: { name: 'Ada', email: 'ada@example.com', offer_id: 'eofy-navara' },
    });
    expect(response.statusCode).toBe(201);
    const stored = await store.find('coastal-nissan', response.json().lead_id);
    expect(stored?.message).toMatchObject({ offerId: 'eofy-navara', pageUrl: 'http://coastal-nissan.localhost/contact-us?offer_id=eofy-navara' });
  });
});
