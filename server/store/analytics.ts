import { migrate, type Db } from './database.ts';

export interface AnalyticsRecord {
  tenant: string;
  eventId: number;
  label: string | null;
  carId: number | null;
  path: string;
  at: string;
}

export interface AnalyticsStore {
  record(event: AnalyticsRecord): void;
  list(tenant: string, eventId?: number): AnalyticsRecord[];
}

export function sqliteAnalyticsStore(db: Db): AnalyticsStore {
  migrate(
    db,
    'analytics-1',
    `CREATE TABLE analytics_events (id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, event_id INTEGER NOT NULL, label TEXT, car_id INTEGER, path TEXT NOT NULL, at TEXT NOT NULL);
     CREATE INDEX analytics_events_tenant ON analytics_events (tenant, event_id);`,
  );
  const insert = db.prepare('INSERT INTO analytics_events (tenant, event_id, label, car_id, path, at) VALUES (?, ?, ?, ?, ?, ?)');
  const select = db.prepare(
    'SELECT tenant, event_id AS eventId, label, car_id AS carId, path, at FROM analytics_events WHERE tenant = ? AND (? IS NULL OR event_id = ?) ORDER BY id',
  );
  return {
    record: (e) => void insert.run(e.tenant, e.eventId, e.label, e.carId, e.path, e.at),
    list: (tenant, eventId) => select.all(tenant, eventId ?? null, eventId ?? null) as AnalyticsRecord[],
  };
}
