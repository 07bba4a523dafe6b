/**
 * The tables of the stores that run on both engines, as Kysely types them: each area adds its own here when it
 * moves onto the SQL builder. Counts and instants are plain numbers on both engines (see ./sql-store.ts).
 */
import type { Generated } from 'kysely';

export interface RateLimitsTable {
  key: string;
  count: number;
  /** Epoch milliseconds at which the key's window closes. */
  resets_at: number;
}

export interface LeadsTable {
  /** Internal: an identity on PostgreSQL, the rowid on SQLite; pages see only `public_id`. */
  id: Generated<number>;
  /** 128 random bits as hex; every row has one once the leads migrations have run. */
  public_id: string;
  tenant: string;
  kind: string;
  category: string;
  subcategory: string | null;
  car_id: number | null;
  user_id: string | null;
  email: string | null;
  phone: string | null;
  /** The submission as JSON text, on both engines, so both answer it alike. */
  payload: string;
  ip: string;
  /** An ISO instant (`toISOString`), as text: ordered and compared as text on both engines. */
  created_at: string;
  /** The lead as the dealer reads it (server/delivery/lead-message.ts), JSON text; null for leads stored before it was kept. */
  message: string | null;
}

export interface TradeInsTable {
  lead_id: number;
  tenant: string;
  offer_price: number | null;
  rego: string;
  rego_state: string;
  /** JSON text. */
  adjustment_answers: string;
  email: string;
  phone: string;
  /** 0 or 1, as SQLite stores a flag. */
  form_completed: number;
  offer_accepted: number;
  /** SHA-256 of the offer's secret; null for valuations stored before secrets. */
  offer_secret_hash: Buffer | null;
}

/** Idempotency keys, each written in its lead's transaction. */
export interface LeadSubmissionsTable {
  tenant: string;
  key: string;
  request_hash: string;
  lead_id: number;
  /** The first answer, as JSON text. */
  answer: string;
  created_at: string;
}

export interface MiscellaneousTable {
  id: Generated<number>;
  tenant: string;
  column_name: string;
  /** JSON text. */
  value: string;
  lead_id: number | null;
  created_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  tenant: string;
  phone: string;
  /** An ISO instant, as text. */
  created_at: string;
}

/** Sign-in codes, kept a day after issue as the request budgets' events; instants in epoch milliseconds. */
export interface SignInCodesTable {
  id: Generated<number>;
  tenant: string;
  phone: string;
  ip: string;
  /** SHA-256 hex of `phone:code`. */
  code_hash: string;
  expires_at: number;
  attempts: Generated<number>;
  /** 0 or 1. */
  used: Generated<number>;
  created_at: number;
}

/** Wrong codes, the wrong-code budget's events. */
export interface SignInWrongCodesTable {
  id: Generated<number>;
  tenant: string;
  phone: string;
  created_at: number;
}

export interface SessionsTable {
  /** SHA-256 hex of the cookie's token. */
  token_hash: string;
  tenant: string;
  user_id: number;
  expires_at: number;
}

export interface WatchlistTable {
  tenant: string;
  phone: string;
  car_id: number;
  /** An ISO instant, as text. */
  saved_at: string;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  tenant: string;
  event_id: number;
  label: string | null;
  car_id: number | null;
  path: string;
  /** The page's ISO instant, as sent. */
  at: string;
}

/** The lead delivery outbox: one row a lead and target, written in the lead's transaction. */
export interface LeadDeliveriesTable {
  id: Generated<number>;
  /** Random, sent with every try (webhook header, mail Message-ID) so a receiver can drop repeats. */
  delivery_id: string;
  tenant: string;
  lead_id: number;
  /** The target as the tenant config named it when the lead came in, JSON text; a secret is named, never held. */
  target: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  /** Epoch milliseconds, as are the other instants here. */
  next_attempt_at: number;
  /** While a server is sending it: no other claims it before then. */
  claimed_until: number | null;
  /** Retries stop after this and the delivery is marked failed (24 hours after the lead, or after a retry by hand). */
  give_up_at: number;
  last_error: string | null;
  created_at: number;
  delivered_at: number | null;
}

export interface CarViewsTable {
  tenant: string;
  car_id: number;
  views: number;
}

/** Who saw which car on which UTC day (YYYY-MM-DD); only the current day's are kept. */
export interface CarViewVisitorsTable {
  day: string;
  tenant: string;
  car_id: number;
  visitor: string;
}

export interface PhoneRevealsTable {
  id: Generated<number>;
  tenant: string;
  car_id: number;
  dealership_id: number | null;
  website_id: number;
  /** An ISO instant, as text. */
  at: string;
}

