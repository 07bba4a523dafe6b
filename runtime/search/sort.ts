import type { SortOption } from '../../schema/lists.ts';
import type { Tenant } from '../../schema/tenant.ts';

/**
 * Engine sort expressions. Most relevant sends none, so the index's ranking rules (custom_rank:desc
 * after relevance) order the hits.
 */
export const SORT_EXPRESSIONS = {
  mostRelevant: [],
  latest: ['created_at:desc'],
  highestPrice: ['price:desc'],
  lowestPrice: ['price:asc'],
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
