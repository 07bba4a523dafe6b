import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type * as SiteGen from '@site/site.gen';
import type { FinanceCar } from './car';
import { FinanceAvailableBanner, FinanceBox, WeeklyRepaymentLink } from './CarFinance';

// Harbourside with its finance calculator switched off: the box and banner stay, the weekly figure and calculator links go.
vi.mock('@site/site.gen', async (original) => {
  const site = await original<typeof SiteGen>();
  const finance = { ...site.SITE.finance, calculator: { ...site.SITE.finance.calculator, enabled: false } };
  return { ...site, SITE: { ...site.SITE, finance } };
});

const year = new Date().getFullYear();
const lender = { interestRate: 7.49, comparisonRate: 8.19, paymentWeek: 112.6 };
const car: FinanceCar = { id: 1, slug: 'car-1', status: 'in_stock', car_type: 'used', price: 25000, year, finance_lenders: { 'harbour-finance': lender } };
const html = (node: React.ReactNode) => renderToString(node).replace(/<!-- -->/g, '');

describe('car finance figures where the page has no calculator', () => {
  it('shows the rates without a weekly figure or a link to #finance-calculator', () => {
    const box = html(<FinanceBox car={car} />);
    expect(box).toContain('7.49% p.a.');
    expect(box).not.toContain('/wk');
    expect(box).not.toContain('#finance-calculator');
    expect(html(<WeeklyRepaymentLink car={car} />)).toBe('');
    expect(html(<FinanceAvailableBanner car={car} />)).toContain('href="/cars/car-1"');
  });
});
