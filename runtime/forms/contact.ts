import type { FieldSpec } from './fields.ts';

/** The contact fields every form shares (site-pages spec §3 enquiry form fields). */
export function contactFields(options: { postcode?: 'optional' | 'required' | 'none' } = {}): FieldSpec[] {
  const postcode = options.postcode ?? 'optional';
  return [
    { name: 'name', label: 'First name', kind: 'text', required: true, autoComplete: 'given-name' },
    { name: 'last_name', label: 'Last name', kind: 'text', autoComplete: 'family-name' },
    { name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
    { name: 'phone', label: 'Phone', kind: 'tel', required: true, autoComplete: 'tel' },
    ...(postcode === 'none'
      ? []
      : [{ name: 'postcode', label: 'Postcode', kind: 'postcode', required: postcode === 'required', autoComplete: 'postal-code' } satisfies FieldSpec]),
  ];
}
