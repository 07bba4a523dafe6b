/**
 * Which page module a site path renders: the route table the generated site registers, matched
 * by React Router itself (static segments beat parameters, which beat a splat), so the server
 * names the same page's files in the HTML that the browser will load.
 */
import { matchRoutes } from 'react-router';
import type { RouteEntry } from '../cli/lib/routes.ts';

export function pageRouter(routes: readonly RouteEntry[]): (pathname: string) => string | undefined {
  const table = routes.map((route) => ({ path: route.path, handle: route.page }));
  return (pathname) => matchRoutes(table, pathname)?.at(-1)?.route.handle as string | undefined;
}
