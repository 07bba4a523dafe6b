/**
 * Cross-site request forgery: a call that changes something (any method but GET, HEAD and OPTIONS) must come
 * from the site's own pages. Browsers say where a call comes from: `Sec-Fetch-Site` (decided by the browser,
 * so a proxy rewriting Host cannot confuse it) or else `Origin`, whose host must be the one the request is
 * for, or the configured public origin. A call with neither header is not from a browser page (curl, a
 * server, a feed) and carries no shopper's cookies by accident, so it goes through to the route's own checks.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function fromOwnSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === request.server.publicOrigin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    // `Origin: null` (a sandboxed frame, a redirect across sites) or garbage: not the site's own page.
    return false;
  }
}

export function refuseCrossSiteCalls(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!SAFE_METHODS.has(request.method) && !fromOwnSite(request)) throw new ApiError('forbidden', "Only this site's own pages can make this request");
  });
}
