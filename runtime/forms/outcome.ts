/**
 * Reading a submission's response (site-pages spec §4, §8). Lead forms succeed when the response has
 * a lead_id, else show the server's error or 'An unexpected error occured'. The form endpoint's failure
 * raises the alert 'An error occurred when submitting this form' with the server's message as form error.
 * A 400 that names fields is shown as the form's own check is: each problem against its field.
 */
import { FORM_TEXTS } from './messages.ts';
import { fieldOfPath } from './payload.ts';
import type { FieldError } from './validation.ts';

/** A failure is either form-level (alert and message) or belongs to fields, like a postcode the lookup does not know. */
export type Outcome =
  { ok: true; leadId: string; next: string | null } | { ok: false; alert: string | null; message: string } | { ok: false; fieldErrors: FieldError[] };

interface Body {
  lead_id?: unknown;
  error?: unknown;
  issues?: unknown;
  success?: unknown;
  redirect?: unknown;
}

const asBody = (body: unknown): Body => (typeof body === 'object' && body !== null ? (body as Body) : {});
const serverMessage = (body: Body) => (typeof body.error === 'string' && body.error ? body.error : null);

/** The server's problems with fields (a 400's `issues`), so the form shows each against its field; null when it names none. */
function serverFieldErrors(body: Body): Outcome | null {
  const issues = Array.isArray(body.issues) ? (body.issues as unknown[]) : [];
  const fieldErrors = issues.flatMap((issue) => {
    const { path, message } = asBody(issue) as { path?: unknown; message?: unknown };
    const field = typeof path === 'string' ? fieldOfPath(path) : null;
    return field && typeof message === 'string' ? [{ field, message }] : [];
  });
  return fieldErrors.length ? { ok: false, fieldErrors } : null;
}

export function leadOutcome(body: unknown): Outcome {
  const b = asBody(body);
  if (typeof b.lead_id === 'string') return { ok: true, leadId: b.lead_id, next: '/success' };
  return serverFieldErrors(b) ?? { ok: false, alert: null, message: serverMessage(b) ?? FORM_TEXTS.unexpected };
}

export function formOutcome(status: number, body: unknown): Outcome {
  const b = asBody(body);
  if (status >= 200 && status < 300 && b.success === true && typeof b.lead_id === 'string')
    return { ok: true, leadId: b.lead_id, next: typeof b.redirect === 'string' ? b.redirect : null };
  return serverFieldErrors(b) ?? { ok: false, alert: FORM_TEXTS.submitFailed, message: serverMessage(b) ?? FORM_TEXTS.submitFailed };
}

/** A request that never got a response (offline, aborted) reads as the flow's fallback text. */
export function networkOutcome(flow: 'lead' | 'form'): Outcome {
  return flow === 'lead'
    ? { ok: false, alert: null, message: FORM_TEXTS.unexpected }
    : { ok: false, alert: FORM_TEXTS.submitFailed, message: FORM_TEXTS.submitFailed };
}
