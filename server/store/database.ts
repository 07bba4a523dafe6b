/**
 * The dealer server's SQLite database: one file in the data directory, WAL with a full sync on commit,
 * so every write the API acknowledges survives a crash. Each area (leads, watchlist, sessions…) keeps its
 * tables and queries behind its own store interface, so a PostgreSQL implementation can replace it.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'dealer.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec('CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  return db;
}

/** Applies a named migration once; areas call it when their store opens. */
export function migrate(db: Db, name: string, sql: string): void {
  const done = db.prepare('SELECT 1 FROM migrations WHERE name = ?').get(name);
  if (done) return;
  db.transaction(() => {
    db.exec(sql);
    db.prepare('INSERT INTO migrations (name, applied_at) VALUES (?, ?)').run(name, new Date().toISOString());
  })();
}
