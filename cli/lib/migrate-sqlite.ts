/**
 * `dealer-gen db migrate-sqlite`: a demo's data directory into PostgreSQL, for servers side by side
 * (server/store/sql/copy-sqlite.ts does the copy). The URL is shown without its password, whatever happens.
 */
import { resolve } from 'node:path';
import { copySqliteToPostgres, NoSqliteData, TargetNotEmpty } from '../../server/store/sql/copy-sqlite.ts';
import { DatabaseUnreachableError } from '../../server/store/sql/database-unreachable.ts';
import { redactedUrl } from '../../server/redacted-url.ts';
import { colour, say } from './output.ts';
import { PROBLEMS } from './problem-catalogue.ts';
import { UserError } from './problems.ts';

export interface MigrateSqliteOptions {
  from: string;
  to?: string;
}

function postgresUrl(to: string | undefined): string {
  const url = to || process.env.DEALER_DATABASE_URL;
  if (!url) throw new UserError(PROBLEMS.NoTargetDatabase());
  if (!/^postgres(ql)?:\/\//.test(url)) throw new UserError(PROBLEMS.NotAPostgresUrl());
  return url;
}

/** `--from` is resolved against the project folder, as `serve --data-dir` is. */
export async function migrateSqlite(root: string, options: MigrateSqliteOptions): Promise<void> {
  const databaseUrl = postgresUrl(options.to);
  const where = redactedUrl(databaseUrl);
  const dataDir = resolve(root, options.from);
  say(`Copying the stores of ${dataDir} into ${where}`);
  const summary = await copySqliteToPostgres({
    dataDir,
    databaseUrl,
    onTable: (table, rows) => say(`  ${table.padEnd(20)}${String(rows).padStart(9)} rows`),
  }).catch((error: unknown) => {
    if (error instanceof NoSqliteData) throw new UserError(PROBLEMS.NoDataToMigrate(error.dataDir), { cause: error });
    if (error instanceof DatabaseUnreachableError) throw new UserError(PROBLEMS.TargetUnreachable(error.where), { cause: error });
    if (error instanceof TargetNotEmpty) {
      const tables = Object.entries(error.rows).map(([table, rows]) => `${table}: ${rows}`);
      throw new UserError(PROBLEMS.TargetNotEmpty(where, tables.join(', ')));
    }
    throw error;
  });
  if (summary.sourceMigrated.length > 0)
    say(`  The data directory was older than the stores: ${summary.sourceMigrated.join(', ')} applied to it first, as a server starting on it would.`);
  if (summary.unknownTables.length > 0) say(`${colour.yellow('!')} Not copied, as no store knows them: ${summary.unknownTables.join(', ')}`);
  const rows = summary.tables.reduce((total, table) => total + table.rows, 0);
  say(`${colour.green('✔')} Copied ${rows} rows in ${summary.tables.length} tables into ${where}`);
}
