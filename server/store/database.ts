/**
 * The dealer server's SQLite database: one file in the data directory, WAL with a full sync on commit,
 * so every write the API acknowledges survives a crash. Each area (leads, watchlist, sessions…) keeps its
 * tables and queries behind its own store interface, so a PostgreSQL implementation can replace it.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

const BUSY_TIMEOUT_MS = 5000;

export const databaseFile = (dataDir: string) => join(dataDir, 'dealer.sqlite');

export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(databaseFile(dataDir), { timeout: BUSY_TIMEOUT_MS });
  useWal(db);
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  return db;
}

/** The data directory's existing file, for reading what a server (perhaps still running) wrote: nothing is written to it. */
export function openDatabaseReadOnly(dataDir: string): Db {
  return new Database(databaseFile(dataDir), { readonly: true, fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
}

/**
 * Switches a new file to WAL. When two processes create the file at once, SQLite answers one of them
 * SQLITE_BUSY straight away rather than wait (waiting could deadlock), so that one tries again until the
 * other's switch is done.
 */
function useWal(db: Db): void {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if (!(error instanceof Database.SqliteError && error.code === 'SQLITE_BUSY') || Date.now() > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}

/**
 * Applies a named migration once; areas call it when their store opens. The check and the change share one
 * exclusive transaction, so processes opening one data directory at once wait their turn (busy_timeout) and
 * the later ones find it applied.
 */
export function migrate(db: Db, name: string, sql: string): void {
  db.transaction(() => {
    db.exec('CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
    if (db.prepare('SELECT 1 FROM migrations WHERE name = ?').get(name)) return;
    db.exec(sql);
    db.prepare('INSERT INTO migrations (name, applied_at) VALUES (?, ?)').run(name, new Date().toISOString());
  }).exclusive();
}
