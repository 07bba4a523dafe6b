/**
 * Writes each built asset's brotli (`.br`, best quality) and gzip (`.gz`, level 9) copy beside it, once, when
 * the site is built. The server sends these as they are (server/sites.ts), rather than compressing every
 * response again on the fly at a quality fast enough for that: the files are smaller on the wire and a
 * request costs the server no compression.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats that compress; images and fonts are compressed in their own formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|map)$/;

/** Writes `<file>.br` and `<file>.gz` for every compressible file in `dir` (not below it); returns the files done. */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => entry.name);
  await Promise.all(
    files.map(async (name) => {
      const body = await readFile(join(dir, name));
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        // Level 9 is what the bundle budgets measure (bundle-sizes.ts); zlib writes no time into the header.
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(join(dir, `${name}.br`), br), writeFile(join(dir, `${name}.gz`), gz)]);
    }),
  );
  return files.sort();
}
