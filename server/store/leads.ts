/**
 * Leads, form submissions, trade-in records and miscellaneous saves. Each lead keeps its full payload
 * as JSON beside the columns the CLI export and the garage query on.
 *
 * The numeric id is internal: pages and shoppers only ever see a lead's public id (128 random bits), so an id
 * says nothing about how many leads there are and cannot be guessed. A valuation's offer is accepted only by its
 * owner: whoever holds its offer secret (kept as a SHA-256 hash, so a copy of the database accepts nothing) or the
 * signed-in shopper who asked for it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { migrate, type Db } from './database.ts';

export interface NewLead {
  tenant: string;
  kind: string;
  category: string;
  subcategory: string | null;
  carId: number | null;
  userId: string | null;
  email: string | null;
  phone: string | null;
  payload: unknown;
  ip: string;
}

export interface StoredLead {
  id: number;
  publicId: string;
}

export interface LeadRecord extends Omit<NewLead, 'payload' | 'ip'>, StoredLead {
  payload: unknown;
  createdAt: string;
}

export interface TradeInRecord {
  leadId: number;
  tenant: string;
  offerPrice: number | null;
  rego: string;
  regoState: string;
  adjustmentAnswers: unknown;
  email: string;
  phone: string;
  formCompleted: boolean;
  offerAccepted: boolean;
}

/** Who asks to accept an offer: the secret their valuation answered with, and their signed-in user. */
export interface OfferOwner {
  secret: string | null;
  userId: string | null;
}

/** A submission's Idempotency-Key and a hash of what it asked, so the key cannot be reused for another request. */
export interface Submission {
  key: string;
  requestHash: string;
}

export type Submitted<A> = { lead: StoredLead; answer: A; repeated: boolean } | 'conflict';

export interface LeadStore {
  add(lead: NewLead, at?: Date): StoredLead;
  /**
   * Runs `create` (which adds one lead) in a transaction that also records the submission's key; a repeat of
   * the key answers the first answer and creates nothing, and the key sent with another request is a conflict.
   */
  submitOnce<A>(tenant: string, submission: Submission | null, create: () => { lead: StoredLead; answer: A }): Submitted<A>;
  find(tenant: string, publicId: string): LeadRecord | undefined;
  list(tenant: string, options?: { since?: string; userId?: string }): LeadRecord[];
  saveTradeIn(record: TradeInRecord): void;
  /** A new secret that proves ownership of the trade-in's offer, in place of any earlier one; it is returned only here. */
  issueOfferSecret(tenant: string, leadId: number): string;
  tradeIn(tenant: string, leadId: number): TradeInRecord | undefined;
  /** Marks the offer of the tenant's valuation accepted, if it has one and the owner is its own; false otherwise. */
  acceptOffer(tenant: string, valuationPublicId: string, owner: OfferOwner): boolean;
  saveMiscellaneous(tenant: string, columnName: string, value: unknown, leadId: number | null): void;
  miscellaneous(tenant: string): { id: number; columnName: string; value: unknown; leadId: number | null }[];
}

interface LeadRow {
  id: number;
  public_id: string;
  tenant: string;
  kind: string;
  category: string;
  subcategory: string | null;
  car_id: number | null;
  user_id: string | null;
  email: string | null;
  phone: string | null;
  payload: string;
  created_at: string;
}

const toLead = (row: LeadRow): LeadRecord => ({
  id: row.id,
  publicId: row.public_id,
  tenant: row.tenant,
  kind: row.kind,
  category: row.category,
  subcategory: row.subcategory,
  carId: row.car_id,
  userId: row.user_id,
  email: row.email,
  phone: row.phone,
  payload: JSON.parse(row.payload),
  createdAt: row.created_at,
});

/** 128 random bits as 32 lowercase hex digits: the form the migration gives leads stored before public ids. */
export const PUBLIC_ID = /^[0-9a-f]{32}$/;
export const newPublicId = () => randomBytes(16).toString('hex');
/** 256 random bits, base64url. */
export const OFFER_SECRET = /^[A-Za-z0-9_-]{43}$/;
const newOfferSecret = () => randomBytes(32).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest();

