/**
 * What the staff inbox (`/staff`) and the shopper's chat ask of the server and what it answers: the one contract the
 * server routes (server/staff, server/chat) and the pages (runtime/ui/staff, the chat launcher) are both typed by.
 * Every staff route is under STAFF_API and answers 401 without a staff session, 403 for an action the role may not
 * take, and 404 for anything of another tenant, as for what does not exist.
 */
import type { LeadMessage } from './lead-message.ts';

export const STAFF_API = '/api/staff';
export const CHAT_API = '/api/chat';
export const STAFF_PATH = '/staff';
export const STAFF_SIGN_IN_PATH = '/staff/sign-in';
export const STAFF_REPORTS_PATH = '/staff/reports';
/** A sign-in link works once, for this long. */
export const STAFF_LINK_MINUTES = 15;
/** How often the inbox and an open chat ask for what is new. */
export const STAFF_POLL_MS = 5_000;
export const CHAT_POLL_MS = 4_000;
/** The longest chat message, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 2_000;

export const STAFF_ROLES = ['staff', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'appointment', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A delivery as staff see it: pending is "retrying" once it has failed at least once. */
export const DELIVERY_STATES = ['delivered', 'retrying', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number] | 'queued';

/** The messages a refused sign-in link answers with (400, `{ error, code }`). */
export const STAFF_LINK_ERRORS = {
  expired: 'This sign-in link has expired. Ask for a new one below.',
  used: 'This sign-in link has already been used. Ask for a new one below.',
  invalid: 'This sign-in link is not valid. Ask for a new one below.',
} as const;
export type StaffLinkError = keyof typeof STAFF_LINK_ERRORS;

export interface StaffMember {
  id: string;
  email: string;
  name: string | null;
  role: StaffRole;
  /** ISO date-time of their last request, or null before their first sign-in. */
  lastActiveAt: string | null;
}

/** POST {STAFF_API}/sign-in-link { email } → 202 always (it never says whether the address is staff). */
export interface StaffSignInLinkRequest {
  email: string;
}
/** POST {STAFF_API}/sign-in { token } → 200 StaffMember and the session cookie, or 400 { error, code: StaffLinkError }. */
export interface StaffSignInRequest {
  token: string;
}
/** GET {STAFF_API}/me → 200 StaffMember or 401. POST {STAFF_API}/sign-out → 204. */

/** GET {STAFF_API}/members → StaffMember[]; POST (admin) { email, role } → 201 StaffMember (the link is e-mailed); DELETE /members/:id (admin) → 204. */
export interface StaffInviteRequest {
  email: string;
  role: StaffRole;
}

/** GET {STAFF_API}/leads?… and {STAFF_API}/leads.csv?… take the same filter. Dates are YYYY-MM-DD in the site's time zone. */
export interface LeadFilter {
  kind?: string;
  category?: string;
  location?: number;
  status?: LeadStatus;
  from?: string;
  to?: string;
  /** Name, e-mail, phone or stock number. */
  q?: string;
  assignee?: string;
  /** The next page: the `next` of the previous answer. */
  before?: string;
}

export interface LeadSummary {
  id: string;
  createdAt: string;
  kind: string;
  category: string;
  status: LeadStatus;
  name: string | null;
  email: string | null;
  phone: string | null;
  car: { id: number; name: string; stockNumber: string | null } | null;
  location: { id: number; name: string } | null;
  assignee: { id: string; email: string } | null;
  /** The worst state among its deliveries, or null with none. */
  delivery: DeliveryState | null;
}

/** GET {STAFF_API}/leads → newest first, a page at a time; the inbox asks for its first page again every STAFF_POLL_MS. */
export interface LeadList {
  leads: LeadSummary[];
  next: string | null;
}

export interface LeadNote {
  id: string;
  text: string;
  by: { id: string; email: string };
  at: string;
}

export interface LeadDelivery {
  id: string;
  /** What the target is, as staff read it: "E-mail to sales@…", "Webhook to crm.example.com". */
  target: string;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface StaffAction {
  at: string;
  by: { id: string; email: string } | null;
  /** e.g. "status: new → contacted", "assigned to jo@…", "note added", "delivery sent again". */
  what: string;
}

/** GET {STAFF_API}/leads/:id */
export interface LeadDetail extends LeadSummary {
  message: LeadMessage;
  /** The car's first photo, when the car is still in stock. */
  carPhoto: string | null;
  notes: LeadNote[];
  deliveries: LeadDelivery[];
  history: StaffAction[];
}

/** PATCH {STAFF_API}/leads/:id → LeadDetail. assignee null unassigns. */
export interface LeadUpdate {
  status?: LeadStatus;
  assignee?: string | null;
}
/** POST {STAFF_API}/leads/:id/notes { text } → 201 LeadNote. POST {STAFF_API}/deliveries/:id/send-again → 202. */
export interface LeadNoteRequest {
  text: string;
}

/** GET {STAFF_API}/reports?from=&to= */
export interface StaffReport {
  days: { date: string; carViews: number; leads: number }[];
  byKind: { key: string; leads: number }[];
  bySourcePage: { key: string; leads: number }[];
  byUtmSource: { key: string; leads: number }[];
  topCars: { id: number; name: string; views: number }[];
}

export type ChatAuthor = 'shopper' | 'staff';

export interface ChatMessage {
  id: string;
  author: ChatAuthor;
  /** The staff member's name or e-mail for staff messages. */
  by: string | null;
  text: string;
  at: string;
}

/** GET {CHAT_API}/status → whether a staff member has been active within the tenant's chat minutes. */
export interface ChatStatus {
  staffAvailable: boolean;
  /** The visitor's conversation, to carry on after a page load: the visitor cookie that says whose it is cannot be read by the page. */
  conversationId: string | null;
}

/**
 * POST {CHAT_API} → 201 ChatConversation: starts the shopper's conversation (kept with their visitor cookie) with its
 * first message; with no staff available it is taken as a message and becomes a lead (`becameLead: true`).
 */
export interface ChatStartRequest {
  text: string;
  carId?: number;
  name?: string;
  email?: string;
  phone?: string;
  pageUrl?: string;
  /** The honeypot (runtime/forms/honeypot.ts): people leave it empty; a start that fills it is answered as usual and not kept. */
  website?: string;
}

export interface ChatConversation {
  id: string;
  messages: ChatMessage[];
  becameLead: boolean;
}

/** GET {CHAT_API}/:id?after=<message id> → ChatMessage[]; POST {CHAT_API}/:id/messages { text } → 201 ChatMessage. */
export interface ChatMessageRequest {
  text: string;
}

/** GET {STAFF_API}/conversations → newest activity first; GET /conversations/:id; POST /conversations/:id/messages { text } → 201 ChatMessage. */
export interface StaffConversationSummary {
  id: string;
  startedAt: string;
  lastMessageAt: string;
  name: string | null;
  /** The car asked about, with its page's path on the site. */
  car: { id: number; name: string; path: string } | null;
  /** Shopper messages since a staff member last replied. */
  waiting: number;
}

export interface StaffConversation extends StaffConversationSummary {
  email: string | null;
  phone: string | null;
  pageUrl: string | null;
  messages: ChatMessage[];
}
