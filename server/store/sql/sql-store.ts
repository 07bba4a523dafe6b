/**
 * The stores' connection: PostgreSQL when the server is given a database URL (`DEALER_DATABASE_URL`), else the
 * data directory's SQLite file. Stores write their queries once, with Kysely, and run on either engine.
 */
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Db } from '../database.ts';
import type { Database } from './tables.ts';

export type SqlDialect = 'postgres' | 'sqlite';

export interface SqlStore {
  db: Kysely<Database>;
  dialect: SqlDialect;
  /** Ends the PostgreSQL pool; the SQLite connection stays open for whoever opened it. */
  close(): Promise<void>;
}

/** A PostgreSQL server by URL, or the data directory's SQLite connection (server/store/database.ts), shared so its writes keep one file and its full sync. */
export type SqlStoreTarget = { databaseUrl: string } | { sqlite: Db };

// pg reads bigint (int8) columns and count(*) as strings, as they may not fit a double; ours are epoch milliseconds
// and counts, far below 2^53, and SQLite gives them as numbers, so both engines answer alike.
const INT8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8 ? Number : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser,
};

export function openSqlStore(target: SqlStoreTarget): SqlStore {
  if ('databaseUrl' in target) {
    // A database behind a firewall that drops packets would otherwise hold start (and each new connection) for the
    // operating system's TCP timeout, minutes; ten seconds says it cannot be reached while someone is watching.
    const pool = new pg.Pool({ connectionString: target.databaseUrl, types, connectionTimeoutMillis: 10_000 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const { sqlite } = target;
  // Kysely closes its database when destroyed; this one belongs to the caller, so Kysely is given a view that cannot close it.
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: { prepare: (query) => sqlite.prepare(query), close: () => {} } }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
