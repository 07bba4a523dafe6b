import type { Tenant } from '../../schema/tenant.ts';
import { REVIEW_STARS, REVIEW_TRANSLATED_MARKER } from './constants.ts';

export interface Review {
  id: number;
  customer_name?: string | null;
  text?: string | null;
  rating: number;
}

export type ReviewOptions = Pick<Tenant['reviews'], 'minimumRating' | 'hiddenReviewerNames' | 'hiddenReviewIds' | 'listLimit'>;

/**
 * The reviews a site shows, up to its list limit: rated at least the minimum (4), with text,
 * not machine-translated, and not from a hidden reviewer or a hidden review id.
 */
export function visibleReviews<R extends Review>(reviews: readonly R[], options: ReviewOptions, limit: number = options.listLimit): R[] {
  const hiddenNames = new Set(options.hiddenReviewerNames.map(normaliseName));
  return reviews
    .filter(
      (review) =>
        review.rating >= options.minimumRating &&
        Boolean(review.text?.trim()) &&
        !review.text?.includes(REVIEW_TRANSLATED_MARKER) &&
        !hiddenNames.has(normaliseName(review.customer_name ?? '')) &&
        !options.hiddenReviewIds.includes(review.id),
    )
    .slice(0, limit);
}

function normaliseName(name: string): string {
  return name.trim().toLowerCase();
}

/** How full each of the 5 stars is, from 0 to 1, so 4.5 draws four full stars and a half. */
export function starFills(rating: number, stars: number = REVIEW_STARS): number[] {
  return Array.from({ length: stars }, (_, star) => Math.round(Math.min(1, Math.max(0, rating - star)) * 100) / 100);
}

/** Cards show a rating only while reviews are on and the average (a number, or a string from the API) is above the site's minimum. */
export function showsCardRating(average: number | string | null | undefined, options: Pick<Tenant['reviews'], 'enabled' | 'cardMinimumAverage'>): boolean {
  const value = typeof average === 'string' ? Number.parseFloat(average) : average;
  return options.enabled && value != null && value > options.cardMinimumAverage;
}

const DAY_MS = 86_400_000;

/** How long ago a review was written, in words, as review feeds put it: "today", "3 days ago", "2 months ago". */
export function timeAgoInWords(then: Date, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - then.getTime()) / DAY_MS));
  const [count, unit] = days >= 365 ? [Math.floor(days / 365), 'year'] : days >= 30 ? [Math.floor(days / 30), 'month'] : [days, 'day'];
  if (count === 0) return 'today';
  if (unit === 'day' && count === 1) return 'yesterday';
  return count === 1 ? `a ${unit} ago` : `${count} ${unit}s ago`;
}
