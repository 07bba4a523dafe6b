/**
 * The lead delivery outbox. A lead's deliveries are written in its own transaction (./leads.ts), so a lead that was
 * acknowledged is never without them; servers then claim due deliveries, send them and record the outcome. A claim
 * is a lease: a server killed mid-send leaves its deliveries to be claimed again when the lease ends (at least
 * once). On PostgreSQL claims skip rows another server holds locked, so several servers never claim one delivery.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { LeadDeliveryTarget } from '../../schema/tenant.ts';
import type { LeadMessage } from '../../runtime/site/lead-message.ts';
import { idColumnType } from './sql/columns.ts';
import type { Migration } from './sql/migrations.ts';
import type { SqlStore } from './sql/sql-store.ts';
import { unsyncedTransaction } from './sql/transactions.ts';
import type { Database, LeadDeliveriesTable } from './sql/tables.ts';

/** How long a delivery is retried after its lead came in (or after it was retried by hand). */
export const DELIVERY_RETRY_WINDOW_MS = 24 * 3600_000;

export type DeliveryStatus = LeadDeliveriesTable['status'];

export interface Delivery {
  id: number;
  deliveryId: string;
  tenant: string;
  leadId: number;
  target: LeadDeliveryTarget;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  deliveredAt: number | null;
}

/** A claimed delivery with the lead it carries. */
export interface ClaimedDelivery extends Delivery {
  message: LeadMessage;
}

export interface LeadDeliveryStore {
  /** Up to `limit` due deliveries no other server holds, each held for `leaseMs` and counted as a try. */
  claim(now: number, limit: number, leaseMs: number): Promise<ClaimedDelivery[]>;
  /** Marks these delivered, in one write: a server delivering many at once marks them together. */
  delivered(ids: readonly number[], now: number): Promise<void>;
  /** A try that failed: tried again at `retryAt`, or, when that is past the delivery's window, failed for good. */
  failed(id: number, error: string, retryAt: number): Promise<DeliveryStatus>;
  /** When the next delivery falls due, if any is pending: one a server holds falls due when its lease ends. */
  nextDue(): Promise<number | null>;
  list(tenant: string, options?: { status?: DeliveryStatus }): Promise<Delivery[]>;
  /** Sends again, with a new window, the tenant's deliveries with these delivery ids (or all its failed ones); how many. */
  retry(tenant: string, which: { deliveryId: string } | 'failed', now: number): Promise<number>;
}

