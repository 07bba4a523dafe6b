/**
 * Search and car pages come drawn by the server: readable with no script at all, and brought alive in
 * the browser by hydration that matches the HTML (no error, no second fetch of what the page came with).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../cli/lib/tenants.ts';
import { workspace } from '../cli/lib/workspace.ts';
import { launchBrowser, screenshot, startSites, waitForLive, watchForErrors, type RunningSites } from './harness.ts';
import { wholeHits } from '../server/engine/whole-hits.fixture.ts';

let sites: RunningSites;
let browser: Browser;
const SITES = ['harbourside-auto-group', 'coastal-nissan'] as const;

beforeAll(async () => {
  [sites, browser] = await Promise.all([startSites(SITES, 300), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await sites?.close();
});

const tenantOf = (slug: string) => loadTenant(workspace(), slug).tenant!;

function carOf(slug: string): { slug: string; make: string; model: string } {
  const tenant = tenantOf(slug);
  const filter = `location.id IN [${tenant.locations.map((l) => l.id).join(', ')}] AND status = in_stock AND show_on_dealer_website = true`;
  return wholeHits(sites.server.engine, tenant.search.indexName, { filter, limit: 1 })[0] as never;
}

/** The engine and API calls a page makes while it loads. */
function dataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/meili/') || /^\/api\/cars\/[^/]+$/.test(path)) seen.push(path);
  });
  return seen;
}

describe("a drawn page's files", () => {
  it("evaluates React's file ahead of the entry, and the entry names a page's imports when it loads the page", async () => {
    const served = await sites.server.app.inject({ url: tenantOf(SITES[0]).search.defaultPath, headers: { host: `${SITES[0]}.localhost` } });
    const starter = /data-entry="([^"]+)" data-imports="([^"]+)"/.exec(served.body);
    expect(starter?.[1]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const imports = JSON.parse(starter![2]!.replace(/&quot;/g, '"')) as string[];
    expect(imports.some((href) => /^\/assets\/react-[\w-]+\.js$/.test(href))).toBe(true);
    // site-chunks.ts keeps the preloads of the file it knows as the entry: a renamed entry would lose them.
    const entry = await sites.server.app.inject({ url: starter![1]!, headers: { host: `${SITES[0]}.localhost` } });
    expect(/__vite__mapDeps=.*?"assets\/SearchPage-/.test(entry.body)).toBe(true);
  });
});

describe('a drawn page and the browsing session', () => {
  it('hides an announcement dismissed earlier in the session once hydrated, with no error', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchForErrors(page);
    const searchPage = sites.url(SITES[0], tenantOf(SITES[0]).search.defaultPath);
    await page.goto(searchPage);
    await waitForLive(page);
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await page.reload();
    await waitForLive(page);
    await expect.poll(() => page.locator('.announcement-bar').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe.each(SITES)('%s pages drawn on the server', (slug) => {
  it('shows the results and the car with scripts turned off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const defaultPath = tenantOf(slug).search.defaultPath;
    await page.goto(sites.url(slug, defaultPath));
    expect(await page.locator('.result-grid .car-card').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.search-results__count').textContent()).toMatch(/\d cars? found/);
    await screenshot(page, `drawn-${slug}-search-no-script-390`);
    const car = carOf(slug);
    await page.goto(sites.url(slug, `/cars/${car.slug}`));
    await expect.poll(() => page.locator('.vehicle-page').getAttribute('data-status')).toBe('in_stock');
    expect(await page.locator('.image-slider img').first().getAttribute('src')).toContain('/media/car/');
    expect(await page.locator('main').textContent()).toContain(car.model);
    await screenshot(page, `drawn-${slug}-car-no-script-390`);
    await context.close();
  });

  it('hydrates the drawn pages with no error and no second fetch of their data, and they work after', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchForErrors(page);
    const requests = dataRequests(page);
    const defaultPath = tenantOf(slug).search.defaultPath;
    await page.goto(sites.url(slug, defaultPath));
    // Settled as drawn, before and after hydration, with no search of its own.
    expect(await page.locator('.search-results').getAttribute('aria-busy')).toBe('false');
    await waitForLive(page);
    expect(requests).toEqual([]);
    // Alive: a refinement searches and changes the URL.
    await page.locator('.sort-select select').selectOption('lowestPrice');
    await page.locator('.search-results[data-settled-url*="sortBy=lowestPrice"]').waitFor();
    expect(requests.some((path) => path.startsWith('/meili/'))).toBe(true);

    requests.length = 0;
    const car = carOf(slug);
    await page.goto(sites.url(slug, `/cars/${car.slug}`));
    await waitForLive(page);
    await page.locator('.image-slider__arrow--next').click();
    await expect.poll(() => page.locator('.image-slider__count').textContent()).toMatch(/^2 \//);
    // The view is counted once the page is alive, and its count shown with the actions.
    await expect.poll(() => page.locator('.vehicle-page__views').textContent()).toMatch(/^[\d,]+ views$/);
    expect(requests.filter((path) => path.startsWith('/api/cars/'))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
