import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SITE } from '@site/site.gen';
import { afterSignIn, currentNav, signInPath, StaffNav, StaffShell } from './StaffFrame';

const member = { id: 'm1', email: 'jo@harbourside.example.com', name: 'Jo', role: 'staff' as const, lastActiveAt: null };

describe('the staff frame', () => {
  it('sends a signed-out member to sign in and back to the page they asked for', () => {
    expect(signInPath('/staff')).toBe('/staff/sign-in');
    expect(signInPath('/staff/leads/l1?x=1')).toBe('/staff/sign-in?next=%2Fstaff%2Fleads%2Fl1%3Fx%3D1');
    expect(afterSignIn('/staff/leads/l1')).toBe('/staff/leads/l1');
    expect(afterSignIn('/staff?status=new')).toBe('/staff?status=new');
    // Never off the staff pages, nor off the site.
    for (const next of [null, '/cars/x', '//evil.example.com/staff', 'https://evil.example.com', '/staffing']) expect(afterSignIn(next)).toBe('/staff');
  });

  it('marks the page the member is on in the nav; a lead counts as the inbox', () => {
    expect(currentNav('/staff')).toBe('/staff');
    expect(currentNav('/staff/leads/l1')).toBe('/staff');
    expect(currentNav('/staff/conversations/c1')).toBe('/staff/conversations');
    expect(currentNav('/staff/reports')).toBe('/staff/reports');
    expect(currentNav('/staff/team')).toBe('/staff/team');
    expect(currentNav('/staff/nowhere')).toBeUndefined();
  });

  it('draws its own layout: a skip link, the site’s name, a labelled nav with the member and Sign out, and the main region', () => {
    const html = renderToString(
      <StaffShell nav={<StaffNav member={member} pathname="/staff/reports" onSignOut={vi.fn()} />}>
        <h1>Reports</h1>
      </StaffShell>,
    );
    expect(html).toContain('<a class="skip-link" href="#main">Skip to content</a>');
    expect(html).toContain(SITE.name);
    expect(html).toContain('<nav class="staff-nav" aria-label="Staff">');
    for (const label of ['Inbox', 'Conversations', 'Team']) expect(html).toMatch(new RegExp(`<a href="[^"]+">${label}</a>`));
    expect(html).toContain('<a href="/staff/reports" aria-current="page">Reports</a>');
    expect(html).toContain('jo@harbourside.example.com');
    expect(html).toMatch(/<button type="button"[^>]*>Sign out<\/button>/);
    expect(html).toContain('<main id="main" class="staff__main" tabindex="-1"><h1>Reports</h1></main>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // Not the shop's chrome.
    expect(html).not.toContain('site-header');
  });
});