function ownsOffer(row: { secret_hash: Buffer | null; user_id: string | null }, owner: OfferOwner): boolean {
  if (owner.userId !== null && row.user_id === owner.userId) return true;
  return owner.secret !== null && row.secret_hash !== null && timingSafeEqual(sha256(owner.secret), row.secret_hash);
}

/** The first leads migration, as every data file before public ids has it. */
export const LEADS_1_SQL = `CREATE TABLE leads (id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, kind TEXT NOT NULL, category TEXT NOT NULL, subcategory TEXT,
       car_id INTEGER, user_id TEXT, email TEXT, phone TEXT, payload TEXT NOT NULL, ip TEXT NOT NULL, created_at TEXT NOT NULL);
     CREATE INDEX leads_tenant_created ON leads (tenant, created_at);
     CREATE INDEX leads_user ON leads (tenant, user_id);
     CREATE TABLE trade_ins (lead_id INTEGER PRIMARY KEY REFERENCES leads (id), tenant TEXT NOT NULL, offer_price REAL, rego TEXT NOT NULL,
       rego_state TEXT NOT NULL, adjustment_answers TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
       form_completed INTEGER NOT NULL, offer_accepted INTEGER NOT NULL);
     CREATE TABLE miscellaneous (id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, column_name TEXT NOT NULL, value TEXT NOT NULL,
       lead_id INTEGER, created_at TEXT NOT NULL);`;

