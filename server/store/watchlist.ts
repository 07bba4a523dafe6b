/** Saved cars per signed-in phone and site. Saving twice or removing a car not saved changes nothing. */
import { migrate, type Db } from './database.ts';

export interface WatchlistStore {
  save(tenant: string, phone: string, carId: number, now: Date): void;
  remove(tenant: string, phone: string, carId: number): void;
  /** Car ids, most recently saved first. */
  list(tenant: string, phone: string): number[];
}

export function sqliteWatchlistStore(db: Db): WatchlistStore {
  migrate(
    db,
    'watchlist-1',
    'CREATE TABLE watchlist (tenant TEXT NOT NULL, phone TEXT NOT NULL, car_id INTEGER NOT NULL, saved_at TEXT NOT NULL, PRIMARY KEY (tenant, phone, car_id))',
  );
  const insert = db.prepare('INSERT INTO watchlist (tenant, phone, car_id, saved_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING');
  const remove = db.prepare('DELETE FROM watchlist WHERE tenant = ? AND phone = ? AND car_id = ?');
  const list = db.prepare('SELECT car_id AS id FROM watchlist WHERE tenant = ? AND phone = ? ORDER BY saved_at DESC, rowid DESC');
  return {
    save: (tenant, phone, carId, now) => void insert.run(tenant, phone, carId, now.toISOString()),
    remove: (tenant, phone, carId) => void remove.run(tenant, phone, carId),
    list: (tenant, phone) => (list.all(tenant, phone) as { id: number }[]).map((row) => row.id),
  };
}
