/** Car page views counted per site and car, and the phone reveals the spec says are only recorded. */
import { migrate, type Db } from './database.ts';

export interface PhoneReveal {
  tenant: string;
  carId: number;
  dealershipId: number | null;
  websiteId: number;
  at: string;
}

export interface ViewStore {
  /** Counts one view and returns the car's count on this site so far. */
  countView(tenant: string, carId: number): number;
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
  const bump = db.prepare(
    'INSERT INTO car_views (tenant, car_id, views) VALUES (?, ?, 1) ON CONFLICT (tenant, car_id) DO UPDATE SET views = views + 1 RETURNING views',
  );
  const reveal = db.prepare('INSERT INTO phone_reveals (tenant, car_id, dealership_id, website_id, at) VALUES (?, ?, ?, ?, ?)');
  const reveals = db.prepare('SELECT COUNT(*) AS n FROM phone_reveals WHERE tenant = ? AND car_id = ?');
  return {
    countView: (tenant, carId) => (bump.get(tenant, carId) as { views: number }).views,
    recordPhoneReveal: (r) => void reveal.run(r.tenant, r.carId, r.dealershipId, r.websiteId, r.at),
    phoneReveals: (tenant, carId) => (reveals.get(tenant, carId) as { n: number }).n,
  };
}
