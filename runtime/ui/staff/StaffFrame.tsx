/**
 * The staff pages' own layout, in place of the shop's header and footer: the site's name, the staff nav with the
 * signed-in member and Sign out, and the page. Every page but sign-in is for a signed-in member: without a session
 * (or when it ends mid-use, any call answering 401) the member is sent to sign in, and back here after.
 */
import { createContext, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from '@dealer/ui/router';
import { STAFF_PATH, STAFF_REPORTS_PATH, STAFF_SIGN_IN_PATH, type StaffMember } from '@dealer/site/staff-api';
import { SITE } from '@site/site.gen';
import { safeSitePath } from '../account/safe-path';
import { fetchMe, signOut, whenSignedOut } from './api';
import { StatusLine } from './StatusLine';
import { useLoad } from './useLoad';
import './staff.css';

export const STAFF_NAV = [
  { href: STAFF_PATH, label: 'Inbox' },
  { href: `${STAFF_PATH}/conversations`, label: 'Conversations' },
  { href: STAFF_REPORTS_PATH, label: 'Reports' },
  { href: `${STAFF_PATH}/team`, label: 'Team' },
] as const;

/** The sign-in page's address that comes back to `here` (a staff page) once signed in. */
export function signInPath(here: string): string {
  return here === STAFF_PATH ? STAFF_SIGN_IN_PATH : `${STAFF_SIGN_IN_PATH}?${new URLSearchParams({ next: here })}`;
}

/** Where to go after signing in: the `next` the sign-in page was given when it is a staff page, else the inbox. */
export function afterSignIn(next: string | null): string {
  const path = safeSitePath(next, STAFF_PATH);
  return path === STAFF_PATH || path.startsWith(`${STAFF_PATH}/`) || path.startsWith(`${STAFF_PATH}?`) ? path : STAFF_PATH;
}

/** The nav link for a path: the inbox's lead pages count as the inbox. */
export function currentNav(pathname: string): string | undefined {
  const match = [...STAFF_NAV].reverse().find((item) => item.href !== STAFF_PATH && (pathname === item.href || pathname.startsWith(`${item.href}/`)));
  return match?.href ?? (pathname === STAFF_PATH || pathname.startsWith(`${STAFF_PATH}/leads/`) ? STAFF_PATH : undefined);
}

export function StaffShell({ nav, children }: { nav?: ReactNode; children: ReactNode }) {
  return (
    <div className="staff">
      <meta name="robots" content="noindex" />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="staff__header">
        <p className="staff__site">
          {SITE.name} <span className="staff__badge">Staff</span>
        </p>
        {nav}
      </header>
      <main id="main" className="staff__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

export function StaffNav({ member, pathname, onSignOut }: { member: StaffMember; pathname: string; onSignOut: () => void }) {
  const current = currentNav(pathname);
  return (
    <nav className="staff-nav" aria-label="Staff">
      <ul className="staff-nav__links">
        {STAFF_NAV.map((item) => (
          <li key={item.href}>
            <a href={item.href} aria-current={item.href === current ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="staff-nav__member">
        <span className="staff-nav__email">{member.email}</span>
        <button type="button" className="button button--secondary staff-nav__sign-out" onClick={onSignOut}>
          Sign out
        </button>
      </p>
    </nav>
  );
}

/** The layout route of every page that needs a signed-in member; the pages read the member with useStaffMember. */
export function StaffFrame() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { state } = useLoad(null, fetchMe);
  const [signedOut, setSignedOut] = useState(false);
  const here = `${pathname}${search}`;
  useEffect(() => whenSignedOut(() => navigate(signInPath(here), { replace: true })), [navigate, here]);

  if (signedOut || (state.status === 'error' && state.httpStatus === 401)) return <Navigate to={signInPath(signedOut ? STAFF_PATH : here)} replace />;
  if (state.status !== 'ready') {
    return (
      <StaffShell>
        {state.status === 'loading' ? (
          <StatusLine>Loading…</StatusLine>
        ) : (
          <StatusLine error>We couldn't check your sign-in. Please refresh the page.</StatusLine>
        )}
      </StaffShell>
    );
  }
  const onSignOut = () => void signOut().finally(() => setSignedOut(true));
  return (
    <StaffShell nav={<StaffNav member={state.data} pathname={pathname} onSignOut={onSignOut} />}>
      <StaffMemberContext.Provider value={state.data}>
        <Suspense fallback={<StatusLine>Loading…</StatusLine>}>
          <Outlet />
        </Suspense>
      </StaffMemberContext.Provider>
    </StaffShell>
  );
}

// Not React Router's outlet context, whose code would join every page's first load, where the router's code is.
const StaffMemberContext = createContext<StaffMember | null>(null);

/** The signed-in member, on a page inside StaffFrame. */
export function useStaffMember(): StaffMember {
  const member = useContext(StaffMemberContext);
  if (!member) throw new Error('useStaffMember is for pages inside StaffFrame');
  return member;
}
