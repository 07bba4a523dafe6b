/**
 * What the forms keep in the browser: the visitor profile that prefills the next form, the marker and
 * chosen car a successful lead leaves, the enquiries sent, and the pages visited (sent as lead_attributes).
 * Storage may be unavailable (private mode, quota): every access degrades to "nothing stored".
 */
import type { FormValues } from '@dealer/forms/fields';
import type { LeadAttributes } from '@dealer/forms/payload';
import { leadAttributes, linkedQueryParams, parseProfile, profileFrom, visitedPages, type VisitorProfile } from '@dealer/forms/visitor';

export const STORAGE_KEYS = {
  profile: 'dealer:visitor-profile',
  marker: 'dealer:lead-submitted',
  chosenCar: 'dealer:chosen-car',
  enquiries: 'dealer:enquiries',
  visited: 'dealer:visited-pages',
  linked: 'dealer:linked-params',
} as const;

function read<T>(key: string, fallback: T): T {
  try {
    const stored = localStorage.getItem(key);
    return stored ? (JSON.parse(stored) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked store only costs the prefill next time.
  }
}

export function readProfile(): VisitorProfile {
  try {
    return parseProfile(localStorage.getItem(STORAGE_KEYS.profile));
  } catch {
    return {};
  }
}

/** Called on every route change: the pages and campaign parameters a later lead carries. */
export function recordVisit(path: string, search: string): void {
  write(STORAGE_KEYS.visited, visitedPages(read<string[]>(STORAGE_KEYS.visited, []), path));
  write(STORAGE_KEYS.linked, linkedQueryParams(read<Record<string, string>>(STORAGE_KEYS.linked, {}), search));
}

export function storedLeadAttributes(): LeadAttributes {
  return leadAttributes(read<string[]>(STORAGE_KEYS.visited, []), read<Record<string, string>>(STORAGE_KEYS.linked, {}));
}

export interface ChosenCar {
  id: number;
  slug?: string;
  name: string;
}

export interface SavedEnquiry {
  leadId: string;
  kind: string;
  carId: number | null;
  at: string;
}

export const ENQUIRIES_KEPT = 20;

/** After a lead is saved: remember who they are, mark the browser, keep the car and the enquiry. */
export function rememberLead(lead: { leadId: string; kind: string; values: FormValues; car?: ChosenCar }): void {
  const profile = profileFrom(lead.values);
  if (Object.keys(profile).length) write(STORAGE_KEYS.profile, { ...readProfile(), ...profile });
  const marker: LeadMarker = { leadId: lead.leadId, kind: lead.kind, at: new Date().toISOString(), car: lead.car ?? null };
  write(STORAGE_KEYS.marker, marker);
  if (lead.car) write(STORAGE_KEYS.chosenCar, lead.car);
  const enquiry: SavedEnquiry = { leadId: lead.leadId, kind: lead.kind, carId: lead.car?.id ?? null, at: new Date().toISOString() };
  write(STORAGE_KEYS.enquiries, [enquiry, ...read<SavedEnquiry[]>(STORAGE_KEYS.enquiries, [])].slice(0, ENQUIRIES_KEPT));
}

export interface LeadMarker {
  leadId: string;
  kind: string;
  at: string;
  car: ChosenCar | null;
}

/** The lead this browser sent last, for the success page. */
export function readLastLead(): LeadMarker | null {
  return read<LeadMarker | null>(STORAGE_KEYS.marker, null);
}

export function readSavedEnquiries(): SavedEnquiry[] {
  return read<SavedEnquiry[]>(STORAGE_KEYS.enquiries, []);
}
