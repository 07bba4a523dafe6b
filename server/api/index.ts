/** /api: each area of the product registers its routes here, all under one error contract. */
import type { FastifyInstance } from 'fastify';
import { pageSearchHost } from '../search-host.ts';
import { chatRoutes } from '../chat/shopper-routes.ts';
import { staffChatRoutes } from '../chat/staff-routes.ts';
import { analyticsRoutes } from './analytics.ts';
import type { ContentProvider } from '../content/configured.ts';
import { contentRoutes } from './content.ts';
import { carRoutes } from './cars.ts';
import { tenantOf, type ApiContext } from './context.ts';
import { installErrorHandler } from './errors.ts';
import { leadsRoutes, type LeadsOptions } from './leads.ts';
import { reservationRoutes, type ReservationSetup } from './reservations.ts';
import { refuseCrossSiteCalls } from './same-origin.ts';
import { sessionRoutes, type SignInOptions } from './session.ts';
import { watchlistRoutes } from './watchlist.ts';
import { financeRoutes } from './finance.ts';
import { staffRoutes } from '../staff/index.ts';
import type { StaffOptions } from '../staff/staff-context.ts';

export async function apiPlugin(
  app: FastifyInstance,
  options: ApiContext & SignInOptions & ReservationSetup & LeadsOptions & StaffOptions & { prefix?: string; content: ContentProvider },
): Promise<void> {
  // Fastify hands the plugin its own prefix among the options; areas register under this plugin, not again under /api.
  const { prefix: _prefix, content, ...context } = options;
  installErrorHandler(app);
  refuseCrossSiteCalls(app);
  // Where the browser finds the search engine when the page did not carry it (e.g. under Vite's dev server),
  // and a fresh token when the page's is about to expire.
  app.get('/search-config', async (request, reply) => {
    const tenant = tenantOf(context, request);
    void reply.header('cache-control', 'no-store');
    return {
      host: pageSearchHost(tenant, context.sites.searchHost),
      key: await context.searchTokens.forTenant(tenant),
      indexName: tenant.search.indexName,
    };
  });
  // Each area of the product adds its routes here, one line each.
  await app.register(analyticsRoutes, context);
  await app.register(leadsRoutes, context);
  await app.register(contentRoutes(content), context);
  await app.register(carRoutes, context);
  await app.register(sessionRoutes, context);
  await app.register(watchlistRoutes, context);
  await app.register(financeRoutes, context);
  await app.register(reservationRoutes, context);
  await app.register(staffRoutes, context);
  await app.register(chatRoutes, context);
  await app.register(staffChatRoutes, context);
}
