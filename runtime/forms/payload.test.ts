import { describe, expect, it } from 'vitest';
import { formDefaults } from './defaults.ts';
import { formEvent } from './events.ts';
import type { FormValues } from './fields.ts';
import { formOutcome, leadOutcome, networkOutcome } from './outcome.ts';
import { fieldOfPath, formPayload, formPayloadPath, formValuesOf, leadCategory, leadPayload } from './payload.ts';
import { leadAttributes, linkedQueryParams, parseProfile, profileFrom, visitedPages } from './visitor.ts';

const car = {
  id: 7,
  make: 'Mercedes-Benz',
  model: 'C300',
  car_type: 'used' as const,
  status: 'in_stock' as const,
  stocknum: 'S123',
  dealership_slug: 'harbour-mb',
};

describe('form defaults', () => {
  it('carry the car (vehicle spec §3) with opt-in ticked', () => {
    expect(formDefaults(car, 'other')).toEqual({
      dealership_slug: 'harbour-mb',
      manufacturer_slug: 'mercedes-benz',
      stock_number: 'S123',
      'Vehicle Make': 'Mercedes-Benz',
      'Vehicle Model': 'C300',
      car_type: 'used',
      car_id: '7',
      vehicle_status: 'in_stock',
      opt_in: true,
    });
    expect(formDefaults(undefined, 'main')).toEqual({ opt_in: true, dealership_slug: 'main' });
  });
});

describe('event ids', () => {
  it('default 22, careers 51, finance modal 9, new/used enquiry 14/15, test drive 17/48, trade-in 18', () => {
    expect(formEvent({ kind: 'enquiry' })).toBe(22);
    expect(formEvent({ kind: 'enquiry', category: 'Careers Enquiry' })).toBe(51);
    expect(formEvent({ kind: 'finance-enquiry', financeModal: true })).toBe(9);
    expect(formEvent({ kind: 'finance-enquiry' })).toBe(22);
    expect(formEvent({ kind: 'enquiry', carType: 'new' })).toBe(14);
    expect(formEvent({ kind: 'enquiry', carType: 'demo' })).toBe(14);
    expect(formEvent({ kind: 'enquiry', carType: 'used' })).toBe(15);
    expect(formEvent({ kind: 'test-drive', carType: 'new' })).toBe(17);
    expect(formEvent({ kind: 'test-drive', carType: 'used' })).toBe(48);
    expect(formEvent({ kind: 'offer-acceptance' })).toBe(18);
  });
});

