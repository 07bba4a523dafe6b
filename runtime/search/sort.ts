import type { SortOption } from '../../schema/lists.ts';
import type { Tenant } from '../../schema/tenant.ts';

/**
 * Engine sort expressions. Most relevant sends none, so the index's ranking rules (custom_rank:desc
 * after relevance) order the hits. The price sorts order by the price the cards show (an offer
 * price when there is one); cars written before stock carried `display_price` follow by price.
 */
export const SORT_EXPRESSIONS = {
  mostRelevant: [],
  latest: ['created_at:desc'],
  highestPrice: ['display_price:desc', 'price:desc'],
  lowestPrice: ['display_price:asc', 'price:asc'],
  highestSubscriptionPrice: ['subscription_price:desc'],
  lowestSubscriptionPrice: ['subscription_price:asc'],
  highestKms: ['km:desc'],
  lowestKms: ['km:asc'],
} as const satisfies Record<SortOption, readonly string[]>;

export const SORT_LABELS = {
  mostRelevant: 'Most Relevant',
  latest: 'Latest',
  highestPrice: 'Highest Price',
  lowestPrice: 'Lowest Price',
  highestSubscriptionPrice: 'Highest Subscription Price',
  lowestSubscriptionPrice: 'Lowest Subscription Price',
  highestKms: 'Highest Kms',
  lowestKms: 'Lowest Kms',
} as const satisfies Record<SortOption, string>;

export interface SortChoice {
  value: SortOption;
  label: string;
}

/** The sort menu: the tenant's options, in its order. */
export function sortChoices(search: Pick<Tenant['search'], 'sortOptions'>): SortChoice[] {
  return search.sortOptions.map((value) => ({ value, label: SORT_LABELS[value] }));
}

export function sortExpression(option: SortOption): string[] {
  return [...SORT_EXPRESSIONS[option]];
}
