import { describe, expect, it } from 'vitest';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import { LEAD_KINDS } from '../../schema/lists.ts';
import { formContext } from './form-context.ts';
import { formStepsOf, submissionProblems } from './submission-rules.ts';

const harbourside = sampleTenant('harbourside-auto-group');
const redgum = sampleTenant('redgum-used-cars');
// Harbourside keeps Toyotas at its sales yard 11 (hours Mon-Fri 8:00-5:30, Sat 8:30-4:00, Sun closed) with its service centre 12 beside it.
const toyota = { make: 'Toyota', location: { id: 11, name: 'Harbourside Toyota - Sales', distribution_locations: [12] } };
const now = new Date('2026-11-27T03:00:00Z');
const contact = { name: 'Ada', email: 'ada@example.com', phone: '0412 345 678' };
const fieldsOf = (errors: { field: string }[]) => errors.map((e) => e.field);

describe('the rules a submission is checked against on arrival', () => {
  it('are the fields of the form each kind comes from, or none for kinds with checks of their own', () => {
    const context = formContext(harbourside, undefined);
    const named = (kind: (typeof LEAD_KINDS)[number]) => formStepsOf(kind, context)?.flatMap((s) => s.fields.map((f) => f.name));
    expect(named('enquiry')).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'category', 'location_id', 'dealership_slug', 'message']));
    expect(named('lead-form')).toEqual(expect.arrayContaining(['postcode', 'form_name']));
    expect(named('online-payment')).toEqual(expect.arrayContaining(['reference', 'amount']));
    for (const kind of ['trade-in-valuation', 'rego-lookup', 'offer-acceptance'] as const) expect(formStepsOf(kind, context)).toBeNull();
    for (const kind of LEAD_KINDS) expect(() => formStepsOf(kind, context)).not.toThrow();
  });

  it('always need someone to answer: a name, and an email or a phone', () => {
    expect(submissionProblems(null, {}, now)).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'email', message: 'Please enter an email or a phone number' },
    ]);
    expect(submissionProblems(null, { name: ' ', phone: '0412 345 678' }, now)).toEqual([{ field: 'name', message: 'Name is required' }]);
    expect(submissionProblems(null, { name: 'Ada', email: 'ada@example.com' }, now)).toEqual([]);
  });

  it('hold an enquiry to the page’s own rules, by the site’s options', () => {
    const steps = formStepsOf('enquiry', formContext(harbourside, undefined));
    expect(fieldsOf(submissionProblems(steps, { ...contact, phone: '12' }, now))).toEqual(['phone', 'category', 'location_id', 'dealership_slug', 'message']);
    const valid = { ...contact, category: 'General Enquiry', location_id: '11', dealership_slug: harbourside.dealerships[0]!.slug, message: 'Hi' };
    expect(submissionProblems(steps, valid, now)).toEqual([]);
    expect(submissionProblems(steps, { ...valid, category: 'Free Money' }, now)).toEqual([{ field: 'category', message: 'Category is required' }]);
    // Redgum asks for the terms and not for a message.
    const redgumSteps = formStepsOf('enquiry', formContext(redgum, { make: 'Ford', location: null }));
    expect(submissionProblems(redgumSteps, contact, now)).toEqual([
      { field: 'terms_conditions', message: '* You must agree to the terms of use before submitting the form.' },
    ]);
  });

  it('take a test drive in the future, within the hours of the location chosen, else the car’s yard', () => {
    const steps = formStepsOf('test-drive', formContext(harbourside, toyota, { testDrive: true }));
    expect(submissionProblems(steps, { ...contact, booking_at: '2020-01-01T03:00' }, now)).toEqual([
      { field: 'booking_at', message: 'Please choose a date and time in the future' },
    ]);
    expect(submissionProblems(steps, { ...contact, booking_at: '2026-11-30T03:00' }, now)).toEqual([
      { field: 'booking_at', message: 'Harbourside Toyota - Sales is open 8:00am - 5:30pm on 30/11/2026. Please choose a time within those hours.' },
    ]);
    expect(submissionProblems(steps, { ...contact, booking_at: '2026-11-30T10:00' }, now)).toEqual([]);
    // The booking is optional, as the spec has it; a location not among the car's yards is not one to choose.
    expect(submissionProblems(steps, contact, now)).toEqual([]);
    expect(fieldsOf(submissionProblems(steps, { ...contact, location_id: '13' }, now))).toEqual(['location_id']);
  });

  it('offer no location choice for a car the site no longer lists, and check the time against no location', () => {
    const context = formContext(harbourside, null, { testDrive: true });
    expect(context).toMatchObject({ locations: [], hasCar: true, booking: { defaultLocationId: null } });
    expect(submissionProblems(formStepsOf('test-drive', context), { ...contact, booking_at: '2026-11-29T10:00' }, now)).toEqual([]);
    expect(fieldsOf(submissionProblems(formStepsOf('test-drive', context), { ...contact, booking_at: '2020-01-01T03:00' }, now))).toEqual(['booking_at']);
  });
});
