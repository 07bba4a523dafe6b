/**
 * Which page module a site path renders: the route table the generated site registers, matched
 * as the browser's router matches it (static segments beat parameters, which beat a splat), so the
 * server names the same page's files in the HTML that the browser will load.
 */
import { matchRoutes } from '../runtime/site/route-match.ts';
import type { RouteEntry } from '../schema/routes.ts';
import { routeIndex } from '../runtime/site/route-index.ts';

export interface PageMatch {
  /** The page module's name (`SearchPage`). */
  page: string;
  /** The route's account gate, if it has one (whether the tenant gates it is the tenant's call). */
  gate?: RouteEntry['gate'];
  params: Record<string, string | undefined>;
}

export function pageRouter(routes: readonly RouteEntry[]): (pathname: string) => PageMatch | undefined {
  const routesFor = routeIndex(routes.map((route) => ({ path: route.path, handle: route })));
  return (pathname) => {
    const match = matchRoutes(routesFor(pathname), pathname)?.at(-1);
    return match ? { page: match.route.handle.page, ...(match.route.handle.gate ? { gate: match.route.handle.gate } : {}), params: match.params } : undefined;
  };
}
