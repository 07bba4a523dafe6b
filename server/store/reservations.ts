/**
 * Cars held with a deposit (vehicle spec §1, §9): a reservation starts pending with its checkout, is paid once the
 * payment provider says so, and a paid hold ends refunded or, 48 hours after payment, expired. Each step is one
 * conditional UPDATE, so a repeated webhook, two servers sweeping together or a refund racing the expiry change it once.
 */
import type { Selectable } from 'kysely';
import { RESERVATION_HOLD_HOURS } from '../../runtime/site/constants.ts';
import { newPublicId } from './leads.ts';
import { migrateSqlStore, type Migration } from './sql/migrations.ts';
import type { SqlStore } from './sql/sql-store.ts';
import type { ReservationsTable } from './sql/tables.ts';

export type ReservationStatus = ReservationsTable['status'];

export interface Reservation {
  id: string;
  tenant: string;
  carId: number;
  leadId: number;
  amountCents: number;
  status: ReservationStatus;
  sessionId: string | null;
  createdAt: string;
  paidAt: string | null;
  expiresAt: string | null;
}

export interface NewReservation {
  tenant: string;
  carId: number;
  leadId: number;
  amountCents: number;
}

export interface ReservationStore {
  create(reservation: NewReservation, now: Date): Promise<Reservation>;
  attachSession(tenant: string, id: string, sessionId: string): Promise<void>;
  find(tenant: string, id: string): Promise<Reservation | undefined>;
  /** Every tenant's paid holds. */
  held(): Promise<Reservation[]>;
  /** The tenant's paid holds on the car, first paid first. */
  paidFor(tenant: string, carId: number): Promise<Reservation[]>;
  /** Marks a pending reservation paid, its hold ending 48 hours on; undefined when it was not pending (a repeated notice). */
  markPaid(tenant: string, id: string, now: Date): Promise<Reservation | undefined>;
  /** Ends a paid hold as refunded; undefined when it was not paid. */
  markRefunded(tenant: string, id: string): Promise<Reservation | undefined>;
  /** Ends every paid hold whose time is up, answering each once, to whichever server claimed it. */
  claimExpired(now: Date): Promise<Reservation[]>;
}

export const RESERVATION_MIGRATIONS: readonly Migration[] = [
  {
    name: 'reservations-1',
    up: async (db) => {
      await db.schema
        .createTable('reservations')
        .addColumn('public_id', 'text', (column) => column.primaryKey())
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('car_id', 'integer', (column) => column.notNull())
        .addColumn('lead_id', 'integer', (column) => column.notNull().references('leads.id'))
        .addColumn('amount_cents', 'integer', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('session_id', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('paid_at', 'text')
        .addColumn('expires_at', 'text')
        .execute();
      await db.schema.createIndex('reservations_status_expires').on('reservations').columns(['status', 'expires_at']).execute();
      await db.schema.createIndex('reservations_car').on('reservations').columns(['tenant', 'car_id']).execute();
    },
  },
];

const HOLD_MS = RESERVATION_HOLD_HOURS * 3600_000;

const toReservation = (row: Selectable<ReservationsTable>): Reservation => ({
  id: row.public_id,
  tenant: row.tenant,
  carId: row.car_id,
  leadId: row.lead_id,
  amountCents: row.amount_cents,
  status: row.status,
  sessionId: row.session_id,
  createdAt: row.created_at,
  paidAt: row.paid_at,
  expiresAt: row.expires_at,
});

export async function openReservationStore(store: SqlStore): Promise<ReservationStore> {
  await migrateSqlStore(store, RESERVATION_MIGRATIONS);
  const { db } = store;
  const one = (tenant: string, id: string) => db.updateTable('reservations').where('tenant', '=', tenant).where('public_id', '=', id);
  return {
    async create(reservation, now) {
      const row = await db
        .insertInto('reservations')
        .values({
          public_id: newPublicId(),
          tenant: reservation.tenant,
          car_id: reservation.carId,
          lead_id: reservation.leadId,
          amount_cents: reservation.amountCents,
          status: 'pending',
          created_at: now.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toReservation(row);
    },
    async attachSession(tenant, id, sessionId) {
      await one(tenant, id).set({ session_id: sessionId }).execute();
    },
    async find(tenant, id) {
      const row = await db.selectFrom('reservations').selectAll().where('tenant', '=', tenant).where('public_id', '=', id).executeTakeFirst();
      return row && toReservation(row);
    },
    async held() {
      const rows = await db.selectFrom('reservations').selectAll().where('status', '=', 'paid').execute();
      return rows.map(toReservation);
    },
    async paidFor(tenant, carId) {
      const rows = await db
        .selectFrom('reservations')
        .selectAll()
        .where('tenant', '=', tenant)
        .where('car_id', '=', carId)
        .where('status', '=', 'paid')
        .orderBy('paid_at')
        .orderBy('public_id')
        .execute();
      return rows.map(toReservation);
    },
    async markPaid(tenant, id, now) {
      const row = await one(tenant, id)
        .where('status', '=', 'pending')
        .set({ status: 'paid', paid_at: now.toISOString(), expires_at: new Date(now.getTime() + HOLD_MS).toISOString() })
        .returningAll()
        .executeTakeFirst();
      return row && toReservation(row);
    },
    async markRefunded(tenant, id) {
      const row = await one(tenant, id).where('status', '=', 'paid').set({ status: 'refunded' }).returningAll().executeTakeFirst();
      return row && toReservation(row);
    },
    async claimExpired(now) {
      const rows = await db
        .updateTable('reservations')
        .where('status', '=', 'paid')
        .where('expires_at', '<=', now.toISOString())
        .set({ status: 'expired' })
        .returningAll()
        .execute();
      return rows.map(toReservation);
    },
  };
}