describe('payloads', () => {
  it('turns Careers Enquiry into General Enquiry with subcategory Career Enquiry', () => {
    expect(leadCategory('Careers Enquiry')).toEqual({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
    expect(leadCategory('Sales Enquiry')).toEqual({ category: 'Sales Enquiry' });
  });

  it('builds the lead payload with source Website, the car and the lead attributes', () => {
    const attributes = leadAttributes(['/', '/cars/x'], { utm_source: 'google' });
    const payload = leadPayload(
      { kind: 'enquiry', values: { name: 'Ada' }, car: { id: 7, dealership_id: 3 }, category: 'Sales Enquiry' },
      { url: 'http://x/cars/x', userAgent: 'UA', attributes },
    );
    expect(payload).toEqual({
      kind: 'enquiry',
      category: 'Sales Enquiry',
      url: 'http://x/cars/x',
      source: 'Website',
      user_agent: 'UA',
      car_id: 7,
      car_dealership_id: 3,
      lead_attributes: { visited_pages: ['/', '/cars/x'], linked_query_params: { utm_source: 'google' } },
      fields: { name: 'Ada' },
    });
  });

  it('builds the form payload with the checked services and dealership apart', () => {
    const context = { url: 'https://x/contact-us', attributes: { visited_pages: [], linked_query_params: {} } };
    expect(
      formPayload({ category: 'Careers Enquiry', name: 'Ada', additional_services: ['Finance'], dealership_slug: 'd' }, { page: 'contact' }, context),
    ).toEqual({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      custom_parameters: { page: 'contact' },
      url: 'https://x/contact-us',
      lead_attributes: context.attributes,
      fields: { name: 'Ada' },
      additional_services: ['Finance'],
      dealership_slug: 'd',
    });
  });

  it('sends with a form where it was sent from and the pages seen before, as a lead does', () => {
    const attributes = { visited_pages: ['/offers/spring'], linked_query_params: { utm_campaign: 'spring' } };
    expect(formPayload({ name: 'Ada' }, {}, { url: 'https://x/contact-us?offer_id=spring', attributes })).toMatchObject({
      url: 'https://x/contact-us?offer_id=spring',
      lead_attributes: attributes,
    });
  });
});

describe('a form payload read back on arrival', () => {
  const context = { url: 'https://x/contact-us', attributes: { visited_pages: [], linked_query_params: {} } };

  it('gives the values it was made from, a careers enquiry’s category included', () => {
    const sent: FormValues[] = [
      { category: 'Careers Enquiry', name: 'Ada', additional_services: [], dealership_slug: 'd' },
      { category: 'Service Enquiry', name: 'Ada', message: 'Brakes', additional_services: ['Wheel alignment'] },
    ];
    for (const values of sent) expect(formValuesOf(formPayload(values, {}, context))).toEqual(values);
  });

  it('names each field where the payload holds it, and reads that name back', () => {
    expect(['category', 'dealership_slug', 'additional_services', 'email'].map(formPayloadPath)).toEqual([
      'category',
      'dealership_slug',
      'additional_services',
      'fields.email',
    ]);
    expect(['fields.email', 'category', 'url', 'fields.'].map(fieldOfPath)).toEqual(['email', 'category', null, null]);
  });
});

describe('outcomes', () => {
  it('show the server’s problems with fields against those fields, and any other 400 as the form’s error', () => {
    const issues = [
      { path: 'fields.booking_at', message: 'Please choose a date and time in the future' },
      { path: 'category', message: 'Category is required' },
      { path: 'url', message: 'Required' },
    ];
    const fieldErrors = [
      { field: 'booking_at', message: 'Please choose a date and time in the future' },
      { field: 'category', message: 'Category is required' },
    ];
    expect(leadOutcome({ error: 'The request is not valid', issues })).toEqual({ ok: false, fieldErrors });
    expect(formOutcome(400, { error: 'The request is not valid', issues })).toEqual({ ok: false, fieldErrors });
    expect(formOutcome(400, { error: 'The request is not valid', issues: [{ path: 'url', message: 'Required' }] })).toMatchObject({
      alert: 'An error occurred when submitting this form',
      message: 'The request is not valid',
    });
  });

  it('a lead succeeds with lead_id, else shows the server error or the spec fallback', () => {
    expect(leadOutcome({ lead_id: 'a1b2' })).toEqual({ ok: true, leadId: 'a1b2', next: '/success' });
    expect(leadOutcome({ error: 'Too many submissions' })).toEqual({ ok: false, alert: null, message: 'Too many submissions' });
    expect(leadOutcome({})).toEqual({ ok: false, alert: null, message: 'An unexpected error occured' });
    expect(networkOutcome('lead')).toMatchObject({ message: 'An unexpected error occured' });
  });

  it('a form failure raises the alert with the server message or the same text', () => {
    expect(formOutcome(200, { success: true, lead_id: 'c3d4', redirect: '/success' })).toEqual({ ok: true, leadId: 'c3d4', next: '/success' });
    expect(formOutcome(500, {})).toEqual({
      ok: false,
      alert: 'An error occurred when submitting this form',
      message: 'An error occurred when submitting this form',
    });
    expect(formOutcome(400, { error: 'The request is not valid' })).toMatchObject({ message: 'The request is not valid' });
  });
});

describe('visitor', () => {
  it('keeps the profile fields only and survives a corrupt store', () => {
    expect(profileFrom({ name: ' Ada ', email: 'a@b.co', message: 'hi', opt_in: true })).toEqual({ name: 'Ada', email: 'a@b.co' });
    expect(parseProfile('{oops')).toEqual({});
    expect(parseProfile(JSON.stringify({ phone: '0412', evil: 1 }))).toEqual({ phone: '0412' });
  });

  it('records visited pages once each, the latest 20, and campaign parameters', () => {
    expect(visitedPages(['/a'], '/a')).toEqual(['/a']);
    const many = Array.from({ length: 25 }, (_, i) => `/p${i}`).reduce<string[]>((pages, p) => visitedPages(pages, p), []);
    expect(many).toHaveLength(20);
    expect(many[19]).toBe('/p24');
    expect(linkedQueryParams({}, '?utm_source=g&page=2&gclid=x')).toEqual({ utm_source: 'g', gclid: 'x' });
  });
});
