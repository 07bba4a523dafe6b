/** The tenant's cars in the search engine, as the finance endpoints need them. */
import type { Car } from '../../schema/car.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { quoteFilterValue } from '../../runtime/search/filters.ts';
import type { Engine } from '../engine/engine.ts';
import { parseSearchBody } from '../engine/search-params.ts';

/** One index holds every tenant's stock; a tenant's cars are the ones at its locations. */
function tenantCondition(tenant: Tenant): string {
  return `location.id IN [${tenant.locations.map((l) => l.id).join(', ')}]`;
}

function searchCars(engine: Engine, tenant: Tenant, conditions: string[], limit: number): Car[] {
  const uid = tenant.search.indexName;
  // A tenant whose stock was never imported has no index yet: it simply has no cars.
  if (!engine.listIndexes(0, 1000).results.some((index) => index.uid === uid)) return [];
  const query = parseSearchBody({ filter: [tenantCondition(tenant), ...conditions].join(' AND '), limit });
  return engine.search(uid, query).hits as unknown as Car[];
}

export function carBySlug(engine: Engine, tenant: Tenant, slug: string): Car | null {
  return searchCars(engine, tenant, [`slug = ${quoteFilterValue(slug)}`], 1)[0] ?? null;
}

export function carById(engine: Engine, tenant: Tenant, id: number): Car | null {
  return searchCars(engine, tenant, [`id = ${id}`], 1)[0] ?? null;
}

/** Years either side of the car's that still count as comparable for the price gauge. */
export const COMPARABLE_YEAR_BAND = 2;
/** Enough comparables for a stable range without scanning the whole stock of a popular model. */
const COMPARABLE_LIMIT = 200;

/** Same make and model, year within ±2, priced, the car itself left out. */
export function comparableCars(engine: Engine, tenant: Tenant, car: Car): Car[] {
  const conditions = [
    `make = ${quoteFilterValue(car.make)}`,
    `model = ${quoteFilterValue(car.model)}`,
    `year ${car.year - COMPARABLE_YEAR_BAND} TO ${car.year + COMPARABLE_YEAR_BAND}`,
    'price > 0',
    `id != ${car.id}`,
  ];
  return searchCars(engine, tenant, conditions, COMPARABLE_LIMIT);
}
