/** The sample tenants' pages the sweeps start from, with the tenant configs they are drawn from. */
import { loadTenant } from '../cli/lib/tenants.ts';
import { workspace } from '../cli/lib/workspace.ts';
import { locationSlug } from '../runtime/site/locations.ts';
import type { Tenant } from '../schema/tenant.ts';
import { parseSearchBody } from '../server/engine/search-params.ts';
import type { RunningSites } from './harness.ts';

export function tenantOf(slug: string): Tenant {
  const { tenant, problems } = loadTenant(workspace(), slug);
  if (!tenant) throw new Error(`${slug}: ${JSON.stringify(problems)}`);
  return tenant;
}

function inStockCar(sites: RunningSites, tenant: Tenant): string | undefined {
  const filter = `location.id IN [${tenant.locations.map((l) => l.id).join(', ')}] AND show_on_dealer_website = true AND status = in_stock`;
  return sites.server.engine.search(tenant.search.indexName, parseSearchBody({ filter, limit: 1, attributesToRetrieve: ['slug'] })).hits[0]?.slug as
    string | undefined;
}

/** The pages whose links are walked; a page the tenant switches off is left out. */
export function startPages(sites: RunningSites, tenant: Tenant): string[] {
  const car = inStockCar(sites, tenant);
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
