/**
 * A site's cars in the search engine. Every tenant's stock shares one index; a site sees the cars at its
 * locations that are not withdrawn from dealer websites. The car page, watchlist, sitemap and finance
 * endpoints all read stock through here.
 */
import type { Car } from '../../schema/car.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { quoteFilterValue } from '../../runtime/search/filters.ts';
import type { StockReader } from './stock-reader.ts';

export async function siteCars(stock: StockReader, tenant: Tenant, conditions: string[], limit: number, fields?: string[]): Promise<Car[]> {
  const uid = tenant.search.indexName;
  const filter = [`location.id IN [${tenant.locations.map((l) => l.id).join(', ')}]`, 'show_on_dealer_website = true', ...conditions].join(' AND ');
  // Search finds the cars but shows only the index's displayed attributes, which leave out what no page may
  // read; the server's own pages need some of that (the car page's market price), so it reads each car whole.
  const { hits } = await stock.search(uid, { filter, limit, attributesToRetrieve: ['id'] });
  return (await stock.documents(
    uid,
    hits.map((hit) => hit.id as number),
    fields,
  )) as unknown as Car[];
}

export async function carsByIds(stock: StockReader, tenant: Tenant, ids: readonly number[]): Promise<Car[]> {
  return ids.length ? siteCars(stock, tenant, [`id IN [${ids.join(', ')}]`], ids.length) : [];
}

export async function carBySlug(stock: StockReader, tenant: Tenant, slug: string): Promise<Car | null> {
  return (await siteCars(stock, tenant, [`slug = ${quoteFilterValue(slug)}`], 1))[0] ?? null;
}

export async function carById(stock: StockReader, tenant: Tenant, id: number): Promise<Car | null> {
  return (await siteCars(stock, tenant, [`id = ${id}`], 1))[0] ?? null;
}
