/**
 * Renders a step's field specs with labels, required marks and errors tied to their inputs
 * (aria-invalid, aria-describedby), so every form is keyboard- and screen-reader-usable the same way.
 */
import type { ChangeEvent } from 'react';
import type { FieldSpec, FieldValue, FormValues } from '@dealer/forms/fields';
import { capPostcode } from '@dealer/forms/postcode';
import { POSTCODE_LENGTH } from '@dealer/site/constants';
import { NumberInput } from './NumberInput';

export const fieldId = (formId: string, name: string) => `${formId}-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;

interface FieldsProps {
  formId: string;
  fields: readonly FieldSpec[];
  values: FormValues;
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
  onChange(name: string, value: FieldValue): void;
}

const INPUT_TYPES: Partial<Record<FieldSpec['kind'], string>> = { email: 'email', tel: 'tel', datetime: 'datetime-local' };

export function Fields({ formId, fields, values, errors, disabled, onChange }: FieldsProps) {
  return (
    <>
      {fields.map((field) => (
        <Field key={field.name} formId={formId} field={field} value={values[field.name]} error={errors[field.name]} disabled={disabled} onChange={onChange} />
      ))}
    </>
  );
}

function Field({
  formId,
  field,
  value,
  error,
  disabled,
  onChange,
}: {
  formId: string;
  field: FieldSpec;
  value: FieldValue | undefined;
  error: string | undefined;
  disabled: boolean;
  onChange: FieldsProps['onChange'];
}) {
  const id = fieldId(formId, field.name);
  const errorId = `${id}-error`;
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined, 'aria-required': field.required || undefined };
  const text = typeof value === 'string' ? value : '';
  const label = (
    <>
      {field.label}
      {field.required && <span aria-hidden="true"> *</span>}
    </>
  );
  const message = error && (
    <p id={errorId} className="form-field__error">
      {error}
    </p>
  );
  const onText = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onChange(field.name, field.kind === 'postcode' ? capPostcode(event.target.value) : event.target.value);

  if (field.kind === 'hidden') return <input type="hidden" name={field.name} value={text} />;
  if (field.kind === 'checkbox')
    return (
      <div className={`form-field form-field--checkbox${error ? ' has-error' : ''}`}>
        <input
          id={id}
          type="checkbox"
          name={field.name}
          checked={value === true}
          disabled={disabled}
          onChange={(e) => onChange(field.name, e.target.checked)}
          {...aria}
        />
        <label htmlFor={id}>{label}</label>
        {message}
      </div>
    );
  if (field.kind === 'checkboxes' || field.kind === 'radio') {
    const checked = Array.isArray(value) ? value : [text];
    const toggle = (option: string, on: boolean) =>
      onChange(field.name, field.kind === 'radio' ? option : on ? [...checked, option] : checked.filter((v) => v !== option));
    return (
      <fieldset className={`form-field form-field--choices${error ? ' has-error' : ''}`} aria-describedby={error ? errorId : undefined}>
        <legend>{label}</legend>
        {field.options?.map((option) => (
          <label key={option.value} className="form-field__choice">
            <input
              type={field.kind === 'radio' ? 'radio' : 'checkbox'}
              name={field.name}
              value={option.value}
              checked={checked.includes(option.value)}
              disabled={disabled}
              onChange={(e) => toggle(option.value, e.target.checked)}
            />{' '}
            {option.label}
          </label>
        ))}
        {message}
      </fieldset>
    );
  }
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {field.kind === 'textarea' ? (
        <textarea id={id} name={field.name} value={text} rows={4} disabled={disabled} onChange={onText} {...aria} />
      ) : field.kind === 'select' ? (
        <select id={id} name={field.name} value={text} disabled={disabled} onChange={onText} {...aria}>
          {(field.placeholder || !field.options?.some((o) => o.value === text)) && <option value="">{field.placeholder ?? ''}</option>}
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === 'money' || field.kind === 'number' ? (
        <NumberInput id={id} field={field} text={text} disabled={disabled} aria={aria} onChange={onChange} />
      ) : (
        <input
          id={id}
          name={field.name}
          type={INPUT_TYPES[field.kind] ?? 'text'}
          value={text}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
          inputMode={field.kind === 'postcode' ? 'numeric' : undefined}
          maxLength={field.kind === 'postcode' ? POSTCODE_LENGTH : undefined}
          disabled={disabled}
          onChange={onText}
          {...aria}
        />
      )}
      {message}
    </div>
  );
}
