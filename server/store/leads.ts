/**
 * Leads, form submissions, trade-in records and miscellaneous saves. Each lead keeps its full payload
 * as JSON beside the columns the CLI export and the garage query on.
 */
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

export interface LeadRecord extends Omit<NewLead, 'payload' | 'ip'> {
  id: number;
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

export interface LeadStore {
  add(lead: NewLead, at?: Date): number;
  get(tenant: string, id: number): LeadRecord | undefined;
  list(tenant: string, options?: { since?: string; userId?: string }): LeadRecord[];
  saveTradeIn(record: TradeInRecord): void;
  tradeIn(tenant: string, leadId: number): TradeInRecord | undefined;
  acceptOffer(tenant: string, leadId: number): boolean;
  saveMiscellaneous(tenant: string, columnName: string, value: unknown, leadId: number | null): number;
  miscellaneous(tenant: string): { id: number; columnName: string; value: unknown; leadId: number | null }[];
}

interface LeadRow {
  id: number;
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

export function sqliteLeadStore(db: Db): LeadStore {
  migrate(
    db,
    'leads-1',
    `CREATE TABLE leads (id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, kind TEXT NOT NULL, category TEXT NOT NULL, subcategory TEXT,
       car_id INTEGER, user_id TEXT, email TEXT, phone TEXT, payload TEXT NOT NULL, ip TEXT NOT NULL, created_at TEXT NOT NULL);
     CREATE INDEX leads_tenant_created ON leads (tenant, created_at);
     CREATE INDEX leads_user ON leads (tenant, user_id);
     CREATE TABLE trade_ins (lead_id INTEGER PRIMARY KEY REFERENCES leads (id), tenant TEXT NOT NULL, offer_price REAL, rego TEXT NOT NULL,
       rego_state TEXT NOT NULL, adjustment_answers TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
       form_completed INTEGER NOT NULL, offer_accepted INTEGER NOT NULL);
     CREATE TABLE miscellaneous (id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, column_name TEXT NOT NULL, value TEXT NOT NULL,
       lead_id INTEGER, created_at TEXT NOT NULL);`,
  );
  const insert = db.prepare(
    'INSERT INTO leads (tenant, kind, category, subcategory, car_id, user_id, email, phone, payload, ip, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const one = db.prepare('SELECT * FROM leads WHERE tenant = ? AND id = ?');
  const many = db.prepare('SELECT * FROM leads WHERE tenant = ? AND (? IS NULL OR created_at >= ?) AND (? IS NULL OR user_id = ?) ORDER BY id');
  const upsertTradeIn = db.prepare(
    `INSERT INTO trade_ins (lead_id, tenant, offer_price, rego, rego_state, adjustment_answers, email, phone, form_completed, offer_accepted)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (lead_id) DO UPDATE SET offer_price = excluded.offer_price, form_completed = excluded.form_completed, offer_accepted = excluded.offer_accepted`,
  );
  const selectTradeIn = db.prepare('SELECT * FROM trade_ins WHERE tenant = ? AND lead_id = ?');
  const accept = db.prepare('UPDATE trade_ins SET offer_accepted = 1 WHERE tenant = ? AND lead_id = ? AND offer_price IS NOT NULL');
  const insertMisc = db.prepare('INSERT INTO miscellaneous (tenant, column_name, value, lead_id, created_at) VALUES (?, ?, ?, ?, ?)');
  const selectMisc = db.prepare('SELECT id, column_name AS columnName, value, lead_id AS leadId FROM miscellaneous WHERE tenant = ? ORDER BY id');
  return {
    add: (l, at = new Date()) =>
      Number(
        insert.run(l.tenant, l.kind, l.category, l.subcategory, l.carId, l.userId, l.email, l.phone, JSON.stringify(l.payload), l.ip, at.toISOString())
          .lastInsertRowid,
      ),
    get: (tenant, id) => {
      const row = one.get(tenant, id) as LeadRow | undefined;
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
    acceptOffer: (tenant, leadId) => accept.run(tenant, leadId).changes === 1,
    saveMiscellaneous: (tenant, columnName, value, leadId) =>
      Number(insertMisc.run(tenant, columnName, JSON.stringify(value), leadId, new Date().toISOString()).lastInsertRowid),
    miscellaneous: (tenant) =>
      (selectMisc.all(tenant) as { id: number; columnName: string; value: string; leadId: number | null }[]).map((row) => ({
        ...row,
        value: JSON.parse(row.value),
      })),
  };
}
