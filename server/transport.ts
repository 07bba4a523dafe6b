/**
 * Whether shoppers reach the server over https. TLS usually ends at a proxy in front, which Fastify cannot see:
 * a configured https public origin says so for every request, or a trusted proxy's X-Forwarded-Proto says so
 * per request (`trustProxy`). Over https, cookies are Secure with the `__Host-` prefix and responses carry HSTS.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface TransportOptions {
  /** Where shoppers reach the server, e.g. https://cars.example.com.au: https makes every request count as https. */
  publicOrigin?: string;
  /**
   * Which proxies' X-Forwarded-For/-Proto/-Host to believe, as Fastify's `trustProxy` takes it: true (any), or
   * addresses and CIDR ranges. It also decides `request.ip`, which per-client limits key on.
   */
  trustProxy?: boolean | string | string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured public origin (`TransportOptions.publicOrigin`), or null. */
    readonly publicOrigin: string | null;
  }
  interface FastifyRequest {
    readonly overHttps: boolean;
  }
}

/** A year, without includeSubDomains: a dealer's other subdomains are not this server's to pin. */
export const HSTS = 'max-age=31536000';

export function installTransport(app: FastifyInstance, options: TransportOptions): void {
  const origin = options.publicOrigin ? new URL(options.publicOrigin) : null;
  app.decorate('publicOrigin', origin ? origin.origin : null);
  app.decorateRequest('overHttps', {
    getter(this: FastifyRequest) {
      return origin?.protocol === 'https:' || this.protocol === 'https';
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.overHttps) reply.header('strict-transport-security', HSTS);
  });
}
