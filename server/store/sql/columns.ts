/** Column types that are spelt differently on each engine, for the stores' migrations. */
import type { SqlDialect } from './sql-store.ts';

/**
 * A primary key the engine numbers itself: SQLite's rowid (only `integer primary key` names it) or PostgreSQL's
 * bigserial, which pg reads as a number (./sql-store.ts). Call `.primaryKey()` on it.
 */
export const idColumnType = (dialect: SqlDialect) => (dialect === 'postgres' ? 'bigserial' : 'integer');
