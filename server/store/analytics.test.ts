import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openAnalyticsStore, type AnalyticsRecord } from './analytics.ts';
import { migrate, openDatabase } from './database.ts';
import { openSqlStore } from './sql/sql-store.ts';
import { SQL_DIALECTS, testSqlStores } from './sql/test-stores.ts';

const event = (tenant: string, eventId: number, label: string | null, carId: number | null = null): AnalyticsRecord => ({
  tenant,
  eventId,
  label,
  carId,
  path: '/search',
  at: '2025-07-01T00:00:00.000Z',
});

describe.each(SQL_DIALECTS)('the analytics store on %s', (dialect) => {
  const stores = testSqlStores(dialect);

  it('lists a site’s events in the order they came, of every kind or of one', async () => {
    const analytics = await openAnalyticsStore(stores.open());
    const events = [event('t', 49, 'b'), event('u', 49, 'x'), event('t', 12, null, 7), event('t', 49, 'a')];
    for (const e of events) await analytics.record(e);
    expect(await analytics.list('t')).toEqual([events[0], events[2], events[3]]);
    // Another server, or this one after a restart, reads the same events.
    expect(await (await openAnalyticsStore(stores.open())).list('t', 49)).toEqual([events[0], events[3]]);
  });
});

describe('the analytics store on a data directory from before the SQL builder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dealer-analytics-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the events', async () => {
    const db = openDatabase(dir);
    // The table as server/store/database.ts's `migrate` made it.
    migrate(
      db,
      'analytics-1',
      `CREATE TABLE analytics_events (id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, event_id INTEGER NOT NULL, label TEXT, car_id INTEGER, path TEXT NOT NULL, at TEXT NOT NULL);
       CREATE INDEX analytics_events_tenant ON analytics_events (tenant, event_id);`,
    );
    db.prepare(`INSERT INTO analytics_events (tenant, event_id, label, car_id, path, at) VALUES ('t', 49, 'old', NULL, '/search', ?)`).run(
      '2025-07-01T00:00:00.000Z',
    );
    const sql = openSqlStore({ sqlite: db });
    const analytics = await openAnalyticsStore(sql);
    await analytics.record(event('t', 49, 'new'));
    expect((await analytics.list('t')).map((e) => e.label)).toEqual(['old', 'new']);
    await sql.close();
    db.close();
  });
});
