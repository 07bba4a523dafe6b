/**
 * The routes that can match a path, looked up by the path's first segment. React Router compiles and ranks
 * every route each time it matches (a site has about 60), which cost the hydrating page about 16 ms in one
 * task and the server about 2 ms a page. A route whose first segment is a plain word can only match a path
 * that starts with that word (React Router matches without regard to case), so each path is matched among
 * those routes and the ones that start with a parameter, an optional segment or a splat.
 */

const PLAIN_SEGMENT = /^[a-z0-9._~-]+$/;

const firstSegment = (path: string): string => path.replace(/^\/+/, '').split('/')[0]!;

/** The first segment of a path or route pattern, lower-cased, or undefined when it is not a plain word. */
function plainFirstSegment(path: string): string | undefined {
  const first = firstSegment(path).toLowerCase();
  return PLAIN_SEGMENT.test(first) ? first : undefined;
}

function decodedFirstSegment(pathname: string): string | undefined {
  try {
    return plainFirstSegment(decodeURIComponent(firstSegment(pathname)));
  } catch {
    return undefined;
  }
}

/**
 * For each path, the routes (in their order, so ties rank as before) that could match it. The same array is
 * returned for every path that shares a first segment; each is made when a path first needs it.
 */
export function routeIndex<T extends { path?: string }>(routes: readonly T[]): (pathname: string) => readonly T[] {
  const segments = routes.map((route) => plainFirstSegment(route.path ?? ''));
  const groups = new Map<string | undefined, readonly T[]>();
  return (pathname) => {
    const first = decodedFirstSegment(pathname);
    const segment = first !== undefined && segments.includes(first) ? first : undefined;
    let group = groups.get(segment);
    if (!group) {
      group = routes.filter((_, i) => segments[i] === undefined || segments[i] === segment);
      groups.set(segment, group);
    }
    return group;
  };
}
