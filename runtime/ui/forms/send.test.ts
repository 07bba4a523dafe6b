import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HONEYPOT_FIELD } from '@dealer/forms/honeypot';
import { sendForm, sendLead } from './send';

let sent: { url: string; body: Record<string, unknown> }[] = [];
const visit = (href: string) => {
  const url = new URL(href);
  vi.stubGlobal('window', { location: { href: url.href, search: url.search } });
};

beforeEach(() => {
  sent = [];
  vi.stubGlobal('navigator', { userAgent: 'vitest' });
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'dealer:visited-pages' ? '["/offers"]' : null), setItem: () => undefined });
  vi.stubGlobal('fetch', async (url: string, init: { body: string }) => {
    sent.push({ url, body: JSON.parse(init.body) as Record<string, unknown> });
    return new Response(JSON.stringify({ success: true, lead_id: 'a'.repeat(22), redirect: '/success' }), { status: 201 });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('what a submission carries', () => {
  it('from the offer card’s Enquire link: the contact page, its offer and the pages seen before', async () => {
    visit('https://harbourside.example.com/contact-us?offer_id=eofy-hilux');
    await sendForm({ name: 'Ada', email: 'ada@example.com', category: 'General Enquiry' }, { form: 'enquiry' });
    expect(sent[0]).toMatchObject({
      url: '/api/forms',
      body: {
        url: 'https://harbourside.example.com/contact-us?offer_id=eofy-hilux',
        lead_attributes: { visited_pages: ['/offers'] },
        fields: { name: 'Ada', offer_id: 'eofy-hilux' },
      },
    });
  });

  it('the honeypot as the form holds it, for the server to drop', async () => {
    visit('https://harbourside.example.com/book-test-drive');
    await sendLead({ kind: 'test-drive', values: { name: 'Ada', [HONEYPOT_FIELD]: 'http://spam.example' }, category: 'Test Drive' });
    expect(sent[0]?.body).toMatchObject({ fields: { [HONEYPOT_FIELD]: 'http://spam.example' } });
  });

  it('from the offer card’s test-drive link: the offer', async () => {
    visit('https://harbourside.example.com/book-test-drive?offer_id=eofy-hilux');
    await sendLead({ kind: 'test-drive', values: { name: 'Ada' }, category: 'Test Drive' });
    expect(sent[0]?.body).toMatchObject({ url: 'https://harbourside.example.com/book-test-drive?offer_id=eofy-hilux', fields: { offer_id: 'eofy-hilux' } });
  });

  it('from a car’s finance link: its id, type, VIN, price and dealership, the car’s own values first', async () => {
    visit(
      'https://harbourside.example.com/finance?preferredDealership=harbourside-toyota&vehiclePriceBudget=42990&car_id=7&car_type=used&vin=JTEBU3FJ10K123456',
    );
    await sendLead({ kind: 'finance-enquiry', values: { name: 'Ada', car_id: '7' }, car: { id: 7, dealership_id: 3 }, category: 'Finance Enquiry' });
    expect(sent[0]?.body).toMatchObject({
      car_id: 7,
      car_dealership_id: 3,
      fields: { name: 'Ada', car_id: '7', car_type: 'used', vin: 'JTEBU3FJ10K123456', vehiclePriceBudget: '42990', preferredDealership: 'harbourside-toyota' },
    });
  });
});
