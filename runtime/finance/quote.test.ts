import { describe, expect, it } from 'vitest';
import { annuityPayment, calculateRepayment } from './repayment.ts';
import { advertisedRate, comparisonRate, quoteFor, shouldRequestQuote } from './quote.ts';
import { provider } from './tenant.fixture.ts';

describe('advertisedRate', () => {
  it('starts at the sample rate 6.29 for excellent credit and loads older cars up to 3 points', () => {
    expect(advertisedRate('excellent', 2026, 2026)).toBe(6.29);
    expect(advertisedRate('excellent', 2023, 2026)).toBe(6.29);
    expect(advertisedRate('excellent', 2015, 2026)).toBe(8.29); // 8 years past 3 at 0.25
    expect(advertisedRate('poor', 1990, 2026)).toBe(15.94);
    expect(advertisedRate('fair', 2026, 2026)).toBe(10);
  });
});

describe('comparisonRate', () => {
  it('equals the advertised rate without fees', () => {
    expect(comparisonRate(6.29, 0)).toBe(6.29);
  });

  it('costs $30,000 over 5 years the same monthly repayment as $30,000 plus the fee at the advertised rate', () => {
    const rate = comparisonRate(6.29, 1360.5);
    expect(rate).toBeGreaterThan(6.29);
    const withFee = annuityPayment(31_360.5, 0, 0.0629 / 12, 60);
    expect(annuityPayment(30_000, 0, rate / 100 / 12, 60)).toBeCloseTo(withFee, 0);
  });
});

describe('quoteFor', () => {
  it('quotes the weekly repayment with the shared repayment rule', () => {
    const quote = quoteFor(
      { purchasePrice: 30_000, loanTerm: 5, year: 2024, selfAssessedCreditScore: 'excellent' },
      { currentYear: 2026, establishmentFee: 1360.5 },
    );
    const expected = calculateRepayment({ amount: 30_000, annualRatePercent: 6.29, termYears: 5, paymentsPerYear: 52, establishmentFee: 1360.5 });
    expect(quote).toEqual({ weeklyRepaymentAmount: expected.repayment, comparisonRate: comparisonRate(6.29, 1360.5), advertisedRate: 6.29 });
  });

  it('has no quote when the repayment would read Enquire for Finance', () => {
    expect(quoteFor({ purchasePrice: 2000, loanTerm: 7, year: 2026, selfAssessedCreditScore: 'good' }, { currentYear: 2026, establishmentFee: 0 })).toBeNull();
  });
});

describe('shouldRequestQuote', () => {
  const quotes = provider({ quotes: true });

  it('asks only when the flag is on, the car has no quote and the price is above 0', () => {
    expect(shouldRequestQuote(quotes, { price: 30_000 })).toBe(true);
    expect(shouldRequestQuote(provider(), { price: 30_000 })).toBe(false);
    expect(shouldRequestQuote(null, { price: 30_000 })).toBe(false);
    expect(shouldRequestQuote(quotes, { price: 0 })).toBe(false);
    expect(shouldRequestQuote(quotes, { price: 30_000, youxQuote: { weeklyRepaymentAmount: 140, comparisonRate: 8.19, advertisedRate: 6.29 } })).toBe(false);
    expect(shouldRequestQuote(quotes, { price: 30_000, youxQuote: { weeklyRepaymentAmount: null, comparisonRate: 8.19 } })).toBe(true);
  });
});
