import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where dealer-gen itself lives: its templates and runtime packages. */
export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The folders one run works on. A project folder holds tenants/ and generated/; templates fall back to dealer-gen's own. */
export interface Workspace {
  root: string;
  tenantsDir: string;
  generatedDir: string;
  templatesDir: string;
  runtimeDir: string;
  schemaDir: string;
}

export function workspace(root = process.env.DEALER_GEN_ROOT ?? process.cwd()): Workspace {
  const absolute = resolve(root);
  const ownTemplates = join(absolute, 'templates');
  return {
    root: absolute,
    tenantsDir: join(absolute, 'tenants'),
    generatedDir: join(absolute, 'generated'),
    templatesDir: existsSync(ownTemplates) ? ownTemplates : join(PACKAGE_ROOT, 'templates'),
    runtimeDir: join(PACKAGE_ROOT, 'runtime'),
    schemaDir: join(PACKAGE_ROOT, 'schema'),
  };
}
