/**
 * Transactions the stores need beyond Kysely's plain `transaction()`, each begun on one connection of the store by
 * statements that differ per engine, so the store's own queries stay the same on both.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { SqlStore } from './sql-store.ts';
import type { Database } from './tables.ts';

type Work<T> = (trx: Kysely<Database>) => Promise<T>;

// Any constant names the lock: every server on the database takes the same one.
const MIGRATION_LOCK = 0x6465616c;

async function transaction<T>(connection: Kysely<Database>, begin: RawBuilder<unknown>, work: Work<T>, setUp: RawBuilder<unknown>[] = []): Promise<T> {
  await begin.execute(connection);
  try {
    for (const statement of setUp) await statement.execute(connection);
    const result = await work(connection);
    await sql`commit`.execute(connection);
    return result;
  } catch (error) {
    await sql`rollback`.execute(connection);
    throw error;
  }
}

/** PostgreSQL's transaction-scoped advisory locks on `locks` (bigint expressions), or SQLite's exclusive transaction. */
function transactionLockedOn<T>(store: SqlStore, locks: RawBuilder<unknown>[], work: Work<T>): Promise<T> {
  return store.db.connection().execute((connection) =>
    store.dialect === 'postgres'
      ? transaction(
          connection,
          sql`begin`,
          work,
          locks.map((lock) => sql`select pg_advisory_xact_lock(${lock})`),
        )
      : transaction(connection, sql`begin exclusive`, work),
  );
}

/**
 * One server at a time, among every server on the database: PostgreSQL's transaction-scoped advisory lock, or
 * SQLite's exclusive transaction, which waits for the file's other writers (up to its busy timeout).
 */
export function lockedTransaction<T>(store: SqlStore, work: Work<T>): Promise<T> {
  return transactionLockedOn(store, [sql`${MIGRATION_LOCK}`], work);
}

/**
 * One server at a time per key, for a check and the write it guards (a budget and the event it counts): on
 * PostgreSQL an advisory lock per key, taken in the order given, so callers that name keys in one order never wait
 * on each other in a circle; on SQLite the exclusive transaction, one writer at a time for the whole file.
 */
export function keyedTransaction<T>(store: SqlStore, keys: readonly string[], work: Work<T>): Promise<T> {
  // A hash shared by two keys only makes them wait on each other, never lets two in at once.
  return transactionLockedOn(
    store,
    keys.map((key) => sql`hashtextextended(${key}, 0)`),
    work,
  );
}

/**
 * A transaction that commits without waiting for the disk: a crash of the machine may forget its last moment,
 * never part of a transaction. For counts written on every request, where a sync per write would hold the
 * server (SQLite's sync blocks the process) for data worth less than the wait.
 */
export function unsyncedTransaction<T>(store: SqlStore, work: Work<T>): Promise<T> {
  if (store.dialect === 'postgres')
    return store.db.connection().execute((connection) => transaction(connection, sql`begin`, work, [sql`set local synchronous_commit = off`]));
  // SQLite sets its sync per connection, outside a transaction: lowered for this one, then given back. Until every
  // store is on Kysely, a synchronous store's write on the shared connection may commit in between, unsynced too:
  // it survives kill -9 (WAL), not a power cut.
  return store.db.connection().execute(async (connection) => {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(connection);
    const synchronous = Number(rows[0]?.synchronous);
    await sql`pragma synchronous = normal`.execute(connection);
    try {
      return await transaction(connection, sql`begin`, work);
    } finally {
      await sql.raw(`pragma synchronous = ${synchronous}`).execute(connection);
    }
  });
}
