import { describe, expect, it } from 'vitest';
import { isPagePath, serverOwnsPath } from './page-paths';

describe('page paths', () => {
  it("keeps the server's API, engine and media prefixes to the server", () => {
    for (const path of ['/api', '/api/cars/abc/pdf', '/meili/multi-search', '/media/car/1/front.png']) expect(serverOwnsPath(path), path).toBe(true);
    for (const path of ['/', '/apis', '/mediarelease', '/search/toyota', '/cars/abc']) expect(serverOwnsPath(path), path).toBe(false);
  });

  it('counts a path without a file extension, or with .html, as a page', () => {
    for (const path of ['/', '/search/new-used-and-demo-cars/', '/cars/2021-toyota-corolla-abc', '/about-us', '/pages/finance.html', '/.well-known'])
      expect(isPagePath(path), path).toBe(true);
    for (const path of ['/sitemap.xml', '/robots.txt', '/favicon.ico', '/assets/index-abc.js', '/api/cars', '/media/logo/x'])
      expect(isPagePath(path), path).toBe(false);
  });
});
