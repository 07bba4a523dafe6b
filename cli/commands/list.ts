import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { planTenants } from '../lib/generate.ts';
import { say, table } from '../lib/output.ts';
import { MANIFEST_FILE } from '../lib/render.ts';
import { listTenantSlugs } from '../lib/tenant-files.ts';
import { workspace } from '../lib/workspace.ts';

export function registerList(program: Command): void {
  program
    .command('list')
    .description('List tenants with their template and status: valid, generated (fresh or stale), built')
    .action(async () => {
      const ws = workspace();
      const slugs = listTenantSlugs(ws);
      if (slugs.length === 0) {
        say('No tenants yet: create one with dealer-gen new <slug>');
        return;
      }
      const rows = [['tenant', 'template', 'config', 'generated', 'built']];
      for (const plan of await planTenants(ws, slugs)) {
        const manifest = join(plan.siteDir, MANIFEST_FILE);
        const dist = join(plan.siteDir, 'dist', 'index.html');
        const generated = !existsSync(manifest) ? 'no' : plan.problems.length ? '?' : plan.changes.length ? 'stale' : 'fresh';
        const built = !existsSync(dist) ? 'no' : existsSync(manifest) && statSync(dist).mtimeMs < statSync(manifest).mtimeMs ? 'outdated' : 'yes';
        const template = plan.tree ? (/template "([^"]+)"/.exec(plan.tree.get('index.html') ?? '')?.[1] ?? '?') : '?';
        rows.push([plan.slug, template, plan.problems.length ? `${plan.problems.length} problems` : 'valid', generated, built]);
      }
      process.stdout.write(`${table(rows)}\n`);
    });
}
