/**
 * The web fonts' first files: each face's @fontsource Latin file cut down to what the sites' own text uses (ASCII,
 * the Latin-1 signs they print, typographic quotes and dashes). About 14 KB each where the Latin files are 19-24 KB,
 * and these are what every page preloads. The Latin file stays behind them, named for its whole range, and a
 * browser fetches it only for a page with a letter the first file lacks (an accented name, say).
 *
 * The files are made from the @fontsource packages by `npm run fonts` (scripts/subset-fonts.ts) and kept under
 * runtime/ui/fonts/; a test makes them again and fails when they differ.
 */

/** The characters of the first files. */
export const BASIC_CHARACTERS = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  // No-break space, © ® ° ± · ×.
  ...'\u00a0\u00a9\u00ae\u00b0\u00b1\u00b7\u00d7',
  // – — ‘ ’ “ ” • … ‹ › € ™ −.
  ...'\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u2039\u203a\u20ac\u2122\u2212',
].join('');

/** The characters above as a CSS unicode-range. */
export const BASIC_UNICODE_RANGE = unicodeRange(BASIC_CHARACTERS);

/** The range of the @fontsource Latin files, as their own CSS names it. */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** Where a face's first file is kept, from the package's root. */
export const basicFontPath = (fontPackage: string, weight: number): string => `runtime/ui/fonts/${fontPackage}-basic-${weight}.woff2`;
/** The same file as the sites' styles name it (`@dealer/` is runtime/). */
export const basicFontFile = (fontPackage: string, weight: number): string => basicFontPath(fontPackage, weight).replace(/^runtime\//, '@dealer/');

function unicodeRange(characters: string): string {
  const points = [...new Set([...characters].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}
