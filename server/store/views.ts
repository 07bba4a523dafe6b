/**
 * Car page views counted per site and car, once per visitor and day, and the phone reveals the spec says
 * are only recorded. Who saw which car is kept for the current day only.
 */
import { migrate, type Db } from './database.ts';

export interface PhoneReveal {
  tenant: string;
  carId: number;
  dealershipId: number | null;
  websiteId: number;
  at: string;
}

export interface CarVisit {
  tenant: string;
  carId: number;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  /** Names for the visitor: the first decides whether the view is new; all are remembered as having seen the car. */
  visitors: readonly [string, ...string[]];
}

export interface ViewStore {
  /** Counts a view unless its visitor has seen this car on this site today; returns the car's count so far. */
  countView(visit: CarVisit): number;
  recordPhoneReveal(reveal: PhoneReveal): void;
  phoneReveals(tenant: string, carId: number): number;
}

export function sqliteViewStore(db: Db): ViewStore {
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
  const forget = db.prepare('DELETE FROM car_view_visitors WHERE day < ?');
  const remember = db.prepare('INSERT OR IGNORE INTO car_view_visitors (day, tenant, car_id, visitor) VALUES (?, ?, ?, ?)');
  const current = db.prepare('SELECT views FROM car_views WHERE tenant = ? AND car_id = ?');
  const bump = db.prepare(
    'INSERT INTO car_views (tenant, car_id, views) VALUES (?, ?, 1) ON CONFLICT (tenant, car_id) DO UPDATE SET views = views + 1 RETURNING views',
  );
  const reveal = db.prepare('INSERT INTO phone_reveals (tenant, car_id, dealership_id, website_id, at) VALUES (?, ?, ?, ?, ?)');
  const reveals = db.prepare('SELECT COUNT(*) AS n FROM phone_reveals WHERE tenant = ? AND car_id = ?');
  return {
    countView: db.transaction(({ tenant, carId, day, visitors: [first, ...others] }: CarVisit) => {
      forget.run(day);
      const seen = remember.run(day, tenant, carId, first).changes === 0;
      for (const visitor of others) remember.run(day, tenant, carId, visitor);
      if (seen) return (current.get(tenant, carId) as { views: number } | undefined)?.views ?? 0;
      return (bump.get(tenant, carId) as { views: number }).views;
    }),
    recordPhoneReveal: (r) => void reveal.run(r.tenant, r.carId, r.dealershipId, r.websiteId, r.at),
    phoneReveals: (tenant, carId) => (reveals.get(tenant, carId) as { n: number }).n,
  };
}
