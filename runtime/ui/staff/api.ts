/**
 * The staff pages' calls to the server, typed by its contract (runtime/site/staff-api.ts). A refusal fails as an
 * ApiCallError with the server's status, message and code; a 401 (no staff session, or one that has ended) also tells whoever listens
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
import { ApiCallError, apiJson } from '../account/api';
import { filterQuery } from './filter';

const signedOutListeners = new Set<() => void>();

/** Calls `listener` whenever the server answers 401; returns the way to stop. */
export function whenSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** What a failed call says to staff: the server's own message, or that it could not be reached. */
export const failureText = (error: unknown): string => (error instanceof ApiCallError ? error.message : 'The server could not be reached.');

/** A call under STAFF_API through the site's one JSON client (account/api.ts), telling the listeners of a 401. */
export async function staffJson<T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  try {
    return await apiJson<T>(`${STAFF_API}${path}`, { method: init.method ?? 'GET', json: init.json });
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 401) for (const listener of signedOutListeners) listener();
    throw error;
  }
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
