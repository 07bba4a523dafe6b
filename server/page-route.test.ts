import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { tenantRoutes } from '../schema/routes.ts';
import { sampleTenant, sampleTenantSlugs } from '../schema/sample-tenants.fixture.ts';
import { pageRouter } from './page-route.ts';

describe('pageRouter', () => {
  const router = pageRouter(tenantRoutes(sampleTenant('harbourside-auto-group')));
  const pageFor = (path: string) => router(path)?.page;

  it('finds the page each kind of path renders, static segments first', () => {
    expect(pageFor('/')).toBeUndefined();
    expect(pageFor('/search/new-used-and-demo-cars/')).toBe('SearchPage');
    expect(pageFor('/search/toyota/hilux')).toBe('SearchPage');
    expect(pageFor('/cars/2024-toyota-hilux-7')).toBe('VehiclePage');
    expect(pageFor('/cars/trade-in')).toBe('TradeInPage');
    expect(pageFor('/Contact-Us')).toBe('ContactPage');
    expect(pageFor('/contact-us/harbourside-toyota')).toBe('LocationPage');
  });

  it('gives the route parameters', () => {
    expect(router('/cars/2024-toyota-hilux-7')?.params.slug).toBe('2024-toyota-hilux-7');
  });

  it('answers nothing for a path no route takes', () => {
    expect(pageFor('/no/such/page')).toBeUndefined();
  });
});

describe('pageRouter on every sample tenant', () => {
  it('matches each route, in any case and with a trailing slash, as React Router does over the whole table', () => {
    for (const slug of sampleTenantSlugs()) {
      const routes = tenantRoutes(sampleTenant(slug));
      const router = pageRouter(routes);
      const table = routes.map((route) => ({ path: route.path, page: route.page, gate: route.gate }));
      const concrete = routes.map((route) => route.path.replace(/:\w+/g, 'x-1').replace('*', 'a/b'));
      for (const path of [...concrete, ...concrete.map((p) => `${p.toUpperCase()}/`), '/', '/no/such/page']) {
        const whole = matchRoutes(table, path)?.at(-1);
        expect(router(path), `${slug} ${path}`).toEqual(
          whole ? { page: whole.route.page, ...(whole.route.gate ? { gate: whole.route.gate } : {}), params: whole.params } : undefined,
        );
      }
    }
  });
});
