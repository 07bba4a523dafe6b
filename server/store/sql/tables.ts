/**
 * The tables of the stores that run on both engines, as Kysely types them: each area adds its own here when it
 * moves onto the SQL builder. Counts and instants are plain numbers on both engines (see ./sql-store.ts).
 */

export interface RateLimitsTable {
  key: string;
  count: number;
  /** Epoch milliseconds at which the key's window closes. */
  resets_at: number;
}

export interface Database {
  rate_limits: RateLimitsTable;
}
