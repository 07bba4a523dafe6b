/**
 * Sample photos as PNG, drawn from the same SVG. Dealers' photos are raster images, which browsers decode off
 * the page's main thread; an SVG photo is laid out and painted on it (measured at 5-38 ms a photo in Chromium,
 * a car page loading 14), so SVG photos made demo sites and their speed figures slower than real ones.
 * Drawing a 640 px photo takes 15-20 ms of CPU, which on the event loop held every other request (four at once put
 * /healthz at 1.4 s), so it runs on a worker thread; and as drawing is deterministic, each image is drawn once and kept.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ByteLru } from './byte-lru.ts';

/** About 2,000 photos at 640 px (13 KB of PNG and its 1.5 KB SVG key); the least recently served goes first. */
export const RASTER_CACHE_BYTES = 32 * 1024 * 1024;
/** One drawing thread on a 2-core box leaves the other core to the event loop; two at most, as the media is a demo's. */
export const RASTER_THREADS = Math.min(2, Math.max(1, availableParallelism() - 1));

const WORKER = new URL('./raster-worker.js', import.meta.url).href;

export interface Rasterizer {
  /** The SVG drawn as a PNG `width` pixels wide. */
  png(svg: string, width: number): Promise<Buffer>;
  /** Images the worker threads have drawn so far; a cached or joined request draws none. */
  readonly drawn: number;
  close(): Promise<void>;
}

export function createRasterizer(options: { cacheBytes?: number; threads?: number } = {}): Rasterizer {
  const threads = options.threads ?? RASTER_THREADS;
  // Started at the first PNG, so a server that never serves one runs no threads.
  let pool: Piscina<{ svg: string; width: number }, Uint8Array> | undefined;
  const drawn = new ByteLru<Buffer>(options.cacheBytes ?? RASTER_CACHE_BYTES);
  // A request for an image being drawn waits for that drawing instead of starting another.
  const drawing = new Map<string, Promise<Buffer>>();
  const draw = async (key: string, svg: string, width: number): Promise<Buffer> => {
    pool ??= new Piscina({ filename: WORKER, minThreads: threads, maxThreads: threads });
    const bytes = await pool.run({ svg, width });
    const png = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    drawn.set(key, png, png.byteLength + key.length);
    return png;
  };
  return {
    png(svg, width) {
      const key = `${width}\u0000${svg}`;
      const cached = drawn.get(key);
      if (cached) return Promise.resolve(cached);
      let pending = drawing.get(key);
      if (!pending) {
        pending = draw(key, svg, width).finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      return pending;
    },
    get drawn() {
      return pool?.completed ?? 0;
    },
    close: async () => pool?.destroy(),
  };
}
