import { describe, expect, it } from 'vitest';
import { leadMessage } from './lead-message.fixture.ts';
import { leadSummary } from './lead-summary.ts';

/** The tags a summary is made of: anything else in its HTML came from a shopper's text that was not escaped. */
const SUMMARY_TAGS = new Set(['!doctype', 'html', 'head', 'meta', 'title', 'body', 'h1', 'table', 'tr', 'th', 'td', 'a', 'br', 'p']);
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** What a mail client shows of the HTML: its text, with the entities read back and each <br> a line break. */
const visibleText = (html: string) =>
  html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity]!);

const tagsOf = (html: string) => new Set([...html.matchAll(/<\/?([!a-z0-9]+)/gi)].map((match) => match[1]!.toLowerCase()));
const linksOf = (html: string) => [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => ({ href, text }));

describe('lead summary e-mail', () => {
  it('names the lead, the shopper and the car in a one-line subject', () => {
    expect(leadSummary(leadMessage()).subject).toBe('New Sales Enquiry from Jane Citizen — 2021 Toyota Corolla Ascent Sport (stock U12345)');
    const base = leadMessage();
    const noStock = leadMessage({ car: { ...base.car!, stockNumber: null } });
    expect(leadSummary(noStock).subject).toBe('New Sales Enquiry from Jane Citizen — 2021 Toyota Corolla Ascent Sport');
    const parts = leadMessage({ car: null, contact: { ...base.contact, name: null, firstName: 'Zoë', lastName: "O'Brien-Ngô" } });
    expect(leadSummary(parts).subject).toBe("New Sales Enquiry from Zoë O'Brien-Ngô");
    const nameless = leadMessage({ car: null, contact: { ...base.contact, name: null, firstName: null, lastName: null } });
    expect(leadSummary(nameless).subject).toBe('New Sales Enquiry from jane.citizen@example.com');
    const broken = leadMessage({ category: 'Sales\r\nEnquiry', contact: { ...base.contact, name: 'Jane\nBcc: x@example.com' } });
    expect(leadSummary(broken).subject).toBe('New Sales Enquiry from Jane Bcc: x@example.com — 2021 Toyota Corolla Ascent Sport (stock U12345)');
  });

  it('lists who asked, about which car, what they said and every detail of the lead as text', () => {
    const { text } = leadSummary(leadMessage());
    expect(text.startsWith('New Sales Enquiry from Jane Citizen — 2021 Toyota Corolla Ascent Sport (stock U12345)\n\n')).toBe(true);
    for (const block of [
      'CUSTOMER\nName: Jane Citizen\nEmail: jane.citizen@example.com\nPhone: 0412 345 678\nPostcode: 4000',
      'CAR\nCar: 2021 Toyota Corolla Ascent Sport\nCondition: used\nStock number: U12345\nVIN: JTNKB3BE30J123456\nPrice: $27,990',
      'MESSAGE\nIs the Corolla still available?\nCould I see it on Saturday morning?',
      'TRADE-IN\nVehicle: 2016 Mazda 3 Maxx\nRego: 123ABC (QLD)\nKilometres: 84,500 km\nOnline offer: $14,200',
      'ENQUIRY\nCategory: Sales Enquiry / Used Car Enquiry\nPreferred contact: Phone\nOffer: EOFY-2025-COROLLA\nBudget: $30,000\nDeposit: $5,000\nLocation: Harbourside Toyota - Sales',
      'SOURCE\nPage: https://harbourside.example.com/cars/100231?utm_source=google\nutm_source: google\nutm_medium: cpc\nutm_campaign: used-corolla\ngclid: Cj0KCQjw8\nVisited page 1: /\nVisited page 2: /used-cars?make=toyota\nVisited page 3: /cars/100231',
      'OTHER FIELDS\nFinance required: Yes\nBest time to call: After 3pm',
      'Lead 3f9c2a7e5b1d4c8e9a0b6d2f4e8c1a57, received 2025-03-14T01:23:45.000Z on Harbourside Auto Group (https://harbourside.example.com).',
    ])
      expect(text).toContain(`\n\n${block}\n`);
  });

  it('shows the same details in the HTML, with mail, phone and page links', () => {
    const { text, html } = leadSummary(leadMessage());
    for (const line of text.split('\n').filter((l) => l.includes(': ') && !l.startsWith('Lead '))) {
      const [label, ...value] = line.split(': ');
      expect(visibleText(html)).toContain(`${label}${value.join(': ')}`);
    }
    expect(visibleText(html)).toContain('Is the Corolla still available?\nCould I see it on Saturday morning?');
    expect(linksOf(html)).toEqual([
      { href: 'mailto:jane.citizen@example.com', text: 'jane.citizen@example.com' },
      { href: 'tel:0412345678', text: '0412 345 678' },
      { href: 'https://harbourside.example.com/cars/100231', text: '2021 Toyota Corolla Ascent Sport' },
      { href: 'https://harbourside.example.com/cars/100231?utm_source=google', text: 'https://harbourside.example.com/cars/100231?utm_source=google' },
      { href: 'https://harbourside.example.com/', text: '/' },
      { href: 'https://harbourside.example.com/used-cars?make=toyota', text: '/used-cars?make=toyota' },
      { href: 'https://harbourside.example.com/cars/100231', text: '/cars/100231' },
    ]);
  });

  it('escapes what the shopper typed, so it shows as text and adds no markup, script or link', () => {
    const base = leadMessage();
    const message = leadMessage({
      contact: { ...base.contact, name: `Zoë O'Brien-Ngô <img src=x onerror=alert(1)>`, email: 'zoe+cars@example.com?bcc=all@example.com' },
      message: '<script>alert("hi")</script>\nPrice < $30k & "drive-away"?\r\nIt\'s for 李.',
      pageUrl: 'javascript:alert(document.cookie)',
      visitedPages: ['/cars?make=toyota&model="corolla"'],
      otherFields: { '<b>Note</b>': '5 > 3 & 2 < 4' },
    });
    const { html } = leadSummary(message);
    expect([...tagsOf(html)].filter((tag) => !SUMMARY_TAGS.has(tag))).toEqual([]);
    const shown = visibleText(html);
    expect(shown).toContain(`NameZoë O'Brien-Ngô <img src=x onerror=alert(1)>`);
    expect(shown).toContain('<script>alert("hi")</script>\nPrice < $30k & "drive-away"?\nIt\'s for 李.');
    expect(shown).toContain('<b>Note</b>5 > 3 & 2 < 4');
    expect(shown).toContain('Pagejavascript:alert(document.cookie)');
    const links = linksOf(html);
    expect(links.map((link) => link.href)).not.toContainEqual(expect.stringContaining('javascript:'));
    expect(links).toContainEqual({ href: 'mailto:zoe%2Bcars@example.com%3Fbcc%3Dall@example.com', text: 'zoe+cars@example.com?bcc=all@example.com' });
    expect(links).toContainEqual({
      href: 'https://harbourside.example.com/cars?make=toyota&amp;model=%22corolla%22',
      text: '/cars?make=toyota&amp;model=&quot;corolla&quot;',
    });
  });

  it('loads nothing from elsewhere: no images, stylesheets or scripts', () => {
    const { html } = leadSummary(leadMessage());
    expect(html).not.toMatch(/\ssrc=|<link|<img|<script|url\(|@import/i);
    expect(html).toMatch(/^<!DOCTYPE html>\n<html><head><meta charset="utf-8">/);
  });

  it('leaves out the sections a lead has nothing for, and shows the time asked for a test drive', () => {
    const message = leadMessage({
      kind: 'test-drive',
      category: 'Test Drive',
      subcategory: null,
      requestedAt: '2025-03-15T09:30',
      message: null,
      car: null,
      tradeIn: null,
      offerId: null,
      budget: null,
      deposit: null,
      location: null,
      pageUrl: null,
      utm: {},
      visitedPages: [],
      otherFields: {},
    });
    const { text, html } = leadSummary(message);
    expect(text).toContain('\n\nENQUIRY\nCategory: Test Drive\nPreferred contact: Phone\nRequested time: 2025-03-15T09:30\n\nLead ');
    for (const title of ['CAR', 'MESSAGE', 'TRADE-IN', 'SOURCE', 'OTHER FIELDS']) expect(text).not.toContain(`\n${title}\n`);
    expect(visibleText(html)).not.toMatch(/Trade-in|Source|Other fields/);
  });
});
