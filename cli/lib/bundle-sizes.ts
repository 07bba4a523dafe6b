/**
 * Sizes of a built site from Vite's manifest: every asset raw and gzip, and the JS a shopper downloads
 * on the first load of each page (the entry, the page's lazy chunk, and everything they import statically).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryKey, pageModules, readManifest, staticClosure } from '../../server/site-manifest.ts';

export interface BundleSizes {
  js: { raw: number; gzip: number };
  css: { raw: number; gzip: number };
  /** Page module (as the manifest names it, e.g. `SearchPage`, `Home`) → first-load JS gzip bytes, entry included. */
  firstLoadJsGzip: Record<string, number>;
  /** The entry alone: what every page loads. */
  entryJsGzip: number;
}

export function bundleSizes(distDir: string): BundleSizes {
  const manifest = readManifest(distDir);
  const sizeCache = new Map<string, { raw: number; gzip: number }>();
  const size = (file: string) => {
    let found = sizeCache.get(file);
    if (!found) {
      const body = readFileSync(join(distDir, file));
      found = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
      sizeCache.set(file, found);
    }
    return found;
  };
  const gzipOf = (keys: Set<string>) => [...keys].reduce((sum, key) => sum + size(manifest[key]!.file).gzip, 0);

  const entry = staticClosure(manifest, entryKey(manifest));
  const firstLoadJsGzip: Record<string, number> = {};
  for (const [page, key] of pageModules(manifest)) firstLoadJsGzip[page] = gzipOf(staticClosure(manifest, key, new Set(entry)));
  const totals = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
  const files = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  for (const file of files) {
    const kind = file.endsWith('.css') ? totals.css : file.endsWith('.js') ? totals.js : undefined;
    if (!kind) continue;
    const { raw, gzip } = size(file);
    kind.raw += raw;
    kind.gzip += gzip;
  }
  return { ...totals, firstLoadJsGzip, entryJsGzip: gzipOf(entry) };
}
