/** Sending forms: the lead endpoint, the form endpoint, and the JSON plumbing they share. */
import type { LeadKind } from '../../../schema/lists.ts';
import type { FormValues } from '@dealer/forms/fields';
import { formOutcome, leadOutcome, networkOutcome, type Outcome } from '@dealer/forms/outcome';
import { formPayload, leadPayload } from '@dealer/forms/payload';
import { storedLeadAttributes } from './browser';

export interface JsonResponse {
  status: number;
  body: unknown;
}

export async function postJson(url: string, body: unknown): Promise<JsonResponse> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

export function leadContext() {
  return { url: window.location.href, userAgent: navigator.userAgent, attributes: storedLeadAttributes() };
}

export interface LeadInput {
  kind: LeadKind;
  values: FormValues;
  car?: { id: number; dealership_id?: number | null };
  category: string;
  subcategory?: string;
  step?: string;
  leadId?: number;
}

export async function sendLead(input: LeadInput): Promise<Outcome> {
  try {
    return leadOutcome((await postJson('/api/leads', leadPayload(input, leadContext()))).body);
  } catch {
    return networkOutcome('lead');
  }
}

export async function sendForm(values: FormValues, customParameters: Record<string, string>): Promise<Outcome> {
  try {
    const response = await postJson('/api/forms', formPayload(values, customParameters));
    return formOutcome(response.status, response.body);
  } catch {
    return networkOutcome('form');
  }
}
