import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// WCAG 2.2, 2.5.8 (Lighthouse's target-size): a control outside running text is at least 24×24 CSS px.
const MIN_TARGET_PX = 24;
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const rule = (css: string, selector: string) => new RegExp(`(?:^|\\n)${selector.replace(/[.()[\]:'=]/g, '\\$&')} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
const px = (declarations: string, property: string) => Number(new RegExp(`(?:^|\\s)${property}: (\\d+)px;`).exec(declarations)?.[1] ?? 0);

describe("the car page's small targets", () => {
  it('keeps each photo thumbnail its own size, the strip scrolling, so many photos never shrink them under 24 px', () => {
    const css = read('./vehicle.css');
    expect(rule(css, '.thumbnails li')).toMatch(/flex: none;/);
    expect(rule(css, '.thumbnails')).toMatch(/overflow-x: auto;/);
    const thumb = rule(css, '.thumbnails img');
    expect(Math.min(px(thumb, 'width'), px(thumb, 'height'))).toBeGreaterThanOrEqual(MIN_TARGET_PX);
  });

  it("draws the cards' and the sidebar's Compare toggle and its View comparison link at least 24 px high", () => {
    const css = read('../compare/compare-toggle.css');
    expect(px(rule(css, '.compare-toggle__button'), 'min-height')).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    const link = rule(css, '.compare-toggle__link');
    expect(link).toMatch(/display: inline-flex;/);
    expect(px(link, 'min-height')).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    // Apart: the row's gap keeps the two targets from touching.
    expect(rule(css, '.compare-toggle')).toMatch(/gap: 0\.5rem;/);
  });
});
