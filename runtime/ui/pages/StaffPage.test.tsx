import { prerender } from 'react-dom/static';
import { MemoryRouter, Outlet } from '@dealer/ui/router';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../routing';
import StaffPage from './StaffPage';

// As routes.gen.tsx mounts it: beside the shop's layout, under /staff/*.
const SiteRoutes = siteRoutes(<Outlet />, [], [{ path: '/staff/*', element: <StaffPage /> }]);

/** The page as drawn once its lazy parts have loaded (before any effect runs, so before any answer from the server). */
async function drawn(path: string): Promise<string> {
  const { prelude } = await prerender(
    <MemoryRouter initialEntries={[path]}>
      <SiteRoutes />
    </MemoryRouter>,
  );
  return (await new Response(prelude).text()).replace(/<!-- -->/g, '');
}

describe('the staff pages', () => {
  it('draws sign-in on its own, without the staff nav', async () => {
    const page = await drawn('/staff/sign-in');
    expect(page).toContain('<h1 id="staff-sign-in-title">Staff sign-in</h1>');
    expect(page).not.toContain('staff-nav');
  });

  it('checks the session before any other staff page', async () => {
    for (const path of ['/staff', '/staff/leads/l1', '/staff/reports', '/staff/team', '/staff/conversations', '/staff/conversations/c1', '/staff/nowhere']) {
      const page = await drawn(path);
      expect(page, path).toContain('<main id="main" class="staff__main" tabindex="-1"><p class="staff-status" role="status">Loading…</p></main>');
    }
  });
});
