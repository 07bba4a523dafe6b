import { bookingProblem } from './booking.ts';
import type { FieldSpec, FieldValue, FormValues } from './fields.ts';
import { FORM_TEXTS, required } from './messages.ts';
import { amountError } from './money.ts';
import { isPostcode } from './postcode.ts';

export interface FieldError {
  field: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL.test(value);
/** Australian numbers: 8 to 10 digits once spaces, brackets and a +61 prefix are gone. */
export const isPhone = (value: string): boolean => /^(\+?61|0)?\d{8,10}$/.test(value.replace(/[\s()-]/g, ''));

const isEmpty = (value: FieldValue | undefined) =>
  value === undefined || value === false || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

function fieldError(field: FieldSpec, values: FormValues, now: Date): string | null {
  const value = values[field.name];
  if (isEmpty(value)) {
    if (!field.required) return null;
    // The lead form's postcode is required and reports the format message even when empty.
    if (field.kind === 'postcode') return FORM_TEXTS.postcodeFormat;
    return field.requiredMessage ?? required(field.label);
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (field.kind === 'email' && !isEmail(text)) return FORM_TEXTS.invalidEmail;
  if (field.kind === 'tel' && !isPhone(text)) return FORM_TEXTS.invalidPhone;
  if (field.kind === 'postcode' && !isPostcode(text)) return FORM_TEXTS.postcodeFormat;
  if (field.kind === 'number' && !/^\d+$/.test(text.replace(/,/g, ''))) return FORM_TEXTS.invalidNumber;
  if (field.kind === 'money') return amountError(text, field.max);
  if (field.kind === 'datetime' && field.booking)
    return bookingProblem(text, typeof values.location_id === 'string' ? values.location_id : '', field.booking, now);
  if (field.pattern && !new RegExp(`^(?:${field.pattern.source})$`).test(text)) return field.pattern.message;
  if ((field.kind === 'select' || field.kind === 'radio') && field.options && !field.options.some((o) => o.value === text)) return required(field.label);
  return null;
}

/** Every problem with the values, in field order, each with the field it belongs to; `now` is when a booking must be after. */
export function validateFields(fields: readonly FieldSpec[], values: FormValues, now: Date = new Date()): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of fields) {
    const message = fieldError(field, values, now);
    if (message) errors.push({ field: field.name, message });
  }
  return errors;
}
