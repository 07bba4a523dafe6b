/**
 * The dealer server's stores: PostgreSQL when it is given a database URL, which must answer before the server starts
 * (a server that cannot keep a lead should not take one); else the data directory's SQLite file, the server's own.
 */
import { sql } from 'kysely';
import { openDatabase } from '../database.ts';
import { DatabaseUnreachableError } from './database-unreachable.ts';
import { openSqlStore, type SqlStore } from './sql-store.ts';

/** One round trip to the stores' database: /healthz makes it on each call, the server once as it starts. */
export async function pingSqlStore(store: SqlStore): Promise<void> {
  await sql`select 1`.execute(store.db);
}

/** Closing the store closes the SQLite file or the PostgreSQL pool. */
export async function openServerStore(options: { dataDir: string; databaseUrl?: string | undefined }): Promise<SqlStore> {
  const { databaseUrl } = options;
  if (!databaseUrl) {
    const sqlite = openDatabase(options.dataDir);
    const store = openSqlStore({ sqlite });
    return {
      ...store,
      close: async () => {
        await store.close();
        sqlite.close();
      },
    };
  }
  let store: SqlStore | undefined;
  try {
    store = openSqlStore({ databaseUrl });
    await pingSqlStore(store);
    return store;
  } catch (error) {
    await store?.close();
    throw new DatabaseUnreachableError(databaseUrl, { cause: error });
  }
}
