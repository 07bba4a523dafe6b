import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '@dealer/forms/fields';
import { FORM_TEXTS } from '@dealer/forms/messages';
import { Fields } from './Fields';
import { quickPicksOf } from './NumberInput';

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

  it('shows a money field with the $ beside the input, the amount grouped, and the site’s quick picks as buttons', () => {
    const amount: FieldSpec = { name: 'amount', label: 'Amount', kind: 'money', required: true };
    const html = renderToString(
      <Fields formId="f" fields={[amount]} values={{ amount: '1250000.5' }} errors={{}} disabled={false} onChange={() => undefined} />,
    );
    expect(html).toContain('<label for="f-amount">Amount<span aria-hidden="true"> *</span></label>');
    expect(html).toMatch(/<span class="form-field__affix">\$<\/span><input id="f-amount"[^>]*\/>/);
    const input = /<input id="f-amount"[^>]*>/.exec(html)![0];
    for (const attribute of ['name="amount"', 'type="text"', 'value="1,250,000.5"', 'inputMode="decimal"', 'aria-required="true"'])
      expect(input).toContain(attribute);
    expect(html).toContain('<div class="form-field__quick-picks" role="group" aria-label="Quick picks for Amount">');
    expect([...html.matchAll(/<button type="button"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1])).toEqual(['$5,000', '$70,000']);
  });

  it('shows the km field with the kms suffix after a numeric input, and quick picks only when it has them', () => {
    const kms: FieldSpec = { name: 'kms', label: 'Kilometres', kind: 'number', suffix: ' kms' };
    const html = renderToString(<Fields formId="f" fields={[kms]} values={{ kms: '45000' }} errors={{}} disabled={false} onChange={() => undefined} />);
    expect(html).toMatch(/<input id="f-kms"[^>]*\/><span class="form-field__affix"> kms<\/span>/);
    const input = /<input id="f-kms"[^>]*>/.exec(html)![0];
    for (const attribute of ['name="kms"', 'value="45,000"', 'inputMode="numeric"']) expect(input).toContain(attribute);
    expect(html).not.toContain('<button');
    const picked = renderToString(
      <Fields formId="f" fields={[{ ...kms, quickPicks: [50_000, 100_000] }]} values={{ kms: '' }} errors={{}} disabled={false} onChange={() => undefined} />,
    );
    expect([...picked.matchAll(/<button type="button"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1])).toEqual(['50,000 kms', '100,000 kms']);
  });

  it('offers $300,000 and $800,000 under the high money range, and no pick above the field’s maximum', () => {
    expect(quickPicksOf({ kind: 'money' }, { highMoneyRange: true })).toEqual([300_000, 800_000]);
    expect(quickPicksOf({ kind: 'money', max: 100_000 }, { highMoneyRange: true })).toEqual([]);
    expect(quickPicksOf({ kind: 'money', max: 10_000 }, { highMoneyRange: false })).toEqual([5000]);
    expect(quickPicksOf({ kind: 'money', quickPicks: [] }, { highMoneyRange: false })).toEqual([]);
    expect(quickPicksOf({ kind: 'number' }, { highMoneyRange: false })).toEqual([]);
  });
});
