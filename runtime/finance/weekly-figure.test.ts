import { describe, expect, it } from 'vitest';
import { advertisedWeekly, carWeeklyRepayment } from './weekly-figure.ts';
import { financeSettings, provider } from './tenant.fixture.ts';

const quote = { weeklyRepaymentAmount: 142.4, comparisonRate: 8.19, advertisedRate: 6.29 };
const harbour = provider();

describe('carWeeklyRepayment', () => {
  it("shows the provider's weekly payment in whole dollars, else the quote's, rounded up as the calculator rounds", () => {
    expect(carWeeklyRepayment({ finance_lenders: { 'harbour-finance': { paymentWeek: 115.5 } }, youxQuote: quote }, harbour)).toBe(116);
    expect(carWeeklyRepayment({ finance_lenders: { 'harbour-finance': { paymentWeek: 115.2 } } }, harbour)).toBe(116);
    expect(carWeeklyRepayment({ finance_lenders: { 'harbour-finance': { paymentWeek: 115 } } }, harbour)).toBe(115);
    expect(carWeeklyRepayment({ finance_lenders: { other: { paymentWeek: 99 } }, youxQuote: quote }, harbour)).toBe(143);
    expect(carWeeklyRepayment({ finance_lenders: { 'harbour-finance': { paymentWeek: null } }, youxQuote: quote }, harbour)).toBe(143);
  });

  it('rounds down under its own figure for a provider that does', () => {
    const roundsDown = provider({ roundDownUnderCarWeekly: true });
    expect(carWeeklyRepayment({ finance_lenders: { 'harbour-finance': { paymentWeek: 115.8 } } }, roundsDown)).toBe(115);
    expect(carWeeklyRepayment({ finance_lenders: { 'harbour-finance': { paymentWeek: 115 } } }, roundsDown)).toBe(115);
  });

  it('has no figure without one, or at 25 or less', () => {
    expect(carWeeklyRepayment({}, harbour)).toBeNull();
    expect(carWeeklyRepayment({ youxQuote: { ...quote, weeklyRepaymentAmount: 25 } }, harbour)).toBeNull();
    expect(carWeeklyRepayment({ youxQuote: { ...quote, weeklyRepaymentAmount: 25.01 } }, harbour)).toBe(26);
  });
});

describe('advertisedWeekly', () => {
  const finance = financeSettings({ provider: { key: 'harbour-finance', name: 'Harbour Finance' } });
  const car = { status: 'in_stock', price: 30_000, finance_lenders: { 'harbour-finance': { paymentWeek: 150.3 } } } as const;

  it('is the car figure for an available car whose calculator shows', () => {
    expect(advertisedWeekly(finance, car)).toBe(151);
    expect(advertisedWeekly(finance, { ...car, status: 'coming_soon' })).toBe(151);
  });

  it('is none for a sold car, even where the calculator shows for unavailable cars', () => {
    expect(advertisedWeekly(finance, { ...car, status: 'sold' })).toBeNull();
    const showsForSold = financeSettings({ provider: { key: 'harbour-finance', name: 'Harbour Finance' }, calculator: { showForUnavailableCars: true } });
    expect(advertisedWeekly(showsForSold, { ...car, status: 'sold' })).toBeNull();
  });

  it('is none where the calculator is hidden: switched off, no provider, or no price to finance', () => {
    expect(advertisedWeekly(financeSettings({ provider: finance.provider!, calculator: { enabled: false } }), car)).toBeNull();
    expect(advertisedWeekly(financeSettings(), car)).toBeNull();
    expect(advertisedWeekly(finance, { ...car, price: 0 })).toBeNull();
  });
});
