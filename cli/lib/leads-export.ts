/**
 * `dealer-gen leads export`: a tenant's leads from the server's store (its PostgreSQL database, or the SQLite file
 * of its data directory) as CSV (../../server/leads-csv.ts), one row a lead, the full payload in its last column so
 * nothing a shopper sent is lost.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase, type Db } from '../../server/store/database.ts';
import { leadsCsv } from '../../server/leads-csv.ts';
import { openLeadStore } from '../../server/store/leads.ts';
import { openSqlStore, type SqlStore, type SqlStoreTarget } from '../../server/store/sql/sql-store.ts';
import { PROBLEMS } from './problem-catalogue.ts';
import { UserError } from './problems.ts';

/** `--since` as an ISO instant; a bare date means midnight UTC of that day. */
export function parseSince(since: string | undefined): string | undefined {
  if (since === undefined) return undefined;
  const date = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(since) ? new Date(since) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new UserError(PROBLEMS.NotADate(since));
  return date.toISOString();
}

export interface StoreFlags {
  dataDir?: string;
  databaseUrl?: string;
}

/** The data directory's database, which must be there: the leads commands never start an empty one. */
function existingDatabase(dataDir: string): Db {
  if (!existsSync(join(dataDir, 'dealer.sqlite'))) throw new UserError(PROBLEMS.NoDealerData(dataDir));
  return openDatabase(dataDir);
}

/** Runs `use` over the server's store: PostgreSQL when given its URL (`--database-url` or `DEALER_DATABASE_URL`), as the server does; else the data directory. */
export async function withServerStore<T>(root: string, slug: string, options: StoreFlags, use: (sql: SqlStore) => Promise<T>): Promise<T> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new UserError(PROBLEMS.InvalidSlug(slug));
  const databaseUrl = options.databaseUrl ?? process.env.DEALER_DATABASE_URL;
  const target: SqlStoreTarget = databaseUrl ? { databaseUrl } : { sqlite: existingDatabase(resolve(root, options.dataDir ?? '.data')) };
  const sql = openSqlStore(target);
  try {
    return await use(sql);
  } finally {
    await sql.close();
    if ('sqlite' in target) target.sqlite.close();
  }
}

export async function exportLeads(root: string, slug: string, options: StoreFlags & { since?: string }): Promise<string> {
  const since = parseSince(options.since);
  return withServerStore(root, slug, options, async (sql) => {
    const store = await openLeadStore(sql);
    return leadsCsv(await store.list(slug, since ? { since } : {}));
  });
}
