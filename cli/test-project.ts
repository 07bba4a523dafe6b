/** A throwaway project folder for CLI tests, inside the repo so generated sites resolve its node_modules. */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { PACKAGE_ROOT } from './lib/workspace.ts';

const BIN = join(PACKAGE_ROOT, 'bin', 'dealer-gen.js');

export interface TestProject {
  dir: string;
  run(...args: string[]): Promise<{ exitCode: number; stdout: string; stderr: string }>;
  read(path: string): string;
  write(path: string, text: string): void;
  tenant(slug: string): Record<string, unknown>;
  writeTenant(slug: string, value: unknown): void;
  remove(): void;
}

export function testProject(options: { tenants?: string[]; copy?: string[] } = {}): TestProject {
  const parent = join(PACKAGE_ROOT, '.tmp');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'project-'));
  mkdirSync(join(dir, 'tenants'));
  for (const slug of options.tenants ?? []) cpSync(join(PACKAGE_ROOT, 'tenants', `${slug}.json`), join(dir, 'tenants', `${slug}.json`));
  for (const folder of options.copy ?? []) cpSync(join(PACKAGE_ROOT, folder), join(dir, folder), { recursive: true });
  const project: TestProject = {
    dir,
    async run(...args) {
      const result = await execa(process.execPath, [BIN, ...args], {
        cwd: dir,
        reject: false,
        env: { CI: 'true', NO_COLOR: '1', DEALER_GEN_ROOT: dir },
        stdin: 'ignore',
      });
      return { exitCode: result.exitCode ?? 1, stdout: result.stdout, stderr: result.stderr };
    },
    read: (path) => readFileSync(join(dir, path), 'utf8'),
    write: (path, text) => writeFileSync(join(dir, path), text),
    tenant: (slug) => JSON.parse(project.read(`tenants/${slug}.json`)) as Record<string, unknown>,
    writeTenant: (slug, value) => project.write(`tenants/${slug}.json`, `${JSON.stringify(value, null, 2)}\n`),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
  return project;
}
