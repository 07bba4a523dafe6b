import type { FormValues } from './fields.ts';
import type { FormStep } from './forms.ts';
import { validateFields, type FieldError } from './validation.ts';

export type StepResult = { action: 'errors'; errors: FieldError[] } | { action: 'next'; step: number } | { action: 'submit' };

/** A multi-step form checks the step it is on; only a valid last step submits. */
export function advance(steps: readonly FormStep[], current: number, values: FormValues): StepResult {
  const step = steps[current];
  if (!step) return { action: 'submit' };
  const errors = validateFields(step.fields, values);
  if (errors.length) return { action: 'errors', errors };
  return current + 1 < steps.length ? { action: 'next', step: current + 1 } : { action: 'submit' };
}

/** The step that holds the first field with a problem (the server's, after a submit), or -1 when none does. */
export function stepOfErrors(steps: readonly FormStep[], errors: readonly FieldError[]): number {
  return steps.findIndex((step) => step.fields.some((field) => errors.some((error) => error.field === field.name)));
}
