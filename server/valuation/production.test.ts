import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { host, sampleServer } from '../api/sample-server.fixture.ts';
import type { DealerServer } from '../app.ts';
import { openLeadStore, type LeadStore } from '../store/leads.ts';

let server: DealerServer;
let close: () => Promise<void>;
let store: LeadStore;
const redgum = host('redgum-used-cars');

beforeAll(async () => {
  // As under `serve`: no demo, no sample content, and Redgum has no valuation service.
  ({ server, close } = await sampleServer(['redgum-used-cars'], 1));
  store = await openLeadStore(server.sql);
});
afterAll(() => close());

const valuation = {
  rego: 'ABC123',
  regoState: 'sa',
  kms: 20_000,
  finance: 'No',
  name: 'Ada',
  phone: '0412 345 678',
  email: 'ada@example.com',
  PreferredContactMethod: 'Phone',
  url: 'http://redgum-used-cars.localhost/sell-my-car',
  user_agent: 'vitest',
  lead_attributes: { visited_pages: [], linked_query_params: {} },
};

describe('a trade-in valuation without a valuation service, outside the demo', () => {
  it('names no car and no number, and still sends the lead with its trade-in for the team to make the offer', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/valuations', headers: redgum, payload: valuation });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ offer_price: null, vehicle: null, sample: false });
    const lead = (await store.find('redgum-used-cars', body.lead_id))!;
    expect(lead).toMatchObject({ kind: 'trade-in-valuation', email: 'ada@example.com' });
    expect(await store.tradeIn('redgum-used-cars', lead.id)).toMatchObject({ rego: 'ABC123', regoState: 'sa', offerPrice: null, formCompleted: true });
    // No offer, so nothing to accept.
    const accept = {
      kind: 'offer-acceptance',
      category: 'Trade-in Valuation',
      step: '3. Offer Accepted',
      lead_id: body.lead_id,
      offer_secret: body.offer_secret,
      url: 'http://redgum-used-cars.localhost/sell-my-car',
      source: 'Website',
      user_agent: 'vitest',
      lead_attributes: { visited_pages: [], linked_query_params: {} },
      fields: {},
    };
    expect((await server.app.inject({ method: 'POST', url: '/api/leads', headers: redgum, payload: accept })).statusCode).toBe(404);
  });
});
