import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as ReactRouter from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRouteElement } from './route-element';
import * as ours from './router';

type Router = Pick<typeof ours, 'MemoryRouter' | 'Outlet' | 'useLocation' | 'useParams'>;
type Draw = (routes: ours.RouteObject[]) => ReactElement | null;

/**
 * The same route table for a router: what each route can see of it (its params and the location), nested
 * as the site's are, with a staff area whose own routes match the rest of the path.
 */
function table(router: Router, draw: Draw): ours.RouteObject[] {
  const { Outlet } = router;
  function Probe({ name }: { name: string }) {
    return <p>{`${name} ${JSON.stringify(router.useParams())} ${router.useLocation().pathname}`}</p>;
  }
  const staff: ours.RouteObject[] = [
    { path: 'sign-in', element: <Probe name="sign-in" /> },
    {
      element: (
        <section>
          <Outlet />
        </section>
      ),
      children: [
        { index: true, element: <Probe name="inbox" /> },
        { path: 'leads/:id', element: <Probe name="lead" /> },
        { path: '*', element: <Probe name="staff not found" /> },
      ],
    },
  ];
  const Staff = () => draw(staff);
  return [
    {
      element: (
        <main>
          <Outlet />
        </main>
      ),
      children: [
        { index: true, element: <Probe name="home" /> },
        { path: '/cars/:slug', element: <Probe name="car" /> },
        { path: '/cars/trade-in', element: <Probe name="trade-in" /> },
        { path: '/search/*', element: <Probe name="search" /> },
        { path: '*', element: <Probe name="not found" /> },
      ],
    },
    { path: '/staff/*', element: <Staff /> },
  ];
}

const OURS = table(ours, useRouteElement);
const THEIRS = table(ReactRouter as unknown as Router, ReactRouter.useRoutes as Draw);

function Ours() {
  return useRouteElement(OURS);
}
function Theirs() {
  return ReactRouter.useRoutes(THEIRS as ReactRouter.RouteObject[]);
}

const drawOurs = (path: string) =>
  renderToString(
    <ours.MemoryRouter initialEntries={[path]}>
      <Ours />
    </ours.MemoryRouter>,
  );
const drawTheirs = (path: string) =>
  renderToString(
    <ReactRouter.MemoryRouter initialEntries={[path]}>
      <Theirs />
    </ReactRouter.MemoryRouter>,
  );

describe('useRouteElement', () => {
  it.each([
    '/',
    '/cars/2021-toyota-corolla-ab12',
    '/CARS/Trade-In/',
    '/search/used-cars/toyota',
    '/search/caf%C3%A9%2Fbar',
    '/nowhere/at/all',
    '/staff',
    '/staff/sign-in',
    '/staff/leads/l-42',
    '/staff/leads/l-42/extra',
    '/staff/leads/l-42/',
  ])("draws %s as React Router's useRoutes does: the same nesting, params and location", (path) => {
    expect(drawOurs(path)).toBe(drawTheirs(path));
  });

  it('gives a nested route the params of the route it is inside', () => {
    expect(drawOurs('/staff/leads/l-42')).toBe(
      '<section><p>lead {&quot;*&quot;:&quot;leads/l-42&quot;,&quot;id&quot;:&quot;l-42&quot;} /staff/leads/l-42</p></section>',
    );
  });

  it('draws nothing when no route matches', () => {
    expect(
      renderToString(
        <ours.MemoryRouter initialEntries={['/other']}>
          <OnlyCars />
        </ours.MemoryRouter>,
      ),
    ).toBe('');
  });
});

function OnlyCars() {
  return useRouteElement([{ path: '/cars/:slug', element: <p>car</p> }]);
}
