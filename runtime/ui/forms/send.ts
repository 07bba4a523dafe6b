/** Sending forms: the lead endpoint, the form endpoint, and the JSON plumbing they share. */
import type { FormValues } from '@dealer/forms/fields';
import { formOutcome, leadOutcome, networkOutcome, type Outcome } from '@dealer/forms/outcome';
import { withLinkContext } from '@dealer/forms/link-context';
import { formPayload, leadPayload, type LeadInput } from '@dealer/forms/payload';
import { submissionKeys } from '@dealer/forms/submission-key';
import { storedLeadAttributes } from './browser';

export interface JsonResponse {
  status: number;
  body: unknown;
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonResponse> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

// getRandomValues, not randomUUID: a site served over plain http (not a secure context) has only the former.
const keyFor = submissionKeys(() => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(''));

/** A submission that stores a lead: sent again unchanged (a retry), it is stored once. */
export function postSubmission(url: string, body: unknown): Promise<JsonResponse> {
  return postJson(url, body, { 'idempotency-key': keyFor(url, body) });
}

export function leadContext() {
  return { url: window.location.href, userAgent: navigator.userAgent, attributes: storedLeadAttributes() };
}

/** Every lead carries the page it was sent from and what the link into that page said it was about (offer, car). */
export async function sendLead(input: LeadInput): Promise<Outcome> {
  try {
    const values = withLinkContext(input.values, window.location.search);
    return leadOutcome((await postSubmission('/api/leads', leadPayload({ ...input, values }, leadContext()))).body);
  } catch {
    return networkOutcome('lead');
  }
}

export async function sendForm(values: FormValues, customParameters: Record<string, string>): Promise<Outcome> {
  try {
    const response = await postSubmission('/api/forms', formPayload(withLinkContext(values, window.location.search), customParameters, leadContext()));
    return formOutcome(response.status, response.body);
  } catch {
    return networkOutcome('form');
  }
}
