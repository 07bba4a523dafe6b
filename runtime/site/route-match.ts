/**
 * Which routes a path matches, for the browser's router and the server alike. The rules are React Router 7's
 * (`matchRoutes`), which the sites used before: paths match without regard to case, a static segment beats a
 * parameter, which beats a splat, routes of equal rank are tried in their order, and a route with children
 * matches with one of them. route-match.test.ts holds it to React Router's own answers for every sample site.
 * Routes are flattened and ranked once per route array, not on every match.
 *
 * Patterns are what the route catalogue uses: static segments, `:name` parameters, a trailing `*`, index
 * routes and nesting. Optional segments (`:name?`) are not supported.
 */

export interface RoutePattern {
  path?: string;
  index?: boolean;
  children?: readonly RoutePattern[];
}

export type RouteParams = Record<string, string | undefined>;

export interface RouteMatch<R> {
  route: R;
  params: RouteParams;
  /** The part of the path this route matched. */
  pathname: string;
  /** The same without what a splat matched: the base its children's paths are relative to. */
  pathnameBase: string;
}

interface Step<R> {
  route: R;
  matcher: RegExp;
  names: string[];
}

interface Branch<R> {
  score: number;
  /** Each route's index among its siblings, outermost first: ties between siblings go to the earlier one. */
  order: number[];
  steps: Step<R>[];
}

const ranked = new WeakMap<readonly RoutePattern[], Branch<never>[]>();

/** The routes `pathname` matches, outermost first, or null. */
export function matchRoutes<R extends RoutePattern>(routes: readonly R[], pathname: string): RouteMatch<R>[] | null {
  let branches = ranked.get(routes) as Branch<R>[] | undefined;
  if (!branches) {
    branches = flatten(routes).sort((a, b) => b.score - a.score || siblingOrder(a.order, b.order));
    ranked.set(routes, branches as Branch<never>[]);
  }
  const decoded = decodePath(pathname || '/');
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return null;
}

function flatten<R extends RoutePattern>(
  routes: readonly R[],
  branches: Branch<R>[] = [],
  parents: { route: R; path: string; order: number }[] = [],
  parentPath = '',
): Branch<R>[] {
  routes.forEach((route, order) => {
    let relative = route.path ?? '';
    if (relative.startsWith('/')) {
      if (!relative.startsWith(parentPath)) throw new Error(`The route path "${relative}" is inside "${parentPath}" but does not start with it.`);
      relative = relative.slice(parentPath.length);
    }
    const path = joinPaths(parentPath, relative);
    const chain = [...parents, { route, path: relative, order }];
    if (route.children?.length) flatten(route.children as readonly R[], branches, chain, path);
    // A route without a path (a layout) matches only through its children.
    if (route.path == null && !route.index) return;
    branches.push({
      score: score(path, route.index === true),
      order: chain.map((link) => link.order),
      steps: chain.map((link, i) => ({ route: link.route, ...compile(link.path, i === chain.length - 1) })),
    });
  });
  return branches;
}

const PARAM = /^:[\w-]+$/;

/** React Router's rank: more segments rank higher; static 10, parameter 3, empty 1; an index route +2, a splat −2. */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) if (segment !== '*') total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  return total;
}

function siblingOrder(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a.at(-1)! - b.at(-1)! : 0;
}

function compile(path: string, end: boolean): { matcher: RegExp; names: string[] } {
  if (/\?/.test(path)) throw new Error(`The route path "${path}" has an optional segment, which routes do not support.`);
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) source += '\\/*$';
  else if (path !== '' && path !== '/') source += '(?:(?=\\/|$))';
  return { matcher: new RegExp(source, 'i'), names };
}

function matchBranch<R>(branch: Branch<R>, pathname: string): RouteMatch<R>[] | null {
  const params: RouteParams = {};
  const matches: RouteMatch<R>[] = [];
  let matched = '/';
  for (const step of branch.steps) {
    const rest = matched === '/' ? pathname : pathname.slice(matched.length) || '/';
    const found = rest.match(step.matcher);
    if (!found) return null;
    const whole = found[0];
    let base = trimTrailingSlashes(whole, 1);
    step.names.forEach((name, i) => {
      const value = found[i + 1] ?? '';
      if (name === '*') base = trimTrailingSlashes(whole.slice(0, whole.length - value.length), 1);
      params[name] = value.replace(/%2F/g, '/');
    });
    matches.push({ route: step.route, params, pathname: joinPaths(matched, whole), pathnameBase: normalise(joinPaths(matched, base)) });
    if (base !== '/') matched = joinPaths(matched, base);
  }
  return matches;
}

/** Each segment decoded, a slash inside one kept encoded; a path that is not valid percent-encoding is left as it is. */
function decodePath(path: string): string {
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return path;
  }
}

/** Paths joined with one slash between each. */
export const joinPaths = (...paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

function trimTrailingSlashes(path: string, keep = 0): string {
  let end = path.length;
  while (end > keep && path.charCodeAt(end - 1) === 47) end--;
  return path.slice(0, end);
}

const normalise = (path: string) => trimTrailingSlashes(path).replace(/^\/*/, '/');
