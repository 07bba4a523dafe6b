import { describe, expect, it } from 'vitest';
import { sampleTenant } from '../schema/sample-tenants.fixture.ts';
import { sitePlan } from '../schema/site-plan.ts';
import { pageRouter } from './page-route.ts';
import { serverPage, type PageContext } from './page-seed.ts';
import type { StockReader } from './stock/stock-reader.ts';

describe('the brand pages a server draws', () => {
  const tenant = sampleTenant('harbourside-auto-group');
  const router = pageRouter(sitePlan(tenant).routes);
  const context: PageContext = { tenant, stock: {} as StockReader, api: () => Promise.reject(new Error('not asked')), now: new Date(0), random: 0 };
  const status = async (url: string) => (await serverPage(context, router(url), url))?.status ?? 'left to the browser';

  it('are 404 for a brand the directory does not list, or an overview the site does not have', async () => {
    expect(router('/brands/no-such-brand')?.page).toBe('BrandPage');
    expect(await status('/brands/no-such-brand')).toBe(404);
    expect(await status('/brands/toyota')).toBe('left to the browser');
    expect(router('/TOYOTA/overview')?.page).toBe('BrandOverviewPage');
    expect(await status('/TOYOTA/overview')).toBe(404);
    expect(await status('/toyota/overview')).toBe('left to the browser');
  });
});

describe('the pages a server draws with no data', () => {
  const drawnOf = (tenant: ReturnType<typeof sampleTenant>) => {
    const router = pageRouter(sitePlan(tenant).routes);
    const context: PageContext = { tenant, stock: {} as StockReader, api: () => Promise.reject(new Error('not asked')), now: new Date(0), random: 0 };
    return async (url: string) => {
      const drawn = await serverPage(context, router(url.split('?')[0]!), url);
      return drawn ? { status: drawn.status, api: drawn.seed.api } : 'left to the browser';
    };
  };

  it('draws the home page and the pages the same for every shopper (contact, locator, finance, trade-in, compare, success) with an empty seed', async () => {
    const drawn = drawnOf(sampleTenant('harbourside-auto-group'));
    for (const url of ['/', '/contact-us', '/dealer-locator', '/finance', '/trade-in', '/compare?cars=1,2', '/success']) {
      expect(await drawn(url), url).toEqual({ status: 200, api: {} });
    }
  });

  it('leaves to the browser the pages about the shopper, and a page behind a sign-in the tenant asks for', async () => {
    const tenant = sampleTenant('harbourside-auto-group');
    expect(await drawnOf(tenant)('/watchlist')).toBe('left to the browser');
    const gated = drawnOf({ ...tenant, account: { ...tenant.account, gatedRoutes: ['finance'] } });
    expect(await gated('/finance')).toBe('left to the browser');
    expect(await gated('/contact-us')).toEqual({ status: 200, api: {} });
  });
});
