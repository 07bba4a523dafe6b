/**
 * Wraps every route's page: records the visit (the pages a later lead carries) and applies the route's
 * account gate. A gated route waits for the session, sends a signed-out visitor to
 * /sign-in?type=…&redirect=…&back=…, and lets a signed-in one through; a checkout without a car does nothing.
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from '@dealer/ui/router';
import { SITE } from '@site/site.gen';
import { gateDecision, gateOfRoute, type GateRoute } from '@dealer/site/gating';
import type { RouteEntry } from '../../../schema/routes.ts';
import { useUser } from '../account/useUser';
import { afterThisTask } from '../later';

// The page being shown and the one before it, for the sign-in page's back link.
let currentPath: string | null = null;
let previousPath: string | null = null;

function useVisit(path: string, pathname: string, search: string): void {
  useEffect(() => {
    if (path === currentPath) return;
    previousPath = currentPath;
    currentPath = path;
    // Kept for the lead a later form sends; the code that keeps it is not needed to show the page.
    afterThisTask(() => void import('../forms/browser').then(({ recordVisit }) => recordVisit(pathname, search)));
  }, [path, pathname, search]);
}

export function RouteGate({ gate, children }: { gate?: RouteEntry['gate']; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const target = `${pathname}${search}`;
  useVisit(target, pathname, search);
  if (!gate) return children;
  return (
    <Gate route={gateOfRoute(gate)} target={target} search={search}>
      {children}
    </Gate>
  );
}

function Gate({ route, target, search, children }: { route: GateRoute; target: string; search: string; children: ReactNode }) {
  const { status, user } = useUser();
  const { slug } = useParams();
  // Before this page's visit is recorded, the current path is still the page the visitor came from.
  const previous = (currentPath !== target ? currentPath : previousPath) ?? '/';
  const carSlug = slug ?? new URLSearchParams(search).get('car_id');
  const decision = gateDecision({ route, target, previous, carSlug }, { loaded: status !== 'loading', id: user?.id ?? null }, SITE.account);
  if (decision.action === 'redirect') return <Navigate to={decision.href} replace />;
  if (decision.action === 'wait')
    return (
      <p className="page-loading" role="status">
        Checking your sign-in…
      </p>
    );
  return children;
}
