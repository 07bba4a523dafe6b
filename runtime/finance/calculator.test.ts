import { describe, expect, it } from 'vitest';
import { calculatorDefaults, calculatorRepayment, establishmentFee } from './calculator.ts';
import { calculateRepayment, repaymentRounding } from './repayment.ts';
import { financeSettings, provider } from './tenant.fixture.ts';

const lender = { interestRate: 6.29, comparisonRate: 8.19, paymentWeek: 116, establishmentFees: 395 };

describe('calculatorDefaults', () => {
  it('opens on $30,000 over 6 years at the site interest (10), no deposit or balloon, weekly', () => {
    expect(calculatorDefaults(financeSettings(), { price: 40_000 }, null)).toEqual({
      amount: 30_000,
      term: 6,
      interest: 10,
      tradeIn: 0,
      residual: 0,
      frequency: 'week',
    });
  });

  it("opens on the car's price when the tenant asks for it and the price is above 0", () => {
    const settings = financeSettings({ calculator: { defaultAmountFromPrice: true } });
    expect(calculatorDefaults(settings, { price: 42_990 }, null).amount).toBe(42_990);
    expect(calculatorDefaults(settings, { price: 42_990, offer_price: 39_990 }, null).amount).toBe(39_990);
    expect(calculatorDefaults(settings, { price: 0 }, null).amount).toBe(30_000);
    // Kept inside the $100,000 maximum.
    expect(calculatorDefaults(settings, { price: 150_000 }, null).amount).toBe(100_000);
  });

  it('opens on 5 years in the sidebar variant and on the tenant default term and interest elsewhere', () => {
    expect(calculatorDefaults(financeSettings({ calculator: { variant: 'sidebar' } }), {}, null).term).toBe(5);
    expect(calculatorDefaults(financeSettings({ calculator: { defaultTermYears: 4, defaultInterest: 8.5 } }), {}, null)).toMatchObject({
      term: 4,
      interest: 8.5,
    });
    expect(calculatorDefaults(financeSettings({ calculator: { termOptions: [1, 2, 3, 4, 5] } }), {}, null).term).toBe(5);
  });

  it("opens on the car's lender deal whole: its price, term, rate, deposit and balloon", () => {
    const deal = { ...lender, termYears: 5, deposit: 5499, balloon: 16_497 };
    // Coastal's Navara: the balloon is sized for the $54,990 price, never applied to the default $30,000.
    expect(calculatorDefaults(financeSettings({ calculator: { variant: 'sidebar' } }), { price: 54_990, offer_price: 53_990 }, deal)).toEqual({
      amount: 54_990,
      term: 5,
      interest: 6.29,
      tradeIn: 5499,
      residual: 16_497,
      frequency: 'week',
    });
    expect(calculatorDefaults(financeSettings(), { price: 54_990 }, { ...deal, termYears: null, termMonths: 48 }).term).toBe(4);
    expect(calculatorDefaults(financeSettings(), { price: 54_990 }, { ...deal, termYears: null }).term).toBe(6);
  });

  it("opens on the car's quote when it has no lender figure: the quoted rate on its price over the opening term", () => {
    const youxQuote = { weeklyRepaymentAmount: 131, comparisonRate: 9.2, advertisedRate: 8.5 };
    expect(calculatorDefaults(financeSettings(), { price: 30_990, youxQuote }, null)).toMatchObject({ amount: 30_990, term: 6, interest: 8.5, tradeIn: 0 });
  });

  it('opens on a deal outside the usual bounds, and on the defaults without a price or rate to deal on', () => {
    const settings = financeSettings({ provider: { key: 'k', name: 'K', amountMin: 5000 }, calculator: { termOptions: [1, 2, 5] } });
    expect(calculatorDefaults(settings, { price: 2990 }, { ...lender, termYears: 3 })).toMatchObject({ amount: 2990, term: 3 });
    expect(calculatorDefaults(financeSettings(), { price: 0 }, lender)).toMatchObject({ amount: 30_000, interest: 10 });
    expect(calculatorDefaults(financeSettings(), { price: 40_000 }, { ...lender, interestRate: null })).toMatchObject({ amount: 30_000, interest: 10 });
  });

  it('opens on the same weekly figure the lender advertises for the car', () => {
    const price = 54_990;
    const deal = { interestRate: 8.99, termYears: 5, deposit: 0, balloon: 16_497, establishmentFees: 1300 };
    const exact = calculateRepayment({ amount: price, residual: 16_497, annualRatePercent: 8.99, termYears: 5, paymentsPerYear: 52, establishmentFee: 1300 });
    const opening = calculatorRepayment(calculatorDefaults(financeSettings(), { price }, deal), { provider: null, lender: deal });
    expect(opening.repayment).toBe(exact.repayment);
  });
});

describe('establishmentFee', () => {
  it('comes from the lender record, else the provider, else 0', () => {
    expect(establishmentFee({ provider: provider({ establishmentFee: 1360.5 }), lender })).toBe(395);
    expect(establishmentFee({ provider: provider({ establishmentFee: 1360.5 }), lender: { interestRate: 6.29 } })).toBe(1360.5);
    expect(establishmentFee({ provider: provider(), lender: null })).toBe(0);
    expect(establishmentFee({ provider: null, lender: null })).toBe(0);
  });
});

describe('calculatorRepayment', () => {
  const state = { amount: 30_000, term: 5, interest: 0, tradeIn: 0, residual: 0, frequency: 'week' } as const;

  it('recalculates the repayment and total from the state, the fee and the provider rounding', () => {
    // (30,000 + 1,360.50) / 260 = 120.62
    expect(calculatorRepayment(state, { provider: provider({ establishmentFee: 1360.5 }), lender: null })).toEqual({
      repayment: 121,
      total: 260 * 121 + 1360.5,
    });
    expect(calculatorRepayment({ ...state, frequency: 'month' }, { provider: null, lender: null })).toEqual({ repayment: 500, total: 30_000 });
  });

  it("rounds down under the car's weekly figure for a provider with that option", () => {
    const roundsDown = provider({ roundDownUnderCarWeekly: true });
    // 30,000 / 260 = 115.38; the car's lender record advertises $116 a week.
    expect(calculatorRepayment(state, { provider: roundsDown, lender: { paymentWeek: 116 } }).repayment).toBe(115);
    expect(calculatorRepayment(state, { provider: provider(), lender: { paymentWeek: 116 } }).repayment).toBe(116);
    expect(repaymentRounding({ provider: roundsDown, lender: null })).toBe('up');
  });
});
