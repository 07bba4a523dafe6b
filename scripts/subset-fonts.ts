/**
 * Makes the web fonts' first files (cli/lib/font-subsets.ts) from the @fontsource packages, into runtime/ui/fonts/:
 * `npm run fonts`, after a change of characters or of an @fontsource version.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { BASIC_CHARACTERS, basicFontPath } from '../cli/lib/font-subsets.ts';
import { FONT_FACES } from '../cli/lib/theme-fonts.ts';

const require = createRequire(import.meta.url);
const PACKAGE_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Each face's first file: where it is kept, and its bytes as made now. */
export async function basicFonts(): Promise<{ path: string; bytes: Buffer }[]> {
  return Promise.all(
    FONT_FACES.map(async (face) => ({
      path: `${PACKAGE_ROOT}${basicFontPath(face.package, face.weight)}`,
      bytes: await subsetFont(readFileSync(require.resolve(face.latinFile)), BASIC_CHARACTERS, { targetFormat: 'woff2' }),
    })),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { path, bytes } of await basicFonts()) {
    writeFileSync(path, bytes);
    console.log(`${path}: ${bytes.byteLength} bytes`);
  }
}
