import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@dealer/ui/router';
import { describe, expect, it } from 'vitest';
import { SITE } from '@site/site.gen';
import { SiteHeader } from './SiteHeader';

const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');
const rule = (selector: string) => new RegExp(`(?:^|\\n)${selector.replace(/[.()[\]:]/g, '\\$&')} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';

describe('the header logo', () => {
  it("takes the tenant's configured size (harbourside: 180×48)", () => {
    const html = renderToString(
      <MemoryRouter>
        <SiteHeader variant="group" menu={[]} />
      </MemoryRouter>,
    );
    expect(SITE.logo).toMatchObject({ width: 180, height: 48 });
    expect(html).toMatch(/<img[^>]*class="site-header__logo"[^>]*alt="Harbourside Auto Group" width="180" height="48"/);
  });

  it('keeps its own shape inside that box: contained, never squeezed to a fixed CSS size or cropped', () => {
    const logo = rule('.site-header__logo');
    expect(logo).toMatch(/object-fit: contain;/);
    expect(logo).not.toMatch(/(^|[\s;])(width|height|max-width):\s*\d+px/);
    expect(rule('.site-header__logo:not([height])')).toMatch(/height: 48px;/);
  });
});
