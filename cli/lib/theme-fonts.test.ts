import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FONT_PAIRINGS } from '../../schema/lists.ts';
import { fileURLToPath } from 'node:url';
import { BASIC_UNICODE_RANGE, LATIN_UNICODE_RANGE } from './font-subsets.ts';
import { themeFonts } from './theme-fonts.ts';

const require = createRequire(import.meta.url);
const SYSTEM = 'system-ui, sans-serif';
const urls = (css: string) => [...css.matchAll(/url\('([^']+)'\)/g)].map((m) => m[1]!);

describe('themeFonts', () => {
  it.each(FONT_PAIRINGS.filter((pairing) => pairing !== 'system'))('%s: woff2 files that exist, shown with swap, the first files preloaded', (pairing) => {
    const fonts = themeFonts(pairing, SYSTEM);
    const files = urls(fonts.faces);
    expect(files.length).toBeGreaterThanOrEqual(4);
    const onDisk = (file: string) =>
      file.startsWith('@dealer/') ? fileURLToPath(new URL(`../../runtime/${file.slice('@dealer/'.length)}`, import.meta.url)) : require.resolve(file);
    for (const file of files) {
      expect(file).toMatch(/^(@fontsource\/[a-z]+\/files\/[a-z]+-latin-[47]00-normal|@dealer\/ui\/fonts\/[a-z]+-basic-[47]00)\.woff2$/);
      expect(existsSync(onDisk(file)), file).toBe(true);
    }
    expect(fonts.faces.match(/font-display: swap;/g)).toHaveLength(files.length);
    // Each face twice: its Latin file, then its first file, which serves the characters both hold.
    const ranges = [...fonts.faces.matchAll(/src: url\('([^']+)'\)[^}]*unicode-range: ([^;]+);/g)].map((m) => [m[1], m[2]]);
    expect(ranges).toHaveLength(files.length);
    for (let i = 0; i < ranges.length; i += 2) {
      expect(ranges[i]).toEqual([expect.stringContaining('-latin-'), LATIN_UNICODE_RANGE]);
      expect(ranges[i + 1]).toEqual([expect.stringContaining('-basic-'), BASIC_UNICODE_RANGE]);
    }
    expect(fonts.preload[0]).toMatch(/-basic-400\.woff2$/);
    expect(fonts.preload[1]).toMatch(/-basic-700\.woff2$/);
    // Every first file the faces name is preloaded, each once: the bold body weight too, which the first paint's text uses.
    expect([...fonts.preload].sort()).toEqual(
      files
        .filter((file) => file.includes('-basic-'))
        .map((file) => file.replace('@dealer/', 'runtime/'))
        .sort(),
    );
  });

  it('gives each web font a local fallback resized to its metrics, so swapping the font in moves no text', () => {
    const fonts = themeFonts('montserrat-inter', SYSTEM);
    expect(fonts.body).toBe(`Inter, "Inter Fallback", Arial, ${SYSTEM}`);
    expect(fonts.heading).toBe(`Montserrat, "Montserrat Fallback", Arial, ${SYSTEM}`);
    for (const family of ['Inter Fallback', 'Montserrat Fallback']) {
      const face = new RegExp(
        `font-family: "${family}";[^}]*src: local\\('Arial'\\), local\\('ArialMT'\\), local\\('Liberation Sans'\\);[^}]*size-adjust: [\\d.]+%;`,
      );
      expect(fonts.faces).toMatch(face);
    }
  });

  it('loads one file per family and weight: Inter serves both roles of the inter pairing', () => {
    expect(urls(themeFonts('inter', SYSTEM).faces)).toEqual([
      '@fontsource/inter/files/inter-latin-400-normal.woff2',
      '@dealer/ui/fonts/inter-basic-400.woff2',
      '@fontsource/inter/files/inter-latin-700-normal.woff2',
      '@dealer/ui/fonts/inter-basic-700.woff2',
    ]);
    expect(urls(themeFonts('barlow-inter', SYSTEM).faces)).toHaveLength(6);
  });

  it('uses the theme font list alone for the system pairing, with nothing to load or preload', () => {
    expect(themeFonts('system', SYSTEM)).toEqual({ faces: '', body: SYSTEM, heading: SYSTEM, preload: [] });
  });
});
