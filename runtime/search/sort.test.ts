import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS } from '../../schema/lists.ts';
import { sortChoices, sortExpression } from './sort.ts';

describe('sort options', () => {
  it('maps each option to its engine expression', () => {
    expect(Object.fromEntries(SORT_OPTIONS.map((o) => [o, sortExpression(o)]))).toEqual({
      mostRelevant: [],
      latest: ['created_at:desc'],
      highestPrice: ['display_price:desc', 'price:desc'],
      lowestPrice: ['display_price:asc', 'price:asc'],
      highestSubscriptionPrice: ['subscription_price:desc'],
      lowestSubscriptionPrice: ['subscription_price:asc'],
      highestKms: ['km:desc'],
      lowestKms: ['km:asc'],
    });
  });

  it("lists only the tenant's options, in its order, with labels", () => {
    expect(sortChoices({ sortOptions: ['latest', 'lowestSubscriptionPrice'] })).toEqual([
      { value: 'latest', label: 'Latest' },
      { value: 'lowestSubscriptionPrice', label: 'Lowest Subscription Price' },
    ]);
  });
});
