import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../schema/routes.ts';
import { pagePlan } from './pages.ts';

const route = (path: string, page: string): RouteEntry => ({ path, page, title: page });

describe('pagePlan', () => {
  const routes = [
    route('/used-car', 'SearchPage'),
    route('/used-car/*', 'SearchPage'),
    route('/cars/:slug', 'VehiclePage'),
    route('/offers/:offerId', 'OfferPage'),
    route('/apply-for-finance', 'FinancePage'),
    route('/finance', 'FinancePage'),
    route('/contact', 'ContactPage'),
    route('/success', 'SuccessPage'),
  ];
  const plan = pagePlan(routes, { searchPath: '/used-car/cars-for-sale/', car: 'toyota-corolla-1' });
  const byName = Object.fromEntries(plan.map((entry) => [entry.type.name, 'path' in entry ? entry.path : `skipped: ${entry.skipped}`]));

  it("finds each page type's path among the site's routes, the search page at the site's default search path", () => {
    expect(byName).toMatchObject({ home: '/', search: '/used-car/cars-for-sale/', contact: '/contact', finance: '/apply-for-finance', success: '/success' });
  });

  it("fills a route's parameter with the sample", () => {
    expect(byName.car).toBe('/cars/toyota-corolla-1');
  });

  it('skips a page type the site has no route for, or no sample for, and says why', () => {
    expect(byName).toMatchObject({
      offers: 'skipped: no /special-offers route',
      offer: 'skipped: no sample offer',
      locations: 'skipped: no DealerLocatorPage route',
      compare: 'skipped: no ComparePage route',
    });
  });
});
