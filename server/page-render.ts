/**
 * Draws a site's page on the server with the site's own server build (`dist-server/`, made by
 * `dealer-gen build` from the generated `src/entry-server.tsx`), so the shopper sees the page before
 * any script has run. A site built without it, a render that fails or one that takes too long is
 * simply not drawn: the browser draws the page as before.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_DIRS } from './site-layout.ts';
import type { PageSeed } from '../runtime/site/page-seed.ts';

/** Longer than this and the page goes out undrawn: a slow render must not hold up the shopper. */
export const RENDER_TIMEOUT_MS = 2000;

/**
 * Pages one server draws at once (seeds them and renders them). Drawing is work on the server's one thread, which
 * the API shares: a second drawing at once draws no more pages a second and doubles what an API request waits
 * behind (bench/load: /healthz p99 64 ms at two, 48 ms at one).
 */
export const DRAWINGS_AT_ONCE = 1;
/**
 * Pages that wait for a drawing's turn. Past them a page goes out as the bare shell, drawn and searched by the
 * browser: a burst of shoppers is drawn in turn, while a crawler or a campaign's flood is not seeded at all (even
 * a seed alone costs a few milliseconds).
 */
export const DRAWINGS_WAITING = 8;

/**
 * Runs a drawing when its turn comes, or gives null at once when `waiting` are already waiting. A drawing starts
 * once the event loop has turned: with the embedded engine a seed's searches answer at once and rendering is
 * synchronous, so a drawing started at once would end before the requests behind it were read.
 */
export type DrawingLimit = <T>(draw: () => Promise<T>) => Promise<T> | null;

export function drawingLimit(limit = DRAWINGS_AT_ONCE, waiting = DRAWINGS_WAITING): DrawingLimit {
  let running = 0;
  const queue: (() => void)[] = [];
  const start = (go: () => void) => {
    running++;
    setImmediate(go);
  };
  const done = () => {
    running--;
    const next = queue.shift();
    if (next) start(next);
  };
  return (draw) => {
    if (running >= limit && queue.length >= waiting) return null;
    const turn = new Promise<void>((go) => (running < limit ? start(go) : queue.push(go)));
    return turn.then(draw).finally(done);
  };
}

interface ServerEntry {
  render(seed: PageSeed, signal?: AbortSignal): Promise<string>;
}

const entries = new Map<string, { mtime: number; entry: Promise<ServerEntry>; stale?: boolean }>();

/**
 * The site's server entry, loaded once. Its chunks import one another by path, so a rebuilt site
 * cannot be loaded again beside the old one: until the server restarts, its pages go out undrawn
 * (drawn by the old build, they would not match the new scripts).
 */
export function loadServerEntry(distDir: string, log: PageRenderLog): Promise<ServerEntry> | null {
  const file = join(dirname(distDir), BUILD_DIRS.server, 'entry-server.js');
  if (!existsSync(file)) return null;
  const mtime = statSync(file).mtimeMs;
  const known = entries.get(file);
  if (!known) {
    const entry = import(pathToFileURL(file).href) as Promise<ServerEntry>;
    entries.set(file, { mtime, entry });
    return entry;
  }
  if (known.stale) return null;
  if (known.mtime === mtime) return known.entry;
  known.stale = true;
  log(`${file} was rebuilt after the server loaded it; restart the server to draw its pages again`, null);
  return null;
}

export type PageRenderLog = (message: string, error: unknown) => void;

/** The page's HTML inside the site's root element, or null when it cannot be drawn here. */
export async function renderPage(distDir: string, seed: PageSeed, log: PageRenderLog, timeoutMs = RENDER_TIMEOUT_MS): Promise<string | null> {
  const entry = loadServerEntry(distDir, log);
  if (!entry) return null;
  try {
    return await (await entry).render(seed, AbortSignal.timeout(timeoutMs));
  } catch (error) {
    log(`Could not draw ${seed.url} on the server; the browser will draw it`, error);
    return null;
  }
}
