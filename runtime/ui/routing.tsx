import { createContext, Suspense, useContext, useEffect, useLayoutEffect, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { useLocation, type RouteObject } from '@dealer/ui/router';
import { routeIndex } from '@dealer/site/route-index';
import type { RouteEntry } from '../../schema/routes.ts';
import { SITE } from '@site/site.gen';
import { RouteGate } from './gating/RouteGate';
import { afterThisTask } from './later';
import { useRouteElement } from './route-element';

/**
 * The site's routes under its layout, as the component the browser and the server put in their routers. Each
 * path is matched among only the routes its first segment allows (`routeIndex`), so the layout's route object
 * and its children are made once per first segment and React Router ranks a handful of routes, not all of them.
 * `ownLayout`: the few routes whose pages bring their own layout, beside the site's.
 */
export function siteRoutes(layout: ReactElement, routes: RouteObject[], ownLayout: RouteObject[] = []): ComponentType {
  const routesFor = routeIndex(routes);
  const trees = new Map<readonly RouteObject[], RouteObject[]>();
  return function SiteRoutes() {
    const candidates = routesFor(useLocation().pathname);
    if (!trees.has(candidates)) trees.set(candidates, [{ element: layout, children: [...candidates] }, ...ownLayout]);
    return useRouteElement(trees.get(candidates)!);
  };
}

/** What the route catalogue says about the current route. */
export interface RouteInfo {
  title: string;
  /** A gateable route's name, or 'always' for garage pages. */
  gate?: RouteEntry['gate'];
}

const RouteInfoContext = createContext<RouteInfo>({ title: '' });

/**
 * One route's page: lazily loaded (React.lazy in routes.gen.tsx), with the catalogue's title and gate
 * available to everything inside it.
 */
export function RoutePage(props: RouteInfo & { page: ComponentType }) {
  const { page: Page, ...info } = props;
  return (
    <RouteInfoContext.Provider value={info}>
      <Suspense
        fallback={
          <p className="page-loading" role="status">
            Loading…
          </p>
        }
      >
        <RouteGate gate={info.gate}>
          <Page />
        </RouteGate>
        <PageLive />
      </Suspense>
    </RouteInfoContext.Provider>
  );
}

/** Lazy parts of the page that are on it but have not come alive yet (LazyPart), and whether the route has. */
const partsWaiting = new Set<symbol>();
let routeAlive = false;

function markIfLive() {
  if (routeAlive && partsWaiting.size === 0) document.documentElement.dataset.pageLive = '';
}

/**
 * Marks the document once a page has come alive in the browser: a page the server drew is visible, and
 * its links work, before its scripts have hydrated it. Tests and tools wait for `html[data-page-live]`.
 */
function PageLive() {
  useEffect(() => {
    routeAlive = true;
    markIfLive();
  }, []);
  return null;
}

/**
 * A part of the page whose code loads lazily (a form, Similar Cars). A part the server drew stays as drawn
 * until its code arrives, and a click on it before then would do what the plain HTML does, so the page is not
 * marked live until each such part has come alive too.
 */
export function LazyPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [part] = useState(() => Symbol('lazy part'));
  useLayoutEffect(() => {
    partsWaiting.add(part);
    return () => {
      partsWaiting.delete(part);
      markIfLive();
    };
  }, [part]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <PartArrived part={part} />
    </Suspense>
  );
}

function PartArrived({ part }: { part: symbol }) {
  useEffect(() => {
    partsWaiting.delete(part);
    markIfLive();
  }, [part]);
  return null;
}

/** The title the route catalogue gave the current route. */
export function useRouteTitle(): string {
  return useContext(RouteInfoContext).title || SITE.name;
}

/** Sets the document title: "Page | Dealer", or the dealer's name alone for the home page. */
export function usePageTitle(title: string | null): void {
  // In a task of its own: setting the title costs a few ms, which the page's first effects need not wait for.
  useEffect(
    () =>
      afterThisTask(() => {
        document.title = title ? `${title} | ${SITE.name}` : SITE.name;
      }),
    [title],
  );
}
