import type { Tenant } from '../../schema/tenant.ts';
import type { SiteCar } from './car.ts';

const DAY_SECONDS = 86_400;

export type StockVisibilityOptions = Pick<Tenant['search'], 'soldCarsDays' | 'inStockOnly'>;

/**
 * Whether a car is listed on the site: shown on the dealer website, and in stock, coming soon,
 * or sold within the last `soldCarsDays` days (include_sold_cars_days, 3 by default).
 */
export function isListed(car: Pick<SiteCar, 'status' | 'sold_date_timestamp' | 'show_on_dealer_website'>, search: StockVisibilityOptions, now: Date): boolean {
  if (car.show_on_dealer_website !== true) return false;
  if (search.inStockOnly) return car.status === 'in_stock';
  if (car.status === 'in_stock' || car.status === 'coming_soon') return true;
  return car.sold_date_timestamp != null && car.sold_date_timestamp >= soldCutoffSeconds(search, now);
}

/**
 * The earliest sold_date_timestamp (epoch seconds) a sold car may have and still be listed. It
 * moves on the minute, not the second, so every shopper of a site within a minute sends the
 * same search and the server answers repeats from its cache.
 */
export function soldCutoffSeconds(search: Pick<Tenant['search'], 'soldCarsDays'>, now: Date): number {
  return Math.floor(now.getTime() / 60_000) * 60 - search.soldCarsDays * DAY_SECONDS;
}

/** The same rule as a Meilisearch filter, for the search engine to apply to every query. */
export function stockVisibilityFilter(search: StockVisibilityOptions, now: Date): string {
  if (search.inStockOnly) return 'show_on_dealer_website = true AND status = in_stock';
  return (
    'show_on_dealer_website = true AND (status IN [in_stock, coming_soon] OR ' + `(status = sold AND sold_date_timestamp >= ${soldCutoffSeconds(search, now)}))`
  );
}
