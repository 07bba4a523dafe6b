import { useEffect, type ComponentType } from 'react';
import { useMatches } from 'react-router';
import { SITE } from '@site/site.gen';

export interface RouteHandle {
  title: string;
  gate?: string;
}

/** A lazily loaded page for React Router's `lazy`, so each route's code loads only when visited. */
export function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

/** The title the route catalogue gave the current route. */
export function useRouteTitle(): string {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return handle?.title ?? SITE.name;
}

/** Sets the document title: "Page | Dealer", or the dealer's name alone for the home page. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE.name}` : SITE.name;
  }, [title]);
}
