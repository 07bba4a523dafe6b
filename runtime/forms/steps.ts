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
