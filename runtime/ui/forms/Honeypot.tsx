/**
 * The honeypot field (@dealer/forms/honeypot) of every lead form. Out of sight, out of the accessibility tree
 * and out of the tab order, with autofill off, so no person, keyboard, screen reader or browser fills it.
 */
import { HONEYPOT_FIELD } from '@dealer/forms/honeypot';
import type { FieldValue } from '@dealer/forms/fields';

export function Honeypot({ formId, value, onChange }: { formId: string; value: FieldValue | undefined; onChange(value: string): void }) {
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        value={typeof value === 'string' ? value : ''}
        tabIndex={-1}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
