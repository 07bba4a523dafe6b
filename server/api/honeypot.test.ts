import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../runtime/forms/honeypot.ts';
import type { DealerServer } from '../app.ts';
import { openLeadStore, type LeadStore } from '../store/leads.ts';
import { host, sampleServer } from './sample-server.fixture.ts';

let server: DealerServer;
let close: () => Promise<void>;
let store: LeadStore;
let address = 0;
const post = (url: string, payload: object) =>
  server.app.inject({ method: 'POST', url, headers: host('coastal-nissan'), remoteAddress: `10.9.0.${++address}`, payload });
const stored = () => store.list('coastal-nissan');

beforeAll(async () => {
  ({ server, close } = await sampleServer(['coastal-nissan'], 1));
  store = await openLeadStore(server.sql);
});
afterAll(() => close());

const fields = (honeypot: string) => ({ name: 'Ada', email: 'ada@example.com', phone: '0412 345 678', [HONEYPOT_FIELD]: honeypot });
const lead = (honeypot: string) => ({
  kind: 'enquiry',
  category: 'Sales Enquiry',
  url: 'http://coastal-nissan.localhost/contact',
  source: 'Website',
  user_agent: 'vitest',
  lead_attributes: { visited_pages: [], linked_query_params: {} },
  fields: fields(honeypot),
});
const form = (honeypot: string) => ({ category: 'General Enquiry', fields: fields(honeypot) });
const valuation = (honeypot: string) => ({
  rego: 'HONEY1',
  regoState: 'qld',
  kms: 20000,
  finance: 'No',
  name: 'Ada',
  phone: '0412 345 678',
  email: 'ada@example.com',
  PreferredContactMethod: 'Phone',
  fields: { [HONEYPOT_FIELD]: honeypot },
  url: 'http://coastal-nissan.localhost/trade-in',
  user_agent: 'vitest',
  lead_attributes: { visited_pages: [], linked_query_params: {} },
});

describe('the honeypot field', () => {
  it.each([
    ['/api/leads', lead, (id: unknown) => ({ lead_id: id })],
    ['/api/forms', form, (id: unknown) => ({ success: true, lead_id: id, redirect: '/success' })],
    ['/api/valuations', valuation, (id: unknown) => ({ lead_id: id, offer_price: null, vehicle: null })],
  ])('filled on %s: answered as a submission is, and nothing kept', async (url, body, answer) => {
    const before = (await stored()).length;
    const trapped = await post(url, body('http://cheap-pills.example'));
    expect(trapped.statusCode).toBe(201);
    expect(trapped.json()).toEqual(answer(expect.any(String)));
    expect(await stored()).toHaveLength(before);
    // Left empty, as a person leaves it, the same submission is a lead.
    expect((await post(url, body(''))).statusCode).toBe(201);
    expect(await stored()).toHaveLength(before + 1);
  });

  it('still checks the submission first, so a bad one reads as it would from anyone', async () => {
    const response = await post('/api/forms', { category: 'General Enquiry', fields: { ...fields('x'), email: 'nope' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'fields.email', message: 'Please enter a valid email address' }]);
  });
});
