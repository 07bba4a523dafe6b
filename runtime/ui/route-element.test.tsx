import { renderToString } from 'react-dom/server';
import { MemoryRouter, Outlet, useLocation, useParams, useResolvedPath, useRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRouteElement } from './route-element';

// What a route can see of the router: its params, the location, and where a relative link from it goes.
function Probe({ name }: { name: string }) {
  const params = useParams();
  return <p>{`${name} ${JSON.stringify(params)} ${useLocation().pathname} ${useResolvedPath('next').pathname}`}</p>;
}

const STAFF: RouteObject[] = [
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

function OurStaff() {
  return useRouteElement(STAFF);
}
function TheirStaff() {
  return useRoutes(STAFF);
}

const routes = (Staff: () => ReturnType<typeof useRouteElement>): RouteObject[] => [
  {
    element: (
      <main>
        <Outlet />
      </main>
    ),
    children: [
      { index: true, element: <Probe name="home" /> },
      { path: '/cars/:slug', element: <Probe name="car" /> },
      { path: '/search/*', element: <Probe name="search" /> },
      { path: '*', element: <Probe name="not found" /> },
    ],
  },
  { path: '/staff/*', element: <Staff /> },
];

function Ours() {
  return useRouteElement(routes(OurStaff));
}
function Theirs() {
  return useRoutes(routes(TheirStaff));
}

const draw = (path: string, Routes: () => ReturnType<typeof useRouteElement>) =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Routes />
    </MemoryRouter>,
  );

describe('useRouteElement', () => {
  it.each([
    '/',
    '/cars/2021-toyota-corolla-ab12',
    '/search/used-cars/toyota',
    '/nowhere/at/all',
    '/staff',
    '/staff/sign-in',
    '/staff/leads/l-42',
    '/staff/leads/l-42/extra',
    '/staff/leads/l-42/',
  ])("draws %s as React Router's useRoutes does: the same nesting, params and relative paths", (path) => {
    expect(draw(path, Ours)).toBe(draw(path, Theirs));
  });

  it('gives a nested route the params of the route it is inside', () => {
    expect(draw('/staff/leads/l-42', Ours)).toBe(
      '<section><p>lead {&quot;*&quot;:&quot;leads/l-42&quot;,&quot;id&quot;:&quot;l-42&quot;} /staff/leads/l-42 /staff/leads/l-42/next</p></section>',
    );
  });

  it('draws nothing when no route matches', () => {
    expect(
      renderToString(
        <MemoryRouter initialEntries={['/other']}>
          <OnlyCars />
        </MemoryRouter>,
      ),
    ).toBe('');
  });
});

function OnlyCars() {
  return useRouteElement([{ path: '/cars/:slug', element: <p>car</p> }]);
}
