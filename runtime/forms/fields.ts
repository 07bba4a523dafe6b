import type { BookingRule } from './booking.ts';

/**
 * A form is data: a list of field specs the components render and `validateFields` checks, so every
 * form shares one renderer and one set of rules.
 */
export type FieldKind =
  'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox' | 'checkboxes' | 'radio' | 'postcode' | 'number' | 'money' | 'datetime' | 'hidden';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  options?: readonly FieldOption[];
  placeholder?: string;
  /** Replaces "{label} is required", e.g. the terms checkbox's sentence. */
  requiredMessage?: string;
  /** A shape the whole value must have (a regular expression's source) and what to say when it has not. */
  pattern?: { source: string; message: string };
  /** The largest amount a money field takes, in dollars. */
  max?: number;
  /** Amounts a money or number field sets with one press; a money field without them offers the site's (`moneyQuickPicks`), `[]` none. */
  quickPicks?: readonly number[];
  /** Shown after a number field's input and never part of its value, e.g. " kms". */
  suffix?: string;
  autoComplete?: string;
  /** A date-time field that books a visit: in the future and within the location's opening hours. */
  booking?: BookingRule;
}

export type FieldValue = string | boolean | string[];
export type FormValues = Record<string, FieldValue>;

export const options = (values: readonly string[]): FieldOption[] => values.map((value) => ({ value, label: value }));

/** The value a field starts with when neither defaults nor the visitor profile give one. */
export function emptyValue(field: Pick<FieldSpec, 'kind'>): FieldValue {
  if (field.kind === 'checkbox') return false;
  if (field.kind === 'checkboxes') return [];
  return '';
}

/** Defaults first, then what the form was given, so a prefilled profile never hides a car's defaults. */
export function initialValues(fields: readonly FieldSpec[], given: FormValues): FormValues {
  const values: FormValues = { ...given };
  for (const field of fields) if (!(field.name in values)) values[field.name] = emptyValue(field);
  return values;
}
