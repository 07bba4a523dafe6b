/** The price comparison gauge: when it shows, how it reads, and the embedded provider's maths. */
import { GAUGE_GOOD_DEAL_UNDER, GAUGE_LOW_UNDER, GAUGE_MEDIUM_UNDER, GAUGE_MIN_CONFIDENCE, GAUGE_WORDING } from '../site/constants.ts';
import { isPositive } from './car.ts';
import { formatMoney } from './format.ts';

/** The gauge response (GET {car path}/autogauge). */
export interface PriceGauge {
  /** 0 to 1; fuller is a better deal. */
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  confidence: number;
  description: string;
}

type Nullable<T> = { [K in keyof T]?: T[K] | null };
/** A gauge the page can draw; the description is optional text under it. */
export type VisibleGauge = Omit<PriceGauge, 'description'> & { description?: string | null };

/**
 * Shown only when fill, listing_price, market_range_min, market_range_max and confidence are all
 * present, confidence is above 0.2 and market_range_max is not below listing_price.
 */
export function gaugeVisible(gauge: Nullable<PriceGauge> | null | undefined): gauge is VisibleGauge {
  if (!gauge) return false;
  const { fill, listing_price: listing, market_range_min: min, market_range_max: max, confidence } = gauge;
  if (typeof fill !== 'number' || typeof listing !== 'number' || typeof min !== 'number') return false;
  if (typeof max !== 'number' || typeof confidence !== 'number') return false;
  return confidence > GAUGE_MIN_CONFIDENCE && max >= listing;
}

export type GaugeBand = 'low' | 'medium' | 'high';

/** Fill under 0.3 low, under 0.6 medium, otherwise high. */
export function gaugeBand(fill: number): GaugeBand {
  if (fill < GAUGE_LOW_UNDER) return 'low';
  return fill < GAUGE_MEDIUM_UNDER ? 'medium' : 'high';
}

/** 'Good Deal' under 0.65, otherwise 'Great Deal'. */
export function gaugeWording(fill: number): string {
  return fill < GAUGE_GOOD_DEAL_UNDER ? GAUGE_WORDING.good : GAUGE_WORDING.great;
}

/** With this many comparable cars confidence is 0.5; one comparable alone (1/6) stays under the 0.2 the gauge needs. */
const HALF_CONFIDENCE_SAMPLE = 5;

/**
 * The embedded gauge provider. The market range is the lowest to highest price among comparable
 * cars (the car itself excluded, so an overpriced car falls outside it and the gauge hides); fill is
 * where the car's price sits in that range, inverted so the cheapest fills the gauge and the dearest
 * empties it (0.5 when every comparable has the same price); confidence grows with the sample size
 * as n / (n + 5). Null without a price or any priced comparable.
 */
export function computeGauge(car: { price?: number | null }, comparables: readonly { price?: number | null }[]): PriceGauge | null {
  const prices = comparables.map((c) => c.price).filter(isPositive);
  if (!isPositive(car.price) || prices.length === 0) return null;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const fill = max === min ? 0.5 : Math.min(Math.max((max - car.price) / (max - min), 0), 1);
  const n = prices.length;
  return {
    fill: round(fill, 3),
    listing_price: car.price,
    market_range_min: min,
    market_range_max: max,
    confidence: round(n / (n + HALF_CONFIDENCE_SAMPLE), 2),
    description: `Compared with ${n} similar car${n === 1 ? '' : 's'} listed from ${formatMoney(min)} to ${formatMoney(max)}.`,
  };
}

function round(value: number, places: number): number {
  const scale = 10 ** places;
  return Math.round(value * scale) / scale;
}
