/** Which price a car shows, and the price comparisons made against it. */
import type { Tenant } from '../../schema/tenant.ts';
import { BELOW_MARKET_MARGIN, OFFER_PRICE_MIN, PREORDER_TEXT } from '../site/constants.ts';
import { isPositive, type MarketData, type PricedCar } from './car.ts';
import { formatMoney } from './format.ts';

/**
 * What a subscription price is, said wherever it is shown: it is a weekly fee, not the price of the
 * car, so it never carries the outright price type ("Drive Away", "Excl. Govt. Charges").
 */
export const SUBSCRIPTION_PRICE_LABEL = '/wk subscription';

export type PriceDisplay =
  | { kind: 'subscription'; amount: number; label: typeof SUBSCRIPTION_PRICE_LABEL }
  /** `reduced`: show in the reduced style with `wasPrice` struck through. */
  | { kind: 'price'; amount: number; reduced: boolean; wasPrice: number | null; priceType: string | null }
  | { kind: 'preorder'; text: typeof PREORDER_TEXT }
  | { kind: 'no-price'; text: string };

export type PriceSite = Pick<Tenant, 'subscriptions'> & { texts: Pick<Tenant['texts'], 'noPrice'> };

/**
 * The spec's order: subscription price (sites offering subscriptions), then an offer price above
 * 10 (reduced when it differs from the price), then the price (reduced when a higher was-price
 * is recorded), then PREORDER, then the site's no-price text.
 */
export function priceDisplay(car: PricedCar, site: PriceSite): PriceDisplay {
  if (site.subscriptions && isPositive(car.subscription_price)) {
    return { kind: 'subscription', amount: car.subscription_price, label: SUBSCRIPTION_PRICE_LABEL };
  }
  const priceType = car.price_type ?? null;
  const offer = offerPrice(car);
  if (offer !== null) {
    const reduced = isPositive(car.price) && offer !== car.price;
    return { kind: 'price', amount: offer, reduced, wasPrice: reduced ? (car.price ?? null) : null, priceType };
  }
  if (isPositive(car.price)) {
    const wasPrice = isPositive(car.before_price) && car.before_price > car.price ? car.before_price : null;
    return { kind: 'price', amount: car.price, reduced: wasPrice !== null, wasPrice, priceType };
  }
  if (car.preorder) return { kind: 'preorder', text: PREORDER_TEXT };
  return { kind: 'no-price', text: site.texts.noPrice };
}

/** The shown price as one line of text: '$361 /wk subscription', '$36,990 Drive Away', 'PREORDER', 'Enquire for price.'. */
export function priceText(shown: PriceDisplay): string {
  switch (shown.kind) {
    case 'subscription':
      return `${formatMoney(shown.amount)} ${shown.label}`;
    case 'price':
      return [formatMoney(shown.amount), shown.priceType].filter(Boolean).join(' ');
    default:
      return shown.text;
  }
}

function offerPrice(car: PricedCar): number | null {
  return typeof car.offer_price === 'number' && car.offer_price > OFFER_PRICE_MIN ? car.offer_price : null;
}

/** The price a shopper would pay and finance: the offer price when one is shown, else the price; 0 when neither. */
export function sellingPrice(car: PricedCar): number {
  return offerPrice(car) ?? (isPositive(car.price) ? car.price : 0);
}

/** Trade-in price reduction = price − offer_price; null without both. */
export function tradeInPriceReduction(car: PricedCar): number | null {
  return typeof car.price === 'number' && typeof car.offer_price === 'number' ? car.price - car.offer_price : null;
}

/** Below market: the market average minus the price is above 499 and the price is below the state average. */
export function isBelowMarket(car: PricedCar & { autograb_data?: MarketData | null }): boolean {
  const market = car.autograb_data;
  if (!isPositive(car.price) || !market) return false;
  const { average_market_price: average, state_average_market_price: stateAverage } = market;
  return isPositive(average) && isPositive(stateAverage) && average - car.price > BELOW_MARKET_MARGIN && car.price < stateAverage;
}
