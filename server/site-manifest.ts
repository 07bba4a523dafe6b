/**
 * A built site's Vite manifest: which files each page module needs. The build reports sizes from
 * it, and the server names a page's files in its HTML so the browser fetches them alongside the
 * entry instead of after it has run (a round trip saved on every first visit).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`No Vite manifest in ${distDir}: was the site built with build.manifest?`);
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
}

/** The chunk and every chunk it imports statically, added to `seen`. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) throw new Error('The Vite manifest has no entry chunk');
  return key;
}

/** The home page's module, generated with the site (templates/{group,brand}/src/Home.gen.tsx.hbs), as pages name it. */
export const HOME_PAGE = 'Home';
const HOME_MODULE = new RegExp(`(?:^|/)src/(${HOME_PAGE})\\.gen\\.tsx$`);

/** Page module name (`SearchPage`, or `Home` for the site's home page) → its manifest key. */
export function pageModules(manifest: Manifest): Map<string, string> {
  const pages = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    const match = /\/pages\/([^/]+)\.tsx$/.exec(key) ?? HOME_MODULE.exec(key);
    if (match) pages.set(match[1]!, key);
  }
  return pages;
}

/** The scripts and styles a page loads beyond the entry's own, as site paths. */
export function pageFiles(manifest: Manifest, page: string): { scripts: string[]; styles: string[] } {
  const key = pageModules(manifest).get(page);
  if (!key) return { scripts: [], styles: [] };
  const entry = staticClosure(manifest, entryKey(manifest));
  const own = [...staticClosure(manifest, key, new Set())].filter((k) => !entry.has(k));
  return {
    scripts: own.map((k) => `/${manifest[k]!.file}`),
    styles: [...new Set(own.flatMap((k) => manifest[k]!.css ?? []))].map((file) => `/${file}`),
  };
}