export function sqliteLeadStore(db: Db): LeadStore {
  migrate(db, 'leads-1', LEADS_1_SQL);
  // Leads stored before this get random public ids; their trade-ins no secret, so only their signed-in owner accepts them.
  migrate(
    db,
    'leads-2-public-ids',
    `ALTER TABLE leads ADD COLUMN public_id TEXT;
     UPDATE leads SET public_id = lower(hex(randomblob(16)));
     CREATE UNIQUE INDEX leads_public_id ON leads (public_id);
     ALTER TABLE trade_ins ADD COLUMN offer_secret_hash BLOB;
     CREATE TABLE lead_submissions (tenant TEXT NOT NULL, key TEXT NOT NULL, request_hash TEXT NOT NULL, lead_id INTEGER NOT NULL REFERENCES leads (id),
       answer TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (tenant, key));`,
  );
  const insert = db.prepare(
    'INSERT INTO leads (public_id, tenant, kind, category, subcategory, car_id, user_id, email, phone, payload, ip, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const byPublicId = db.prepare('SELECT * FROM leads WHERE tenant = ? AND public_id = ?');
  const many = db.prepare('SELECT * FROM leads WHERE tenant = ? AND (? IS NULL OR created_at >= ?) AND (? IS NULL OR user_id = ?) ORDER BY id');
  const selectSubmission = db.prepare(
    'SELECT s.request_hash, s.answer, l.id, l.public_id FROM lead_submissions s JOIN leads l ON l.id = s.lead_id WHERE s.tenant = ? AND s.key = ?',
  );
  const insertSubmission = db.prepare('INSERT INTO lead_submissions (tenant, key, request_hash, lead_id, answer, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const upsertTradeIn = db.prepare(
    `INSERT INTO trade_ins (lead_id, tenant, offer_price, rego, rego_state, adjustment_answers, email, phone, form_completed, offer_accepted)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (lead_id) DO UPDATE SET offer_price = excluded.offer_price, form_completed = excluded.form_completed, offer_accepted = excluded.offer_accepted`,
  );
  const updateSecret = db.prepare('UPDATE trade_ins SET offer_secret_hash = ? WHERE tenant = ? AND lead_id = ?');
  const selectTradeIn = db.prepare('SELECT * FROM trade_ins WHERE tenant = ? AND lead_id = ?');
  const selectOffer = db.prepare(
    `SELECT t.lead_id, t.offer_secret_hash AS secret_hash, l.user_id FROM trade_ins t JOIN leads l ON l.id = t.lead_id
     WHERE l.tenant = ? AND l.public_id = ? AND t.tenant = l.tenant AND t.offer_price IS NOT NULL`,
  );
  const accept = db.prepare('UPDATE trade_ins SET offer_accepted = 1 WHERE lead_id = ?');
  const insertMisc = db.prepare('INSERT INTO miscellaneous (tenant, column_name, value, lead_id, created_at) VALUES (?, ?, ?, ?, ?)');
  const selectMisc = db.prepare('SELECT id, column_name AS columnName, value, lead_id AS leadId FROM miscellaneous WHERE tenant = ? ORDER BY id');

  const add = (l: NewLead, at = new Date()): StoredLead => {
    const publicId = newPublicId();
    const { lastInsertRowid } = insert.run(
      publicId,
      l.tenant,
      l.kind,
      l.category,
      l.subcategory,
      l.carId,
      l.userId,
      l.email,
      l.phone,
      JSON.stringify(l.payload),
      l.ip,
      at.toISOString(),
    );
    return { id: Number(lastInsertRowid), publicId };
  };

  const submitOnce = db.transaction(
    (tenant: string, submission: Submission | null, create: () => { lead: StoredLead; answer: unknown }): Submitted<unknown> => {
      if (submission) {
        const first = selectSubmission.get(tenant, submission.key) as { request_hash: string; answer: string; id: number; public_id: string } | undefined;
        if (first && first.request_hash !== submission.requestHash) return 'conflict';
        if (first) return { lead: { id: first.id, publicId: first.public_id }, answer: JSON.parse(first.answer), repeated: true };
      }
      const created = create();
      if (submission)
        insertSubmission.run(tenant, submission.key, submission.requestHash, created.lead.id, JSON.stringify(created.answer), new Date().toISOString());
      return { ...created, repeated: false };
    },
  );

  return {
    add,
    // The answer kept is the one `create` made, read back from its JSON.
    submitOnce: <A>(tenant: string, submission: Submission | null, create: () => { lead: StoredLead; answer: A }) =>
      submitOnce(tenant, submission, create) as Submitted<A>,
    find: (tenant, publicId) => {
      const row = byPublicId.get(tenant, publicId) as LeadRow | undefined;
      return row && toLead(row);
    },
    list: (tenant, options = {}) =>
      (many.all(tenant, options.since ?? null, options.since ?? null, options.userId ?? null, options.userId ?? null) as LeadRow[]).map(toLead),
    saveTradeIn: (r) =>
      void upsertTradeIn.run(
        r.leadId,
        r.tenant,
        r.offerPrice,
        r.rego,
        r.regoState,
        JSON.stringify(r.adjustmentAnswers),
        r.email,
        r.phone,
        Number(r.formCompleted),
        Number(r.offerAccepted),
      ),
    issueOfferSecret: (tenant, leadId) => {
      const secret = newOfferSecret();
      updateSecret.run(sha256(secret), tenant, leadId);
      return secret;
    },
    tradeIn: (tenant, leadId) => {
      const row = selectTradeIn.get(tenant, leadId) as Record<string, unknown> | undefined;
      if (!row) return undefined;
      return {
        leadId: row.lead_id as number,
        tenant: row.tenant as string,
        offerPrice: row.offer_price as number | null,
        rego: row.rego as string,
        regoState: row.rego_state as string,
        adjustmentAnswers: JSON.parse(row.adjustment_answers as string),
        email: row.email as string,
        phone: row.phone as string,
        formCompleted: row.form_completed === 1,
        offerAccepted: row.offer_accepted === 1,
      };
    },
    acceptOffer: (tenant, valuationPublicId, owner) => {
      const row = selectOffer.get(tenant, valuationPublicId) as { lead_id: number; secret_hash: Buffer | null; user_id: string | null } | undefined;
      if (!row || !ownsOffer(row, owner)) return false;
      accept.run(row.lead_id);
      return true;
    },
    saveMiscellaneous: (tenant, columnName, value, leadId) => void insertMisc.run(tenant, columnName, JSON.stringify(value), leadId, new Date().toISOString()),
    miscellaneous: (tenant) =>
      (selectMisc.all(tenant) as { id: number; columnName: string; value: string; leadId: number | null }[]).map((row) => ({
        ...row,
        value: JSON.parse(row.value),
      })),
  };
}
