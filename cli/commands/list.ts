import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Command } from 'commander';
import { buildKey, builtState, sharedInputs, sharedInputsHash, type BuiltState } from '../lib/build-cache.ts';
import { orphanedSites, planTenants } from '../lib/generate.ts';
import { colour, say, table } from '../lib/output.ts';
import { MANIFEST_FILE } from '../lib/render.ts';
import { listTenantSlugs } from '../lib/tenant-files.ts';
import { workspace } from '../lib/workspace.ts';

/** One line of `list`, as `--json` prints it. */
interface ListRow {
  tenant: string;
  /** null when the config does not parse far enough to say. */
  template: string | null;
  /** `no tenant`: generated/<tenant>/ is there but tenants/<tenant>.json is not. */
  config: 'valid' | 'invalid' | 'no tenant';
  problems: number;
  generated: 'fresh' | 'stale' | 'no' | 'unknown' | 'orphaned';
  /** From the hash of the site's build inputs, as `build` works it out: `stale` when any has changed since. */
  built: BuiltState;
}

/** The template a generated file's banner names. */
const bannerTemplate = (text: string | undefined) => /template "([^"]+)"/.exec(text ?? '')?.[1] ?? null;

async function listRows(ws: ReturnType<typeof workspace>): Promise<ListRow[]> {
  const shared = sharedInputsHash(sharedInputs(ws));
  const rows: ListRow[] = (await planTenants(ws, listTenantSlugs(ws))).map((plan) => ({
    tenant: plan.slug,
    template: bannerTemplate(plan.tree?.get('index.html')),
    config: plan.problems.length ? 'invalid' : 'valid',
    problems: plan.problems.length,
    generated: !existsSync(join(plan.siteDir, MANIFEST_FILE)) ? 'no' : plan.problems.length ? 'unknown' : plan.changes.length ? 'stale' : 'fresh',
    // A tenant that does not validate has nothing to build from: its build, if any, cannot be current.
    built: builtState(plan.siteDir, plan.tree && buildKey(shared, plan.tree)),
  }));
  for (const slug of orphanedSites(ws)) {
    const template = bannerTemplate(readFileSync(join(ws.generatedDir, slug, MANIFEST_FILE), 'utf8'));
    rows.push({ tenant: slug, template, config: 'no tenant', problems: 0, generated: 'orphaned', built: builtState(join(ws.generatedDir, slug), undefined) });
  }
  return rows;
}

export function registerList(program: Command): void {
  program
    .command('list')
    .description(
      'List tenants with their template and status: valid, generated (fresh or stale), built (yes, no, or stale when an input changed since); and generated sites whose tenant is gone',
    )
    .option('--json', 'print the list as JSON')
    .action(async (options: { json?: boolean }) => {
      const ws = workspace();
      const rows = await listRows(ws);
      for (const row of rows.filter((r) => r.generated === 'orphaned'))
        say(colour.yellow(`! ${relative(ws.root, join(ws.generatedDir, row.tenant))}/ has no tenant: dealer-gen generate --all --prune removes it`));
      if (options.json) {
        process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
        return;
      }
      if (rows.length === 0) {
        say('No tenants yet: create one with dealer-gen new <slug>');
        return;
      }
      const cells = rows.map((row) => [
        row.tenant,
        row.template ?? '?',
        row.config === 'invalid' ? `${row.problems} problems` : row.config,
        row.generated === 'unknown' ? '?' : row.generated,
        row.built,
      ]);
      process.stdout.write(`${table([['tenant', 'template', 'config', 'generated', 'built'], ...cells])}\n`);
    });
}
