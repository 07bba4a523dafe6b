import type { Command } from 'commander';
import { exportLeads } from '../lib/leads-export.ts';
import { workspace } from '../lib/workspace.ts';

export function registerLeads(program: Command): void {
  const leads = program.command('leads').description('Leads the sites have collected');
  leads
    .command('export <slug>')
    .description('Write a tenant’s leads as CSV to stdout')
    .option('--since <date>', 'only leads received on or after this date (2025-07-01 or an ISO time)')
    .option('--data-dir <dir>', 'the data directory the server runs with', '.data')
    .action((slug: string, options: { since?: string; dataDir: string }) => {
      process.stdout.write(exportLeads(workspace().root, slug, options));
    });
}
