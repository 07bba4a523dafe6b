import { describe, expect, it } from 'vitest';
import { tenantSchema } from '../../schema/tenant.ts';
import { onlinePaymentSteps, spinToWinSteps } from './account-forms.ts';
import type { FormContext } from './forms.ts';
import { amountError, parseAmount } from './money.ts';
import { validateFields } from './validation.ts';

const context = (forms: object = {}): FormContext => ({ forms: tenantSchema.shape.forms.parse(forms), locations: [{ id: 1, name: 'North' }], hasCar: false });
const contact = { name: 'Ada', email: 'ada@example.com', phone: '0412 345 678' };

describe('amounts', () => {
  it('reads dollars with or without $, thousands commas and cents', () => {
    expect(parseAmount('$1,250.50')).toBe(1250.5);
    expect(parseAmount('1250.5')).toBe(1250.5);
    expect(parseAmount(' 99 ')).toBe(99);
    for (const bad of ['', 'abc', '1,25', '12.345', '-5', '1e3', '$']) expect(parseAmount(bad)).toBeNull();
  });

  it('says what is wrong: not an amount, nothing to pay, or over the limit', () => {
    expect(amountError('ten', 100)).toBe('Please enter an amount in dollars, like 250.00');
    expect(amountError('0.00', 100)).toBe('Please enter an amount above $0');
    expect(amountError('100.01', 100)).toBe('Please enter an amount of no more than $100');
    expect(amountError('100', 100)).toBeNull();
  });
});

describe('online payment form', () => {
  const [step] = onlinePaymentSteps(context());
  const fields = step!.fields;

  it('asks for name, last name, email, phone, the invoice or reference number and the amount', () => {
    expect(fields.map((f) => f.name)).toEqual(['name', 'last_name', 'email', 'phone', 'reference', 'amount', 'message']);
    expect(validateFields(fields, {}).map((e) => e.field)).toEqual(['name', 'email', 'phone', 'reference', 'amount']);
  });

  it('checks the reference and the amount, up to $100,000', () => {
    expect(validateFields(fields, { ...contact, reference: 'INV-20931', amount: '$1,250.00' })).toEqual([]);
    expect(validateFields(fields, { ...contact, reference: 'x', amount: '250000' })).toEqual([
      { field: 'reference', message: 'Please enter your invoice or reference number: 3 to 30 letters or digits' },
      { field: 'amount', message: 'Please enter an amount of no more than $100,000' },
    ]);
    expect(validateFields(fields, { ...contact, reference: 'RO 1234/5', amount: '1' })).toEqual([]);
    expect(validateFields(fields, { ...contact, reference: '<script>', amount: '1' })).toEqual([
      { field: 'reference', message: 'Please enter your invoice or reference number: 3 to 30 letters or digits' },
    ]);
  });

  it('adds the terms where the site requires them', () => {
    expect(onlinePaymentSteps(context({ requireTerms: true }))[0]!.fields.at(-1)?.name).toBe('terms_conditions');
  });
});

describe('spin-to-win entry', () => {
  it('needs a 4-digit postcode and the competition terms; opt-in stays optional', () => {
    const [step] = spinToWinSteps(context());
    expect(validateFields(step!.fields, { ...contact, postcode: '40', opt_in: true })).toEqual([
      { field: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' },
      { field: 'competition_terms', message: 'Please accept the competition terms to enter' },
    ]);
    expect(validateFields(step!.fields, { ...contact, postcode: '4000', competition_terms: true })).toEqual([]);
  });
});
