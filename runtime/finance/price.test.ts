import { describe, expect, it } from 'vitest';
import { isBelowMarket, priceDisplay, priceText, sellingPrice, tradeInPriceReduction } from './price.ts';

const site = { subscriptions: false, texts: { noPrice: 'Enquire for price.' } };
const subscriptionSite = { ...site, subscriptions: true };

describe('priceDisplay', () => {
  it('shows the subscription price first on sites offering subscriptions, when above 0', () => {
    const car = { price: 40_000, subscription_price: 199, offer_price: 38_000 };
    expect(priceDisplay(car, subscriptionSite)).toEqual({ kind: 'subscription', amount: 199, label: '/wk subscription' });
    expect(priceDisplay(car, site).kind).toBe('price');
    expect(priceDisplay({ ...car, subscription_price: 0 }, subscriptionSite)).toMatchObject({ amount: 38_000 });
  });

  it('says a subscription price is one, and never gives it the outright price type', () => {
    const car = { price: 54_990, subscription_price: 361, price_type: 'Excl. Govt. Charges' };
    expect(priceText(priceDisplay(car, subscriptionSite))).toBe('$361 /wk subscription');
    expect(priceText(priceDisplay(car, site))).toBe('$54,990 Excl. Govt. Charges');
    expect(priceText(priceDisplay({ price: 0 }, site))).toBe('Enquire for price.');
  });

  it('shows an offer price above 10, reduced with the price as was-price when it differs', () => {
    expect(priceDisplay({ price: 40_000, offer_price: 38_000, price_type: 'Drive Away' }, site)).toEqual({
      kind: 'price',
      amount: 38_000,
      reduced: true,
      wasPrice: 40_000,
      priceType: 'Drive Away',
    });
    expect(priceDisplay({ price: 40_000, offer_price: 40_000 }, site)).toMatchObject({ amount: 40_000, reduced: false, wasPrice: null });
    expect(priceDisplay({ price: 0, offer_price: 11 }, site)).toMatchObject({ amount: 11, reduced: false });
  });

  it('ignores an offer price of 10 or less and shows the price', () => {
    expect(priceDisplay({ price: 40_000, offer_price: 10 }, site)).toMatchObject({ kind: 'price', amount: 40_000, reduced: false });
  });

  it('shows the price reduced from a higher recorded before price', () => {
    expect(priceDisplay({ price: 40_000, before_price: 42_990 }, site)).toMatchObject({ amount: 40_000, reduced: true, wasPrice: 42_990 });
    expect(priceDisplay({ price: 40_000, before_price: 39_000 }, site)).toMatchObject({ reduced: false, wasPrice: null });
  });

  it('shows PREORDER, then the configured no-price text, for a car without a price', () => {
    expect(priceDisplay({ price: 0, preorder: true }, site)).toEqual({ kind: 'preorder', text: 'PREORDER' });
    expect(priceDisplay({ price: 0 }, site)).toEqual({ kind: 'no-price', text: 'Enquire for price.' });
    expect(priceDisplay({}, { ...site, texts: { noPrice: 'Call for price' } })).toEqual({ kind: 'no-price', text: 'Call for price' });
  });
});

describe('sellingPrice', () => {
  it('is the offer price above 10, else the price, else 0', () => {
    expect(sellingPrice({ price: 40_000, offer_price: 38_000 })).toBe(38_000);
    expect(sellingPrice({ price: 40_000, offer_price: 10 })).toBe(40_000);
    expect(sellingPrice({ price: null })).toBe(0);
  });
});

describe('tradeInPriceReduction', () => {
  it('is price minus offer_price', () => {
    expect(tradeInPriceReduction({ price: 40_000, offer_price: 37_500 })).toBe(2_500);
    expect(tradeInPriceReduction({ price: 40_000 })).toBeNull();
  });
});

describe('isBelowMarket', () => {
  const market = (average: number, state: number) => ({ average_market_price: average, state_average_market_price: state });

  it('needs the market average more than 499 above the price and the price below the state average', () => {
    expect(isBelowMarket({ price: 30_000, autograb_data: market(30_500, 31_000) })).toBe(true);
    expect(isBelowMarket({ price: 30_000, autograb_data: market(30_499, 31_000) })).toBe(false);
    expect(isBelowMarket({ price: 30_000, autograb_data: market(31_000, 30_000) })).toBe(false);
  });

  it('is false without a price or market data', () => {
    expect(isBelowMarket({ price: 0, autograb_data: market(30_500, 31_000) })).toBe(false);
    expect(isBelowMarket({ price: 30_000 })).toBe(false);
    expect(isBelowMarket({ price: 30_000, autograb_data: { average_market_price: 40_000 } })).toBe(false);
  });
});
