/**
 * The one form engine: shows the current step, validates it before moving on, submits on the last step.
 * States: idle → submitting (spinner, inputs and button disabled, a second submit ignored) → success
 * (the caller's onSuccess) or error (the spec's texts, form re-enabled, every value kept).
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldValue, FormValues } from '@dealer/forms/fields';
import type { FormStep } from '@dealer/forms/forms';
import { FORM_TEXTS } from '@dealer/forms/messages';
import type { Outcome } from '@dealer/forms/outcome';
import { advance, stepOfErrors } from '@dealer/forms/steps';
import type { FieldError } from '@dealer/forms/validation';
import { HONEYPOT_FIELD } from '@dealer/forms/honeypot';
import { Fields, fieldId } from './Fields';
import { Honeypot } from './Honeypot';
import './forms.css';

export type Success = Extract<Outcome, { ok: true }>;

export interface StepFormProps {
  /** Prefix of the field ids; unique on the page. */
  id: string;
  steps: readonly FormStep[];
  initial: FormValues;
  submitLabel: string;
  onSubmit(values: FormValues): Promise<Outcome>;
  onSuccess(values: FormValues, outcome: Success): void;
  children?: ReactNode;
}

type FormError = { alert: string | null; message: string } | null;

export function StepForm({ id, steps, initial, submitLabel, onSubmit, onSuccess, children }: StepFormProps) {
  const [values, setValues] = useState<FormValues>(initial);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [formError, setFormError] = useState<FormError>(null);
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: two clicks in one frame both see state as "idle", the ref stops the second.
  const busy = useRef(false);
  const summary = useRef<HTMLDivElement>(null);
  const current = steps[step] ?? steps[0]!;
  const last = step === steps.length - 1;

  const showErrors = (list: FieldError[]) => {
    setErrors(list);
    requestAnimationFrame(() => summary.current?.focus());
  };

  const change = (name: string, value: FieldValue) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => previous.filter((e) => e.field !== name));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    setFormError(null);
    const result = advance(steps, step, values);
    if (result.action === 'errors') return showErrors(result.errors);
    setErrors([]);
    if (result.action === 'next') {
      setStep(result.step);
      const first = steps[result.step]?.fields.find((f) => f.kind !== 'hidden');
      if (first) requestAnimationFrame(() => document.getElementById(fieldId(id, first.name))?.focus());
      return;
    }
    busy.current = true;
    setSubmitting(true);
    const outcome = await onSubmit(values);
    busy.current = false;
    setSubmitting(false);
    if (outcome.ok) return onSuccess(values, outcome);
    if ('fieldErrors' in outcome) {
      // The server's problems show against their fields, on the step that holds the first of them.
      const at = stepOfErrors(steps, outcome.fieldErrors);
      if (at >= 0) setStep(at);
      return showErrors(outcome.fieldErrors);
    }
    setFormError({ alert: outcome.alert, message: outcome.message });
  }

  const byField = Object.fromEntries(errors.map((e) => [e.field, e.message]));
  const labelOf = (name: string) => current.fields.find((f) => f.name === name)?.label ?? name;
  return (
    <form className="step-form" id={id} noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      {children}
      {steps.length > 1 && (
        <p className="step-form__progress">
          Step {step + 1} of {steps.length}: {current.title}
        </p>
      )}
      {errors.length > 0 && (
        <div className="form-errors" role="alert" tabIndex={-1} ref={summary}>
          <p className="form-errors__title">{FORM_TEXTS.fixErrors}</p>
          <ul>
            {errors.map((e) => (
              <li key={e.field}>
                <a href={`#${fieldId(id, e.field)}`} aria-label={`${labelOf(e.field)}: ${e.message}`}>
                  {e.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {formError && (
        <div className="form-alert" role="alert">
          {formError.alert && <p className="form-alert__title">{formError.alert}</p>}
          {formError.message !== formError.alert && <p className="form-alert__message">{formError.message}</p>}
        </div>
      )}
      <fieldset className="step-form__step" disabled={submitting}>
        <legend className={steps.length > 1 ? 'visually-hidden' : 'step-form__title'}>{current.title}</legend>
        <Fields formId={id} fields={current.fields} values={values} errors={byField} disabled={submitting} onChange={change} />
        <Honeypot formId={id} value={values[HONEYPOT_FIELD]} onChange={(value) => change(HONEYPOT_FIELD, value)} />
      </fieldset>
      <div className="step-form__actions">
        {step > 0 && (
          <button type="button" className="button button--secondary" disabled={submitting} onClick={() => (setErrors([]), setStep(step - 1))}>
            Back
          </button>
        )}
        <button type="submit" className="button" disabled={submitting} aria-disabled={submitting || undefined}>
          {submitting && <span className="spinner" aria-hidden="true" />}
          {last ? submitLabel : 'Next'}
          {submitting && <span className="visually-hidden"> (sending)</span>}
        </button>
      </div>
    </form>
  );
}
