import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where dealer-gen itself lives: its templates and runtime packages. */
export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A site's builds beside its generated sources: the browser's, and the server's (which draws its pages from `SERVER_ENTRY`). */
export const BUILD_DIRS = { browser: 'dist', server: 'dist-server' } as const;
export const SERVER_ENTRY = 'src/entry-server.tsx';

/** The folders one run works on. A project folder holds tenants/ and generated/; templates and schema fall back to dealer-gen's own. */
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
  const own = (name: string) => (existsSync(join(absolute, name)) ? join(absolute, name) : join(PACKAGE_ROOT, name));
  return {
    root: absolute,
    tenantsDir: join(absolute, 'tenants'),
    generatedDir: join(absolute, 'generated'),
    templatesDir: own('templates'),
    runtimeDir: join(PACKAGE_ROOT, 'runtime'),
    schemaDir: own('schema'),
  };
}
