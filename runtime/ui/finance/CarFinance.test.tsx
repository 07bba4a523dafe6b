import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@dealer/ui/router';
import { describe, expect, it } from 'vitest';
import type { FinanceCar } from './car';
import { BelowMarketBadge, FinanceAvailableBanner, FinanceBox, WeeklyRepaymentLink } from './CarFinance';
import { FuelCostCalculator } from './FuelCostCalculator';
import { feeText } from './format';

const year = new Date().getFullYear();
const lender = { interestRate: 7.49, comparisonRate: 8.19, paymentWeek: 112.6 };
const car: FinanceCar = { id: 1, slug: 'car-1', status: 'in_stock', car_type: 'used', price: 25000, year, finance_lenders: { 'harbour-finance': lender } };
const html = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>).replace(/<!-- -->/g, '');

describe('car finance figures (harbourside: Harbour Finance, banner on)', () => {
  it('shows the finance box with the weekly figure and both rates, hidden without a comparison rate', () => {
    const box = html(<FinanceBox car={car} />);
    expect(box).toContain('data-feature="finance-box"');
    expect(box).toContain('$113');
    expect(box).toContain('7.49% p.a.');
    expect(box).toContain('8.19% p.a.*');
    expect(html(<FinanceBox car={{ ...car, finance_lenders: { 'harbour-finance': { ...lender, comparisonRate: null } } }} />)).toBe('');
  });

  it('links "Only $X /wk*" to the calculator, from the quote when there is no lender figure', () => {
    expect(html(<WeeklyRepaymentLink car={car} />)).toContain('href="#finance-calculator">Only $113 /wk*</a>');
    expect(html(<WeeklyRepaymentLink car={{ ...car, finance_lenders: {}, youxQuote: { weeklyRepaymentAmount: 99 } }} />)).toContain('Only $99 /wk*');
    expect(html(<WeeklyRepaymentLink car={{ ...car, finance_lenders: {} }} />)).toBe('');
  });

  it('shows no weekly figure for a sold car, nor a link to a calculator its page does not show', () => {
    expect(html(<WeeklyRepaymentLink car={{ ...car, status: 'sold' }} />)).toBe('');
    expect(html(<WeeklyRepaymentLink car={{ ...car, price: 0, offer_price: null }} />)).toBe('');
    expect(html(<FinanceBox car={{ ...car, status: 'sold' }} />)).toBe('');
  });

  it('shows the finance-available banner for cars the provider finances (year newer than 12 years back)', () => {
    expect(html(<FinanceAvailableBanner car={car} />)).toContain('Finance Available');
    expect(html(<FinanceAvailableBanner car={{ ...car, year: year - 12 }} />)).toBe('');
  });

  it('shows the below-market badge by the $499 and state-average rule', () => {
    const market = { average_market_price: 25500, state_average_market_price: 26000 };
    expect(html(<BelowMarketBadge car={{ ...car, autograb_data: market }} />)).toContain('Below Market');
    expect(html(<BelowMarketBadge car={{ ...car, autograb_data: { ...market, average_market_price: 25499 } }} />)).toBe('');
  });

  it('hides the fuel calculator for electric cars and caravans, and opens at 10 L/100km when unknown', () => {
    expect(html(<FuelCostCalculator car={{ fuel: 'Electric' }} />)).toBe('');
    expect(html(<FuelCostCalculator car={{ item_type: 'caravan' }} />)).toBe('');
    const fuel = html(<FuelCostCalculator car={{ fuel: 'Petrol' }} />);
    expect(fuel).toContain('value="10"');
    expect(fuel).toContain('$58'); // 15,000 km × 10 L/100km × $2 = $3,000 a year, $57.69 a week
  });

  it('lists fees with their cents', () => {
    expect([395, 6, 912.25].map(feeText)).toEqual(['$395', '$6', '$912.25']);
  });
});
