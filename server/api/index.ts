/** /api: each area of the product registers its routes here, all under one error contract. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tenant } from '../../schema/tenant.ts';
import type { Engine } from '../engine/engine.ts';
import { siteForHost, type SitesOptions } from '../sites.ts';
import type { Db } from '../store/database.ts';
import { analyticsRoutes } from './analytics.ts';
import { contentRoutes } from './content.ts';
import { carRoutes } from './cars.ts';
import { ApiError, installErrorHandler } from './errors.ts';
import { leadsRoutes } from './leads.ts';
import { sessionRoutes } from './session.ts';
import { watchlistRoutes } from './watchlist.ts';
import { financeRoutes } from './finance.ts';

export interface ApiContext {
  db: Db;
  engine: Engine;
  sites: Omit<SitesOptions, 'searchKey'>;
  searchKey: string;
}

/** The tenant a request is for, by its Host header; an API call for no known site is a 404. */
export function tenantOf(context: ApiContext, request: FastifyRequest): Tenant {
  const site = siteForHost(context.sites, request.headers.host);
  if (!site) throw new ApiError('not_found', `No site is served for host ${request.headers.host ?? '(none)'}`);
  return site.tenant;
}

export async function apiPlugin(app: FastifyInstance, options: ApiContext & { prefix?: string }): Promise<void> {
  // Fastify hands the plugin its own prefix among the options; areas register under this plugin, not again under /api.
  const { prefix: _prefix, ...context } = options;
  installErrorHandler(app);
  // Where the browser finds the search engine when the page did not carry it (e.g. under Vite's dev server).
  app.get('/search-config', async (request) => {
    const tenant = tenantOf(context, request);
    return { host: tenant.search.host, key: tenant.search.publicKey || context.searchKey, indexName: tenant.search.indexName };
  });
  // Each area of the product adds its routes here, one line each.
  await app.register(analyticsRoutes, context);
  await app.register(leadsRoutes, context);
  await app.register(contentRoutes(), context);
  await app.register(carRoutes, context);
  await app.register(sessionRoutes, context);
  await app.register(watchlistRoutes, context);
  await app.register(financeRoutes, context);
}
