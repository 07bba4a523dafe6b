/** @dealer/forms: the pure form rules (fields, validation, steps, payloads, outcomes). No React, no I/O. */
export * from './messages.ts';
export * from './fields.ts';
export * from './postcode.ts';
export * from './validation.ts';
export * from './contact.ts';
export * from './forms.ts';
export * from './steps.ts';
export * from './events.ts';
export * from './defaults.ts';
export * from './payload.ts';
export * from './visitor.ts';
export * from './outcome.ts';
export * from './money.ts';
export * from './account-forms.ts';
