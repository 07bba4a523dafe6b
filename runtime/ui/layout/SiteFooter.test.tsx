import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './SiteFooter';

describe('the footer columns', () => {
  it('draws a column with links under its heading, and leaves out one with none', () => {
    const html = renderToString(
      <SiteFooter
        groups={[
          { title: 'Vehicles', links: [] },
          { title: 'Buyer Tools', links: [{ label: 'Search stock', href: '/used-car/' }] },
        ]}
      />,
    );
    expect(html).toContain('<h2>Buyer Tools</h2>');
    expect(html).toContain('<a href="/used-car/">Search stock</a>');
    expect(html).not.toContain('Vehicles');
    expect(html.match(/<nav /g)).toHaveLength(1);
  });
});
