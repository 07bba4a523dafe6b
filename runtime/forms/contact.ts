import type { FieldSpec, FieldValue, FormValues } from './fields.ts';
import { FORM_TEXTS, required } from './messages.ts';
import type { FieldError } from './validation.ts';

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

const filled = (value: FieldValue | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * Someone to answer, whatever the form: a name, and an email or a phone. Each form's own fields may ask for more;
 * this is what the server holds every submission to, including one that names no form.
 */
export function contactProblems(values: FormValues): FieldError[] {
  return [
    ...(filled(values.name) ? [] : [{ field: 'name', message: required('Name') }]),
    ...(filled(values.email) || filled(values.phone) ? [] : [{ field: 'email', message: FORM_TEXTS.emailOrPhone }]),
  ];
}
