/**
 * Which page module a site path renders, by the same route table the generated site registers
 * and React Router's ranking (static segments beat parameters, which beat a splat), so the
 * server can name that page's files in the HTML.
 */
import type { RouteEntry } from '../cli/lib/routes.ts';

interface CompiledRoute {
  page: string;
  pattern: RegExp;
  score: number;
}

/** React Router's computeScore: each static segment 10, parameter 3, empty 1, a splat −2. */
function score(path: string): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0);
  for (const segment of segments.filter((s) => s !== '*')) total += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  return total;
}

function compile(route: RouteEntry): CompiledRoute {
  const body = route.path
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { page: route.page, pattern: new RegExp(`^${body}/?$`, 'i'), score: score(route.path) };
}

export function pageRouter(routes: readonly RouteEntry[]): (pathname: string) => string | undefined {
  const compiled = routes.map(compile).sort((a, b) => b.score - a.score);
  return (pathname) => compiled.find((route) => route.pattern.test(pathname))?.page;
}
