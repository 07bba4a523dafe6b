import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { buildMany, buildSiteInWorker } from '../lib/build.ts';
import { buildKey, builtState, forgetBuild, recordBuild, sharedInputs, sharedInputsHash } from '../lib/build-cache.ts';
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
    .description(
      'Typecheck generated sites together (the runtime once, each distinct generated code once) and build each with Vite, several at once; an unchanged site is skipped; a failing tenant does not stop the others',
    )
    .argument('[slugs...]', 'tenants to build')
    .option('--all', 'build every tenant in tenants/')
    .option('--force', 'rebuild sites whose inputs have not changed since their last build')
    .option('--parallel <n>', 'sites built at once (default: the number of cores)', siteCount)
    .action(async (slugs: string[], options: { all?: boolean; force?: boolean; parallel?: number }) => {
      const ws = workspace();
      const plans = await planTenants(ws, selectSlugs(ws, slugs, options.all));
      const shared = sharedInputsHash(sharedInputs(ws));
      const keys = new Map<string, string>();
      const rows = [['tenant', 'result', 'build', 'JS', 'JS gzip', 'CSS', 'CSS gzip']];
      let failed = 0;
      let crashed = 0;
      for (const plan of plans) {
        if (plan.problems.length > 0) {
          say(`${colour.red('✖')} ${plan.slug}: not built, the config has problems`);
          sayProblems(plan.problems);
        } else if (!existsSync(join(plan.siteDir, 'index.html')) || plan.changes.length > 0) {
          say(`${colour.red('✖')} ${plan.slug}: not built, generated/${plan.slug} is missing or out of date: run dealer-gen generate ${plan.slug}`);
        } else {
          const key = buildKey(shared, plan.tree!);
          if (options.force || builtState(plan.siteDir, key) !== 'yes') keys.set(plan.slug, key);
          else rows.push([plan.slug, 'unchanged, skipped', '-', '-', '-', '-', '-']);
          continue;
        }
        failed++;
      }
      const skipped = rows.length - 1;
      const ready: string[] = [];
      if (keys.size > 0) {
        // Loaded here: TypeScript is only needed when something is built.
        const { typecheckSites } = await import('../lib/build-typecheck.ts');
        say(`Typechecking ${keys.size} site${keys.size === 1 ? '' : 's'}…`);
        for (const slug of keys.keys()) forgetBuild(join(ws.generatedDir, slug));
        const sites = [...keys.keys()].map((slug) => ({ slug, siteDir: join(ws.generatedDir, slug) }));
        // --force checks the runtime again even when it is known clean.
        const checked = typecheckSites(
          sites,
          options.force ? undefined : { file: join(ws.root, 'node_modules', '.cache', 'dealer-gen', 'runtime-typecheck.json'), sharedInputs: shared },
        );
        const codeSets = `${checked.codeSets} distinct generated code set${checked.codeSets === 1 ? '' : 's'}`;
        say(
          `Typechecked ${checked.runtimeChecked ? `the runtime and ${codeSets}` : `${codeSets} (the runtime is unchanged since it last checked clean)`} in ${seconds(checked.ms)}`,
        );
        for (const [slug, errors] of checked.errors) {
          if (errors.length === 0) {
            ready.push(slug);
            continue;
          }
          failed++;
          say(`${colour.red('✖')} ${slug} failed`);
          for (const error of errors) say(`    ${error}`);
          rows.push([slug, 'failed', '-', '-', '-', '-', '-']);
        }
      }
      say(`Building ${ready.length} site${ready.length === 1 ? '' : 's'}${skipped ? `, ${skipped} unchanged` : ''}…`);
      await buildMany(
        ready,
        (slug) => buildSiteInWorker(join(ws.generatedDir, slug), { typecheck: false }),
        (slug, result) => {
          if (!result.ok) {
            failed++;
            if (result.crashed) crashed++;
            say(`${colour.red('✖')} ${slug} failed`);
            for (const error of result.errors) say(`    ${error}`);
          } else {
            recordBuild(join(ws.generatedDir, slug), keys.get(slug)!);
            say(`${colour.green('✔')} ${slug} built in ${seconds(result.buildMs)}`);
          }
          const s = result.sizes;
          rows.push([
            slug,
            result.ok ? 'ok' : 'failed',
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
        say(colour.red(`${failed} of ${plans.length} failed${crashed ? `, ${crashed} of them because the build itself failed` : ''}`));
        // 2 when dealer-gen failed, not the sites: CI should retry or page someone rather than blame a tenant.
        process.exitCode = crashed > 0 ? 2 : 1;
      }
    });
}
