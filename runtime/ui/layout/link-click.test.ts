import { describe, expect, it } from 'vitest';
import { routedLinkPath, type LinkClick } from './link-click';

const here = { href: 'https://cars.example/search/toyota?page=2', origin: 'https://cars.example', pathname: '/search/toyota', search: '?page=2' };

/** An element inside a link with these attributes, as `closest('a[href]')` finds it. */
function inside(attributes: Record<string, string> | null): EventTarget {
  const link = attributes && { getAttribute: (name: string) => attributes[name] ?? null, hasAttribute: (name: string) => name in attributes };
  return { closest: (selector: string) => (selector === 'a[href]' ? link : null) } as unknown as EventTarget;
}

function click(attributes: Record<string, string> | null, change: Partial<LinkClick> = {}): LinkClick {
  return { button: 0, defaultPrevented: false, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, target: inside(attributes), ...change };
}

describe('routedLinkPath', () => {
  it('routes a plain left click on a link to a page of the site, with its query and hash', () => {
    expect(routedLinkPath(click({ href: '/cars/2021-toyota-corolla-abc' }), here)).toBe('/cars/2021-toyota-corolla-abc');
    expect(routedLinkPath(click({ href: '/search?sortBy=lowestPrice#results' }), here)).toBe('/search?sortBy=lowestPrice#results');
    expect(routedLinkPath(click({ href: 'https://cars.example/about-us' }), here)).toBe('/about-us');
  });

  it('resolves a relative link against the page it is on', () => {
    expect(routedLinkPath(click({ href: '?page=3' }), here)).toBe('/search/toyota?page=3');
    expect(routedLinkPath(click({ href: 'corolla' }), here)).toBe('/search/corolla');
  });

  it('routes the same page again (the router replaces the entry) but leaves an anchor on this page to the browser', () => {
    expect(routedLinkPath(click({ href: '/search/toyota?page=2' }), here)).toBe('/search/toyota?page=2');
    expect(routedLinkPath(click({ href: '#calculator' }), here)).toBeNull();
    expect(routedLinkPath(click({ href: '/search/toyota?page=2#calculator' }), here)).toBeNull();
    expect(routedLinkPath(click({ href: '/cars/abc#calculator' }), here)).toBe('/cars/abc#calculator');
  });

  it('leaves new tabs, windows and downloads to the browser', () => {
    for (const change of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { defaultPrevented: true }])
      expect(routedLinkPath(click({ href: '/about-us' }, change), here), JSON.stringify(change)).toBeNull();
    expect(routedLinkPath(click({ href: '/brochure.pdf', download: '' }), here)).toBeNull();
    expect(routedLinkPath(click({ href: '/about-us', target: '_blank' }), here)).toBeNull();
    expect(routedLinkPath(click({ href: '/about-us', target: '_self' }), here)).toBe('/about-us');
    expect(routedLinkPath(click({ href: '/feed.xml', rel: 'noopener external' }), here)).toBeNull();
  });

  it("leaves other sites, other schemes, the server's own paths and clicks outside links to the browser", () => {
    expect(routedLinkPath(click({ href: 'https://maps.example/?q=dealer' }), here)).toBeNull();
    expect(routedLinkPath(click({ href: 'tel:0299998888' }), here)).toBeNull();
    expect(routedLinkPath(click({ href: 'mailto:sales@cars.example' }), here)).toBeNull();
    // A blob: address carries the page's origin, but it is a file the page made, not a page of the site.
    expect(routedLinkPath(click({ href: 'blob:https://cars.example/5f0c' }), here)).toBeNull();
    expect(routedLinkPath(click({ href: 'http://[bad' }), here)).toBeNull();
    expect(routedLinkPath(click({ href: '/sitemap.xml' }), here)).toBeNull();
    expect(routedLinkPath(click({ href: '/api/cars/abc/pdf' }), here)).toBeNull();
    expect(routedLinkPath(click(null), here)).toBeNull();
    expect(routedLinkPath({ ...click(null), target: null }, here)).toBeNull();
  });
});
