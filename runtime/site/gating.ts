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

/** The gate a route in the route catalogue names: 'always' is the garage's. */
export const gateOfRoute = (gate: GateableRoute | 'always'): GateRoute => (gate === 'always' ? 'garage' : gate);

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

/**
 * Where a visitor who opens a page afresh without a session goes: the sign-in page their browser's gate would send
 * them to (from a first page, whose back link is the home page), or null when the page is theirs to see. The
 * server answers with it at once, so the first thing drawn is the sign-in page, not a wait for the session.
 */
export function signInFirst(
  gate: GateableRoute | 'always' | undefined,
  url: string,
  carSlug: string | undefined,
  account: Pick<Tenant['account'], 'gatedRoutes'>,
): string | null {
  if (!gate) return null;
  const query = url.split('?')[1] ?? '';
  const request = { route: gateOfRoute(gate), target: url, previous: '/', carSlug: carSlug ?? new URLSearchParams(query).get('car_id') };
  const decision = gateDecision(request, { loaded: true, id: null }, account);
  return decision.action === 'redirect' ? decision.href : null;
}
