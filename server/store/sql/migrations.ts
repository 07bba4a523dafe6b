/**
 * Versioned migrations for the stores on the SQL builder: each area names its migrations and runs them when its
 * store opens. A migration is applied once per database, recorded in `store_migrations` (apart from the
 * `migrations` table of server/store/database.ts), under a lock, so servers starting together apply it once.
 */
import type { Kysely } from 'kysely';
import type { SqlDialect, SqlStore } from './sql-store.ts';
import { lockedTransaction } from './transactions.ts';

export interface Migration {
  /** Unique among every area's migrations, e.g. `rate-limits-1`; never renamed once shipped. */
  name: string;
  // Migrations see the database as it was, not as tables.ts types it now; the dialect names what differs, e.g. an
  // id column each engine numbers itself (./columns.ts).
  up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void>;
}

// A type, not an interface: Kysely's withTables wants an index signature.
type MigrationsTable = {
  store_migrations: { name: string; applied_at: string };
};

/** Applies, in order and in one transaction, the migrations the database has not had. */
export async function migrateSqlStore(store: SqlStore, migrations: readonly Migration[]): Promise<void> {
  await lockedTransaction(store, async (trx) => {
    const db = trx.withTables<MigrationsTable>();
    await db.schema
      .createTable('store_migrations')
      .ifNotExists()
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('applied_at', 'text', (column) => column.notNull())
      .execute();
    const applied = new Set((await db.selectFrom('store_migrations').select('name').execute()).map((row) => row.name));
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      await migration.up(db as Kysely<unknown>, store.dialect).catch((error: unknown) => {
        throw new Error(`The store migration ${migration.name} failed`, { cause: error });
      });
      await db.insertInto('store_migrations').values({ name: migration.name, applied_at: new Date().toISOString() }).execute();
    }
  });
}
