// Draws one PNG on a pool thread (server/media/raster.ts). Plain JavaScript: a worker thread starts without the tsx
// loader the main thread runs under, as Node 20 gives workers none of the module hooks registered at run time.
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

// The drawings are flat colours and soft gradients: a 256-colour palette keeps them to the eye at half the bytes of
// resvg's full-colour PNG (27 KB to 13 KB at 640 px), which a phone on a slow line waits for before the first card.
const PALETTE = { palette: true, quality: 80, effort: 7, compressionLevel: 9 };
// Each image starts from pixels in memory and is kept, once drawn, by the rasterizer: libvips' own cache of
// operations would only hold memory.
sharp.cache(false);

/** @param {{ svg: string, width: number }} task @returns {Promise<Buffer>} */
export default async function drawPng({ svg, width }) {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: true } }).render();
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png(PALETTE)
    .toBuffer();
}
