/**
 * Leads, form submissions, trade-in records and miscellaneous saves, in the SQL store (the data directory's SQLite
 * file or PostgreSQL, one code path). Each lead keeps its full payload as JSON beside the columns the CLI export and
 * the garage query on.
 *
 * The numeric id is internal: pages and shoppers only ever see a lead's public id (128 random bits), so an id
 * says nothing about how many leads there are and cannot be guessed. A valuation's offer is accepted only by its
 * owner: whoever holds its offer secret (kept as a SHA-256 hash, so a copy of the database accepts nothing) or the
 * signed-in shopper who asked for it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { LeadDeliveryTarget } from '../../schema/tenant.ts';
import type { LeadMessage } from '../../runtime/site/lead-message.ts';
import type { LeadMessageDraft } from '../delivery/lead-message-of.ts';
import { addDeliveries, LEAD_DELIVERIES_MIGRATION } from './lead-deliveries.ts';
import { migrateSqlStore, type Migration } from './sql/migrations.ts';
import { idColumnType } from './sql/columns.ts';
import type { SqlStore } from './sql/sql-store.ts';
import type { Database, LeadsTable } from './sql/tables.ts';

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
  /** The lead as the dealer reads it, and where it goes; its deliveries are written with it. */
  message?: LeadMessageDraft;
  deliverTo?: readonly LeadDeliveryTarget[];
}

export interface StoredLead {
  id: number;
  publicId: string;
}

