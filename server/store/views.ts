/**
 * Car page views counted per site and car, once per visitor and day, and the phone reveals the spec says
 * are only recorded. Who saw which car is kept for the current day only.
 */
import { sql } from 'kysely';
import { idColumnType } from './sql/columns.ts';
import { migrateSqlStore, type Migration } from './sql/migrations.ts';
import type { SqlStore } from './sql/sql-store.ts';

export interface PhoneReveal {
  tenant: string;
  carId: number;
  dealershipId: number | null;
  websiteId: number;
  at: string;
}

export interface CarVisit {
  tenant: string;
  carId: number;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  /** Names for the visitor: the first decides whether the view is new; all are remembered as having seen the car. */
  visitors: readonly [string, ...string[]];
}

export interface ViewStore {
  /** Counts a view unless its visitor has seen this car on this site today; returns the car's count so far. */
  countView(visit: CarVisit): Promise<number>;
  recordPhoneReveal(reveal: PhoneReveal): Promise<void>;
  phoneReveals(tenant: string, carId: number): Promise<number>;
}

export const VIEW_MIGRATIONS: readonly Migration[] = [
  {
    name: 'views-1',
    // A data directory from before the SQL builder already has these tables, made by server/store/database.ts's
    // `migrate` (as `views-1` and `views-2`): they are kept, with their counts, reveals and today's visitors.
    up: async (db, dialect) => {
      await db.schema
        .createTable('car_views')
        .ifNotExists()
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('car_id', 'integer', (column) => column.notNull())
        .addColumn('views', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('car_views_pkey', ['tenant', 'car_id'])
        .execute();
      await db.schema
        .createTable('phone_reveals')
        .ifNotExists()
        .addColumn('id', idColumnType(dialect), (column) => column.primaryKey())
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('car_id', 'integer', (column) => column.notNull())
        .addColumn('dealership_id', 'integer')
        .addColumn('website_id', 'integer', (column) => column.notNull())
        .addColumn('at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('phone_reveals_car').ifNotExists().on('phone_reveals').columns(['tenant', 'car_id']).execute();
      await db.schema
        .createTable('car_view_visitors')
        .ifNotExists()
        .addColumn('day', 'text', (column) => column.notNull())
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('car_id', 'integer', (column) => column.notNull())
        .addColumn('visitor', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('car_view_visitors_pkey', ['day', 'tenant', 'car_id', 'visitor'])
        .execute();
    },
  },
];

export async function openViewStore(store: SqlStore): Promise<ViewStore> {
  await migrateSqlStore(store, VIEW_MIGRATIONS);
  const { db } = store;
  return {
    countView: ({ tenant, carId, day, visitors: [first, ...others] }) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('car_view_visitors').where('day', '<', day).execute();
        // The first name is new today when its row goes in; a row already there (or another server's at the same
        // moment, which this insert waits for) means the visitor was counted.
        const isNew = await trx
          .insertInto('car_view_visitors')
          .values({ day, tenant, car_id: carId, visitor: first })
          .onConflict((conflict) => conflict.doNothing())
          .returning('visitor')
          .executeTakeFirst();
        if (others.length > 0)
          await trx
            .insertInto('car_view_visitors')
            .values(others.map((visitor) => ({ day, tenant, car_id: carId, visitor })))
            .onConflict((conflict) => conflict.doNothing())
            .execute();
        if (!isNew) {
          const current = await trx.selectFrom('car_views').select('views').where('tenant', '=', tenant).where('car_id', '=', carId).executeTakeFirst();
          return current?.views ?? 0;
        }
        const counted = await trx
          .insertInto('car_views')
          .values({ tenant, car_id: carId, views: 1 })
          .onConflict((conflict) => conflict.columns(['tenant', 'car_id']).doUpdateSet({ views: sql<number>`car_views.views + 1` }))
          .returning('views')
          .executeTakeFirstOrThrow();
        return counted.views;
      }),
    recordPhoneReveal: async (reveal) => {
      await db
        .insertInto('phone_reveals')
        .values({ tenant: reveal.tenant, car_id: reveal.carId, dealership_id: reveal.dealershipId, website_id: reveal.websiteId, at: reveal.at })
        .execute();
    },
    phoneReveals: async (tenant, carId) => {
      const { n } = await db
        .selectFrom('phone_reveals')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant', '=', tenant)
        .where('car_id', '=', carId)
        .executeTakeFirstOrThrow();
      return n;
    },
  };
}
