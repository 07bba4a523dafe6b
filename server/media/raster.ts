/**
 * Sample photos as PNG, drawn from the same SVG. Dealers' photos are raster images, which browsers decode off
 * the page's main thread; an SVG photo is laid out and painted on it (measured at 5-38 ms a photo in Chromium,
 * a car page loading 14), so SVG photos made demo sites and their speed figures slower than real ones.
 * Rendering costs milliseconds, so each image is drawn once and kept.
 */
import { Resvg } from '@resvg/resvg-js';

/** Enough for every photo and thumbnail of a few hundred cars; the oldest drawn image is dropped first. */
export const RASTER_CACHE_ENTRIES = 2000;

const drawn = new Map<string, Buffer>();

export function svgToPng(svg: string, width: number): Buffer {
  const key = `${width}\u0000${svg}`;
  const cached = drawn.get(key);
  if (cached) return cached;
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: true } }).render().asPng();
  if (drawn.size >= RASTER_CACHE_ENTRIES) drawn.delete(drawn.keys().next().value!);
  drawn.set(key, png);
  return png;
}