/** Cars held with a deposit, each recorded with the lead its reserve form stored. */
export interface ReservationsTable {
  /** 128 random bits as hex: the reservation as pages and the payment provider name it. */
  public_id: string;
  tenant: string;
  car_id: number;
  /** The internal id of the reserve form's lead. */
  lead_id: number;
  /** The deposit in cents, as the payment provider charges it. */
  amount_cents: number;
  status: 'pending' | 'paid' | 'refunded' | 'expired';
  /** The payment provider's checkout session, once made. */
  session_id: string | null;
  /** ISO instants, as text. */
  created_at: string;
  paid_at: string | null;
  /** When a paid hold ends: compared as text against now by the expiry sweep. */
  expires_at: string | null;
}

/** The demo's test checkouts (../test-checkouts.ts): what a payment provider would keep, kept here for the demo. */
export interface TestCheckoutsTable {
  /** `test_` and 128 random bits as hex, as the checkout's URL names it. */
  id: string;
  tenant: string;
  car_id: number;
  /** The public id of the reservation it pays for. */
  reservation_id: string;
  description: string;
  amount_cents: number;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'paid' | 'refunded';
  /** An ISO instant, as text. */
  created_at: string;
}

/** A dealership's staff (../staff.ts): `id` is 128 random bits as hex; a removed member keeps their row for the audit log. */
export interface StaffMembersTable {
  id: string;
  tenant: string;
  /** Lowercase. */
  email: string;
  name: string | null;
  role: 'staff' | 'admin';
  /** 0 or 1. */
  removed: number;
  /** ISO instants, as text. */
  created_at: string;
  last_active_at: string | null;
}

/** One-time sign-in links; instants in epoch milliseconds. */
export interface StaffLinksTable {
  id: Generated<number>;
  tenant: string;
  member_id: string;
  /** SHA-256 hex of the link's token. */
  token_hash: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface StaffSessionsTable {
  /** SHA-256 hex of the cookie's token. */
  token_hash: string;
  tenant: string;
  member_id: string;
  expires_at: number;
}

/** Every staff action: who (null for the command line), what, when, and the lead it was about. */
export interface StaffAuditTable {
  id: Generated<number>;
  tenant: string;
  member_id: string | null;
  /** The lead's internal id. */
  lead_id: number | null;
  what: string;
  /** An ISO instant, as text. */
  at: string;
}

/** Where staff have got to with a lead; a lead without a row is new and unassigned. */
export interface LeadWorkflowTable {
  /** The lead's internal id. */
  lead_id: number;
  tenant: string;
  status: 'new' | 'contacted' | 'appointment' | 'won' | 'lost';
  assignee_id: string | null;
  /** An ISO instant, as text. */
  updated_at: string;
}

export interface LeadNotesTable {
  /** 128 random bits as hex. */
  id: string;
  tenant: string;
  lead_id: number;
  member_id: string;
  text: string;
  /** An ISO instant, as text. */
  at: string;
}

/** A shopper's Instant Message conversation (../conversations.ts), kept with their visitor cookie. */
export interface ChatConversationsTable {
  id: Generated<number>;
  /** 128 random bits as hex: the conversation as pages and staff name it. */
  public_id: string;
  tenant: string;
  /** The shopper's visitor id (server/api/visitor.ts): only they read the conversation. */
  visitor: string;
  car_id: number | null;
  /** The car as it was when the conversation started. */
  car_name: string | null;
  car_slug: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  page_url: string | null;
  /** The internal id of the lead it became while no staff member was on, if it did. */
  lead_id: number | null;
  /** Shopper messages since a staff member last replied. */
  waiting: number;
  /** ISO instants, as text. */
  started_at: string;
  last_message_at: string;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  tenant: string;
  author: 'shopper' | 'staff';
  /** The staff member who wrote it, and how the shopper saw them named (their name or e-mail then). */
  member_id: string | null;
  by: string | null;
  text: string;
  /** An ISO instant, as text. */
  at: string;
}

export interface Database {
  rate_limits: RateLimitsTable;
  leads: LeadsTable;
  trade_ins: TradeInsTable;
  lead_submissions: LeadSubmissionsTable;
  lead_deliveries: LeadDeliveriesTable;
  miscellaneous: MiscellaneousTable;
  users: UsersTable;
  sign_in_codes: SignInCodesTable;
  sign_in_wrong_codes: SignInWrongCodesTable;
  sessions: SessionsTable;
  watchlist: WatchlistTable;
  analytics_events: AnalyticsEventsTable;
  car_views: CarViewsTable;
  car_view_visitors: CarViewVisitorsTable;
  phone_reveals: PhoneRevealsTable;
  reservations: ReservationsTable;
  test_checkouts: TestCheckoutsTable;
  staff_members: StaffMembersTable;
  staff_links: StaffLinksTable;
  staff_sessions: StaffSessionsTable;
  staff_audit: StaffAuditTable;
  lead_workflow: LeadWorkflowTable;
  lead_notes: LeadNotesTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
}
