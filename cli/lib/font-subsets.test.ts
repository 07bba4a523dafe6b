import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { basicFonts } from '../../scripts/subset-fonts.ts';
import { BASIC_CHARACTERS, BASIC_UNICODE_RANGE, LATIN_UNICODE_RANGE } from './font-subsets.ts';
import { FONT_FACES } from './theme-fonts.ts';

const require = createRequire(import.meta.url);

describe('the web fonts’ first files', () => {
  it('are as `npm run fonts` makes them from the @fontsource packages, and smaller than their Latin files', async () => {
    const made = await basicFonts();
    expect(made).toHaveLength(FONT_FACES.length);
    made.forEach(({ path, bytes }, i) => {
      expect(readFileSync(path).equals(bytes), `${path} is out of date: run npm run fonts`).toBe(true);
      expect(bytes.byteLength / readFileSync(require.resolve(FONT_FACES[i]!.latinFile)).byteLength).toBeLessThan(0.7);
    });
  });

  it('name their characters as a unicode-range, in runs', () => {
    expect(BASIC_UNICODE_RANGE).toBe(
      'U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B0-00B1,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2039-203A,U+20AC,U+2122,U+2212',
    );
    expect([...BASIC_CHARACTERS]).toHaveLength(95 + 7 + 13);
  });

  it('stand in front of the Latin files, whose range is the one their packages give', () => {
    for (const face of FONT_FACES) {
      const css = readFileSync(require.resolve(`@fontsource/${face.package}/${face.weight}.css`), 'utf8');
      const latin = css.split('@font-face').find((rule) => rule.includes(`-latin-${face.weight}-normal.woff2`));
      expect(latin, face.package).toContain(`unicode-range: ${LATIN_UNICODE_RANGE};`);
    }
  });
});
