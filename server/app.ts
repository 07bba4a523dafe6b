/** The dealer server: built sites by host, the API and the search engine, in one Fastify process. */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { sitesPlugin, type SitesOptions } from './sites.ts';

export interface ServerOptions extends SitesOptions {
  logger?: boolean;
}

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });
  await app.register(compress, { global: true });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.register(sitesPlugin, options);
  return app;
}
