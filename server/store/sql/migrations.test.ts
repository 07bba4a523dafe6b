import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateSqlStore, type Migration } from './migrations.ts';
import type { SqlStore } from './sql-store.ts';
import { postgresBinDir } from './test-postgres.ts';
import { SQL_DIALECTS, testSqlStores } from './test-stores.ts';

/** Migrations whose work shows how often each ran: `runs` gets a row per application of `note`. */
const noteRun = (name: string): Migration => ({
  name,
  up: async (db) => {
    await sql`insert into runs (name) values (${name})`.execute(db);
  },
});
const CREATE_RUNS: Migration = {
  name: 'test-1-runs',
  up: async (db) => {
    await db.schema
      .createTable('runs')
      .addColumn('name', 'text', (column) => column.notNull())
      .execute();
  },
};

const runs = async (store: SqlStore) => (await sql<{ name: string }>`select name from runs order by name`.execute(store.db)).rows.map((row) => row.name);
const applied = async (store: SqlStore) =>
  (await sql<{ name: string }>`select name from store_migrations order by name`.execute(store.db)).rows.map((row) => row.name);

describe.each(SQL_DIALECTS)('store migrations on %s', (dialect) => {
  const stores = testSqlStores(dialect);

  it('applies each named migration once, in order, and later only the new ones', async () => {
    const store = stores.open();
    await migrateSqlStore(store, [CREATE_RUNS, noteRun('test-2-a')]);
    await migrateSqlStore(store, [CREATE_RUNS, noteRun('test-2-a')]);
    await migrateSqlStore(stores.open(), [CREATE_RUNS, noteRun('test-2-a'), noteRun('test-3-b')]);
    expect(await runs(store)).toEqual(['test-2-a', 'test-3-b']);
    expect(await applied(store)).toEqual(['test-1-runs', 'test-2-a', 'test-3-b']);
  });

  it('applies none of a batch when one fails, and says which', async () => {
    const store = stores.open();
    const broken: Migration = {
      name: 'test-3-broken',
      up: async (db: Kysely<unknown>) => {
        await sql`select * from no_such_table`.execute(db);
      },
    };
    const failure = await migrateSqlStore(store, [CREATE_RUNS, noteRun('test-2-a'), broken]).catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: 'The store migration test-3-broken failed', cause: expect.any(Error) });
    await migrateSqlStore(store, [CREATE_RUNS, noteRun('test-2-a')]);
    expect(await runs(store)).toEqual(['test-2-a']);
    expect(await applied(store)).toEqual(['test-1-runs', 'test-2-a']);
  });

  // Servers starting at once on SQLite are processes, as server/store/database.test.ts starts them (a connection's
  // lock wait blocks its process); on PostgreSQL they are pools, here in one process.
  if (dialect === 'postgres')
    it('applies each migration once when several servers start at the same moment', async () => {
      const servers = Array.from({ length: 6 }, () => stores.open());
      await Promise.all(servers.map((server) => migrateSqlStore(server, [CREATE_RUNS, noteRun('test-2-a'), noteRun('test-3-b')])));
      expect(await runs(servers[0]!)).toEqual(['test-2-a', 'test-3-b']);
      expect(await applied(servers[0]!)).toEqual(['test-1-runs', 'test-2-a', 'test-3-b']);
    });
});

describe('the PostgreSQL test harness', () => {
  it('fails, naming the install command, where PostgreSQL is not installed', () => {
    const empty = mkdtempSync(join(tmpdir(), 'dealer-no-postgres-'));
    try {
      expect(() => postgresBinDir(empty)).toThrow('apt-get install -y postgresql');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
