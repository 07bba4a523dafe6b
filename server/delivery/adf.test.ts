import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { adfDocument } from './adf.ts';
import { leadMessage } from './lead-message.fixture.ts';
import type { LeadMessage } from '../../runtime/site/lead-message.ts';

const PROVIDER = { name: 'dealer-gen', version: '1.4.2' };

/** Element names that may repeat, read as lists wherever they are so a test sees each one. */
const REPEATED = new Set(['vehicle', 'id', 'name']);
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, isArray: (name) => REPEATED.has(name) });

/** The document, checked to be well-formed XML, read back into the <prospect> it carries. */
function prospectOf(message: LeadMessage) {
  const xml = adfDocument(message, PROVIDER);
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml).adf.prospect;
}

const text = (value: string, attributes: Record<string, string>) => ({
  '#text': value,
  ...Object.fromEntries(Object.entries(attributes).map(([k, v]) => [`@_${k}`, v])),
});

describe('ADF/XML lead document', () => {
  it('carries every field of a sales enquiry with a trade-in, each in its ADF element', () => {
    const message = leadMessage();
    const xml = adfDocument(message, PROVIDER);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
    const prospect = prospectOf(message);
    expect(prospect['@_status']).toBe('new');
    expect(prospect.id).toEqual([text('3f9c2a7e5b1d4c8e9a0b6d2f4e8c1a57', { sequence: '1', source: 'Harbourside Auto Group' })]);
    expect(prospect.requestdate).toBe('2025-03-14T01:23:45.000Z');
    expect(prospect.vehicle).toEqual([
      {
        '@_interest': 'buy',
        '@_status': 'used',
        id: [text('100231', { source: 'dealer-gen' })],
        year: '2021',
        make: 'Toyota',
        model: 'Corolla',
        vin: 'JTNKB3BE30J123456',
        stock: 'U12345',
        trim: 'Ascent Sport',
        price: text('27990', { type: 'asking', currency: 'AUD' }),
        comments: '2021 Toyota Corolla Ascent Sport\nhttps://harbourside.example.com/cars/100231',
      },
      {
        '@_interest': 'trade-in',
        '@_status': 'used',
        odometer: text('84500', { status: 'unknown', units: 'km' }),
        price: text('14200', { type: 'offer', currency: 'AUD' }),
        comments: '2016 Mazda 3 Maxx\nRego: 123ABC (QLD)',
      },
    ]);
    expect(prospect.customer).toEqual({
      contact: {
        name: [text('Jane', { part: 'first' }), text('Citizen', { part: 'last' })],
        email: 'jane.citizen@example.com',
        phone: text('0412 345 678', { type: 'voice', preferredcontact: '1' }),
        address: { postalcode: '4000' },
      },
      comments: [
        'Is the Corolla still available?',
        'Could I see it on Saturday morning?',
        '',
        'Category: Sales Enquiry / Used Car Enquiry',
        'Preferred contact: Phone',
        'Offer: EOFY-2025-COROLLA',
        'Budget: $30,000',
        'Deposit: $5,000',
        'Location: Harbourside Toyota - Sales',
        'Page: https://harbourside.example.com/cars/100231?utm_source=google',
        'utm_source: google',
        'utm_medium: cpc',
        'utm_campaign: used-corolla',
        'gclid: Cj0KCQjw8',
        'Visited page 1: /',
        'Visited page 2: /used-cars?make=toyota',
        'Visited page 3: /cars/100231',
        'Finance required: Yes',
        'Best time to call: After 3pm',
      ].join('\n'),
    });
    expect(prospect.vendor).toEqual({
      id: [text('11', { source: 'dealer-gen' })],
      vendorname: 'Harbourside Auto Group',
      url: 'https://harbourside.example.com',
      contact: {
        name: [text('Harbourside Toyota - Sales', { part: 'full' })],
        phone: text('07 3100 2010', { type: 'voice' }),
      },
    });
    expect(prospect.provider).toEqual({
      name: [text('dealer-gen', { part: 'full' })],
      service: 'dealer-gen lead delivery 1.4.2',
      url: 'https://harbourside.example.com',
    });
  });

  it('writes the elements in the order of the ADF DTD, which strict CRMs check', () => {
    const xml = adfDocument(leadMessage({ requestedAt: 'Saturday 10am' }), PROVIDER);
    const names = [...xml.matchAll(/<([a-z]+)[\s>]/g)].map((match) => match[1]);
    expect(names).toEqual([
      ...['adf', 'prospect', 'id', 'requestdate'],
      ...['vehicle', 'id', 'year', 'make', 'model', 'vin', 'stock', 'trim', 'price', 'comments'],
      ...['vehicle', 'odometer', 'price', 'comments'],
      ...['customer', 'contact', 'name', 'name', 'email', 'phone', 'address', 'postalcode', 'timeframe', 'description', 'comments'],
      ...['vendor', 'id', 'vendorname', 'url', 'contact', 'name', 'phone'],
      ...['provider', 'name', 'service', 'url'],
    ]);
  });

  it('escapes markup, quotes and ampersands and keeps non-ASCII names and line breaks as they were', () => {
    const base = leadMessage();
    const message = leadMessage({
      tenant: { slug: 'obrien-motors', name: `O'Brien & Sons "Motors" <Pty Ltd>`, url: 'https://obrien.example.com/?a=1&b=2' },
      contact: {
        ...base.contact,
        name: "Zoë O'Brien-Ngô",
        firstName: 'Zoë',
        lastName: "O'Brien-Ngô",
        email: "zoe.o'brien@example.com",
        preferredContact: 'Email',
      },
      message: 'Is it < $30k & "drive-away"?\r\nIt\'s for my mum, 李.\n\n</comments><injected/> ]]> bye',
      car: {
        ...base.car!,
        name: '2020 Mercedes-Benz C300 <AMG> Line',
        model: 'C300 <AMG>',
        badge: 'Line & "Sport"',
        url: 'https://obrien.example.com/cars/1?x=1&y=2',
      },
      location: { id: 7, name: "O'Brien's <Yard>", phone: '02 9000 0000' },
      utm: { utm_campaign: 'spring&"sale"' },
      visitedPages: ['/cars?make=toyota&model=corolla'],
      otherFields: { 'Notes <b>': '5 > 3 & 2 < 4' },
    });
    const xml = adfDocument(message, PROVIDER);
    expect(xml).not.toContain('<AMG>');
    expect(xml).not.toContain('<injected/>');
    const prospect = prospectOf(message);
    expect(prospect.id[0]['@_source']).toBe(`O'Brien & Sons "Motors" <Pty Ltd>`);
    expect(prospect.vehicle[0]).toMatchObject({
      model: 'C300 <AMG>',
      trim: 'Line & "Sport"',
      comments: '2020 Mercedes-Benz C300 <AMG> Line\nhttps://obrien.example.com/cars/1?x=1&y=2',
    });
    expect(prospect.customer.contact.name).toEqual([text('Zoë', { part: 'first' }), text("O'Brien-Ngô", { part: 'last' })]);
    expect(prospect.customer.contact.email).toEqual(text("zoe.o'brien@example.com", { preferredcontact: '1' }));
    expect(prospect.customer.contact.phone).toEqual(text('0412 345 678', { type: 'voice' }));
    expect(prospect.customer.comments).toContain('Is it < $30k & "drive-away"?\nIt\'s for my mum, 李.\n\n</comments><injected/> ]]> bye\n\n');
    expect(prospect.customer.comments).toContain('utm_campaign: spring&"sale"\nVisited page 1: /cars?make=toyota&model=corolla\nNotes <b>: 5 > 3 & 2 < 4');
    expect(prospect.vendor.vendorname).toBe(`O'Brien & Sons "Motors" <Pty Ltd>`);
    expect(prospect.vendor.contact.name).toEqual([text("O'Brien's <Yard>", { part: 'full' })]);
    expect(prospect.provider.url).toBe('https://obrien.example.com/?a=1&b=2');
  });

  it('names a shopper by their full name when that is all they gave', () => {
    const contact = { ...leadMessage().contact, name: '李', firstName: null, lastName: null };
    expect(prospectOf(leadMessage({ contact })).customer.contact.name).toEqual([text('李', { part: 'full' })]);
    const firstOnly = { ...contact, name: null, firstName: 'Zoë' };
    expect(prospectOf(leadMessage({ contact: firstOnly })).customer.contact.name).toEqual([text('Zoë', { part: 'full' })]);
  });

  it('drops the characters XML 1.0 cannot carry and keeps tabs and line breaks', () => {
    const base = leadMessage();
    const message = leadMessage({
      contact: { ...base.contact, name: 'Jane\u0008 Citizen', firstName: 'Ja\u0000ne', lastName: 'Citi\u001bzen' },
      message: 'Hello\u0000 there\u0007\u001b[31m\uFFFE\uD800 end\tof line\nnext line',
      otherFields: { 'Fax\u000b': 'none\u000c' },
    });
    const xml = adfDocument(message, PROVIDER);
    expect([...xml].filter((ch) => ch < ' ' && !'\t\n'.includes(ch))).toEqual([]);
    expect(xml).not.toContain('\uFFFE');
    // A lone surrogate does not survive UTF-8: the round trip would change it.
    expect(Buffer.from(xml, 'utf8').toString('utf8')).toBe(xml);
    const customer = prospectOf(message).customer;
    expect(customer.contact.name).toEqual([text('Jane', { part: 'first' }), text('Citizen', { part: 'last' })]);
    expect(customer.comments).toMatch(/^Hello there\[31m end\tof line\nnext line\n\n/);
    expect(customer.comments).toContain('\nFax: none');
  });

  it('has no <vehicle> for a lead about no car, and leaves out every element without a value', () => {
    const message = leadMessage({
      tenant: { slug: 'redgum-used-cars', name: 'Redgum Used Cars', url: null },
      kind: 'careers',
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      deliveryCategory: 'careers',
      contact: { name: 'Sam Lee', firstName: null, lastName: null, email: null, phone: '0400 000 000', postcode: null, preferredContact: null },
      message: null,
      car: null,
      location: null,
      offerId: null,
      budget: null,
      deposit: null,
      tradeIn: null,
      pageUrl: null,
      utm: {},
      visitedPages: [],
      otherFields: {},
    });
    const prospect = prospectOf(message);
    expect(prospect.vehicle).toBeUndefined();
    expect(prospect.customer).toEqual({
      contact: { name: [text('Sam Lee', { part: 'full' })], phone: text('0400 000 000', { type: 'voice' }) },
      comments: 'Category: General Enquiry / Career Enquiry',
    });
    expect(prospect.vendor).toEqual({
      id: [text('redgum-used-cars', { source: 'dealer-gen' })],
      vendorname: 'Redgum Used Cars',
      contact: { name: [text('Redgum Used Cars', { part: 'full' })] },
    });
    expect(prospect.provider).toEqual({ name: [text('dealer-gen', { part: 'full' })], service: 'dealer-gen lead delivery 1.4.2' });
  });

  it('describes a trade-in valuation without a car as a trade-in vehicle only', () => {
    const message = leadMessage({
      kind: 'trade-in-valuation',
      category: 'Trade-in Valuation',
      subcategory: null,
      deliveryCategory: 'trade-in',
      car: null,
      tradeIn: { rego: 'XYZ 789', state: 'NSW', kms: null, offerPrice: null, vehicle: null },
    });
    expect(prospectOf(message).vehicle).toEqual([{ '@_interest': 'trade-in', '@_status': 'used', comments: 'Rego: XYZ 789 (NSW)' }]);
  });

  it('asks for a test drive of a demo car at the time the shopper chose', () => {
    const base = leadMessage();
    const message = leadMessage({
      kind: 'test-drive',
      category: 'Test Drive',
      subcategory: null,
      requestedAt: '2025-03-15T09:30',
      car: { ...base.car!, condition: 'demo' },
      tradeIn: null,
    });
    const prospect = prospectOf(message);
    expect(prospect.vehicle).toHaveLength(1);
    expect(prospect.vehicle[0]).toMatchObject({ '@_interest': 'test-drive', '@_status': 'new' });
    expect(prospect.customer.timeframe).toEqual({ description: '2025-03-15T09:30' });
    expect(prospect.customer.comments).toContain('\nRequested time: 2025-03-15T09:30\n');
  });

  it('files a service lead about a car as buy (ADF has no service interest), a new car as new, and leaves out what the car does not have', () => {
    const base = leadMessage();
    const car = { ...base.car!, condition: 'new', year: null, vin: null, stockNumber: null, badge: null, price: null, url: null };
    const message = leadMessage({ category: 'Service Booking', subcategory: null, deliveryCategory: 'service', kind: 'lead-form', car });
    expect(prospectOf(message).vehicle[0]).toEqual({
      '@_interest': 'buy',
      '@_status': 'new',
      id: [text('100231', { source: 'dealer-gen' })],
      make: 'Toyota',
      model: 'Corolla',
      comments: '2021 Toyota Corolla Ascent Sport',
    });
  });

  it('writes the same bytes for the same lead', () => {
    const message = leadMessage();
    const xml = adfDocument(message, PROVIDER);
    expect(adfDocument(structuredClone(message), PROVIDER)).toBe(xml);
    expect(adfDocument(JSON.parse(JSON.stringify(message)) as LeadMessage, PROVIDER)).toBe(xml);
  });
});
