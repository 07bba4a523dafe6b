import type { Command } from 'commander';
import { workspace } from '../lib/workspace.ts';

export function registerLeads(program: Command): void {
  const leads = program.command('leads').description('Leads the sites have collected');
  leads
    .command('export <slug>')
    .description('Write a tenant’s leads as CSV to stdout')
    .option('--since <date>', 'only leads received on or after this date (2025-07-01 or an ISO time)')
    .option('--data-dir <dir>', 'the data directory the server runs with', '.data')
    .option('--database-url <url>', 'the PostgreSQL database the server runs with, in place of the data directory (default: $DEALER_DATABASE_URL)')
    .action(async (slug: string, options: { since?: string; dataDir: string; databaseUrl?: string }) => {
      // Loaded when run, as serve's server is: its database drivers would slow every other command's start.
      const { exportLeads } = await import('../lib/leads-export.ts');
      process.stdout.write(await exportLeads(workspace().root, slug, options));
    });
  leads
    .command('deliveries <slug>')
    .description('Show where a tenant’s leads were sent (e-mail, webhooks), and send failed ones again')
    .option('--failed', 'only deliveries that failed for good')
    .option('--retry <id>', 'send this delivery again, whatever became of it')
    .option('--retry-failed', 'send every failed delivery again')
    .option('--data-dir <dir>', 'the data directory the server runs with', '.data')
    .option('--database-url <url>', 'the PostgreSQL database the server runs with, in place of the data directory (default: $DEALER_DATABASE_URL)')
    .action(async (slug: string, options: { failed?: boolean; retry?: string; retryFailed?: boolean; dataDir: string; databaseUrl?: string }) => {
      const { leadDeliveries } = await import('../lib/leads-deliveries.ts');
      process.stdout.write(await leadDeliveries(workspace().root, slug, options));
    });
}
