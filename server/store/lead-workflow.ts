/**
 * Where a dealership's staff have got to with each lead (status, assignee) and their notes, and the inbox's query
 * over the leads with them: newest first, filtered, a page at a time by keyset (the created instant and the public
 * id of the last lead shown), so a page never repeats or skips a lead as new ones arrive.
 */
import { randomBytes } from 'node:crypto';
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { LeadMessage } from '../../runtime/site/lead-message.ts';
import type { LeadNote, LeadStatus } from '../../runtime/site/staff-api.ts';
import { migrateSqlStore, type Migration } from './sql/migrations.ts';
import type { SqlDialect, SqlStore } from './sql/sql-store.ts';
import type { Database } from './sql/tables.ts';

export const LEAD_WORKFLOW_MIGRATIONS: readonly Migration[] = [
  {
    name: 'lead-workflow-1',
    up: async (db) => {
      await db.schema
        .createTable('lead_workflow')
        .addColumn('lead_id', 'bigint', (column) => column.primaryKey())
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('assignee_id', 'text')
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('lead_notes')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('lead_id', 'bigint', (column) => column.notNull())
        .addColumn('member_id', 'text', (column) => column.notNull())
        .addColumn('text', 'text', (column) => column.notNull())
        .addColumn('at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('lead_notes_lead').on('lead_notes').columns(['tenant', 'lead_id']).execute();
    },
  },
];

/** The inbox's filter, with dates already turned into instants (ISO) and the page given by the last lead shown. */
export interface InboxQuery {
  kind?: string;
  category?: string;
  location?: number;
  status?: LeadStatus;
  since?: string;
  until?: string;
  q?: string;
  assignee?: string;
  after?: { createdAt: string; publicId: string };
  limit: number;
}

export interface InboxLead {
  id: number;
  publicId: string;
  createdAt: string;
  kind: string;
  category: string;
  subcategory: string | null;
  carId: number | null;
  email: string | null;
  phone: string | null;
  /** The submission as sent. */
  payload: unknown;
  message: LeadMessage | null;
  status: LeadStatus;
  assignee: { id: string; email: string } | null;
}

/** A lead's delivery as the inbox sums it up. */
export interface DeliveryRow {
  leadId: number;
  deliveryId: string;
  target: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastError: string | null;
  deliveredAt: number | null;
}

export interface LeadWorkflowStore {
  list(tenant: string, query: InboxQuery): Promise<InboxLead[]>;
  find(tenant: string, publicId: string): Promise<InboxLead | undefined>;
  /** The deliveries of these leads of the tenant, oldest first. */
  deliveries(tenant: string, leadIds: readonly number[]): Promise<DeliveryRow[]>;
  /** The lead a delivery of the tenant is for, by the delivery's public id. */
  deliveryLead(tenant: string, deliveryId: string): Promise<number | undefined>;
  setStatus(tenant: string, leadId: number, status: LeadStatus, now: Date): Promise<void>;
  setAssignee(tenant: string, leadId: number, memberId: string | null, now: Date): Promise<void>;
  addNote(tenant: string, leadId: number, by: { id: string; email: string }, text: string, now: Date): Promise<LeadNote>;
  notes(tenant: string, leadId: number): Promise<LeadNote[]>;
}

/** A field of the lead's message (JSON text) by its path, as text (a number too), read by either engine. */
function messageField(dialect: SqlDialect, path: readonly string[]): RawBuilder<string | null> {
  return dialect === 'postgres'
    ? sql<string | null>`(leads.message::jsonb #>> ${sql.lit(`{${path.join(',')}}`)})`
    : sql<string | null>`cast(json_extract(leads.message, ${sql.lit(`$.${path.join('.')}`)}) as text)`;
}

/** `%text%` for LIKE, with LIKE's own characters taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function openLeadWorkflowStore(store: SqlStore): Promise<LeadWorkflowStore> {
  await migrateSqlStore(store, LEAD_WORKFLOW_MIGRATIONS);
  const { db, dialect } = store;
  const like = (value: RawBuilder<string | null>, pattern: string) => sql<boolean>`lower(coalesce(${value}, '')) like ${pattern} escape '\\'`;

  const inbox = (tenant: string) =>
    db
      .selectFrom('leads')
      .leftJoin('lead_workflow', 'lead_workflow.lead_id', 'leads.id')
      .leftJoin('staff_members', 'staff_members.id', 'lead_workflow.assignee_id')
      .select([
        'leads.id',
        'leads.public_id',
        'leads.created_at',
        'leads.kind',
        'leads.category',
        'leads.subcategory',
        'leads.car_id',
        'leads.email',
        'leads.phone',
        'leads.payload',
        'leads.message',
        'lead_workflow.status',
        'staff_members.id as assignee_id',
        'staff_members.email as assignee_email',
      ])
      .where('leads.tenant', '=', tenant);

  type Row = Awaited<ReturnType<ReturnType<typeof inbox>['executeTakeFirstOrThrow']>>;
  const toLead = (row: Row): InboxLead => ({
    id: row.id,
    publicId: row.public_id,
    createdAt: row.created_at,
    kind: row.kind,
    category: row.category,
    subcategory: row.subcategory,
    carId: row.car_id,
    email: row.email,
    phone: row.phone,
    payload: JSON.parse(row.payload),
    message: row.message === null ? null : (JSON.parse(row.message) as LeadMessage),
    status: row.status ?? 'new',
    assignee: row.assignee_id && row.assignee_email ? { id: row.assignee_id, email: row.assignee_email } : null,
  });

  const searched = (eb: ExpressionBuilder<Database, 'leads'>, q: string) => {
    const pattern = containing(q);
    const digits = q.replace(/[\s()+-]/g, '');
    const either = [
      like(sql`leads.email`, pattern),
      like(messageField(dialect, ['contact', 'name']), pattern),
      like(messageField(dialect, ['car', 'stockNumber']), pattern),
    ];
    if (/^\d+$/.test(digits)) either.push(like(sql`replace(leads.phone, ' ', '')`, containing(digits)));
    return eb.or(either);
  };

  const upsertWorkflow = async (tenant: string, leadId: number, change: { status?: LeadStatus; assignee_id?: string | null }, now: Date) => {
    await db
      .insertInto('lead_workflow')
      .values({ lead_id: leadId, tenant, status: change.status ?? 'new', assignee_id: change.assignee_id ?? null, updated_at: now.toISOString() })
      .onConflict((conflict) => conflict.column('lead_id').doUpdateSet({ ...change, updated_at: now.toISOString() }))
      .execute();
  };

  return {
    list: async (tenant, query) => {
      const { kind, category, location, status, since, until, q, assignee, after } = query;
      const rows = await inbox(tenant)
        .$if(kind !== undefined, (qb) => qb.where('leads.kind', '=', kind!))
        .$if(category !== undefined, (qb) => qb.where('leads.category', '=', category!))
        .$if(location !== undefined, (qb) => qb.where(messageField(dialect, ['location', 'id']), '=', String(location)))
        .$if(status !== undefined, (qb) => qb.where(sql<string>`coalesce(lead_workflow.status, 'new')`, '=', status!))
        .$if(since !== undefined, (qb) => qb.where('leads.created_at', '>=', since!))
        .$if(until !== undefined, (qb) => qb.where('leads.created_at', '<=', until!))
        .$if(assignee !== undefined, (qb) => qb.where('lead_workflow.assignee_id', '=', assignee!))
        .$if(q !== undefined && q.trim() !== '', (qb) => qb.where((eb) => searched(eb, q!.trim())))
        .$if(after !== undefined, (qb) =>
          qb.where((eb) =>
            eb.or([
              eb('leads.created_at', '<', after!.createdAt),
              eb.and([eb('leads.created_at', '=', after!.createdAt), eb('leads.public_id', '<', after!.publicId)]),
            ]),
          ),
        )
        .orderBy('leads.created_at', 'desc')
        .orderBy('leads.public_id', 'desc')
        .limit(query.limit)
        .execute();
      return rows.map(toLead);
    },

    find: async (tenant, publicId) => {
      const row = await inbox(tenant).where('leads.public_id', '=', publicId).executeTakeFirst();
      return row && toLead(row);
    },

    deliveries: async (tenant, leadIds) => {
      if (leadIds.length === 0) return [];
      const rows = await db
        .selectFrom('lead_deliveries')
        .select(['lead_id', 'delivery_id', 'target', 'status', 'attempts', 'last_error', 'delivered_at'])
        .where('tenant', '=', tenant)
        .where('lead_id', 'in', leadIds)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        leadId: row.lead_id,
        deliveryId: row.delivery_id,
        target: row.target,
        status: row.status,
        attempts: row.attempts,
        lastError: row.last_error,
        deliveredAt: row.delivered_at,
      }));
    },

    deliveryLead: async (tenant, deliveryId) =>
      (await db.selectFrom('lead_deliveries').select('lead_id').where('tenant', '=', tenant).where('delivery_id', '=', deliveryId).executeTakeFirst())?.lead_id,

    setStatus: (tenant, leadId, status, now) => upsertWorkflow(tenant, leadId, { status }, now),
    setAssignee: (tenant, leadId, memberId, now) => upsertWorkflow(tenant, leadId, { assignee_id: memberId }, now),

    addNote: async (tenant, leadId, by, text, now) => {
      const note = { id: randomBytes(16).toString('hex'), tenant, lead_id: leadId, member_id: by.id, text, at: now.toISOString() };
      await db.insertInto('lead_notes').values(note).execute();
      return { id: note.id, text, by: { id: by.id, email: by.email }, at: note.at };
    },

    notes: async (tenant, leadId) =>
      (
        await db
          .selectFrom('lead_notes')
          .innerJoin('staff_members', 'staff_members.id', 'lead_notes.member_id')
          .select(['lead_notes.id', 'lead_notes.text', 'lead_notes.at', 'staff_members.id as member_id', 'staff_members.email'])
          .where('lead_notes.tenant', '=', tenant)
          .where('lead_notes.lead_id', '=', leadId)
          .orderBy('lead_notes.at')
          .execute()
      ).map((row) => ({ id: row.id, text: row.text, at: row.at, by: { id: row.member_id, email: row.email } })),
  };
}
