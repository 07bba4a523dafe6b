import type { Command } from 'commander';
import { workspace } from '../lib/workspace.ts';

export function registerDb(program: Command): void {
  const db = program.command('db').description('The server’s stores: leads, sessions, the watchlist, analytics, views, rate limits');
  db.command('migrate-sqlite')
    .description('Copy a data directory’s stores (its SQLite file) into an empty PostgreSQL database')
    .requiredOption('--from <data-dir>', 'the data directory the demo ran with')
    .option('--to <url>', 'the PostgreSQL database to fill, which must hold none of the stores’ rows (default: $DEALER_DATABASE_URL)')
    .action(async (options: { from: string; to?: string }) => {
      // Loaded when run, as serve's server is: its database drivers would slow every other command's start.
      const { migrateSqlite } = await import('../lib/migrate-sqlite.ts');
      await migrateSqlite(workspace().root, options);
    });
}
