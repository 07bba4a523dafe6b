import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SiteGen from '@site/site.gen';
import type { FinanceCar } from './car';
import { GetFinanceNow } from './GetFinanceNow';

// Harbourside's finance settings, which each test may change: the component reads them as it renders.
const finance = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('@site/site.gen', async (original) => {
  const site = await original<typeof SiteGen>();
  finance.current = { ...site.SITE.finance, getFinanceNowModal: false };
  return {
    ...site,
    SITE: new Proxy(site.SITE, { get: (target, key) => (key === 'finance' ? finance.current : target[key as keyof typeof target]) }),
  };
});

const car: FinanceCar = { id: 7, slug: 'car-7', status: 'in_stock', car_type: 'used', price: 42000, year: 2022 };
const saved = { ...finance.current };
afterEach(() => {
  finance.current = { ...saved };
});

describe('Get Finance Now', () => {
  it("links to the site's finance page when it has a finance provider", () => {
    expect(renderToString(<GetFinanceNow car={car} />)).toContain('Get Finance Now');
  });

  it('is left out on a site without finance, whose finance route does not exist', () => {
    finance.current = { ...finance.current, provider: null, defaultLink: null };
    expect(renderToString(<GetFinanceNow car={car} />)).toBe('');
  });

  it('links to a configured finance link elsewhere, provider or not', () => {
    finance.current = { ...finance.current, provider: null, defaultLink: 'https://lender.example/apply' };
    expect(renderToString(<GetFinanceNow car={car} />)).toContain('href="https://lender.example/apply?');
  });
});
