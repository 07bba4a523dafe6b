import { describe, expect, it } from 'vitest';
import { carWeeklyRepayment } from './weekly-figure.ts';

const quote = { weeklyRepaymentAmount: 142.4, comparisonRate: 8.19, advertisedRate: 6.29 };

describe('carWeeklyRepayment', () => {
  it("shows the provider's weekly payment in whole dollars, else the quote's", () => {
    expect(carWeeklyRepayment({ finance_lenders: { 'harbour-finance': { paymentWeek: 115.5 } }, youxQuote: quote }, 'harbour-finance')).toBe(116);
    expect(carWeeklyRepayment({ finance_lenders: { other: { paymentWeek: 99 } }, youxQuote: quote }, 'harbour-finance')).toBe(142);
    expect(carWeeklyRepayment({ finance_lenders: { 'harbour-finance': { paymentWeek: null } }, youxQuote: quote }, 'harbour-finance')).toBe(142);
  });

  it('has no figure without one, or at 25 or less', () => {
    expect(carWeeklyRepayment({}, 'harbour-finance')).toBeNull();
    expect(carWeeklyRepayment({ youxQuote: { ...quote, weeklyRepaymentAmount: 25.4 } }, 'harbour-finance')).toBeNull();
    expect(carWeeklyRepayment({ youxQuote: { ...quote, weeklyRepaymentAmount: 25.5 } }, 'harbour-finance')).toBe(26);
  });
});
