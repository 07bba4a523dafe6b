import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@dealer/ui/router';
import { describe, expect, it } from 'vitest';
import { calculateRepayment } from '@dealer/finance/repayment';
import { formatMoney } from '@dealer/finance/format';
import { SITE } from '@site/site.gen';
import type { FinanceCar } from './car';
import { FinanceCalculator } from './FinanceCalculator';

// The sample site is harbourside-auto-group: Harbour Finance, establishment fee 1360.5, default term 6, interest 10.
const render = (car?: FinanceCar) =>
  renderToString(
    <MemoryRouter>
      <FinanceCalculator car={car} />
    </MemoryRouter>,
  );
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');
const car: FinanceCar = { id: 7, slug: '2022-toyota-hilux-7', status: 'in_stock', car_type: 'used', price: 42000, year: 2022, finance_lenders: {} };

describe('FinanceCalculator', () => {
  it('opens on $30,000 over 6 years at 10% with the weekly repayment and total, anchored at #finance-calculator', () => {
    const html = render();
    const expected = calculateRepayment({ amount: 30000, annualRatePercent: 10, termYears: 6, paymentsPerYear: 52, establishmentFee: 1360.5 });
    expect(html).toContain('id="finance-calculator"');
    expect(html).toContain('data-feature="finance-calculator"');
    expect(text(html)).toContain(`${formatMoney(expected.repayment!)} /wk*`);
    expect(text(html)).toContain(`Total repayments ${formatMoney(expected.total!)}`);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Weekly/);
  });

  it('starts with the disclaimer in full at #financeDisclaimer and offers Show Less', () => {
    const html = render();
    expect(SITE.finance.disclaimer.length).toBeGreaterThan(197);
    expect(html).toContain('id="financeDisclaimer"');
    expect(text(html)).toContain(SITE.finance.disclaimer);
    expect(text(html)).toContain('Show Less');
  });

  it('reads the comparison range from the disclaimer and shows the sample estimate', () => {
    const plain = text(render());
    expect(plain).toContain('Comparison rate: 8.38% to 19.42% p.a.*');
    expect(plain).toMatch(/Sample estimate: \$\d+ \/wk for \$30,000 over 5 years at 6\.29% p\.a\. \(comparison rate 8\.19% p\.a\.\) with no deposit\./);
  });

  it("opens on the car's lender deal: its price, term, rate, deposit and balloon, without the sample estimate", () => {
    const deal = { interestRate: 7.5, comparisonRate: 8.19, termYears: 5, deposit: 5000, balloon: 12_600, establishmentFees: 0 };
    const html = render({ ...car, finance_lenders: { 'harbour-finance': deal } });
    const plain = text(html);
    const expected = calculateRepayment({ amount: 42000, deposit: 5000, residual: 12_600, annualRatePercent: 7.5, termYears: 5, paymentsPerYear: 52 });
    expect(html).toMatch(/id="finance-amount-number"[^>]*value="42000"/);
    expect(plain).toContain(`${formatMoney(expected.repayment!)} /wk*`);
    expect(plain).toContain('Comparison rate: 8.19% p.a.*');
    expect(plain).not.toContain('Sample estimate');
  });

  it('lists the establishment fee it works the repayments out with', () => {
    expect(text(render())).toContain('Included in these repayments' + 'Establishment fee$1,360.50');
    expect(text(render({ ...car, finance_lenders: { 'harbour-finance': { interestRate: 7.5, establishmentFees: 0 } } }))).not.toContain('Establishment fee');
  });

  it('is hidden for a sold car and a car without a price', () => {
    expect(render({ ...car, status: 'sold' })).toBe('');
    expect(render({ ...car, price: 0 })).toBe('');
  });

  it('links Get Finance Now to the finance form with the car', () => {
    expect(render(car)).toContain('href="/finance?vehiclePriceBudget=42000&amp;car_id=7&amp;car_type=used#finance-form"');
  });
});
