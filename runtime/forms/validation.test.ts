import { describe, expect, it } from 'vitest';
import { tenantSchema } from '../../schema/tenant.ts';
import { enquirySteps, leadFormSteps, testDriveSteps, valuationStart, valuationSteps, type FormContext } from './forms.ts';
import { initialValues } from './fields.ts';
import { capPostcode, isPostcode } from './postcode.ts';
import { advance, stepOfErrors } from './steps.ts';
import { validateFields } from './validation.ts';

const forms = (overrides: object = {}) => tenantSchema.shape.forms.parse(overrides);
const one = [{ id: 1, name: 'North' }];
const two = [...one, { id: 2, name: 'South' }];
const context = (overrides: Partial<FormContext> = {}): FormContext => ({ forms: forms(), locations: one, hasCar: false, ...overrides });
const fieldsOf = (steps: { fields: { name: string }[] }[]) => steps.flatMap((s) => s.fields.map((f) => f.name));
const valid = { name: 'Ada', email: 'ada@example.com', phone: '0412 345 678', category: 'General Enquiry', message: 'Hello' };

describe('postcode', () => {
  it('keeps digits only, at most 4, with no thousands separator', () => {
    expect(capPostcode('40001')).toBe('4000');
    expect(capPostcode('4,000')).toBe('4000');
    expect(capPostcode('ab12')).toBe('12');
    expect(isPostcode('0800')).toBe(true);
    expect(isPostcode('800')).toBe(false);
  });
});

describe('enquiry form', () => {
  it('needs the category and Comments by default, and keeps opt-in ticked', () => {
    const [step] = enquirySteps(context());
    expect(validateFields(step!.fields, initialValues(step!.fields, { opt_in: true }))).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'First name is required' },
        { field: 'category', message: 'Category is required' },
        { field: 'message', message: 'Comments is required' },
      ]),
    );
    expect(validateFields(step!.fields, { ...valid, opt_in: true })).toEqual([]);
    expect(step!.fields.find((f) => f.name === 'Rego')?.placeholder).toBe('Rego - Helps us better assist your enquiry');
    expect(step!.fields.find((f) => f.name === 'trade_in')?.options?.map((o) => o.value)).toEqual(['Yes', 'No']);
  });

  it('relaxes the message when the site says so, requires the terms with their sentence, hides opt-in', () => {
    const [step] = enquirySteps(context({ forms: forms({ messageRequired: false, requireTerms: true, hideOptIn: true }) }));
    expect(fieldsOf([step!])).not.toContain('opt_in');
    expect(validateFields(step!.fields, { ...valid, message: '' })).toEqual([
      { field: 'terms_conditions', message: '* You must agree to the terms of use before submitting the form.' },
    ]);
  });

  it('shows and requires location and preferred dealership only when there is a choice; no category for a car', () => {
    expect(fieldsOf(enquirySteps(context()))).not.toContain('location_id');
    const dealerships = [
      { slug: 'a', name: 'A' },
      { slug: 'b', name: 'B' },
    ];
    const [step] = enquirySteps(context({ locations: two, dealerships }));
    expect(validateFields(step!.fields, valid).map((e) => e.field)).toEqual(['location_id', 'dealership_slug']);
    expect(fieldsOf(enquirySteps(context({ hasCar: true, dealerships })))).not.toEqual(expect.arrayContaining(['category', 'dealership_slug']));
  });

  it('lists additional services as checkboxes when the site offers them', () => {
    const [step] = enquirySteps(context({ forms: forms({ additionalServices: ['Finance', 'Insurance'] }) }));
    expect(step!.fields.find((f) => f.name === 'additional_services')?.kind).toBe('checkboxes');
  });

  it('rejects a bad email and phone', () => {
    const [step] = enquirySteps(context());
    expect(validateFields(step!.fields, { ...valid, email: 'ada@', phone: '12' })).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'phone', message: 'Please enter a valid phone number' },
    ]);
  });
});

describe('test drive form', () => {
  it('advances step by step: contact first, then an optional booking; the last step submits', () => {
    const steps = testDriveSteps(context({ locations: two }));
    expect(advance(steps, 0, {})).toMatchObject({ action: 'errors' });
    expect(advance(steps, 0, valid)).toEqual({ action: 'next', step: 1 });
    expect(advance(steps, 1, valid)).toEqual({ action: 'submit' });
    expect(fieldsOf(steps.slice(1))).toEqual(['booking_at', 'location_id', 'message', 'opt_in']);
  });

  it('goes back to the step of the first field the server finds a problem with', () => {
    const steps = testDriveSteps(context());
    expect(stepOfErrors(steps, [{ field: 'booking_at', message: 'Please choose a date and time in the future' }])).toBe(1);
    expect(
      stepOfErrors(steps, [
        { field: 'url', message: 'Required' },
        { field: 'email', message: 'Please enter a valid email address' },
      ]),
    ).toBe(0);
    expect(stepOfErrors(steps, [{ field: 'url', message: 'Required' }])).toBe(-1);
  });

  it('checks the booking time when the site gives its hours, on the step that asks for it', () => {
    const booking = {
      timeZone: 'Australia/Brisbane',
      locations: [{ id: 1, name: 'North', opening_hours: [] }],
      hours: { specialHours: [], closedText: 'Closed' as const },
      defaultLocationId: 1,
    };
    const steps = testDriveSteps(context({ booking }));
    expect(advance(steps, 1, { ...valid, booking_at: '2020-01-01T03:00' })).toEqual({
      action: 'errors',
      errors: [{ field: 'booking_at', message: 'Please choose a date and time in the future' }],
    });
    expect(advance(steps, 1, { ...valid, booking_at: '2099-01-01T03:00' })).toEqual({ action: 'submit' });
  });
});

describe('lead form', () => {
  it('requires a 4-digit postcode with the exact message', () => {
    const [step] = leadFormSteps(context());
    const values = { name: 'Ada', phone: '0412345678', email: 'ada@example.com' };
    for (const postcode of ['', '400', 'abcd'])
      expect(validateFields(step!.fields, { ...values, postcode })).toEqual([
        { field: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' },
      ]);
    expect(validateFields(step!.fields, { ...values, postcode: '4000' })).toEqual([]);
  });
});

describe('valuation wizard', () => {
  it('starts on Phone and the site state; finance needs Yes or No with the select placeholder', () => {
    const steps = valuationSteps(context());
    const start = valuationStart('qld');
    expect(start).toEqual({ PreferredContactMethod: 'Phone', regoState: 'qld' });
    const finance = steps[0]!.fields.find((f) => f.name === 'finance')!;
    expect(finance.placeholder).toBe('Please Select An Option...');
    expect(steps[1]!.fields.find((f) => f.name === 'PreferredContactMethod')?.options?.map((o) => o.value)).toEqual(['Phone', 'Email', 'SMS']);
    expect(advance(steps, 0, { ...start, rego: 'ABC123', kms: '45000', finance: '' })).toEqual({
      action: 'errors',
      errors: [{ field: 'finance', message: 'Is Your Car Currently Under Finance is required' }],
    });
    expect(advance(steps, 0, { ...start, rego: 'ABC123', kms: '45,000', finance: 'No' })).toEqual({ action: 'next', step: 1 });
    expect(advance(steps, 0, { ...start, rego: 'ABC123', kms: 'lots', finance: 'No' })).toMatchObject({
      errors: [{ field: 'kms', message: 'Please enter a whole number' }],
    });
  });
});
