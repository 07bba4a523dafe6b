/**
 * Rate-limit windows: a fixed window per key, counted in the database, so every server on it (processes on one
 * data directory, or machines on one PostgreSQL) counts the same hits and a restart forgives none.
 * @fastify/rate-limit reads it through `fastifyRateLimitStore`.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import { migrateSqlStore, type Migration } from './sql/migrations.ts';
import type { SqlStore } from './sql/sql-store.ts';
import { unsyncedTransaction } from './sql/transactions.ts';

export interface RateLimitWindow {
  /** Hits in the window so far, this one included. */
  current: number;
  /** Milliseconds until the window closes and the key starts again from nothing. */
  ttl: number;
}

export interface RateLimitStore {
  /** Counts a hit on `key`, opening a window of `windowMs` when the key has none open. */
  hit(key: string, windowMs: number): Promise<RateLimitWindow>;
}

export const RATE_LIMIT_MIGRATIONS: readonly Migration[] = [
  {
    name: 'rate-limits-1',
    // A data directory from before the SQL builder already has this table, made by server/store/database.ts's
    // `migrate`: it is kept, with the counts of the windows open across the upgrade.
    up: async (db) => {
      await db.schema
        .createTable('rate_limits')
        .ifNotExists()
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('count', 'integer', (column) => column.notNull())
        .addColumn('resets_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('rate_limits_resets_at').ifNotExists().on('rate_limits').column('resets_at').execute();
    },
  },
];

export async function openRateLimitStore(store: SqlStore): Promise<RateLimitStore> {
  await migrateSqlStore(store, RATE_LIMIT_MIGRATIONS);
  return {
    // Counts are written without waiting for the disk: a machine's crash may forgive the last moment's hits, while a
    // sync per hit would hold every request behind a submission's three.
    hit: (key, windowMs) =>
      unsyncedTransaction(store, async (trx) => {
        const now = Date.now();
        const resetsAt = now + windowMs;
        // One statement counts the hit, or opens a new window over a closed one, so hits from many servers at once each count.
        const window = await trx
          .insertInto('rate_limits')
          .values({ key, count: 1, resets_at: resetsAt })
          .onConflict((conflict) =>
            conflict.column('key').doUpdateSet({
              count: sql<number>`case when rate_limits.resets_at <= ${now} then 1 else rate_limits.count + 1 end`,
              resets_at: sql<number>`case when rate_limits.resets_at <= ${now} then excluded.resets_at else rate_limits.resets_at end`,
            }),
          )
          .returning(['count', 'resets_at'])
          .executeTakeFirstOrThrow();
        // Closed windows go as hits arrive, so the table holds only the keys of open windows. After the count, and
        // passing rows another server's hit holds, so two hits never wait on each other's rows in turn.
        await trx
          .deleteFrom('rate_limits')
          .where('key', 'in', (closed) =>
            closed
              .selectFrom('rate_limits')
              .select('key')
              .where('resets_at', '<=', now)
              .$if(store.dialect === 'postgres', (query) => query.forUpdate().skipLocked()),
          )
          .execute();
        return { current: window.count, ttl: window.resets_at - now };
      }),
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
