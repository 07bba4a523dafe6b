/** What every /api route module is given, and the tenant a request is for. */
import type { FastifyRequest } from 'fastify';
import type { Tenant } from '../../schema/tenant.ts';
import type { SearchTokens } from '../search-token.ts';
import { siteForHost, type SitesOptions } from '../sites.ts';
import type { StockFor } from '../stock/tenant-stock.ts';
import type { SqlStore } from '../store/sql/sql-store.ts';
import { ApiError } from './errors.ts';

export interface ApiContext {
  sql: SqlStore;
  /** Each tenant's stock, in whichever engine holds it. */
  stockFor: StockFor;
  sites: Omit<SitesOptions, 'searchTokens'>;
  searchTokens: SearchTokens;
  /** A lead with deliveries was stored: the outbox worker sends it now rather than at its next look. */
  leadStored?: () => void;
}

/** The tenant a request is for, by its Host header; an API call for no known site is a 404. */
export function tenantOf(context: ApiContext, request: FastifyRequest): Tenant {
  const site = siteForHost(context.sites, request.headers.host);
  if (!site) throw new ApiError('not_found', `No site is served for host ${request.headers.host ?? '(none)'}`);
  return site.tenant;
}
