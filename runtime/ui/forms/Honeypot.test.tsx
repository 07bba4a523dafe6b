import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '@dealer/forms/honeypot';
import { StepForm } from './StepForm';

const html = renderToString(
  <StepForm
    id="enquiry"
    steps={[{ title: 'Your details', fields: [{ name: 'name', label: 'First name', kind: 'text', required: true }] }]}
    initial={{ name: 'Ada' }}
    submitLabel="Send"
    onSubmit={async () => ({ ok: false, alert: null, message: '' })}
    onSuccess={() => undefined}
  />,
);

describe('the honeypot of every lead form', () => {
  it('is out of sight and out of the accessibility tree', () => {
    expect(html).toMatch(
      new RegExp(`<div class="visually-hidden" aria-hidden="true"><label for="enquiry-${HONEYPOT_FIELD}">[^<]*</label><input id="enquiry-${HONEYPOT_FIELD}"`),
    );
  });

  it('is out of the tab order, empty and never autofilled', () => {
    const input = new RegExp(`<input[^>]*name="${HONEYPOT_FIELD}"[^>]*>`).exec(html)![0];
    expect(input).toContain('tabindex="-1"');
    expect(input).toContain('autoComplete="off"');
    expect(input).toContain('value=""');
  });
});
