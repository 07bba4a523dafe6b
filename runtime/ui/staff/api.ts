/**
 * The staff pages' calls to the server, typed by its contract (runtime/site/staff-api.ts). A refusal fails with the
 * server's status, message and code; a 401 (no staff session, or one that has ended) also tells whoever listens
 * (the staff frame, which sends the member to sign in).
 */
import {
  STAFF_API,
  type LeadDetail,
  type LeadFilter,
  type LeadList,
  type LeadNote,
  type LeadUpdate,
  type StaffInviteRequest,
  type StaffMember,
  type StaffReport,
} from '@dealer/site/staff-api';
import { filterQuery } from './filter';

export class StaffApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's code for the refusal, e.g. a sign-in link's `expired`. */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

const signedOutListeners = new Set<() => void>();

/** Calls `listener` whenever the server answers 401; returns the way to stop. */
export function whenSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

export async function staffJson<T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const response = await fetch(`${STAFF_API}${path}`, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  });
  if (response.status === 204 || response.status === 202) return undefined as T;
  const body = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
  if (!response.ok) {
    if (response.status === 401) for (const listener of signedOutListeners) listener();
    throw new StaffApiError(body?.error ?? `The server answered ${response.status}`, response.status, body?.code ?? null);
  }
  return body as T;
}

export const requestSignInLink = (email: string) => staffJson<void>('/sign-in-link', { method: 'POST', json: { email } });
export const signIn = (token: string) => staffJson<StaffMember>('/sign-in', { method: 'POST', json: { token } });
export const signOut = () => staffJson<void>('/sign-out', { method: 'POST' });
export const fetchMe = () => staffJson<StaffMember>('/me');

export const fetchMembers = () => staffJson<StaffMember[]>('/members');
export const inviteMember = (invite: StaffInviteRequest) => staffJson<StaffMember>('/members', { method: 'POST', json: invite });
export const removeMember = (id: string) => staffJson<void>(`/members/${encodeURIComponent(id)}`, { method: 'DELETE' });

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

export const fetchLeads = (filter: LeadFilter) => staffJson<LeadList>(withQuery('/leads', filterQuery(filter)));
/** The CSV of every lead the filter takes (not just the pages shown), for a link. */
export const leadsCsvUrl = (filter: LeadFilter) => withQuery(`${STAFF_API}/leads.csv`, filterQuery({ ...filter, before: undefined }));
export const fetchLead = (id: string) => staffJson<LeadDetail>(`/leads/${encodeURIComponent(id)}`);
export const updateLead = (id: string, update: LeadUpdate) => staffJson<LeadDetail>(`/leads/${encodeURIComponent(id)}`, { method: 'PATCH', json: update });
export const addNote = (id: string, text: string) => staffJson<LeadNote>(`/leads/${encodeURIComponent(id)}/notes`, { method: 'POST', json: { text } });
export const sendAgain = (deliveryId: string) => staffJson<void>(`/deliveries/${encodeURIComponent(deliveryId)}/send-again`, { method: 'POST' });

export const fetchReport = (range: { from?: string; to?: string }) =>
  staffJson<StaffReport>(
    withQuery('/reports', new URLSearchParams(Object.entries(range).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString()),
  );