export interface LeadRecord extends Omit<NewLead, 'payload' | 'ip' | 'message' | 'deliverTo'>, StoredLead {
  payload: unknown;
  createdAt: string;
  message: LeadMessage | null;
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

/** The writes a submission makes: on the store, each its own transaction; given to `submitOnce`'s `create`, the submission's. */
export interface LeadWrites {
  add(lead: NewLead, at?: Date): Promise<StoredLead>;
  saveTradeIn(record: TradeInRecord): Promise<void>;
  /** Marks the offer of the tenant's valuation accepted, if it has one and the owner is its own; false otherwise. */
  acceptOffer(tenant: string, valuationPublicId: string, owner: OfferOwner): Promise<boolean>;
}

export interface LeadStore extends LeadWrites {
  /**
   * Runs `create` (which adds one lead through the writes it is given) in a transaction that also records the
   * submission's key; a repeat of the key answers the first answer and creates nothing, and the key sent with
   * another request is a conflict.
   */
  submitOnce<A>(tenant: string, submission: Submission | null, create: (leads: LeadWrites) => Promise<{ lead: StoredLead; answer: A }>): Promise<Submitted<A>>;
  find(tenant: string, publicId: string): Promise<LeadRecord | undefined>;
  list(tenant: string, options?: { since?: string; userId?: string }): Promise<LeadRecord[]>;
  /** A new secret that proves ownership of the trade-in's offer, in place of any earlier one; it is returned only here. */
  issueOfferSecret(tenant: string, leadId: number): Promise<string>;
  tradeIn(tenant: string, leadId: number): Promise<TradeInRecord | undefined>;
  saveMiscellaneous(tenant: string, columnName: string, value: unknown, leadId: number | null): Promise<void>;
  miscellaneous(tenant: string): Promise<{ id: number; columnName: string; value: unknown; leadId: number | null }[]>;
}

const toLead = (row: Selectable<LeadsTable>): LeadRecord => ({
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
  message: row.message === null ? null : (JSON.parse(row.message) as LeadMessage),
});

/** 128 random bits as 32 lowercase hex digits: the form the migration gives leads stored before public ids. */
export const PUBLIC_ID = /^[0-9a-f]{32}$/;
export const newPublicId = () => randomBytes(16).toString('hex');
/** 256 random bits, base64url. */
export const OFFER_SECRET = /^[A-Za-z0-9_-]{43}$/;
const newOfferSecret = () => randomBytes(32).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest();

function ownsOffer(row: { offer_secret_hash: Buffer | null; user_id: string | null }, owner: OfferOwner): boolean {
  if (owner.userId !== null && row.user_id === owner.userId) return true;
  return owner.secret !== null && row.offer_secret_hash !== null && timingSafeEqual(sha256(owner.secret), row.offer_secret_hash);
}

/** The columns of each table the database has, to adopt what a data file from before the SQL builder already holds. */
async function columnsOf(db: Kysely<unknown>): Promise<Map<string, Set<string>>> {
  const tables = await db.introspection.getTables();
  return new Map(tables.map((table) => [table.name, new Set(table.columns.map((column) => column.name))]));
}

// Migrations see the tables as they were then, not as tables.ts types them now.
type LeadsBeforePublicIds = { leads: { id: number; public_id: string | null } };

/**
 * The leads migrations, by the names the data directory's own `migrations` table (server/store/database.ts) gave
 * them before the SQL builder. A data file from then has leads-1's tables, and leads-2's changes if that ran there:
 * each is kept with its rows, and only what it lacks is added.
 */
export const LEAD_MIGRATIONS: readonly Migration[] = [
  {
    name: 'leads-1',
    up: async (db, dialect) => {
      await db.schema
        .createTable('leads')
        .ifNotExists()
        .addColumn('id', idColumnType(dialect), (column) => column.primaryKey())
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('category', 'text', (column) => column.notNull())
        .addColumn('subcategory', 'text')
        .addColumn('car_id', 'integer')
        .addColumn('user_id', 'text')
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('payload', 'text', (column) => column.notNull())
        .addColumn('ip', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('leads_tenant_created').ifNotExists().on('leads').columns(['tenant', 'created_at']).execute();
      await db.schema.createIndex('leads_user').ifNotExists().on('leads').columns(['tenant', 'user_id']).execute();
      await db.schema
        .createTable('trade_ins')
        .ifNotExists()
        .addColumn('lead_id', 'bigint', (column) => column.primaryKey().references('leads.id'))
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('offer_price', 'double precision')
        .addColumn('rego', 'text', (column) => column.notNull())
        .addColumn('rego_state', 'text', (column) => column.notNull())
        .addColumn('adjustment_answers', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('form_completed', 'integer', (column) => column.notNull())
        .addColumn('offer_accepted', 'integer', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('miscellaneous')
        .ifNotExists()
        .addColumn('id', idColumnType(dialect), (column) => column.primaryKey())
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('column_name', 'text', (column) => column.notNull())
        .addColumn('value', 'text', (column) => column.notNull())
        .addColumn('lead_id', 'bigint')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
    },
  },
  {
    name: 'leads-2-public-ids',
    // Leads stored before this get random public ids; their trade-ins no secret, so only their signed-in owner accepts them.
    up: async (db, dialect) => {
      const columns = await columnsOf(db);
      if (!columns.get('leads')?.has('public_id')) {
        await db.schema.alterTable('leads').addColumn('public_id', 'text').execute();
        const leads = db.withTables<LeadsBeforePublicIds>();
        for (const { id } of await leads.selectFrom('leads').select('id').execute())
          await leads.updateTable('leads').set({ public_id: newPublicId() }).where('id', '=', id).execute();
      }
      await db.schema.createIndex('leads_public_id').ifNotExists().unique().on('leads').column('public_id').execute();
      if (!columns.get('trade_ins')?.has('offer_secret_hash'))
        await db.schema
          .alterTable('trade_ins')
          .addColumn('offer_secret_hash', dialect === 'postgres' ? 'bytea' : 'blob')
          .execute();
      await db.schema
        .createTable('lead_submissions')
        .ifNotExists()
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('key', 'text', (column) => column.notNull())
        .addColumn('request_hash', 'text', (column) => column.notNull())
        .addColumn('lead_id', 'bigint', (column) => column.notNull().references('leads.id'))
        .addColumn('answer', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('lead_submissions_key', ['tenant', 'key'])
        .execute();
    },
  },
  LEAD_DELIVERIES_MIGRATION,
];

/** The writes, on the store or inside a transaction of it. */
function leadWrites(db: Kysely<Database>): LeadWrites {
  return {
    add: async (lead, at = new Date()) => {
      const publicId = newPublicId();
      const createdAt = at.toISOString();
      const message: LeadMessage | null = lead.message ? { ...lead.message, leadId: publicId, createdAt } : null;
      const { id } = await db
        .insertInto('leads')
        .values({
          public_id: publicId,
          tenant: lead.tenant,
          kind: lead.kind,
          category: lead.category,
          subcategory: lead.subcategory,
          car_id: lead.carId,
          user_id: lead.userId,
          email: lead.email,
          phone: lead.phone,
          payload: JSON.stringify(lead.payload),
          ip: lead.ip,
          created_at: createdAt,
          message: message && JSON.stringify(message),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await addDeliveries(db, { id, tenant: lead.tenant }, lead.deliverTo ?? [], at.getTime());
      return { id, publicId };
    },
    saveTradeIn: async (record) => {
      await db
        .insertInto('trade_ins')
        .values({
          lead_id: record.leadId,
          tenant: record.tenant,
          offer_price: record.offerPrice,
          rego: record.rego,
          rego_state: record.regoState,
          adjustment_answers: JSON.stringify(record.adjustmentAnswers),
          email: record.email,
          phone: record.phone,
          form_completed: Number(record.formCompleted),
          offer_accepted: Number(record.offerAccepted),
        })
        .onConflict((conflict) =>
          conflict.column('lead_id').doUpdateSet((row) => ({
            offer_price: row.ref('excluded.offer_price'),
            form_completed: row.ref('excluded.form_completed'),
            offer_accepted: row.ref('excluded.offer_accepted'),
          })),
        )
        .execute();
    },
    acceptOffer: async (tenant, valuationPublicId, owner) => {
      const offer = await db
        .selectFrom('trade_ins as t')
        .innerJoin('leads as l', 'l.id', 't.lead_id')
        .select(['t.lead_id', 't.offer_secret_hash', 'l.user_id'])
        .where('l.tenant', '=', tenant)
        .where('l.public_id', '=', valuationPublicId)
        .whereRef('t.tenant', '=', 'l.tenant')
        .where('t.offer_price', 'is not', null)
        .executeTakeFirst();
      if (!offer || !ownsOffer(offer, owner)) return false;
      await db.updateTable('trade_ins').set({ offer_accepted: 1 }).where('lead_id', '=', offer.lead_id).execute();
      return true;
    },
  };
}

/** Thrown inside a submission's transaction to roll it back: another server stored its key after this one looked. */
class KeyTakenMeanwhile extends Error {}

export async function openLeadStore(store: SqlStore): Promise<LeadStore> {
  await migrateSqlStore(store, LEAD_MIGRATIONS);
  const { db } = store;

  async function submitOnceTried<A>(
    tenant: string,
    submission: Submission | null,
    create: (leads: LeadWrites) => Promise<{ lead: StoredLead; answer: A }>,
  ): Promise<Submitted<A>> {
    // Kysely's transaction waits for the disk on commit on both engines (SQLite's full sync, PostgreSQL's synchronous commit).
    return db.transaction().execute(async (trx) => {
      if (submission) {
        const first = await trx
          .selectFrom('lead_submissions as s')
          .innerJoin('leads as l', 'l.id', 's.lead_id')
          .select(['s.request_hash', 's.answer', 'l.id', 'l.public_id'])
          .where('s.tenant', '=', tenant)
          .where('s.key', '=', submission.key)
          .executeTakeFirst();
        if (first && first.request_hash !== submission.requestHash) return 'conflict';
        // The answer kept is the one `create` made, read back from its JSON.
        if (first) return { lead: { id: first.id, publicId: first.public_id }, answer: JSON.parse(first.answer) as A, repeated: true };
      }
      const created = await create(leadWrites(trx));
      if (submission) {
        const kept = await trx
          .insertInto('lead_submissions')
          .values({
            tenant,
            key: submission.key,
            request_hash: submission.requestHash,
            lead_id: created.lead.id,
            answer: JSON.stringify(created.answer),
            created_at: new Date().toISOString(),
          })
          .onConflict((conflict) => conflict.columns(['tenant', 'key']).doNothing())
          .returning('key')
          .executeTakeFirst();
        if (!kept) throw new KeyTakenMeanwhile();
      }
      return { ...created, repeated: false };
    });
  }

  return {
    ...leadWrites(db),
    // A lead and its deliveries are one write here too, as in a submission: never a lead without them.
    add: (lead, at) => db.transaction().execute((trx) => leadWrites(trx).add(lead, at)),
    submitOnce: async (tenant, submission, create) => {
      for (;;) {
        try {
          return await submitOnceTried(tenant, submission, create);
        } catch (error) {
          // A retry sent to two servers at once: the other's lead stands, and looking again answers it.
          if (!(error instanceof KeyTakenMeanwhile)) throw error;
        }
      }
    },
    find: async (tenant, publicId) => {
      const row = await db.selectFrom('leads').selectAll().where('tenant', '=', tenant).where('public_id', '=', publicId).executeTakeFirst();
      return row && toLead(row);
    },
    list: async (tenant, { since, userId } = {}) => {
      let query = db.selectFrom('leads').selectAll().where('tenant', '=', tenant);
      if (since !== undefined) query = query.where('created_at', '>=', since);
      if (userId !== undefined) query = query.where('user_id', '=', userId);
      return (await query.orderBy('id').execute()).map(toLead);
    },
    issueOfferSecret: async (tenant, leadId) => {
      const secret = newOfferSecret();
      await db
        .updateTable('trade_ins')
        .set({ offer_secret_hash: sha256(secret) })
        .where('tenant', '=', tenant)
        .where('lead_id', '=', leadId)
        .execute();
      return secret;
    },
    tradeIn: async (tenant, leadId) => {
      const row = await db.selectFrom('trade_ins').selectAll().where('tenant', '=', tenant).where('lead_id', '=', leadId).executeTakeFirst();
      if (!row) return undefined;
      return {
        leadId: row.lead_id,
        tenant: row.tenant,
        offerPrice: row.offer_price,
        rego: row.rego,
        regoState: row.rego_state,
        adjustmentAnswers: JSON.parse(row.adjustment_answers),
        email: row.email,
        phone: row.phone,
        formCompleted: row.form_completed === 1,
        offerAccepted: row.offer_accepted === 1,
      };
    },
    saveMiscellaneous: async (tenant, columnName, value, leadId) => {
      await db
        .insertInto('miscellaneous')
        .values({ tenant, column_name: columnName, value: JSON.stringify(value), lead_id: leadId, created_at: new Date().toISOString() })
        .execute();
    },
    miscellaneous: async (tenant) => {
      const rows = await db.selectFrom('miscellaneous').select(['id', 'column_name', 'value', 'lead_id']).where('tenant', '=', tenant).orderBy('id').execute();
      return rows.map((row) => ({ id: row.id, columnName: row.column_name, value: JSON.parse(row.value), leadId: row.lead_id }));
    },
  };
}
