import type { Command } from 'commander';
import { colour, say, sayProblems } from '../lib/output.ts';
import { loadTenant, selectSlugs } from '../lib/tenants.ts';
import { workspace } from '../lib/workspace.ts';

export function registerValidate(program: Command): void {
  program
    .command('validate')
    .description('Check tenant configs against the schema and the cross-field rules; list every problem')
    .argument('[slugs...]', 'tenants to check')
    .option('--all', 'check every tenant in tenants/')
    .action((slugs: string[], options: { all?: boolean }) => {
      const ws = workspace();
      let failed = 0;
      for (const slug of selectSlugs(ws, slugs, options.all)) {
        const { problems } = loadTenant(ws, slug);
        if (problems.length === 0) {
          say(`${colour.green('✔')} ${slug}`);
          continue;
        }
        failed++;
        say(`${colour.red('✖')} ${slug}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
        sayProblems(problems);
      }
      if (failed > 0) process.exitCode = 1;
    });
}
