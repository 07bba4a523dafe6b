import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Outlet } from '@dealer/ui/router';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from './routing';

const Layout = () => (
  <div className="shop">
    <Outlet />
  </div>
);
const SiteRoutes = siteRoutes(
  <Layout />,
  [
    { path: '/search', element: <p>search</p> },
    { path: '*', element: <p>not found</p> },
  ],
  [{ path: '/staff/*', element: <p>staff</p> }],
);
const at = (path: string, node: ReactNode = <SiteRoutes />) => renderToString(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);

describe("the site's routes", () => {
  it("draws a page that brings its own layout without the site's, and every other page inside it", () => {
    expect(at('/staff')).toBe('<p>staff</p>');
    expect(at('/staff/leads/l1')).toBe('<p>staff</p>');
    expect(at('/search')).toBe('<div class="shop"><p>search</p></div>');
    expect(at('/staffing')).toBe('<div class="shop"><p>not found</p></div>');
  });
});
