/**
 * Which engine a tenant's cars are read from. A tenant on the default search host is read from the server's own
 * engine (the embedded one, or the Meilisearch of `DEALER_SEARCH_URL`); a tenant naming a Meilisearch of its own in
 * `search.host` keeps its stock there, so the server reads it there too, as the tenant's pages search it.
 */
import { Meilisearch } from 'meilisearch';
import type { Tenant } from '../../schema/tenant.ts';
import { meilisearchStock, meilisearchStockWriter } from './meilisearch-stock.ts';
import type { StockReader } from './stock-reader.ts';
import type { StockWriter } from './stock-writer.ts';

/** The reader holding a tenant's cars: every server-side read of a tenant's stock goes through it. */
export type StockFor = (tenant: Tenant) => StockReader;

/** A tenant names the variable holding the key its own engine is read with (`search.serverKeyEnv`), and it is not set. */
export class TenantSearchKeyMissingError extends Error {
  readonly tenant: string;
  readonly variable: string;

  constructor(tenant: string, variable: string) {
    super(`${tenant} reads its own search engine with the key in ${variable}, which is not set`);
    this.name = 'TenantSearchKeyMissingError';
    this.tenant = tenant;
    this.variable = variable;
  }
}

/** A path is on the site's own origin (the embedded engine's `/meili`, or a proxy to this server): only a URL is another engine. */
const ownEngine = (host: string) => /^https?:\/\//.test(host);

/**
 * Readers of the tenants' own engines, by slug; a tenant on the default host has none. Each reads with the key in the
 * variable `search.serverKeyEnv` names, as the car page needs whole cars and the search key shows only a card's
 * fields, else with the tenant's public key; tenants sharing a host and key share one client. Each also writes a
 * paid deposit's reserved flag there, which takes that key's `documents.add` (a key without it fails the write, and
 * the hold sweep tries again).
 * Throws `TenantSearchKeyMissingError` for a named variable `env` does not hold.
 */
export function ownSearchStock(tenants: readonly Tenant[], env: NodeJS.ProcessEnv): ReadonlyMap<string, StockReader & StockWriter> {
  const clients = new Map<string, StockReader & StockWriter>();
  const readers = new Map<string, StockReader & StockWriter>();
  for (const tenant of tenants) {
    const { host, publicKey, serverKeyEnv } = tenant.search;
    if (!ownEngine(host)) continue;
    const key = serverKeyEnv ? env[serverKeyEnv] : publicKey;
    if (serverKeyEnv && !key) throw new TenantSearchKeyMissingError(tenant.slug, serverKeyEnv);
    const client = JSON.stringify([host, key]);
    if (!clients.has(client)) {
      const meilisearch = new Meilisearch({ host, apiKey: key });
      clients.set(client, { ...meilisearchStock(meilisearch), ...meilisearchStockWriter(meilisearch) });
    }
    readers.set(tenant.slug, clients.get(client)!);
  }
  return readers;
}
