import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '@dealer/forms/fields';
import { FORM_TEXTS } from '@dealer/forms/messages';
import { Fields } from './Fields';

const fields: FieldSpec[] = [
  { name: 'name', label: 'First name', kind: 'text', required: true },
  { name: 'postcode', label: 'Postcode', kind: 'postcode', required: true },
  { name: 'Rego', label: 'Rego', kind: 'text', placeholder: FORM_TEXTS.regoPlaceholder },
  {
    name: 'finance',
    label: 'Is Your Car Currently Under Finance',
    kind: 'select',
    options: [
      { value: 'Yes', label: 'Yes' },
      { value: 'No', label: 'No' },
    ],
    placeholder: FORM_TEXTS.selectOption,
  },
  { name: 'terms_conditions', label: 'I agree', kind: 'checkbox', required: true, requiredMessage: FORM_TEXTS.terms },
];

const render = (errors: Record<string, string> = {}, values = {}) =>
  renderToString(<Fields formId="f" fields={fields} values={{ name: 'Ada', ...values }} errors={errors} disabled={false} onChange={() => undefined} />);

describe('Fields', () => {
  it('labels every input and marks required ones', () => {
    const html = render();
    expect(html).toContain('<label for="f-name">First name<span aria-hidden="true"> *</span></label>');
    expect(html).toMatch(/id="f-name"[^>]*value="Ada"/);
    expect(html).toContain('aria-required="true"');
  });

  it('ties an error to its input with aria-invalid and aria-describedby, keeping the typed value', () => {
    const html = render({ postcode: FORM_TEXTS.postcodeFormat }, { postcode: '400' });
    const input = /<input[^>]*id="f-postcode"[^>]*>/.exec(html)![0];
    expect(input).toContain('value="400"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="f-postcode-error"');
    expect(html).toContain('<p id="f-postcode-error" class="form-field__error">Invalid postcode. Please enter a 4-digit number.</p>');
  });

  it('caps the postcode input at 4 characters with a numeric keypad, shows placeholders', () => {
    const html = render();
    expect(html).toMatch(/id="f-postcode"[^>]*inputMode="numeric" maxLength="4"/);
    expect(html).toContain('placeholder="Rego - Helps us better assist your enquiry"');
    expect(html).toContain('<option value="" selected="">Please Select An Option...</option>');
  });
});
