import { isPagePath } from '@dealer/site/page-paths';

/** What the router reads of a click (a part of MouseEvent). */
export interface LinkClick {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** What the router reads of the page's address (a part of Location). */
export interface PageAddress {
  href: string;
  origin: string;
  pathname: string;
  search: string;
}

interface LinkElement {
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}

/**
 * Where the site's router should go for a click, as path, query and hash; null when the browser follows the
 * click itself: not a plain left click (a new tab or window, a download), inside no link, a link with a
 * target, a download or `rel="external"`, another origin, a path that is no page of the site (the API, media,
 * a file), or an anchor on the page the shopper is on (the browser scrolls to it).
 */
export function routedLinkPath(click: LinkClick, here: PageAddress): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const link = (click.target as { closest?(selector: string): LinkElement | null } | null)?.closest?.('a[href]');
  if (!link) return null;
  const target = link.getAttribute('target');
  if ((target && target !== '_self') || link.hasAttribute('download') || /(^|\s)external(\s|$)/.test(link.getAttribute('rel') ?? '')) return null;
  let url: URL;
  try {
    url = new URL(link.getAttribute('href')!, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol) || !isPagePath(url.pathname)) return null;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return url.pathname + url.search + url.hash;
}
