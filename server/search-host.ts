/**
 * Where a page searches. A tenant left on the embedded engine's `/meili` (the schema's default) searches the
 * server's external Meilisearch when one is configured (`DEALER_SEARCH_URL`); a tenant naming its own host keeps it.
 */
import type { Tenant } from '../schema/tenant.ts';

/** Where the embedded engine is mounted, and every tenant's search host unless it names another. */
export const EMBEDDED_SEARCH_HOST = '/meili';

export function pageSearchHost(tenant: Pick<Tenant, 'search'>, externalHost: string | undefined): string {
  return externalHost && tenant.search.host === EMBEDDED_SEARCH_HOST ? externalHost : tenant.search.host;
}
