import type { FieldSpec, FieldValue, FormValues } from './fields.ts';
import { FORM_TEXTS, required } from './messages.ts';
import { amountError } from './money.ts';
import { isPostcode } from './postcode.ts';

export interface FieldError {
  field: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Australian numbers: 8 to 10 digits once spaces, brackets and a +61 prefix are gone. */
const isPhone = (value: string) => /^(\+?61|0)?\d{8,10}$/.test(value.replace(/[\s()-]/g, ''));

const isEmpty = (value: FieldValue | undefined) =>
  value === undefined || value === false || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

function fieldError(field: FieldSpec, value: FieldValue | undefined): string | null {
  if (isEmpty(value)) {
    if (!field.required) return null;
    // The lead form's postcode is required and reports the format message even when empty.
    if (field.kind === 'postcode') return FORM_TEXTS.postcodeFormat;
    return field.requiredMessage ?? required(field.label);
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (field.kind === 'email' && !EMAIL.test(text)) return FORM_TEXTS.invalidEmail;
  if (field.kind === 'tel' && !isPhone(text)) return FORM_TEXTS.invalidPhone;
  if (field.kind === 'postcode' && !isPostcode(text)) return FORM_TEXTS.postcodeFormat;
  if (field.kind === 'number' && !/^\d+$/.test(text.replace(/,/g, ''))) return FORM_TEXTS.invalidNumber;
  if (field.kind === 'money') return amountError(text, field.max);
  if (field.pattern && !new RegExp(`^(?:${field.pattern.source})$`).test(text)) return field.pattern.message;
  if ((field.kind === 'select' || field.kind === 'radio') && field.options && !field.options.some((o) => o.value === text)) return required(field.label);
  return null;
}

/** Every problem with the values, in field order, each with the field it belongs to. */
export function validateFields(fields: readonly FieldSpec[], values: FormValues): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of fields) {
    const message = fieldError(field, values[field.name]);
    if (message) errors.push({ field: field.name, message });
  }
  return errors;
}