/** Run with the leads migrations (./leads.ts), as deliveries refer to leads. */
export const LEAD_DELIVERIES_MIGRATION: Migration = {
  name: 'leads-3-deliveries',
  up: async (db, dialect) => {
    await db.schema.alterTable('leads').addColumn('message', 'text').execute();
    await db.schema
      .createTable('lead_deliveries')
      .addColumn('id', idColumnType(dialect), (column) => column.primaryKey())
      .addColumn('delivery_id', 'text', (column) => column.notNull().unique())
      .addColumn('tenant', 'text', (column) => column.notNull())
      .addColumn('lead_id', 'bigint', (column) => column.notNull().references('leads.id'))
      .addColumn('target', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull())
      .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
      .addColumn('claimed_until', 'bigint')
      .addColumn('give_up_at', 'bigint', (column) => column.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('delivered_at', 'bigint')
      .execute();
    await db.schema.createIndex('lead_deliveries_due').on('lead_deliveries').columns(['status', 'next_attempt_at']).execute();
    await db.schema.createIndex('lead_deliveries_tenant').on('lead_deliveries').columns(['tenant', 'status']).execute();
  },
};

/** In the lead's transaction: one pending delivery per target, due now. */
export async function addDeliveries(
  db: Kysely<Database>,
  lead: { id: number; tenant: string },
  targets: readonly LeadDeliveryTarget[],
  now: number,
): Promise<void> {
  if (targets.length === 0) return;
  await db
    .insertInto('lead_deliveries')
    .values(
      targets.map((target) => ({
        delivery_id: randomUUID(),
        tenant: lead.tenant,
        lead_id: lead.id,
        target: JSON.stringify(target),
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: now,
        claimed_until: null,
        give_up_at: now + DELIVERY_RETRY_WINDOW_MS,
        last_error: null,
        created_at: now,
        delivered_at: null,
      })),
    )
    .execute();
}

const toDelivery = (row: Selectable<LeadDeliveriesTable>): Delivery => ({
  id: row.id,
  deliveryId: row.delivery_id,
  tenant: row.tenant,
  leadId: row.lead_id,
  target: JSON.parse(row.target) as LeadDeliveryTarget,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  createdAt: row.created_at,
  deliveredAt: row.delivered_at,
});

/** The store over the leads store's tables: open the leads store first, which migrates both. */
export function leadDeliveryStore(store: SqlStore): LeadDeliveryStore {
  const { db, dialect } = store;
  return {
    async claim(now, limit, leaseMs) {
      const claimed = await db
        .updateTable('lead_deliveries')
        .set((row) => ({ claimed_until: now + leaseMs, attempts: row('attempts', '+', 1) }))
        .where('id', 'in', (eb) => {
          const due = eb
            .selectFrom('lead_deliveries')
            .select('id')
            .where('status', '=', 'pending')
            .where('next_attempt_at', '<=', now)
            .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<=', now)]))
            .orderBy('next_attempt_at')
            .limit(limit);
          return dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
        })
        .returningAll()
        .execute();
      if (claimed.length === 0) return [];
      const messages = new Map(
        (
          await db
            .selectFrom('leads')
            .select(['id', 'message'])
            .where(
              'id',
              'in',
              claimed.map((row) => row.lead_id),
            )
            .execute()
        ).map((lead) => [lead.id, lead.message]),
      );
      return claimed.map((row) => ({ ...toDelivery(row), message: JSON.parse(messages.get(row.lead_id) ?? 'null') as LeadMessage }));
    },
    async delivered(ids, now) {
      if (ids.length === 0) return;
      // Not waiting for the disk: a mark a crash forgets only sends the lead once more, which delivery allows (at least once).
      await unsyncedTransaction(store, (trx) =>
        trx
          .updateTable('lead_deliveries')
          .set({ status: 'delivered', delivered_at: now, claimed_until: null, last_error: null })
          .where('id', 'in', ids)
          .execute(),
      );
    },
    async failed(id, error, retryAt) {
      // The delivery is this server's while it holds the claim, so reading its window first races with no one.
      const { give_up_at: giveUpAt } = await db.selectFrom('lead_deliveries').select('give_up_at').where('id', '=', id).executeTakeFirstOrThrow();
      const status = retryAt >= giveUpAt ? 'failed' : 'pending';
      await db.updateTable('lead_deliveries').set({ status, next_attempt_at: retryAt, claimed_until: null, last_error: error }).where('id', '=', id).execute();
      return status;
    },
    async nextDue() {
      // One that a server holds falls due again when its lease ends, not at its try's time, now past: else the others look again at once, and again.
      const row = await db
        .selectFrom('lead_deliveries')
        .select((eb) =>
          eb.fn
            .min(eb.case().when('claimed_until', '>', eb.ref('next_attempt_at')).then(eb.ref('claimed_until')).else(eb.ref('next_attempt_at')).end())
            .as('due'),
        )
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return row?.due == null ? null : Number(row.due);
    },
    async list(tenant, { status } = {}) {
      let query = db.selectFrom('lead_deliveries').selectAll().where('tenant', '=', tenant);
      if (status) query = query.where('status', '=', status);
      return (await query.orderBy('id').execute()).map(toDelivery);
    },
    async retry(tenant, which, now) {
      let query = db
        .updateTable('lead_deliveries')
        .set({ status: 'pending', next_attempt_at: now, give_up_at: now + DELIVERY_RETRY_WINDOW_MS, claimed_until: null })
        .where('tenant', '=', tenant);
      // One named by hand goes again whatever became of it: the dealer's CRM may have lost a delivered lead.
      query = which === 'failed' ? query.where('status', '=', 'failed') : query.where('delivery_id', '=', which.deliveryId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
