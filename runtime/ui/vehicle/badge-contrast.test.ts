import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@dealer/site/contrast';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const declared = (css: string, name: string) => {
  const hex = new RegExp(`${name}:\\s*#([0-9a-f]{6}|[0-9a-f]{3})\\b`, 'i').exec(css)?.[1] ?? '';
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
};
const rule = (css: string, selector: string) => new RegExp(`${selector.replace('.', '\\.')} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';

const tenants = readdirSync(new URL('generated/', root), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('car badges meet WCAG AA contrast', () => {
  it('finds the sample tenants', () => expect(tenants.length).toBeGreaterThanOrEqual(4));

  // The car card's banner (used-car tag, Coming Soon, New Arrival…) is drawn in the theme's secondary colour.
  it.each(tenants)("%s: the theme's banner and button colours", (slug) => {
    const theme = read(`generated/${slug}/src/theme.gen.css`);
    expect(contrastRatio(declared(theme, '--color-secondary'), declared(theme, '--color-on-secondary'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(declared(theme, '--color-primary'), declared(theme, '--color-on-primary'))).toBeGreaterThanOrEqual(4.5);
  });

  it("the car page's badge labels (condition, tag, reserved)", () => {
    const label = rule(read('runtime/ui/vehicle/vehicle.css'), '.car-badges__label');
    expect(contrastRatio(declared(label, 'background'), declared(label, '\\bcolor'))).toBeGreaterThanOrEqual(4.5);
  });
});
