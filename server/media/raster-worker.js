// Draws one PNG on a pool thread (server/media/raster.ts). Plain JavaScript: a worker thread starts without the tsx
// loader the main thread runs under, as Node 20 gives workers none of the module hooks registered at run time.
import { Resvg } from '@resvg/resvg-js';

/** @param {{ svg: string, width: number }} task @returns {Buffer} */
export default function drawPng({ svg, width }) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: true } }).render().asPng();
}
