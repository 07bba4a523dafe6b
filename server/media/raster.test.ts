import { afterAll, describe, expect, it } from 'vitest';
import { createRasterizer } from './raster.ts';
import { renderCarSvg } from './render.ts';

const raster = createRasterizer({ threads: 1 });
afterAll(() => raster.close());

describe('createRasterizer', () => {
  const svg = renderCarSvg({ kind: 'photo', width: 120, carId: 3, frame: 1, make: 'Mazda', model: 'CX-5', colour: 'Soul Red Crystal' });

  it('draws a PNG of the width asked for on a worker thread, once', async () => {
    const png = await raster.png(svg, 120);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([120, 80]);
    expect(raster.drawn).toBe(1);
    expect(await raster.png(svg, 120)).toBe(png);
    expect((await raster.png(svg, 60)).readUInt32BE(16)).toBe(60);
    expect(raster.drawn).toBe(2);
  });

  it('draws an image asked for again while it is being drawn only once', async () => {
    const other = renderCarSvg({ kind: 'interior', width: 90, carId: 3, make: 'Mazda', model: 'CX-5', colour: 'Blue' });
    const before = raster.drawn;
    const [a, b] = await Promise.all([raster.png(other, 90), raster.png(other, 90)]);
    expect(a).toBe(b);
    expect(raster.drawn - before).toBe(1);
  });

  it('draws the same bytes each time, in a palette', async () => {
    const fresh = createRasterizer({ threads: 1 });
    try {
      const png = await fresh.png(svg, 120);
      expect(png.equals(await raster.png(svg, 120))).toBe(true);
      // Colour type 3: indexed colour.
      expect(png[25]).toBe(3);
    } finally {
      await fresh.close();
    }
  });

  it('keeps drawn images within its byte budget, dropping the least recently served', async () => {
    // A budget that holds one image and its key, not two.
    const bytes = Math.max(...(await Promise.all([60, 61].map((width) => raster.png(svg, width)))).map((png) => png.byteLength)) + svg.length;
    const small = createRasterizer({ threads: 1, cacheBytes: Math.ceil(bytes * 1.5) });
    try {
      await small.png(svg, 60);
      await small.png(svg, 61);
      await small.png(svg, 61);
      expect(small.drawn).toBe(2);
      await small.png(svg, 60);
      expect(small.drawn).toBe(3);
    } finally {
      await small.close();
    }
  });
});
