import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './database.ts';
import { openSqlStore } from './sql/sql-store.ts';
import { SQL_DIALECTS, testSqlStores } from './sql/test-stores.ts';
import { openViewStore, type ViewStore } from './views.ts';

const visitOf =
  (views: ViewStore) =>
  (tenant: string, visitors: [string, ...string[]], day = '2025-07-01') =>
    views.countView({ tenant, carId: 7, day, visitors });
const reveal = (views: ViewStore, tenant: string, carId: number) =>
  views.recordPhoneReveal({ tenant, carId, dealershipId: null, websiteId: 103, at: '2025-07-01T00:00:00.000Z' });

describe.each(SQL_DIALECTS)('the view store on %s', (dialect) => {
  const stores = testSqlStores(dialect);

  it('counts views up per car and site, once a visitor a day', async () => {
    const visit = visitOf(await openViewStore(stores.open()));
    expect([await visit('t', ['a']), await visit('t', ['b']), await visit('u', ['a'])]).toEqual([1, 2, 1]);
    // Seen today by the first name, or by any name a visit gave: the count stands; tomorrow it counts again.
    expect([await visit('t', ['a']), await visit('t', ['c', 'd']), await visit('t', ['d']), await visit('t', ['a'], '2025-07-02')]).toEqual([2, 3, 3, 4]);
    // Another server, or this one after a restart, counts on from the same number and knows today's visitors.
    const other = visitOf(await openViewStore(stores.open()));
    expect([await other('t', ['a'], '2025-07-02'), await other('t', ['e'], '2025-07-02')]).toEqual([4, 5]);
  });

  // Servers at once on SQLite are processes (a connection's write blocks its process until the file is free), as
  // server/store/database.test.ts starts them; on PostgreSQL they are pools, here in one process.
  if (dialect === 'postgres')
    it('counts a visitor once when servers see them at the same moment', async () => {
      const servers = await Promise.all([1, 2, 3].map(() => openViewStore(stores.open())));
      const counts = await Promise.all(Array.from({ length: 12 }, (_, i) => visitOf(servers[i % 3]!)('t', [`v${i % 4}`])));
      expect(Math.max(...counts)).toBe(4);
    });

  it('records phone reveals per car and site', async () => {
    const views = await openViewStore(stores.open());
    await reveal(views, 't', 7);
    await reveal(views, 't', 7);
    await reveal(views, 'u', 7);
    expect([await views.phoneReveals('t', 7), await views.phoneReveals('u', 7), await views.phoneReveals('t', 8)]).toEqual([2, 1, 0]);
  });
});

describe('the view store on a data directory from before the SQL builder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dealer-views-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the counts, reveals and today’s visitors', async () => {
    const db = openDatabase(dir);
    // The tables as server/store/database.ts's `migrate` made them.
    migrate(
      db,
      'views-1',
      `CREATE TABLE car_views (tenant TEXT NOT NULL, car_id INTEGER NOT NULL, views INTEGER NOT NULL, PRIMARY KEY (tenant, car_id));
       CREATE TABLE phone_reveals (id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, car_id INTEGER NOT NULL, dealership_id INTEGER, website_id INTEGER NOT NULL, at TEXT NOT NULL);
       CREATE INDEX phone_reveals_car ON phone_reveals (tenant, car_id);`,
    );
    migrate(
      db,
      'views-2',
      `CREATE TABLE car_view_visitors (day TEXT NOT NULL, tenant TEXT NOT NULL, car_id INTEGER NOT NULL, visitor TEXT NOT NULL, PRIMARY KEY (day, tenant, car_id, visitor)) WITHOUT ROWID;`,
    );
    db.exec(`INSERT INTO car_views VALUES ('t', 7, 41);
             INSERT INTO car_view_visitors VALUES ('2025-07-01', 't', 7, 'a');
             INSERT INTO phone_reveals (tenant, car_id, dealership_id, website_id, at) VALUES ('t', 7, NULL, 103, '2025-06-30T00:00:00.000Z');`);
    const sql = openSqlStore({ sqlite: db });
    const views = await openViewStore(sql);
    const visit = visitOf(views);
    expect([await visit('t', ['a']), await visit('t', ['b'])]).toEqual([41, 42]);
    await reveal(views, 't', 7);
    expect(await views.phoneReveals('t', 7)).toBe(2);
    await sql.close();
    db.close();
  });
});
