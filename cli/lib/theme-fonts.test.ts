import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FONT_PAIRINGS } from '../../schema/lists.ts';
import { themeFonts } from './theme-fonts.ts';

const require = createRequire(import.meta.url);
const SYSTEM = 'system-ui, sans-serif';
const urls = (css: string) => [...css.matchAll(/url\('([^']+)'\)/g)].map((m) => m[1]!);

describe('themeFonts', () => {
  it.each(FONT_PAIRINGS.filter((pairing) => pairing !== 'system'))('%s: Latin woff2 files that exist, shown with swap', (pairing) => {
    const fonts = themeFonts(pairing, SYSTEM);
    const files = urls(fonts.faces);
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      expect(file).toMatch(/^@fontsource\/[a-z]+\/files\/[a-z]+-latin-[47]00-normal\.woff2$/);
      expect(existsSync(require.resolve(file)), file).toBe(true);
    }
    expect(fonts.faces.match(/font-display: swap;/g)).toHaveLength(files.length);
    expect(fonts.preload[0]).toBe(files[0]);
    expect(fonts.preload[0]).toMatch(/-latin-400-normal\.woff2$/);
    expect(fonts.preload[1]).toMatch(/-latin-700-normal\.woff2$/);
    // Every file the faces name is preloaded, each once: the bold body weight too, which the first paint's text uses.
    expect([...fonts.preload].sort()).toEqual([...files].sort());
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
      '@fontsource/inter/files/inter-latin-700-normal.woff2',
    ]);
    expect(urls(themeFonts('barlow-inter', SYSTEM).faces)).toHaveLength(3);
  });

  it('uses the theme font list alone for the system pairing, with nothing to load or preload', () => {
    expect(themeFonts('system', SYSTEM)).toEqual({ faces: '', body: SYSTEM, heading: SYSTEM, preload: [] });
  });
});
