/** Saved cars per signed-in phone and site. Saving twice or removing a car not saved changes nothing. */
import { migrateSqlStore, type Migration } from './sql/migrations.ts';
import type { SqlStore } from './sql/sql-store.ts';

export interface WatchlistStore {
  save(tenant: string, phone: string, carId: number, now: Date): Promise<void>;
  remove(tenant: string, phone: string, carId: number): Promise<void>;
  /** Car ids, most recently saved first. */
  list(tenant: string, phone: string): Promise<number[]>;
}

export const WATCHLIST_MIGRATIONS: readonly Migration[] = [
  {
    name: 'watchlist-1',
    // A data directory from before the SQL builder already has this table, made by server/store/database.ts's
    // `migrate`: it is kept, with every saved car.
    up: async (db) => {
      await db.schema
        .createTable('watchlist')
        .ifNotExists()
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('car_id', 'integer', (column) => column.notNull())
        .addColumn('saved_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('watchlist_pkey', ['tenant', 'phone', 'car_id'])
        .execute();
    },
  },
];

export async function openWatchlistStore(store: SqlStore): Promise<WatchlistStore> {
  await migrateSqlStore(store, WATCHLIST_MIGRATIONS);
  const { db } = store;
  return {
    save: async (tenant, phone, carId, now) => {
      await db
        .insertInto('watchlist')
        .values({ tenant, phone, car_id: carId, saved_at: now.toISOString() })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },
    remove: async (tenant, phone, carId) => {
      await db.deleteFrom('watchlist').where('tenant', '=', tenant).where('phone', '=', phone).where('car_id', '=', carId).execute();
    },
    list: async (tenant, phone) => {
      // Cars saved in one millisecond (ISO instants, ordered as text) come highest id first.
      const rows = await db
        .selectFrom('watchlist')
        .select('car_id')
        .where('tenant', '=', tenant)
        .where('phone', '=', phone)
        .orderBy('saved_at', 'desc')
        .orderBy('car_id', 'desc')
        .execute();
      return rows.map((row) => row.car_id);
    },
  };
}
