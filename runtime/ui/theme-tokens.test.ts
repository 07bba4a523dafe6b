import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const tenants = readdirSync(new URL('generated/', root), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const styles = read('runtime/ui/styles.css');
const rule = (selector: string) => new RegExp(`(?:^|\\n)${selector.replace(/[.()[\]:*+>]/g, '\\$&')} \\{([^}]*)\\}`).exec(styles)?.[1] ?? '';

describe("each site's design tokens", () => {
  it.each(tenants)('%s: type scale, spacing, radius, shadows and both font roles', (slug) => {
    const theme = read(`generated/${slug}/src/theme.gen.css`);
    for (const token of ['--type-ratio', '--space-unit', '--radius', '--shadow-1', '--shadow-2', '--shadow-3', '--font-body', '--font-heading'])
      expect(theme, token).toMatch(new RegExp(`\\n  ${token}: [^;]+;`));
  });

  it.each(tenants)("%s: self-hosted fonts shown with swap, the body font's first file preloaded from the same file", (slug) => {
    const theme = read(`generated/${slug}/src/theme.gen.css`);
    const files = [...theme.matchAll(/src: url\('((?:@fontsource|@dealer)\/[^']+\.woff2)'\)/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(0);
    expect(theme.match(/font-display: swap;/g)).toHaveLength(files.length);
    const preload = /<link\s+rel="preload"\s+href="([^"]+)"\s+as="font"\s+type="font\/woff2"\s+crossorigin/.exec(read(`generated/${slug}/index.html`))?.[1];
    const firstFile = files.find((file) => file.startsWith('@dealer/'))!;
    expect(preload).toBe(`../../preset/../${firstFile.replace('@dealer/', 'runtime/')}`);
  });

  it('derives the scale and spacing from the theme, and sets headings and body in their fonts', () => {
    expect(rule(':root')).toMatch(/--step-1: calc\(var\(--step-0\) \* var\(--type-ratio\)\);/);
    expect(rule(':root')).toMatch(/--space-2: calc\(var\(--space-unit\) \* 2\);/);
    expect(rule('body')).toMatch(/font-family: var\(--font-body\);/);
    expect(styles).toMatch(/h1,\nh2,\nh3,\nh4 \{\n {2}font-family: var\(--font-heading\);/);
  });
});

describe('the header holds one row from 1024 px', () => {
  it('never folds the menu onto a second line, and its items do not shrink', () => {
    expect(rule('.menu')).toMatch(/flex-wrap: nowrap;/);
    expect(rule('.menu')).toMatch(/overflow-x: clip;/);
    expect(rule('.menu__item')).toMatch(/flex: none;/);
  });

  it('gives the logo and the menu a row of their own, the call and garage links the row above (brand) or beside the logo (group)', () => {
    const wide = read('runtime/ui/layout/header-wide.css');
    expect(wide).toMatch(/\n\.site-header--brand \.site-header__inner \{\s*grid-template-areas:\s*'actions actions'\s*'brand nav';/);
    expect(wide).toMatch(/\.site-header--group \.site-header__inner \{\s*grid-template-areas:\s*'brand actions'\s*'nav nav';/);
  });
});
