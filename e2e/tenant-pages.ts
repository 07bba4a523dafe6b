/** The sample tenants' pages the sweeps start from, with the tenant configs they are drawn from. */
import { loadTenant } from '../cli/lib/tenants.ts';
import { workspace } from '../cli/lib/workspace.ts';
import { locationSlug } from '../runtime/site/locations.ts';
import type { Tenant } from '../schema/tenant.ts';
import { parseSearchBody } from '../server/engine/search-params.ts';
import type { SiteSamples } from '../bench/web/pages.ts';
import type { RunningSites } from './harness.ts';

export function tenantOf(slug: string): Tenant {
  const { tenant, problems } = loadTenant(workspace(), slug);
  if (!tenant) throw new Error(`${slug}: ${JSON.stringify(problems)}`);
  return tenant;
}

/** The tenant's first cars in stock, by id and slug. */
function inStockCars(sites: RunningSites, tenant: Tenant, limit: number): { id: number; slug: string }[] {
  const filter = `location.id IN [${tenant.locations.map((l) => l.id).join(', ')}] AND show_on_dealer_website = true AND status = in_stock`;
  return sites.server.engine.search(tenant.search.indexName, parseSearchBody({ filter, limit, attributesToRetrieve: ['id', 'slug'] })).hits as {
    id: number;
    slug: string;
  }[];
}

/** The first offer the site shows, asked of its own API as its pages do. */
async function firstOffer(sites: RunningSites, tenant: Tenant): Promise<number | undefined> {
  const answer = await sites.server.app.inject({ url: '/api/content/offers', headers: { host: `${tenant.slug}.localhost` } });
  return (answer.json() as { offers?: { id: number }[] }).offers?.[0]?.id;
}

/** The samples a page type's path needs on the tenant's site (bench/web/pages.ts): its search path, a car, an offer. */
export async function siteSamples(sites: RunningSites, tenant: Tenant): Promise<SiteSamples> {
  const offer = tenant.offers.enabled ? await firstOffer(sites, tenant) : undefined;
  return { searchPath: tenant.search.defaultPath, car: inStockCars(sites, tenant, 1)[0]?.slug, offer: offer === undefined ? undefined : String(offer) };
}

/** The pages whose links are walked; a page the tenant switches off is left out. */
export function startPages(sites: RunningSites, tenant: Tenant): string[] {
  const car = inStockCars(sites, tenant, 1)[0]?.slug;
  const location = tenant.locations[0];
  const pages: (string | false | undefined)[] = [
    '/',
    tenant.search.defaultPath,
    car && `/cars/${car}`,
    tenant.offers.enabled && '/special-offers',
    '/contact-us',
    '/dealer-locator',
    location && `/locations/${locationSlug(location)}`,
  ];
  return pages.filter((p): p is string => typeof p === 'string');
}
