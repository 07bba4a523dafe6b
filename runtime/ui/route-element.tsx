import { useContext, type ReactElement } from 'react';
import { joinPaths, matchRoutes, type RouteMatch } from '@dealer/site/route-match';
import { RouteContext, useLocation, type RouteObject } from './router';

/**
 * What React Router's `useRoutes` drew for a site: the matched routes' elements nested through `<Outlet />`,
 * with the route context the router's hooks read (`useParams`, `Outlet`). Routes nest as with `useRoutes`:
 * inside a matched route (`/staff/*`) the routes match the rest of the path.
 */
export function useRouteElement(routes: RouteObject[]): ReactElement | null {
  const { matches: parentMatches } = useContext(RouteContext);
  const parent = parentMatches.at(-1);
  const base = parent?.pathnameBase ?? '/';
  const { pathname } = useLocation();
  // The path below the route it is inside: `/staff/leads/1` inside `/staff` matches as `/leads/1`.
  const below = base === '/' ? pathname : '/' + segments(pathname).slice(segments(base).length).join('/');
  const found = matchRoutes(routes, below);
  if (!found) return null;
  const matches: RouteMatch<RouteObject>[] = found.map((match) => ({
    ...match,
    params: { ...parent?.params, ...match.params },
    pathname: joinPaths(base, match.pathname),
    pathnameBase: match.pathnameBase === '/' ? base : joinPaths(base, match.pathnameBase),
  }));
  return matches.reduceRight<ReactElement | null>(
    (outlet, match, index) => (
      <RouteContext.Provider value={{ outlet, matches: [...parentMatches, ...matches.slice(0, index + 1)] }}>
        {match.route.element ?? outlet}
      </RouteContext.Provider>
    ),
    null,
  );
}

const segments = (path: string) => path.replace(/^\//, '').split('/');
