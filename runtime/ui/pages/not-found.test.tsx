import { describe, expect, it } from 'vitest';
import type { PageSeed } from '@dealer/site/page-seed';
import { render } from '@site/entry-server';

// The site's own server entry, as the dealer server draws a page that names nothing (server/page-seed.ts).
const draw = (url: string, api: PageSeed['api'] = {}) => render({ url, at: Date.parse('2026-11-27T00:00:00Z'), random: 0, searches: [], api, rendered: false });

/** The page's own part, inside the layout. */
const main = (html: string) => /<main[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '';
/** The not-found page and nothing else in the main part. */
const onlyNotFound = /^<!--\$--><section class="page page--not-found"><h1>Page not found<\/h1>.*<\/section><!--\/\$-->$/s;

describe('a page that names nothing, drawn on the server', () => {
  it('is the not-found page for a path no route takes', async () => {
    expect(main(await draw('/no/such/page'))).toMatch(onlyNotFound);
  });

  it('is the not-found page for a car the API has none of', async () => {
    expect(main(await draw('/cars/no-such-car-1', { '/api/cars/no-such-car-1': null }))).toMatch(onlyNotFound);
  });

  it('is the not-found page alone for an offer the API has none of', async () => {
    expect(main(await draw('/offers/987654', { '/api/content/offers/987654': null }))).toMatch(onlyNotFound);
    expect(main(await draw('/offers/not-a-number'))).toMatch(onlyNotFound);
  });

  it("is the not-found page alone for /pages/{unset}: no couldn't-find notice above live offers", async () => {
    expect(main(await draw('/pages/no-such-page', { '/api/content/pages/no-such-page': null }))).toMatch(onlyNotFound);
    // Nor the blocks a copy page carries (About us lists the locations).
    expect(main(await draw('/about-us', { '/api/content/pages/about-us': null }))).toMatch(onlyNotFound);
  });

  it('is the not-found page for a location the site does not show', async () => {
    expect(main(await draw('/contact-us/no-such-location'))).toMatch(onlyNotFound);
  });

  it('is the not-found page alone for a brand the site does not list, or an overview it does not have', async () => {
    expect(main(await draw('/brands/no-such-brand'))).toMatch(onlyNotFound);
    expect(main(await draw('/TOYOTA/overview'))).toMatch(onlyNotFound);
    expect(main(await draw('/brands/toyota'))).toContain('Where to buy Toyota');
  });

  it('draws a page that is there from its seed', async () => {
    const copy = { slug: 'service-benefits', title: 'Service benefits', paragraphs: ['Free loan cars.'] };
    const html = await draw('/pages/service-benefits', { '/api/content/pages/service-benefits': copy });
    expect(html).toContain('<h1>Service benefits</h1>');
    expect(html).toContain('<p>Free loan cars.</p>');
    const location = await draw('/contact-us/harbourside-toyota-service');
    expect(location).toContain('<h1>Harbourside Toyota - Service</h1>');
  });
});
