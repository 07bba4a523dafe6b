import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SITE } from '@site/site.gen';
import { AnnouncementBar } from './AnnouncementBar';

const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');

describe('the announcement bar', () => {
  it("shows the site's announcement with a close button named for screen readers, its × the icon set's, hidden from them", () => {
    const html = renderToString(<AnnouncementBar />);
    expect(html).toContain(SITE.home.announcement!.text);
    expect(html).toMatch(
      /<button type="button" class="announcement-bar__close" aria-label="Dismiss announcement"><svg class="icon"[^>]*aria-hidden="true"[^>]*>(<path [^>]*><\/path>)+<\/svg><\/button>/,
    );
    expect(html).not.toContain('×');
  });

  it('centres the icon in a target of at least 24×24 px, in the bar’s own text colour', () => {
    const rule = /\n\.announcement-bar__close,\n\.toast__close \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/display: inline-flex;\s*align-items: center;\s*justify-content: center;/);
    for (const side of ['min-width', 'min-height']) expect(Number(new RegExp(`${side}: (\\d+)px;`).exec(rule)?.[1])).toBeGreaterThanOrEqual(24);
    expect(rule).toMatch(/color: inherit;/);
  });
});
