/**
 * Which paths of a site's host are its pages. The dealer server answers the others itself (its API, search
 * engine and media, and the built files), so the browser's router must leave a link to one of them to the
 * browser, and the server must not answer one with a page.
 */

/** The dealer server's own prefixes: an unknown path under one is that service's 404, not a page. */
export function serverOwnsPath(path: string): boolean {
  return /^\/(api|meili|media)(\/|$)/.test(path);
}

/** A path the server answers with one of the site's pages: none of its own, and no file (an extension other than .html). */
export function isPagePath(pathname: string): boolean {
  const extension = /[^/]\.([^./]*)$/.exec(pathname)?.[1];
  return !serverOwnsPath(pathname) && (extension === undefined || extension.toLowerCase() === 'html');
}
