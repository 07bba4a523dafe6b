import { describe, expect, it } from 'vitest';
import { sampleTenant } from './sample-tenants.fixture.ts';
import { sitePlan } from './site-plan.ts';
import { tenantSchema } from './tenant.ts';

const paths = (plan: ReturnType<typeof sitePlan>) => plan.routes.map((route) => route.path);

describe('sitePlan', () => {
  it('has the finance pages and the finance features together, both only with a finance provider', () => {
    const withProvider = sitePlan(sampleTenant('harbourside-auto-group'));
    expect(paths(withProvider)).toContain('/finance');
    expect(withProvider.features['finance-calculator']).toBe(true);

    const redgum = sampleTenant('redgum-used-cars');
    const calculatorOnly = sitePlan(
      tenantSchema.parse({ ...redgum, finance: { ...redgum.finance, provider: null, calculator: { ...redgum.finance.calculator, enabled: true } } }),
    );
    expect(paths(calculatorOnly).filter((path) => path.includes('finance'))).toEqual([]);
    expect(calculatorOnly.features['finance-calculator']).toBe(false);
  });

  it('needs sign-in, and has the sign-in page, when the watchlist, the garage or a gated route asks for it', () => {
    const redgum = sampleTenant('redgum-used-cars');
    const plans = [
      sitePlan(redgum),
      sitePlan(tenantSchema.parse({ ...redgum, vehicle: { ...redgum.vehicle, favourites: false } })),
      sitePlan(sampleTenant('parkway-motors')),
    ];
    expect(plans.map((plan) => plan.signIn)).toEqual([true, false, true]);
    for (const plan of plans) expect(paths(plan).includes('/sign-in')).toBe(plan.signIn);
  });

  it('has the compare page and the compare feature by default, for signed-out shoppers too, and neither when the tenant turns compare off', () => {
    const redgum = sampleTenant('redgum-used-cars');
    const on = sitePlan(redgum);
    expect(on.routes.find((route) => route.path === '/compare')).toEqual({ path: '/compare', page: 'ComparePage', title: 'Compare cars' });
    expect(on.features.compare).toBe(true);
    const off = sitePlan(tenantSchema.parse({ ...redgum, vehicle: { ...redgum.vehicle, compare: false } }));
    expect(paths(off)).not.toContain('/compare');
    expect(off.pages).not.toContain('ComparePage');
    expect(off.features.compare).toBe(false);
  });

  it("loads each of its routes' pages once, and the not-found page", () => {
    const plan = sitePlan(sampleTenant('coastal-nissan'));
    expect(plan.pages).toEqual([...new Set([...plan.routes.map((route) => route.page), 'NotFoundPage'])].sort());
    expect(plan.pages).toContain('NotFoundPage');
  });
});
