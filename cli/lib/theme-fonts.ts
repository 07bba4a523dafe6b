/**
 * The fonts of each pairing a theme may choose (schema/lists.ts FONT_PAIRINGS), written into a site's theme at
 * generation: @font-face rules for each face's first file (font-subsets.ts: the sites' own characters, which pages
 * preload) and, behind it, the Latin woff2 file of its @fontsource package for any other letter (the build copies only
 * the files these rules name), shown with font-display: swap, and a fallback face per font, a local system font
 * resized to the web font's metrics (Capsize), so the text keeps its place when the web font arrives: no layout shift.
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import barlow from '@capsizecss/metrics/barlow';
import inter from '@capsizecss/metrics/inter';
import montserrat from '@capsizecss/metrics/montserrat';
import type { FontPairing } from '../../schema/lists.ts';
import { BASIC_UNICODE_RANGE, basicFontFile, basicFontPath, LATIN_UNICODE_RANGE } from './font-subsets.ts';

type Metrics = typeof inter;

interface WebFont {
  family: string;
  /** The @fontsource package holding its files. */
  package: string;
  metrics: Metrics;
}

const FONTS = {
  inter: { family: 'Inter', package: 'inter', metrics: inter },
  montserrat: { family: 'Montserrat', package: 'montserrat', metrics: montserrat },
  barlow: { family: 'Barlow', package: 'barlow', metrics: barlow },
} as const satisfies Record<string, WebFont>;
type FontName = keyof typeof FONTS;

/** Headings and body of each pairing; the system pairing uses the theme's own font list for both. */
const PAIRINGS: Record<FontPairing, { heading: FontName; body: FontName } | null> = {
  system: null,
  inter: { heading: 'inter', body: 'inter' },
  'montserrat-inter': { heading: 'montserrat', body: 'inter' },
  'barlow-inter': { heading: 'barlow', body: 'inter' },
};

/** The metrics a role's text is set in: its web font's, or Arial's (the system fonts' usual size) for the system pairing. */
export function fontMetrics(pairing: FontPairing, role: 'body' | 'heading'): Metrics {
  const chosen = PAIRINGS[pairing];
  return chosen ? FONTS[chosen[role]].metrics : arial;
}

/** Body text at 400 with 700 for bold and buttons (600 asks get 700); headings at 700. */
const BODY_WEIGHTS = [400, 700] as const;
const HEADING_WEIGHT = 700;

/** Where the build finds a font's Latin woff2 file: a package path Vite resolves from the site's CSS and index.html. */
export const fontFile = (font: FontName, weight: number): string =>
  `@fontsource/${FONTS[font].package}/files/${FONTS[font].package}-latin-${weight}-normal.woff2`;

/** Every face a pairing may load, by package and weight: the first files (font-subsets.ts) are made for these. */
export const FONT_FACES: readonly { package: string; weight: number; latinFile: string }[] = [
  ...new Map(
    Object.values(PAIRINGS)
      .flatMap((chosen) => (chosen ? [...BODY_WEIGHTS.map((weight) => [chosen.body, weight] as const), [chosen.heading, HEADING_WEIGHT] as const] : []))
      .map(([font, weight]) => [`${font}-${weight}`, { package: FONTS[font].package, weight, latinFile: fontFile(font, weight) }]),
  ).values(),
];

export interface ThemeFonts {
  /** The @font-face rules: the web fonts' files and their size-adjusted local fallbacks. */
  faces: string;
  /** CSS font-family lists for body text and headings, ending in the theme's own font list. */
  body: string;
  heading: string;
  /**
   * The files to preload (paths from the package's root), each face's first file: the body font at each weight and the
   * headings' font, which the first paint's text needs.
   * Loaded after the first paint, a heading font wider than its fallback's metrics would still move lines; the bold
   * body weight, found only once the styles are read, arrived after the first layout and laid the page out again.
   */
  preload: string[];
}

// Of two faces whose ranges share a character the later one serves it: the first file, then the Latin file for the rest.
function facesFor(font: FontName, weight: number): string[] {
  const face = (file: string, range: string) =>
    `@font-face {\n  font-family: '${FONTS[font].family}';\n  font-style: normal;\n  font-weight: ${weight};\n  font-display: swap;\n  src: url('${file}') format('woff2');\n  unicode-range: ${range};\n}`;
  return [face(fontFile(font, weight), LATIN_UNICODE_RANGE), face(basicFontFile(FONTS[font].package, weight), BASIC_UNICODE_RANGE)];
}

/** The fonts of a theme: its pairing's faces and stacks, behind which `systemStack` stands. */
export function themeFonts(pairing: FontPairing, systemStack: string): ThemeFonts {
  const chosen = PAIRINGS[pairing];
  if (!chosen) return { faces: '', body: systemStack, heading: systemStack, preload: [] };
  const weights = new Map<FontName, Set<number>>([[chosen.body, new Set<number>(BODY_WEIGHTS)]]);
  weights.set(chosen.heading, (weights.get(chosen.heading) ?? new Set<number>()).add(HEADING_WEIGHT));
  const stacks = new Map(
    [...weights.keys()].map((font) => [
      font,
      createFontStack([{ ...FONTS[font].metrics, familyName: FONTS[font].family }, arial], { fontFaceFormat: 'styleString' }),
    ]),
  );
  const faces = [...weights].flatMap(([font, set]) => [...set].sort().flatMap((weight) => facesFor(font, weight)));
  // Linux has Arial's metric twin under its own name, which local() must name to find.
  const fallbacks = [...stacks.values()].map((stack) => stack.fontFaces.trim().replace("local('ArialMT')", "local('ArialMT'), local('Liberation Sans')"));
  const family = (font: FontName) => `${stacks.get(font)!.fontFamily}, ${systemStack}`;
  return {
    faces: [...faces, ...fallbacks].join('\n'),
    body: family(chosen.body),
    heading: family(chosen.heading),
    preload: [
      ...new Set([
        ...BODY_WEIGHTS.map((weight) => basicFontPath(FONTS[chosen.body].package, weight)),
        basicFontPath(FONTS[chosen.heading].package, HEADING_WEIGHT),
      ]),
    ],
  };
}
