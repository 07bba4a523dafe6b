import { describe, expect, it } from 'vitest';
import { carDeal, lenderDeal, quoteDeal } from './deal.ts';

const lender = { interestRate: 8.99, comparisonRate: 9.6, paymentWeek: 219.4, termYears: 5, deposit: 5499, balloon: 16_497 };

describe('lenderDeal', () => {
  it("is the lender's rate, term, deposit and balloon on the car's listed price (not an offer price)", () => {
    expect(lenderDeal({ price: 54_990, offer_price: 53_990 }, lender)).toEqual({ amount: 54_990, term: 5, interest: 8.99, tradeIn: 5499, residual: 16_497 });
  });

  it('reads the term from months or weeks when years are missing, else leaves it to the tenant', () => {
    expect(lenderDeal({ price: 54_990 }, { ...lender, termYears: null, termMonths: 42 })?.term).toBe(3.5);
    expect(lenderDeal({ price: 54_990 }, { ...lender, termYears: null, termWeeks: 208 })?.term).toBe(4);
    expect(lenderDeal({ price: 54_990 }, { interestRate: 8.99 })).toEqual({ amount: 54_990, term: null, interest: 8.99, tradeIn: 0, residual: 0 });
  });

  it('is none without a lender entry, a rate or a price', () => {
    expect(lenderDeal({ price: 54_990 }, null)).toBeNull();
    expect(lenderDeal({ price: 54_990 }, { ...lender, interestRate: null })).toBeNull();
    expect(lenderDeal({ price: 0 }, lender)).toBeNull();
  });
});

describe('quoteDeal and carDeal', () => {
  const quote = { weeklyRepaymentAmount: 131, comparisonRate: 9.2, advertisedRate: 8.5 };

  it("is a quote's rate on the car's price over the opening term, with no deposit or balloon", () => {
    expect(quoteDeal({ price: 30_990 }, quote)).toEqual({ amount: 30_990, term: null, interest: 8.5, tradeIn: 0, residual: 0 });
    expect(quoteDeal({ price: 30_990 }, { ...quote, weeklyRepaymentAmount: null })).toBeNull();
    expect(quoteDeal({ price: 0 }, quote)).toBeNull();
  });

  it('follows the weekly figure the car shows: the lender payment, else the quote', () => {
    expect(carDeal({ price: 54_990, youxQuote: quote }, lender)?.interest).toBe(8.99);
    expect(carDeal({ price: 54_990, youxQuote: quote }, { ...lender, paymentWeek: null })?.interest).toBe(8.5);
    expect(carDeal({ price: 54_990 }, { ...lender, paymentWeek: null })?.residual).toBe(16_497);
    expect(carDeal({ price: 54_990 }, null)).toBeNull();
  });
});
