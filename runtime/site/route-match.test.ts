import { matchRoutes as reactRouterMatch } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RoutePattern } from './route-match';

interface Named extends RoutePattern {
  name: string;
  children?: Named[];
}

// Every kind of pattern the route catalogue and the staff area use, in an order where ranking, not order, decides.
const ROUTES: Named[] = [
  { name: 'catch-all', path: '*' },
  { name: 'car', path: '/cars/:slug' },
  { name: 'trade-in', path: '/cars/trade-in' },
  { name: 'search', path: '/search' },
  { name: 'search-path', path: '/search/*' },
  { name: 'overview', path: '/:brand/overview' },
  { name: 'home', index: true },
  {
    name: 'staff',
    path: '/staff',
    children: [
      { name: 'staff-home', index: true },
      { name: 'lead', path: 'leads/:id' },
      { name: 'lead-absolute', path: '/staff/leads/:id/notes' },
      { name: 'staff-rest', path: '*' },
    ],
  },
  {
    name: 'layout',
    children: [
      { name: 'contact', path: '/contact-us' },
      { name: 'location', path: '/contact-us/:location' },
    ],
  },
];

const PATHS = [
  '/',
  '',
  '/cars/2024-toyota-hilux-7',
  '/cars/trade-in',
  '/CARS/Trade-In/',
  '/cars/2024-toyota-hilux-7/extra',
  '/search',
  '/search/',
  '/search/toyota/hilux',
  '/search//toyota',
  '/search/caf%C3%A9',
  '/search%2Fhilux',
  '/search/a%2Fb',
  '/%E0%A4%A',
  '/toyota/overview',
  '/staff',
  '/staff/',
  '/staff/leads/l-1',
  '/staff/leads/l-1/notes',
  '/staff/reports/2026',
  '/contact-us',
  '/contact-us/harbourside-toyota',
  '/no/such/page',
];

const shape = (matches: { route: { name: string }; params: object; pathname: string; pathnameBase: string }[] | null) =>
  matches?.map(({ route, params, pathname, pathnameBase }) => ({ route: route.name, params: { ...params }, pathname, pathnameBase })) ?? null;

describe('matchRoutes', () => {
  it.each(PATHS)("matches %s as React Router's matchRoutes does: routes, params, pathnames", (path) => {
    expect(shape(matchRoutes(ROUTES, path))).toEqual(shape(reactRouterMatch(ROUTES as never, path) as never));
  });

  it('ranks a static segment above a parameter, and a parameter above a splat, whatever their order', () => {
    expect(matchRoutes(ROUTES, '/cars/trade-in')?.at(-1)?.route.name).toBe('trade-in');
    expect(matchRoutes(ROUTES, '/cars/x')?.at(-1)?.route.name).toBe('car');
    expect(matchRoutes(ROUTES, '/cars/x/y')?.at(-1)?.route.name).toBe('catch-all');
  });

  it("gives a splat the rest of the path, and its route's base without it", () => {
    expect(matchRoutes(ROUTES, '/search/toyota/hilux')?.[0]).toMatchObject({
      params: { '*': 'toyota/hilux' },
      pathname: '/search/toyota/hilux',
      pathnameBase: '/search',
    });
  });

  it('tries routes of equal rank in their order', () => {
    const routes = [
      { name: 'first', path: '/a/:x' },
      { name: 'second', path: '/a/:y' },
    ];
    expect(matchRoutes(routes, '/a/1')?.[0]?.route.name).toBe('first');
  });

  it('refuses an optional segment rather than matching it differently', () => {
    expect(() => matchRoutes([{ path: '/blog?' }], '/blog')).toThrow(/optional segment/);
  });

  it('refuses an absolute child path outside its parent', () => {
    expect(() => matchRoutes([{ path: '/staff', children: [{ path: '/other' }] }], '/other')).toThrow(/does not start with it/);
  });
});
