import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './database.ts';
import { openSqlStore } from './sql/sql-store.ts';
import { SQL_DIALECTS, testSqlStores } from './sql/test-stores.ts';
import { openWatchlistStore } from './watchlist.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

describe.each(SQL_DIALECTS)('the watchlist store on %s', (dialect) => {
  const stores = testSqlStores(dialect);

  it('saves and removes idempotently, listing the most recently saved first, per phone and site', async () => {
    const watchlist = await openWatchlistStore(stores.open());
    await watchlist.save('t', '0412000005', 7, at(0));
    await watchlist.save('t', '0412000005', 9, at(1));
    await watchlist.save('t', '0412000005', 7, at(2));
    await watchlist.save('t', '0412000005', 8, at(3));
    await watchlist.save('u', '0412000005', 1, at(4));
    await watchlist.save('t', '0412000006', 2, at(5));
    expect(await watchlist.list('t', '0412000005')).toEqual([8, 9, 7]);
    await watchlist.remove('t', '0412000005', 9);
    await watchlist.remove('t', '0412000005', 9);
    expect(await watchlist.list('t', '0412000005')).toEqual([8, 7]);
    // Another server, or this one after a restart, sees the same list.
    expect(await (await openWatchlistStore(stores.open())).list('t', '0412000005')).toEqual([8, 7]);
  });
});

describe('the watchlist store on a data directory from before the SQL builder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dealer-watchlist-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the saved cars', async () => {
    const db = openDatabase(dir);
    // The table as server/store/database.ts's `migrate` made it.
    migrate(
      db,
      'watchlist-1',
      'CREATE TABLE watchlist (tenant TEXT NOT NULL, phone TEXT NOT NULL, car_id INTEGER NOT NULL, saved_at TEXT NOT NULL, PRIMARY KEY (tenant, phone, car_id))',
    );
    db.prepare(`INSERT INTO watchlist VALUES ('t', '0412000005', 7, ?)`).run(at(0).toISOString());
    const sql = openSqlStore({ sqlite: db });
    const watchlist = await openWatchlistStore(sql);
    await watchlist.save('t', '0412000005', 8, at(1));
    await watchlist.save('t', '0412000005', 7, at(2));
    expect(await watchlist.list('t', '0412000005')).toEqual([8, 7]);
    await sql.close();
    db.close();
  });
});
