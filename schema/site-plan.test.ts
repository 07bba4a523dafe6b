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

  it("loads each of its routes' pages once, and the not-found page", () => {
    const plan = sitePlan(sampleTenant('coastal-nissan'));
    expect(plan.pages).toEqual([...new Set([...plan.routes.map((route) => route.page), 'NotFoundPage'])].sort());
    expect(plan.pages).toContain('NotFoundPage');
  });
});
