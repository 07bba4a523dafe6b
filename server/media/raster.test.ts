import { describe, expect, it } from 'vitest';
import { svgToPng } from './raster.ts';
import { renderCarSvg } from './render.ts';

describe('svgToPng', () => {
  const svg = renderCarSvg({ kind: 'photo', width: 120, carId: 3, frame: 1, make: 'Mazda', model: 'CX-5', colour: 'Soul Red Crystal' });

  it('draws a PNG of the width asked for, and hands back the same one after', () => {
    const png = svgToPng(svg, 120);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([120, 80]);
    expect(svgToPng(svg, 120)).toBe(png);
    expect(svgToPng(svg, 60).readUInt32BE(16)).toBe(60);
  });
});
