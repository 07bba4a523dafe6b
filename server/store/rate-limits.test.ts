import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './database.ts';
import { openRateLimitStore } from './rate-limits.ts';
import { openSqlStore } from './sql/sql-store.ts';
import { SQL_DIALECTS, testSqlStores } from './sql/test-stores.ts';

describe.each(SQL_DIALECTS)('the rate-limit store on %s', (dialect) => {
  const stores = testSqlStores(dialect);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts hits per key in a fixed window, then opens a new one', async () => {
    const store = await openRateLimitStore(stores.open());
    expect(await store.hit('a', 1000)).toEqual({ current: 1, ttl: 1000 });
    vi.setSystemTime(1_000_400);
    expect(await store.hit('a', 1000)).toEqual({ current: 2, ttl: 600 });
    expect(await store.hit('b', 1000)).toEqual({ current: 1, ttl: 1000 });
    vi.setSystemTime(1_001_000);
    expect(await store.hit('a', 1000)).toEqual({ current: 1, ttl: 1000 });
  });

  it('is one count for every server on the database', async () => {
    const first = await openRateLimitStore(stores.open());
    const second = await openRateLimitStore(stores.open());
    await first.hit('k', 60_000);
    expect((await second.hit('k', 60_000)).current).toBe(2);
    expect((await first.hit('k', 60_000)).current).toBe(3);
  });

  // Servers at once on SQLite are processes (a connection's write blocks its process until the file is free), as
  // server/store/database.test.ts starts them; on PostgreSQL they are pools, here in one process.
  if (dialect === 'postgres')
    it('counts every one of many hits sent at once from several servers', async () => {
      const servers = await Promise.all([1, 2, 3].map(() => openRateLimitStore(stores.open())));
      const windows = await Promise.all(Array.from({ length: 60 }, (_, i) => servers[i % 3]!.hit('k', 60_000)));
      expect(windows.map((window) => window.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    });

  it('keeps its counts across a restart', async () => {
    const before = stores.open();
    await (await openRateLimitStore(before)).hit('k', 60_000);
    await before.close();
    expect((await (await openRateLimitStore(stores.open())).hit('k', 60_000)).current).toBe(2);
  });

  it('forgets closed windows as hits arrive', async () => {
    const sql = stores.open();
    const store = await openRateLimitStore(sql);
    await store.hit('gone', 1000);
    await store.hit('open', 60_000);
    vi.setSystemTime(1_001_000);
    await store.hit('new', 1000);
    const keys = await sql.db.selectFrom('rate_limits').select('key').orderBy('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['new', 'open']);
  });
});

describe('the rate-limit store on the data directory’s SQLite connection', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dealer-rate-limits-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the connection back with its full sync, for the writes that need it', async () => {
    const db = openDatabase(dir);
    const sql = openSqlStore({ sqlite: db });
    await (await openRateLimitStore(sql)).hit('k', 60_000);
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    await sql.close();
    expect(db.open).toBe(true);
    db.close();
  });

  it('keeps the counts of a data directory from before the SQL builder', async () => {
    const db = openDatabase(dir);
    db.exec(`CREATE TABLE rate_limits (key TEXT PRIMARY KEY, count INTEGER NOT NULL, resets_at INTEGER NOT NULL) WITHOUT ROWID;
             INSERT INTO rate_limits VALUES ('k', 4, ${Date.now() + 60_000});`);
    const sql = openSqlStore({ sqlite: db });
    expect((await (await openRateLimitStore(sql)).hit('k', 60_000)).current).toBe(5);
    await sql.close();
    db.close();
  });
});
