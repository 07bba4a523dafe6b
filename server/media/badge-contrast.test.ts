import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../runtime/site/contrast.ts';
import { renderCarSvg } from './render.ts';

// Every base colour word the sample media knows, plus a hex and an unknown name (the fallback paint).
const PAINTS = [
  'White',
  'Silver',
  'Grey',
  'Black',
  'Blue',
  'Red',
  'Green',
  'Orange',
  'Yellow',
  'Bronze',
  'Brown',
  'Gold',
  'Beige',
  'Purple',
  '#f7f7f7',
  'Unheard Of',
];

describe('sample badges and logos meet WCAG AA', () => {
  it.each(PAINTS)('the certified badge on %s paint', (colour) => {
    const svg = renderCarSvg({ kind: 'badge', width: 200, make: 'Toyota', model: 'Certified', colour });
    const paint = /<circle[^>]*fill="(#[0-9a-f]{6})"/.exec(svg)?.[1] ?? '';
    const inks = [...svg.matchAll(/<text[^>]*fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]!);
    expect(inks).toHaveLength(2);
    for (const ink of inks) expect(contrastRatio(paint, ink)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(PAINTS)('the logo wordmark on %s paint', (colour) => {
    const svg = renderCarSvg({ kind: 'logo', width: 180, make: 'Harbourside Auto Group', model: '', colour });
    const paint = /<rect[^>]*fill="(#[0-9a-f]{6})"/.exec(svg)?.[1] ?? '';
    const ink = /<text[^>]*fill="(#[0-9a-f]{6})"/.exec(svg)?.[1] ?? '';
    expect(contrastRatio(paint, ink)).toBeGreaterThanOrEqual(4.5);
  });
});
