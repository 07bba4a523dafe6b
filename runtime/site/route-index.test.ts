import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routeIndex } from './route-index';

const ROUTES = [
  { index: true },
  { path: '/search' },
  { path: '/search/*' },
  { path: '/cars/:slug' },
  { path: '/cars/trade-in' },
  { path: '/contact-us' },
  { path: '/contact-us/:locationSlug' },
  { path: '/:pageSlug/overview' },
  { path: '/blog?' },
  { path: '*' },
];
const PATHS = [
  '/',
  '',
  '/search',
  '/search/',
  '/SEARCH/toyota/hilux',
  '/search/new-used-and-demo-cars/',
  '/cars/2024-toyota-hilux-7',
  '/cars/trade-in',
  '/Cars/Trade-In/',
  '/contact-us/harbourside-toyota',
  '/%63ontact-us',
  '/%E0%A4%A',
  '/toyota/overview',
  '/blog',
  '/no/such/page',
  '//search',
  '/search%2Fhilux',
];
const ids = (matches: ReturnType<typeof matchRoutes>) => matches?.map((m) => [m.route.path ?? 'index', m.params]);

describe('routeIndex', () => {
  it('matches every path to the same route and parameters as the whole table does', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // React Router's note on the badly encoded path
    const routesFor = routeIndex(ROUTES);
    for (const path of PATHS) expect(ids(matchRoutes([...routesFor(path)], path)), path).toEqual(ids(matchRoutes(ROUTES, path)));
  });

  it('leaves only the routes that can match the first segment, with those that start with a parameter or splat', () => {
    const routesFor = routeIndex(ROUTES);
    expect(routesFor('/search/toyota').map((r) => r.path ?? 'index')).toEqual(['index', '/search', '/search/*', '/:pageSlug/overview', '/blog?', '*']);
    expect(routesFor('/Search')).toBe(routesFor('/search/x'));
    expect(routesFor('/unknown')).toEqual([ROUTES[0], ROUTES[7], ROUTES[8], ROUTES[9]]);
  });
});
