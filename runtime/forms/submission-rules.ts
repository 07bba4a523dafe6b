/**
 * The rules a submission is held to on arrival: the fields of the form that sends it, checked by the same
 * `validateFields` the page ran, and someone to answer. The server rebuilds the form from the tenant and the car.
 */
import type { LeadKind } from '../../schema/lists.ts';
import { onlinePaymentSteps, spinToWinSteps } from './account-forms.ts';
import { contactProblems } from './contact.ts';
import type { FormValues } from './fields.ts';
import { enquirySteps, leadFormSteps, shortEnquirySteps, testDriveSteps, type FormContext, type FormStep } from './forms.ts';
import { validateFields, type FieldError } from './validation.ts';

/** The steps of the form each kind of lead comes from; null for kinds with checks of their own (valuation, offer acceptance). */
export function formStepsOf(kind: LeadKind, context: FormContext): FormStep[] | null {
  switch (kind) {
    case 'enquiry':
    case 'careers':
      return enquirySteps(context);
    case 'test-drive':
      return testDriveSteps(context);
    case 'finance-enquiry':
    case 'find-me-similar':
    case 'photo-request':
    case 'reservation':
      return shortEnquirySteps(context, kind);
    case 'lead-form':
      return leadFormSteps(context);
    case 'online-payment':
      return onlinePaymentSteps(context);
    case 'spin-to-win':
      return spinToWinSteps(context);
    case 'trade-in-valuation':
    case 'rego-lookup':
    case 'offer-acceptance':
    case 'chat-message':
      return null;
  }
}

/** Every problem with a submission: its form's rules when `steps` are known, and the contact rule always. */
export function submissionProblems(steps: readonly FormStep[] | null, values: FormValues, now: Date): FieldError[] {
  const fromForm = steps
    ? validateFields(
        steps.flatMap((step) => step.fields),
        values,
        now,
      )
    : [];
  return [...fromForm, ...contactProblems(values).filter((problem) => !fromForm.some((error) => error.field === problem.field))];
}
