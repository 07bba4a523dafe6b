import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Command } from 'commander';
import { colour, say } from '../lib/output.ts';
import { workspace } from '../lib/workspace.ts';

export function registerSchema(program: Command): void {
  program
    .command('schema')
    .description('Write schema/tenant.schema.json and schema/tenant.d.ts from schema/tenant.ts')
    .option('--check', 'write nothing; exit 1 if either file is stale')
    .action(async (options: { check?: boolean }) => {
      const ws = workspace();
      let stale = 0;
      const { schemaArtifacts } = await import('../lib/schema-artifacts.ts');
      for (const [name, content] of Object.entries(await schemaArtifacts())) {
        const file = join(ws.schemaDir, name);
        const shown = relative(ws.root, file) || file;
        if (existsSync(file) && readFileSync(file, 'utf8') === content) {
          say(`${colour.green('✔')} ${shown} is up to date`);
          continue;
        }
        stale++;
        if (options.check) say(`${colour.red('✖')} ${shown} is stale: run dealer-gen schema and commit it`);
        else {
          writeFileSync(file, content);
          say(`${colour.cyan('•')} wrote ${shown}`);
        }
      }
      if (options.check && stale > 0) process.exitCode = 1;
    });
}
