/**
 * Rate-limit windows: a fixed window per key, counted in the database, so every process on the data
 * directory counts the same hits and a restart forgives none. @fastify/rate-limit reads it through
 * `fastifyRateLimitStore`; a PostgreSQL store only has to implement `hit`.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { migrate, type Db } from './database.ts';

export interface RateLimitWindow {
  /** Hits in the window so far, this one included. */
  current: number;
  /** Milliseconds until the window closes and the key starts again from nothing. */
  ttl: number;
}

export interface RateLimitStore {
  /** Counts a hit on `key`, opening a window of `windowMs` when the key has none open. Async as a networked store is. */
  hit(key: string, windowMs: number): Promise<RateLimitWindow>;
}

export function sqliteRateLimitStore(db: Db): RateLimitStore {
  migrate(
    db,
    'rate-limits-1',
    `CREATE TABLE rate_limits (key TEXT PRIMARY KEY, count INTEGER NOT NULL, resets_at INTEGER NOT NULL) WITHOUT ROWID;
     CREATE INDEX rate_limits_resets_at ON rate_limits (resets_at);`,
  );
  // Closed windows go as hits arrive, so the table holds only the keys of the current windows.
  const forget = db.prepare('DELETE FROM rate_limits WHERE resets_at <= ?');
  const count = db.prepare(
    'INSERT INTO rate_limits (key, count, resets_at) VALUES (?, 1, ?) ON CONFLICT (key) DO UPDATE SET count = count + 1 RETURNING count, resets_at',
  );
  const hit = db.transaction((key: string, windowMs: number, now: number): RateLimitWindow => {
    forget.run(now);
    const window = count.get(key, now + windowMs) as { count: number; resets_at: number };
    return { current: window.count, ttl: window.resets_at - now };
  });
  return {
    hit: async (key, windowMs) => {
      // Counts are written without waiting for the disk: a power cut may forgive the last second's hits, while a
      // sync per limit would hold every request behind a submission's three. The connection's own setting comes back after.
      const synchronous = db.pragma('synchronous', { simple: true }) as number;
      db.pragma('synchronous = NORMAL');
      try {
        return hit(key, windowMs, Date.now());
      } finally {
        db.pragma(`synchronous = ${synchronous}`);
      }
    },
  };
}

/** @fastify/rate-limit's store over ours. Keys name their limit, so every route and limit shares one store. */
export function fastifyRateLimitStore(store: RateLimitStore): FastifyRateLimitStoreCtor {
  return class implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: RateLimitWindow) => void, timeWindow: number): void {
      store.hit(key, timeWindow).then((window) => callback(null, window), callback);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
