/**
 * The forms of the signed-in pages: the online payment form (a payment reference the dealer matches to
 * an invoice, saved as an 'Online Payment' lead; no card details ever pass through the site) and the
 * spin-to-win entry. The server checks a submission against these same fields (./submission-rules.ts).
 */
import { contactFields } from './contact.ts';
import type { FieldSpec } from './fields.ts';
import type { FormContext, FormStep } from './forms.ts';
import { FORM_TEXTS } from './messages.ts';

export const ONLINE_PAYMENT = { category: 'Online Payment', subcategory: 'Payment Reference' } as const;
export const SPIN_TO_WIN = { category: 'Promotion Entry', subcategory: 'Spin to Win' } as const;

/** The most one online payment covers; a bigger sum is arranged with the dealer. */
export const ONLINE_PAYMENT_MAX_AMOUNT = 100_000;

/** An invoice, repair order or reservation number: 3 to 30 letters and digits, with spaces, / or - inside. */
export const PAYMENT_REFERENCE_PATTERN = {
  source: '[A-Za-z0-9][A-Za-z0-9 /-]{1,28}[A-Za-z0-9]',
  message: 'Please enter your invoice or reference number: 3 to 30 letters or digits',
} as const;

const terms = (forms: FormContext['forms']): FieldSpec[] =>
  forms.requireTerms
    ? [{ name: 'terms_conditions', label: 'I agree to the terms of use', kind: 'checkbox', required: true, requiredMessage: FORM_TEXTS.terms }]
    : [];

/** Name, last name, email, phone, the invoice or reference number and the amount, with an optional note. */
export function onlinePaymentSteps(context: FormContext): FormStep[] {
  return [
    {
      title: 'Your payment',
      fields: [
        ...contactFields({ postcode: 'none' }),
        { name: 'reference', label: 'Invoice or reference number', kind: 'text', required: true, pattern: PAYMENT_REFERENCE_PATTERN, autoComplete: 'off' },
        { name: 'amount', label: 'Amount', kind: 'money', required: true, max: ONLINE_PAYMENT_MAX_AMOUNT, placeholder: '0.00' },
        { name: 'message', label: FORM_TEXTS.comments, kind: 'textarea' },
        ...terms(context.forms),
      ],
    },
  ];
}

/** The entry: contact details with a postcode, and the competition terms the entrant must accept. */
export function spinToWinSteps(context: FormContext): FormStep[] {
  return [
    {
      title: 'Enter the draw',
      fields: [
        ...contactFields({ postcode: 'required' }),
        {
          name: 'competition_terms',
          label: 'I have read and accept the competition terms',
          kind: 'checkbox',
          required: true,
          requiredMessage: 'Please accept the competition terms to enter',
        },
        ...(context.forms.hideOptIn ? [] : [{ name: 'opt_in', label: 'Keep me up to date with news and offers', kind: 'checkbox' } satisfies FieldSpec]),
        ...terms(context.forms),
      ],
    },
  ];
}
