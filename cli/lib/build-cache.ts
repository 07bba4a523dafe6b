/**
 * Whether a site's build is current, from the hash of everything it is built from: its generated files, the runtime,
 * the Vite preset, the schema and templates, the lockfile, the Node version and its ICU/tz data. A build records the
 * hash it was made from; `build` skips a site whose hash has not changed and `list` reports it built or stale.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zoneData } from './icu-note.ts';
import { MANIFEST_FILE, type RenderedTree } from './render.ts';
import { PACKAGE_ROOT, type Workspace } from './workspace.ts';
import { BUILD_DIRS } from '../../server/site-layout.ts';

/** In the server build's folder, which the server never serves as files. */
const BUILD_RECORD = join(BUILD_DIRS.server, '.dealer-gen-build.json');

export type BuiltState = 'yes' | 'no' | 'stale';

function hashTree(hash: ReturnType<typeof createHash>, dir: string, root = dir): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') hashTree(hash, path, root);
    } else if (!/\.test\.tsx?$/.test(entry.name))
      hash
        .update(`${relative(root, path)}\0`)
        .update(readFileSync(path))
        .update('\0');
  }
}

/** Everything but the site's own files, in folders given so tests can point them elsewhere. */
export interface SharedInputs {
  dirs: string[];
  files: string[];
}

export const sharedInputs = (ws: Workspace): SharedInputs => ({
  dirs: [join(PACKAGE_ROOT, 'runtime'), join(PACKAGE_ROOT, 'preset'), ws.schemaDir, ws.templatesDir],
  files: [join(PACKAGE_ROOT, 'package-lock.json')],
});

/** The hash of the inputs all sites share; worked out once per run. */
export function sharedInputsHash(inputs: SharedInputs): string {
  const hash = createHash('sha256');
  // Numbered, not named by path: the same sources give the same key in any checkout.
  inputs.dirs.forEach((dir, i) => {
    hash.update(`dir ${i}\0`);
    hashTree(hash, dir);
  });
  inputs.files.forEach((file, i) => hash.update(`file ${i}\0`).update(existsSync(file) ? readFileSync(file) : ''));
  return hash.update(JSON.stringify({ node: process.version, ...zoneData() })).digest('hex');
}

/** A site's build key: the shared inputs and its generated files (the manifest left out: it only lists them). */
export function buildKey(shared: string, tree: RenderedTree): string {
  const hash = createHash('sha256').update(shared);
  for (const path of [...tree.keys()].sort()) if (path !== MANIFEST_FILE) hash.update(`${path}\0${tree.get(path)}\0`);
  return hash.digest('hex');
}

export function builtState(siteDir: string, key: string | undefined): BuiltState {
  const record = join(siteDir, BUILD_RECORD);
  if (!existsSync(join(siteDir, BUILD_DIRS.browser, 'index.html'))) return 'no';
  if (!key || !existsSync(record)) return 'stale';
  try {
    return (JSON.parse(readFileSync(record, 'utf8')) as { key?: string }).key === key ? 'yes' : 'stale';
  } catch {
    return 'stale';
  }
}

/** Forgets a site's build before it is rebuilt, so a failed build is never taken for a current one. */
export const forgetBuild = (siteDir: string) => rmSync(join(siteDir, BUILD_RECORD), { force: true });

export const recordBuild = (siteDir: string, key: string) => writeFileSync(join(siteDir, BUILD_RECORD), `${JSON.stringify({ key })}\n`);
