/**
 * The store tests' engines: `describe.each(SQL_DIALECTS)` runs a store's tests (or a server's) on SQLite and on
 * PostgreSQL, each test on a database of its own, where `open()` is one more server on it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { openDatabase } from '../database.ts';
import { openSqlStore, type SqlDialect, type SqlStore } from './sql-store.ts';
import { startTestPostgres, type TestPostgres } from './test-postgres.ts';

export const SQL_DIALECTS: readonly SqlDialect[] = ['sqlite', 'postgres'];

export interface TestStores {
  /** A connection to this test's database, as one more server has; closed after the test unless closed before. */
  open(): SqlStore;
  /** What a server is told to use this test's database: an empty data directory (SQLite's file goes there), and PostgreSQL's URL. */
  server(): { dataDir: string; databaseUrl?: string };
}

/** Registers the hooks that give each test of the calling `describe` a fresh database on `dialect`. */
export function testSqlStores(dialect: SqlDialect): TestStores {
  const opened: SqlStore[] = [];
  let where = '';
  let dataDir = '';
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'dealer-sql-store-'));
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    rmSync(dataDir, { recursive: true, force: true });
  });
  if (dialect === 'postgres') {
    let postgres: TestPostgres;
    beforeAll(async () => {
      postgres = await startTestPostgres();
    });
    afterAll(() => postgres?.stop());
    beforeEach(async () => {
      where = await postgres.newDatabase();
    });
  } else {
    beforeEach(() => {
      where = dataDir;
    });
  }
  return {
    server: () => ({ dataDir, ...(dialect === 'postgres' ? { databaseUrl: where } : {}) }),
    open() {
      let store: SqlStore;
      if (dialect === 'postgres') store = openSqlStore({ databaseUrl: where });
      else {
        const sqlite = openDatabase(where);
        const kysely = openSqlStore({ sqlite });
        // Here the test owns the SQLite connection, so closing the store closes it too.
        store = {
          ...kysely,
          close: async () => {
            await kysely.close();
            sqlite.close();
          },
        };
      }
      opened.push(store);
      return store;
    },
  };
}
