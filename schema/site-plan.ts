/**
 * What a tenant's site is made of, read from its config in one place: the features it switches on, its
 * routes, the page modules they render and whether it needs sign-in. Validation, generation and the
 * server's page routing all work from this plan, so they never disagree about which pages a site has.
 */
import { signInNeeded, tenantFeatures } from './features.ts';
import type { Feature } from './lists.ts';
import { tenantRoutes, type RouteEntry } from './routes.ts';
import type { Tenant } from './tenant.ts';

export interface SitePlan {
  features: Record<Feature, boolean>;
  routes: RouteEntry[];
  /** The modules under runtime/ui/pages the site loads, sorted: its routes' pages and the page for paths no route takes. */
  pages: string[];
  signIn: boolean;
}

export function sitePlan(t: Tenant): SitePlan {
  const routes = tenantRoutes(t);
  return {
    features: tenantFeatures(t),
    routes,
    pages: [...new Set([...routes.map((route) => route.page), 'NotFoundPage'])].sort(),
    signIn: signInNeeded(t),
  };
}
