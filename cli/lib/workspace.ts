import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where dealer-gen itself lives: its templates and runtime packages. */
export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The folders one run works on. A project folder holds tenants/ and generated/; templates and schema fall back to dealer-gen's own. */
export interface Workspace {
  root: string;
  tenantsDir: string;
  generatedDir: string;
  templatesDir: string;
  schemaDir: string;
}

export function workspace(root = process.env.DEALER_GEN_ROOT ?? process.cwd()): Workspace {
  const absolute = resolve(root);
  const own = (name: string) => (existsSync(join(absolute, name)) ? join(absolute, name) : join(PACKAGE_ROOT, name));
  return {
    root: absolute,
    tenantsDir: join(absolute, 'tenants'),
    generatedDir: join(absolute, 'generated'),
    templatesDir: own('templates'),
    schemaDir: own('schema'),
  };
}
