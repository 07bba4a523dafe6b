/**
 * A site's cars in the search engine. Every tenant's stock shares one index; a site sees the cars at its
 * locations that are not withdrawn from dealer websites. The car page, watchlist, sitemap and finance
 * endpoints all read stock through here.
 */
import type { Car } from '../../schema/car.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { quoteFilterValue } from '../../runtime/search/filters.ts';
import type { Engine } from '../engine/engine.ts';
import { parseSearchBody } from '../engine/search-params.ts';

export function siteCars(engine: Engine, tenant: Tenant, conditions: string[], limit: number, fields?: string[]): Car[] {
  const uid = tenant.search.indexName;
  // A tenant whose stock was never imported has no index yet: it simply has no cars.
  if (!engine.listIndexes(0, 1000).results.some((index) => index.uid === uid)) return [];
  const filter = [`location.id IN [${tenant.locations.map((l) => l.id).join(', ')}]`, 'show_on_dealer_website = true', ...conditions].join(' AND ');
  // Search finds the cars but shows only the index's displayed attributes, which leave out what no page may
  // read; the server's own pages need some of that (the car page's market price), so it reads each car whole.
  const ids = engine.search(uid, parseSearchBody({ filter, limit, attributesToRetrieve: ['id'] })).hits.map((hit) => String(hit.id));
  return ids.map((id) => engine.getDocument(uid, id, fields)) as unknown as Car[];
}

export function carsByIds(engine: Engine, tenant: Tenant, ids: readonly number[]): Car[] {
  return ids.length ? siteCars(engine, tenant, [`id IN [${ids.join(', ')}]`], ids.length) : [];
}

export function carBySlug(engine: Engine, tenant: Tenant, slug: string): Car | null {
  return siteCars(engine, tenant, [`slug = ${quoteFilterValue(slug)}`], 1)[0] ?? null;
}

export function carById(engine: Engine, tenant: Tenant, id: number): Car | null {
  return siteCars(engine, tenant, [`id = ${id}`], 1)[0] ?? null;
}
