import { describe, expect, it } from 'vitest';
import { tenantSchema } from '../../schema/tenant.ts';
import { isListed, soldCutoffSeconds, stockVisibilityFilter } from './stock-visibility.ts';

const search = (overrides: object = {}) => tenantSchema.shape.search.parse(overrides);
const now = new Date('2025-07-20T00:00:00Z');
const nowSeconds = now.getTime() / 1000;
const soldDaysAgo = (days: number) => nowSeconds - days * 86_400;

describe('isListed', () => {
  it('lists in_stock and coming_soon cars shown on the dealer website', () => {
    expect(isListed({ status: 'in_stock', show_on_dealer_website: true }, search(), now)).toBe(true);
    expect(isListed({ status: 'coming_soon', show_on_dealer_website: true }, search(), now)).toBe(true);
  });

  it('never lists a car not shown on the dealer website', () => {
    expect(isListed({ status: 'in_stock', show_on_dealer_website: false }, search(), now)).toBe(false);
    expect(isListed({ status: 'in_stock' }, search(), now)).toBe(false);
  });

  it('keeps sold cars listed for 3 days by default', () => {
    expect(isListed({ status: 'sold', sold_date_timestamp: soldDaysAgo(3), show_on_dealer_website: true }, search(), now)).toBe(true);
    expect(isListed({ status: 'sold', sold_date_timestamp: soldDaysAgo(3) - 1, show_on_dealer_website: true }, search(), now)).toBe(false);
    expect(isListed({ status: 'sold', sold_date_timestamp: null, show_on_dealer_website: true }, search(), now)).toBe(false);
  });

  it("uses the site's include_sold_cars_days", () => {
    const car = { status: 'sold' as const, sold_date_timestamp: soldDaysAgo(6), show_on_dealer_website: true };
    expect(isListed(car, search({ soldCarsDays: 7 }), now)).toBe(true);
    expect(isListed(car, search({ soldCarsDays: 0 }), now)).toBe(false);
  });

  it('lists only in-stock cars where the site restricts its stock', () => {
    const inStockOnly = search({ inStockOnly: true });
    expect(isListed({ status: 'in_stock', show_on_dealer_website: true }, inStockOnly, now)).toBe(true);
    expect(isListed({ status: 'coming_soon', show_on_dealer_website: true }, inStockOnly, now)).toBe(false);
    expect(isListed({ status: 'sold', sold_date_timestamp: nowSeconds, show_on_dealer_website: true }, inStockOnly, now)).toBe(false);
  });
});

describe('stockVisibilityFilter', () => {
  it('expresses the same rule as a Meilisearch filter with the cutoff in epoch seconds', () => {
    expect(soldCutoffSeconds(search(), now)).toBe(soldDaysAgo(3));
    expect(stockVisibilityFilter(search(), now)).toBe(
      `show_on_dealer_website = true AND (status IN [in_stock, coming_soon] OR (status = sold AND sold_date_timestamp >= ${soldDaysAgo(3)}))`,
    );
    expect(stockVisibilityFilter(search({ inStockOnly: true }), now)).toBe('show_on_dealer_website = true AND status = in_stock');
  });

  it('moves the cutoff on the minute, so searches within a minute are the same', () => {
    const later = new Date(now.getTime() + 59_999);
    expect(stockVisibilityFilter(search(), later)).toBe(stockVisibilityFilter(search(), now));
    expect(soldCutoffSeconds(search(), new Date(now.getTime() + 60_000))).toBe(soldDaysAgo(3) + 60);
  });
});
