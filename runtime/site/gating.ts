import type { GateableRoute } from '../../schema/lists.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { SIGN_IN_PATH } from './constants.ts';

/**
 * Routes that may send a signed-out visitor to sign in: the site's gateable routes, the garage
 * and saving to the watchlist (always gated), and trade-in and sell-my-car (never gated).
 */
export type GateRoute = GateableRoute | 'garage' | 'watchlist' | 'trade-in' | 'sell-my-car';

const ALWAYS_GATED: readonly GateRoute[] = ['garage', 'watchlist'];
const NEVER_GATED: readonly GateRoute[] = ['trade-in', 'sell-my-car'];

export interface GateUser {
  /** False while the session is still being read. */
  loaded: boolean;
  id: string | number | null;
}

export interface GateRequest {
  route: GateRoute;
  /** Where the visitor is going, e.g. /cars/2021-toyota-corolla/checkout. */
  target: string;
  /** The page they are on, for the sign-in page's back link. */
  previous: string;
  carSlug?: string | null;
}

export type GateDecision = { action: 'pass' } | { action: 'wait' } | { action: 'redirect'; href: string } | { action: 'none' };

export function isGated(route: GateRoute, account: Pick<Tenant['account'], 'gatedRoutes'>): boolean {
  if (NEVER_GATED.includes(route)) return false;
  return ALWAYS_GATED.includes(route) || account.gatedRoutes.some((gated) => gated === route);
}

/** /sign-in?type={type}&redirect={target}&back={previous}, each value URL-encoded. */
export function signInHref(type: GateRoute, redirect: string, back: string): string {
  const query = [`type=${encodeURIComponent(type)}`, `redirect=${encodeURIComponent(redirect)}`, `back=${encodeURIComponent(back)}`];
  return `${SIGN_IN_PATH}?${query.join('&')}`;
}

/**
 * What to do when a visitor heads for a route: pass when it is open or they are signed in, wait
 * while the session loads, send them to sign in once it has loaded without a user id. A gated
 * checkout without a car has nothing to check out, so nothing happens.
 */
export function gateDecision(request: GateRequest, user: GateUser, account: Pick<Tenant['account'], 'gatedRoutes'>): GateDecision {
  if (!isGated(request.route, account)) return { action: 'pass' };
  if (request.route === 'checkout' && !request.carSlug) return { action: 'none' };
  if (!user.loaded) return { action: 'wait' };
  if (user.id !== null && user.id !== '') return { action: 'pass' };
  return { action: 'redirect', href: signInHref(request.route, request.target, request.previous) };
}
