import { describe, expect, it } from 'vitest';
import { tenantSchema } from '../../schema/tenant.ts';
import { showsCardRating, starFills, timeAgoInWords, visibleReviews } from './reviews.ts';
import type { Review } from './reviews.ts';

const options = (overrides: object = {}) => tenantSchema.shape.reviews.parse(overrides);
const review = (id: number, overrides: Partial<Review> = {}): Review => ({
  id,
  customer_name: `Customer ${id}`,
  text: 'Great service from the whole team.',
  rating: 5,
  ...overrides,
});

describe('visibleReviews', () => {
  it('shows only reviews rated at least 4', () => {
    const shown = visibleReviews([review(1, { rating: 4 }), review(2, { rating: 3.9 }), review(3, { rating: 5 })], options());
    expect(shown.map((r) => r.id)).toEqual([1, 3]);
  });

  it("excludes hidden reviewer names, text containing 'Translated', missing text and hidden review ids", () => {
    const shown = visibleReviews(
      [
        review(1, { customer_name: 'Test Customer' }),
        review(2, { text: 'Excellent (Translated by Google)' }),
        review(3, { text: null }),
        review(4, { text: '   ' }),
        review(5),
        review(6),
      ],
      options({ hiddenReviewerNames: ['test customer'], hiddenReviewIds: [5] }),
    );
    expect(shown.map((r) => r.id)).toEqual([6]);
  });

  it('limits the list to 10 by default, or a given limit', () => {
    const many = Array.from({ length: 15 }, (_, i) => review(i + 1));
    expect(visibleReviews(many, options())).toHaveLength(10);
    expect(visibleReviews(many, options(), 12)).toHaveLength(12);
  });
});

describe('starFills', () => {
  it('fills stars partly for a fractional rating', () => {
    expect(starFills(4.5)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0.3]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(6)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('showsCardRating', () => {
  it('shows the card rating only when the average is above the minimum (4)', () => {
    expect(showsCardRating(4.5, options())).toBe(true);
    expect(showsCardRating('4.5', options())).toBe(true);
    expect(showsCardRating(4, options())).toBe(false);
    expect(showsCardRating(undefined, options())).toBe(false);
  });

  it("uses the site's card minimum and hides ratings when reviews are off", () => {
    expect(showsCardRating(3.8, options({ cardMinimumAverage: 3.5 }))).toBe(true);
    expect(showsCardRating(4.8, options({ enabled: false }))).toBe(false);
  });
});

describe('timeAgoInWords', () => {
  const now = new Date('2026-11-22T02:00:00Z');
  const ago = (days: number) => timeAgoInWords(new Date(now.getTime() - days * 86_400_000), now);
  it('says today, yesterday, days, months and years as review feeds do', () => {
    expect([ago(0), ago(1), ago(5), ago(30), ago(95), ago(365), ago(800)]).toEqual([
      'today',
      'yesterday',
      '5 days ago',
      'a month ago',
      '3 months ago',
      'a year ago',
      '2 years ago',
    ]);
    // A date in the future (a clock ahead of the server's) is today, never negative.
    expect(ago(-2)).toBe('today');
  });
});
