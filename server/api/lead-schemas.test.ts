import { describe, expect, it } from 'vitest';
import { formSchema, leadSchema, valuationSchema } from './lead-schemas.ts';

const attributes = { visited_pages: ['/cars/\u0007x'], linked_query_params: { utm: 'a\u202eb' } };
// U+202E (right-to-left override) shows "Jo" then the rest reversed; U+2066-2069 isolate; U+0000-001F, U+007F-009F control.
const SPOOFED = '\u202eJo\u2066 Smith\u2069\u0000\u0085\r\n=1';

describe('lead payloads', () => {
  it('strip bidi and control characters from names and other one-line text', () => {
    const lead = leadSchema.parse({
      kind: 'enquiry',
      category: 'Sales\u200f Enquiry',
      url: 'http://x/\u0000cars',
      source: 'Website',
      user_agent: 'UA\u001b[31m',
      lead_attributes: attributes,
      fields: { name: SPOOFED, last_name: 'O\u202cNeil', email: 'jo@example.com', services: ['Tyres\u061c'], opt_in: true },
    });
    expect(lead.fields).toEqual({ name: 'Jo Smith=1', last_name: 'ONeil', email: 'jo@example.com', services: ['Tyres'], opt_in: true });
    expect([lead.category, lead.url, lead.user_agent]).toEqual(['Sales Enquiry', 'http://x/cars', 'UA[31m']);
    expect(lead.lead_attributes).toEqual({ visited_pages: ['/cars/x'], linked_query_params: { utm: 'ab' } });
  });

  it('keep the line breaks of a message but not its bidi or other control characters', () => {
    const form = formSchema.parse({
      category: 'General',
      fields: { name: 'Jo', phone: '0400 000 000', message: 'Hi\r\n\tthere\u202e\u0007!' },
      additional_services: ['\u2067Wash'],
    });
    expect(form.fields.message).toBe('Hi\r\n\tthere!');
    expect(form.additional_services).toEqual(['Wash']);
  });

  it('refuse a name that is nothing but control characters', () => {
    const body = {
      rego: 'ABC123',
      regoState: 'qld',
      kms: 1000,
      finance: 'No',
      name: '\u202e\u0000 ',
      phone: '0400 000 000',
      email: 'jo@example.com',
      PreferredContactMethod: 'Phone',
      url: '/',
      user_agent: 'UA',
      lead_attributes: attributes,
    };
    expect(valuationSchema.safeParse(body).success).toBe(false);
    expect(valuationSchema.parse({ ...body, name: 'Jo\u202e' }).name).toBe('Jo');
  });

  it('strip them from e-mail addresses and from the names of fields and parameters', () => {
    const body = {
      rego: 'ABC123',
      regoState: 'qld',
      kms: 1000,
      finance: 'No',
      name: 'Jo',
      phone: '0400 000 000',
      email: 'jo\u202e@example.com\u0000',
      PreferredContactMethod: 'Phone',
      url: '/',
      user_agent: 'UA',
      lead_attributes: { visited_pages: [], linked_query_params: { 'ut\u2066m\u0085': 'x' } },
      fields: { 'na\u200eme': 'Jo', ['\u061cstock_number']: 'A1' },
    };
    const valuation = valuationSchema.parse(body);
    expect(valuation.email).toBe('jo@example.com');
    expect(valuation.lead_attributes.linked_query_params).toEqual({ utm: 'x' });
    expect(valuation.fields).toEqual({ name: 'Jo', stock_number: 'A1' });
    const form = formSchema.parse({ category: 'General', custom_parameters: { '\u202aref': '1' }, fields: { name: 'Jo' } });
    expect(form.custom_parameters).toEqual({ ref: '1' });
  });
});
