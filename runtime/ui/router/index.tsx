/**
 * The sites' router: the part of React Router's API they use (its hooks, `Navigate`, `Outlet` and the browser,
 * memory and server routers) over route-match.ts's matching. React Router brought about 5 KB of gzip JS to
 * every page's first load for a data and framework mode a site never uses; this is about a fifth of that.
 * Links are plain `<a href>`, taken through the router by LinkNavigation.
 */
import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import type { RouteMatch, RouteParams } from '@dealer/site/route-match';
import { browserHistory, fixedHistory, memoryHistory, type Location, type NavigateOptions, type NavigationType, type RouterHistory } from './history';

export type { Location, NavigateOptions, NavigationType } from './history';
export type { RouteParams } from '@dealer/site/route-match';

export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

interface Position {
  location: Location;
  action: NavigationType;
  navigate: RouterHistory['navigate'];
}

const PositionContext = createContext<Position | null>(null);

/** The routes matched down to the one being drawn, and what its `<Outlet />` draws. */
export const RouteContext = createContext<{ outlet: ReactElement | null; matches: RouteMatch<RouteObject>[] }>({ outlet: null, matches: [] });

export function Router({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const [position, setPosition] = useState(() => ({ location: history.location, action: history.action }));
  // Each move is a transition: the page on screen stays while the next one's code and data load.
  useLayoutEffect(() => history.listen(() => startTransition(() => setPosition({ location: history.location, action: history.action }))), [history]);
  const value = useMemo(() => ({ ...position, navigate: history.navigate }), [position, history]);
  return <PositionContext.Provider value={value}>{children}</PositionContext.Provider>;
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => browserHistory(window));
  return <Router history={history}>{children}</Router>;
}

export function MemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }) {
  const [history] = useState(() => memoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const history = useMemo(() => fixedHistory(location), [location]);
  return <Router history={history}>{children}</Router>;
}

function usePosition(): Position {
  const position = useContext(PositionContext);
  if (!position) throw new Error('A router hook was used outside a router.');
  return position;
}

export const useLocation = (): Location => usePosition().location;

export const useNavigationType = (): NavigationType => usePosition().action;

/** Goes to a path (or one relative to the current address); the same function for the router's life. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return usePosition().navigate;
}

/** The parameters of the routes matched so far (`:slug`, `*`). */
export function useParams(): RouteParams {
  return useContext(RouteContext).matches.at(-1)?.params ?? {};
}

/** The address's query, as React Router's hook returns it (read only: the sites navigate to change it). */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** What the matched child route draws, inside its parent's element. */
export function Outlet(): ReactElement | null {
  return useContext(RouteContext).outlet;
}

/** Goes elsewhere once drawn in the browser (the server draws nothing for it). */
export function Navigate({ to, replace = false, state }: { to: string; replace?: boolean; state?: unknown }): null {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}
