import { describe, expect, it } from 'vitest';
import { DEPARTMENT_PAGES } from './departments.ts';
import { tenantRoutes } from './routes.ts';
import { sampleTenant } from './sample-tenants.fixture.ts';

const routes = (slug: string) => tenantRoutes(sampleTenant(slug));
const pageAt = (slug: string, path: string) => routes(slug).find((r) => r.path === path)?.page;

describe('route catalogue', () => {
  it('renders the service and parts routes with the department page, not the placeholder', () => {
    for (const { path } of DEPARTMENT_PAGES) expect(pageAt('harbourside-auto-group', path), path).toBe('DepartmentPage');
    // Switched off by default: no route at all.
    expect(pageAt('coastal-nissan', '/prepaid-maintenance-plan')).toBeUndefined();
  });
  it('has every finance route as a gated finance page where finance is on', () => {
    for (const path of ['/finance', '/finance-enquiry', '/finance-pre-approval', '/apply-for-finance']) {
      const route = routes('harbourside-auto-group').find((r) => r.path === path);
      expect(route, path).toMatchObject({ page: 'FinancePage', gate: 'finance' });
    }
  });
  it('adds the top-level copy pages, the own brands and the brand overviews the tenant lists', () => {
    const group = routes('harbourside-auto-group');
    for (const path of [
      '/diamond-advantage',
      '/ultratek',
      '/autopact-handback-guarantee',
      '/autopact-protection-plan',
      '/twg-tyres',
      '/finance-and-insurance',
      '/4x4-outdoor',
    ]) {
      expect(group.find((r) => r.path === path)?.page, path).toBe('CopyPage');
    }
    expect(group.find((r) => r.path === '/diamond-advantage')?.title).toBe('Diamond Advantage');
    expect(group.find((r) => r.path === '/twg-tyres')?.title).toBe('Harbourside Tyres');
    expect(pageAt('harbourside-auto-group', '/toyota/overview')).toBe('BrandOverviewPage');
    expect(pageAt('coastal-nissan', '/nissan/overview')).toBe('BrandOverviewPage');
    expect(pageAt('coastal-nissan', '/ultratek')).toBeUndefined();
  });
  it('has the staff pages on every site, in their own layout and out of the sitemap (a pattern, not a page)', () => {
    for (const slug of ['harbourside-auto-group', 'coastal-nissan']) {
      expect(routes(slug).find((r) => r.path.startsWith('/staff'))).toEqual({ path: '/staff/*', page: 'StaffPage', title: 'Staff', layout: 'own' });
    }
    expect(routes('harbourside-auto-group').filter((r) => r.layout)).toHaveLength(1);
  });
  it('lists each path once', () => {
    const paths = routes('harbourside-auto-group').map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
  // The router matches /book-test-drive/ and /terms-and-conditions/ (the spec's forms) to the plain routes.
  it('lists no trailing-slash twin of a route', () => {
    const paths = routes('harbourside-auto-group').map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/book-test-drive', '/terms-and-conditions']));
    expect(paths.filter((path) => path.length > 1 && path.endsWith('/'))).toEqual([]);
  });
});
