/**
 * Compares a rendered tree with what is on disk and applies the difference in one step:
 * identical files are skipped, orphans from the last manifest are removed, hand edits are reported.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { zoneData, type ZoneData } from './icu-note.ts';
import { banner, MANIFEST_FILE, type RenderedTree } from './render.ts';
import { BUILD_DIRS } from '../../server/site-layout.ts';

export type ChangeKind = 'create' | 'update' | 'edited' | 'delete' | 'extra';

export interface Change {
  kind: ChangeKind;
  path: string;
}

const IGNORED_DIRS = new Set<string>([BUILD_DIRS.browser, BUILD_DIRS.server, 'node_modules', '.vite']);

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

export interface Manifest {
  files: Record<string, string>;
  /** The ICU and tz data the site's time-zone tables were worked out with; absent in manifests from before it was recorded. */
  zoneData?: ZoneData;
}

export function readManifest(siteDir: string): Manifest {
  const file = join(siteDir, MANIFEST_FILE);
  if (!existsSync(file)) return { files: {} };
  try {
    const body = readFileSync(file, 'utf8').replace(/^\/\/.*\n/, '');
    return JSON.parse(body) as Manifest;
  } catch {
    return { files: {} };
  }
}

/** The tree plus its manifest: the list of generated files with content hashes. */
export function withManifest(tree: RenderedTree, template: string, slug: string): RenderedTree {
  const files = Object.fromEntries([...tree].map(([path, content]) => [path, hash(content)]));
  const manifest = banner(MANIFEST_FILE + '.json', template, slug) + `${JSON.stringify({ files, zoneData: zoneData() }, null, 2)}\n`;
  return new Map([...tree, [MANIFEST_FILE, manifest]]);
}

function filesOnDisk(dir: string, root = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return IGNORED_DIRS.has(entry.name) ? [] : filesOnDisk(join(dir, entry.name), root);
    return [relative(root, join(dir, entry.name)).split('\\').join('/')];
  });
}

/**
 * What generating would change. `edited` is a file whose content no longer matches the hash it was
 * generated with (changed by hand); `extra` is a file in the folder that dealer-gen did not generate.
 */
export function planChanges(siteDir: string, tree: RenderedTree): Change[] {
  const manifest = readManifest(siteDir);
  const changes: Change[] = [];
  for (const [path, content] of tree) {
    const file = join(siteDir, path);
    if (!existsSync(file)) {
      changes.push({ kind: 'create', path });
      continue;
    }
    const current = readFileSync(file, 'utf8');
    if (current === content) continue;
    const generatedHash = manifest.files[path];
    changes.push({ kind: generatedHash !== undefined && generatedHash !== hash(current) && path !== MANIFEST_FILE ? 'edited' : 'update', path });
  }
  for (const path of filesOnDisk(siteDir)) {
    if (tree.has(path)) continue;
    changes.push({ kind: path in manifest.files ? 'delete' : 'extra', path });
  }
  return changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Writes every created or updated file (through a temp file and rename) and removes orphans. */
export function applyChanges(siteDir: string, tree: RenderedTree, changes: Change[]): void {
  for (const change of changes) {
    const file = join(siteDir, change.path);
    if (change.kind === 'delete' || change.kind === 'extra') {
      rmSync(file, { force: true });
      continue;
    }
    mkdirSync(dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, tree.get(change.path)!);
    renameSync(temp, file);
  }
}
