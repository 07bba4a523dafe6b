/**
 * The demo's test checkouts (../payments/test-checkout.ts), kept in the stores so a server restarted between a
 * shopper paying and the reserve page asking how the hold stands still knows the checkout was paid. Each status
 * change is one conditional UPDATE, so a repeated Pay changes it once.
 */
import type { Selectable } from 'kysely';
import { migrateSqlStore, type Migration } from './sql/migrations.ts';
import type { SqlStore } from './sql/sql-store.ts';
import type { TestCheckoutsTable } from './sql/tables.ts';

export type TestCheckoutStatus = TestCheckoutsTable['status'];

export interface TestCheckout {
  id: string;
  tenant: string;
  carId: number;
  reservationId: string;
  description: string;
  /** Australian dollars, to the cent. */
  amount: number;
  successUrl: string;
  cancelUrl: string;
  status: TestCheckoutStatus;
}

export interface TestCheckoutStore {
  add(checkout: Omit<TestCheckout, 'status'>, now: Date): Promise<void>;
  find(id: string): Promise<TestCheckout | undefined>;
  /** Moves the checkout from `from` to `to`; the checkout as it now is, or undefined when there is none. */
  move(id: string, from: TestCheckoutStatus, to: TestCheckoutStatus): Promise<TestCheckout | undefined>;
}

export const TEST_CHECKOUT_MIGRATIONS: readonly Migration[] = [
  {
    name: 'test-checkouts-1',
    up: async (db) => {
      await db.schema
        .createTable('test_checkouts')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('car_id', 'integer', (column) => column.notNull())
        .addColumn('reservation_id', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull())
        .addColumn('amount_cents', 'integer', (column) => column.notNull())
        .addColumn('success_url', 'text', (column) => column.notNull())
        .addColumn('cancel_url', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
    },
  },
];

const toCheckout = (row: Selectable<TestCheckoutsTable>): TestCheckout => ({
  id: row.id,
  tenant: row.tenant,
  carId: row.car_id,
  reservationId: row.reservation_id,
  description: row.description,
  amount: row.amount_cents / 100,
  successUrl: row.success_url,
  cancelUrl: row.cancel_url,
  status: row.status,
});

export async function openTestCheckoutStore(store: SqlStore): Promise<TestCheckoutStore> {
  await migrateSqlStore(store, TEST_CHECKOUT_MIGRATIONS);
  const { db } = store;
  const find = async (id: string) => {
    const row = await db.selectFrom('test_checkouts').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toCheckout(row);
  };
  return {
    async add(checkout, now) {
      await db
        .insertInto('test_checkouts')
        .values({
          id: checkout.id,
          tenant: checkout.tenant,
          car_id: checkout.carId,
          reservation_id: checkout.reservationId,
          description: checkout.description,
          amount_cents: Math.round(checkout.amount * 100),
          success_url: checkout.successUrl,
          cancel_url: checkout.cancelUrl,
          status: 'open',
          created_at: now.toISOString(),
        })
        .execute();
    },
    find,
    async move(id, from, to) {
      await db.updateTable('test_checkouts').where('id', '=', id).where('status', '=', from).set({ status: to }).execute();
      return find(id);
    },
  };
}
