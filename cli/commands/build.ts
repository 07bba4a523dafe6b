import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { buildMany, buildSiteInWorker } from '../lib/build.ts';
import { planTenants } from '../lib/generate.ts';
import { colour, kb, say, sayProblems, table } from '../lib/output.ts';
import { selectSlugs } from '../lib/tenants.ts';
import { workspace } from '../lib/workspace.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;

/** 0 or a word would build nothing and exit 0, green in CI: refuse it before any work. */
function siteCount(value: string): number {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new InvalidArgumentError('Must be a whole number of sites, 1 or more.');
  return count;
}

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('Typecheck and build generated sites with Vite, several at once; a failing tenant does not stop the others')
    .argument('[slugs...]', 'tenants to build')
    .option('--all', 'build every tenant in tenants/')
    .option('--parallel <n>', 'sites built at once (default: the number of cores)', siteCount)
    .action(async (slugs: string[], options: { all?: boolean; parallel?: number }) => {
      const ws = workspace();
      const plans = await planTenants(ws, selectSlugs(ws, slugs, options.all));
      const ready: string[] = [];
      let failed = 0;
      for (const plan of plans) {
        if (plan.problems.length > 0) {
          say(`${colour.red('✖')} ${plan.slug}: not built, the config has problems`);
          sayProblems(plan.problems);
        } else if (!existsSync(join(plan.siteDir, 'index.html')) || plan.changes.length > 0) {
          say(`${colour.red('✖')} ${plan.slug}: not built, generated/${plan.slug} is missing or out of date: run dealer-gen generate ${plan.slug}`);
        } else {
          ready.push(plan.slug);
          continue;
        }
        failed++;
      }
      const rows = [['tenant', 'result', 'typecheck', 'build', 'JS', 'JS gzip', 'CSS', 'CSS gzip']];
      say(`Building ${ready.length} site${ready.length === 1 ? '' : 's'}…`);
      await buildMany(
        ready,
        (slug) => buildSiteInWorker(join(ws.generatedDir, slug)),
        (slug, result) => {
          if (!result.ok) {
            failed++;
            say(`${colour.red('✖')} ${slug} failed`);
            for (const error of result.errors) say(`    ${error}`);
          } else say(`${colour.green('✔')} ${slug} built in ${seconds(result.typecheckMs + result.buildMs)}`);
          const s = result.sizes;
          rows.push([
            slug,
            result.ok ? 'ok' : 'failed',
            seconds(result.typecheckMs),
            seconds(result.buildMs),
            s ? kb(s.js.raw) : '-',
            s ? kb(s.js.gzip) : '-',
            s ? kb(s.css.raw) : '-',
            s ? kb(s.css.gzip) : '-',
          ]);
        },
        options.parallel,
      );
      say();
      say(table(rows));
      if (failed > 0) {
        say(colour.red(`${failed} of ${plans.length} failed`));
        process.exitCode = 1;
      }
    });
}
