import { useContext, type ReactElement } from 'react';
import { matchRoutes, useLocation, UNSAFE_RouteContext as RouteContext, type RouteMatch, type RouteObject } from 'react-router';

/**
 * What React Router's `useRoutes` draws for a site: the matched routes' elements nested through `<Outlet />`,
 * with the route context its hooks read (`useParams`, `useNavigate`'s relative paths, `Outlet`). `useRoutes`
 * also draws the error boundaries and fallbacks of React Router's data and framework modes, which a site never
 * uses and could not leave out: they were about half of the router's code in every page's first load.
 * Routes nest as with `useRoutes`: inside a matched route (`/staff/*`) the routes match the rest of the path.
 */
export function useRouteElement(routes: RouteObject[]): ReactElement | null {
  const { matches: parentMatches } = useContext(RouteContext);
  const parent = parentMatches.at(-1);
  const base = parent?.pathnameBase ?? '/';
  const { pathname } = useLocation();
  // The path below the route it is inside: `/staff/leads/1` inside `/staff` matches as `/leads/1`.
  const below = base === '/' ? pathname : '/' + segments(pathname).slice(segments(base).length).join('/');
  const found = matchRoutes(routes, { pathname: below });
  if (!found) return null;
  const matches: RouteMatch[] = found.map((match) => ({
    ...match,
    params: { ...parent?.params, ...match.params },
    pathname: joinPaths(base, match.pathname),
    pathnameBase: match.pathnameBase === '/' ? base : joinPaths(base, match.pathnameBase),
  }));
  return matches.reduceRight<ReactElement | null>(
    (outlet, match, index) => (
      <RouteContext.Provider value={{ outlet, matches: [...parentMatches, ...matches.slice(0, index + 1)], isDataRoute: false }}>
        {match.route.element ?? outlet}
      </RouteContext.Provider>
    ),
    null,
  );
}

const segments = (path: string) => path.replace(/^\//, '').split('/');
const joinPaths = (base: string, path: string) => `${base}/${path}`.replace(/\/\/+/g, '/');
