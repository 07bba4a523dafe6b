/**
 * The link sweep: every internal link on each sample tenant's home, search, car, offers and location pages leads
 * somewhere. Files (media, API, assets) must answer 200 to the page's own fetch; a page link must be a route the
 * site registers (its site plan, matched as the server and React Router match it), and a sample of them, opened
 * in Chromium, must not show the site's not-found page. Every dead link is reported with the page it is on.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePlan } from '../schema/site-plan.ts';
import { pageRouter } from '../server/page-route.ts';
import { launchBrowser, SAMPLE_TENANTS, startSites, waitForLive, type RunningSites } from './harness.ts';
import { startPages, tenantOf } from './tenant-pages.ts';

/** The heading of runtime/ui/pages/NotFoundPage.tsx. */
const NOT_FOUND_HEADING = 'Page not found';
/** Page links opened in Chromium per tenant: one per page module first, so every kind of page is tried. */
const OPENED_PER_TENANT = 30;
const FILE_PATH = /^\/(media|api|_dealer|assets)\/|\.(svg|png|jpe?g|webp|gif|ico|pdf|xml|txt|json|js|css|webmanifest)$/i;

let sites: RunningSites;
let browser: Browser;
beforeAll(async () => {
  [sites, browser] = await Promise.all([startSites(SAMPLE_TENANTS, 60), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await sites?.close();
});

async function open(page: Page, url: string): Promise<number> {
  const response = await page.goto(url);
  await waitForLive(page);
  return response?.status() ?? 0;
}

/** The page's same-origin links as path + query, leaving out links within the page (`#…`); mailto:, tel: and javascript: links have another origin. */
function internalLinks(page: Page): Promise<string[]> {
  return page
    .locator('a[href]')
    .evaluateAll((anchors: HTMLAnchorElement[]) =>
      anchors.filter((a) => !a.getAttribute('href')!.startsWith('#') && a.origin === location.origin).map((a) => `${a.pathname}${a.search}`),
    );
}

/** One link per page module first (in the order found), then the rest, up to `count`. */
function sample(links: string[], routeOf: (link: string) => string, count: number): string[] {
  const seenRoutes = new Set<string>();
  const firsts = links.filter((link) => !seenRoutes.has(routeOf(link)) && Boolean(seenRoutes.add(routeOf(link))));
  return [...firsts, ...links.filter((link) => !firsts.includes(link))].slice(0, count);
}

describe.concurrent.each(SAMPLE_TENANTS)('%s', (slug) => {
  it('has no dead internal link on its home, search, car, offers and location pages', async () => {
    const tenant = tenantOf(slug);
    const route = pageRouter(sitePlan(tenant).routes);
    const routeOf = (link: string) => {
      const { pathname } = new URL(link, 'http://site');
      return pathname === '/' ? '/' : (route(pathname)?.page ?? '');
    };
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    /** Each link, with the first start page it was found on. */
    const foundOn = new Map<string, string>();
    const dead: string[] = [];
    const deadLink = (link: string, why: string) => dead.push(`${link} (on ${foundOn.get(link) ?? link}): ${why}`);

    for (const start of startPages(sites, tenant)) {
      const status = await open(page, sites.url(slug, start));
      // Blocks that fetch their content after the page comes alive (offers, locations) add their links then.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      if (status !== 200) deadLink(start, `start page answered ${status}`);
      for (const link of await internalLinks(page)) if (!foundOn.has(link)) foundOn.set(link, start);
    }
    const links = [...foundOn.keys()];
    const files = links.filter((link) => FILE_PATH.test(new URL(link, 'http://site').pathname));
    const pageLinks = links.filter((link) => !files.includes(link));

    const statuses = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map((url) =>
            fetch(url)
              .then((r) => r.status)
              .catch(() => 0),
          ),
        ),
      files,
    );
    files.forEach((link, i) => statuses[i] !== 200 && deadLink(link, `GET answered ${statuses[i]}`));

    const routed = pageLinks.filter((link) => routeOf(link) !== '');
    for (const link of pageLinks.filter((l) => !routed.includes(l))) deadLink(link, 'no route of the site takes it');

    for (const link of sample(routed, routeOf, OPENED_PER_TENANT)) {
      const status = await open(page, sites.url(slug, link));
      // Pages that load their data after coming alive (a car, an offer) show their heading, or the not-found one, when it is in.
      await page
        .locator('h1')
        .first()
        .waitFor({ timeout: 3_000 })
        .catch(() => undefined);
      const notFound = await page.getByRole('heading', { name: NOT_FOUND_HEADING, level: 1 }).count();
      if (notFound > 0 || status >= 400) deadLink(link, `opened: HTTP ${status}${notFound > 0 ? `, "${NOT_FOUND_HEADING}"` : ''}`);
    }
    await page.close();

    expect(links.length, 'links found').toBeGreaterThan(20);
    expect(dead, `${dead.length} dead of ${links.length} internal links:\n${dead.join('\n')}`).toEqual([]);
  }, 150_000);
});
