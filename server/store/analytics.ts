/** The sites' analytics events, one row each, as their pages send them. */
import { idColumnType } from './sql/columns.ts';
import { migrateSqlStore, type Migration } from './sql/migrations.ts';
import type { SqlStore } from './sql/sql-store.ts';

export interface AnalyticsRecord {
  tenant: string;
  eventId: number;
  label: string | null;
  carId: number | null;
  path: string;
  at: string;
}

export interface AnalyticsStore {
  record(event: AnalyticsRecord): Promise<void>;
  /** The tenant's events (of one kind, given `eventId`) in the order they were recorded. */
  list(tenant: string, eventId?: number): Promise<AnalyticsRecord[]>;
}

export const ANALYTICS_MIGRATIONS: readonly Migration[] = [
  {
    name: 'analytics-1',
    // A data directory from before the SQL builder already has this table, made by server/store/database.ts's
    // `migrate`: it is kept, with every event.
    up: async (db, dialect) => {
      await db.schema
        .createTable('analytics_events')
        .ifNotExists()
        .addColumn('id', idColumnType(dialect), (column) => column.primaryKey())
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('event_id', 'integer', (column) => column.notNull())
        .addColumn('label', 'text')
        .addColumn('car_id', 'integer')
        .addColumn('path', 'text', (column) => column.notNull())
        .addColumn('at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('analytics_events_tenant').ifNotExists().on('analytics_events').columns(['tenant', 'event_id']).execute();
    },
  },
];

export async function openAnalyticsStore(store: SqlStore): Promise<AnalyticsStore> {
  await migrateSqlStore(store, ANALYTICS_MIGRATIONS);
  const { db } = store;
  return {
    record: async (event) => {
      await db
        .insertInto('analytics_events')
        .values({ tenant: event.tenant, event_id: event.eventId, label: event.label, car_id: event.carId, path: event.path, at: event.at })
        .execute();
    },
    list: (tenant, eventId) =>
      db
        .selectFrom('analytics_events')
        .select(['tenant', 'event_id as eventId', 'label', 'car_id as carId', 'path', 'at'])
        .where('tenant', '=', tenant)
        .$if(eventId !== undefined, (query) => query.where('event_id', '=', eventId!))
        .orderBy('id')
        .execute(),
  };
}
