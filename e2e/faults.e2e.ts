/**
 * Faults in the browser: pages while the search engine or the API is down show their error
 * states and recover once it is back; script payloads stored in dealer comments and offer
 * descriptions never run.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openLive, screenshot, startSites, undrawnPage, waitForLive, type RunningSites } from './harness.ts';
import { wholeHits } from '../server/engine/whole-hits.fixture.ts';

const HARBOUR = 'harbourside-auto-group';
const OFFER_ID = 9001;
/** Each payload sets window.__pwned if it ever runs. */
const PAYLOAD =
  '<p>Great car</p><script>window.__pwned = "script"</script><img src="x" onerror="window.__pwned = \'onerror\'"><a href="javascript:window.__pwned=\'href\'">click</a><svg onload="window.__pwned=\'svg\'"></svg>';

let sites: RunningSites;
let browser: Browser;

beforeAll(async () => {
  [sites, browser] = await Promise.all([
    startSites([HARBOUR], 60, (tenant) => ({
      ...tenant,
      offers: {
        ...tenant.offers,
        items: [{ id: OFFER_ID, name: 'Hostile offer', category: 'Offer', description: PAYLOAD, disclaimer: PAYLOAD, excluded_website_ids: [] }],
      },
    })),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await sites?.close();
});

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  return openLive(browser, sites.url(HARBOUR, path));
}

/** A car the site lists, with its dealer comments replaced by `comments`. */
async function carWithComments(comments: string): Promise<string> {
  const { engine } = sites.server;
  const [car] = wholeHits(engine, 'Car_production', {
    limit: 1,
    filter: 'location.id IN [11, 12, 13, 14] AND status = in_stock AND show_on_dealer_website = true',
  });
  const task = await engine.waitForTask(engine.addDocuments('Car_production', [{ ...car, dealercomments: comments }], { primaryKey: 'id' }).taskUid);
  expect(task.status).toBe('succeeded');
  return car!.slug as string;
}

describe('faults in Chromium', () => {
  it('search: with the engine down the page stays up with no cars; once it is back a refinement shows them', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const failed: string[] = [];
    page.on('pageerror', (error) => failed.push(error.message));
    await page.route('**/meili/**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down","code":"unavailable","type":"system","link":""}' }),
    );
    // A server whose engine is down sends the page undrawn and without its first answers.
    await page.route('**/search/new-used-and-demo-cars', async (route) => {
      const body = await undrawnPage(sites, HARBOUR, '/search/new-used-and-demo-cars');
      expect(body).not.toContain('car-card');
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body });
    });
    await page.goto(sites.url(HARBOUR, '/search/new-used-and-demo-cars'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The failed first search settles (no longer busy) and, as the spec says, shows nothing: no cards, no placeholders.
    await page.waitForFunction(() => document.querySelector('.search-results')?.getAttribute('aria-busy') === 'false');
    expect(await page.locator('.result-grid .car-card').count()).toBe(0);
    await screenshot(page, 'faults-search-engine-down');

    await page.unroute('**/meili/**');
    await page.getByLabel(/sort/i).selectOption({ index: 1 });
    await page.locator('.result-grid .car-card:not(.car-card--placeholder)').first().waitFor();
    expect(await page.locator('.result-grid .car-card').count()).toBeGreaterThan(0);
    expect(failed).toEqual([]);
    await page.close();
  });

  it('car page: with the API down it says so with a way to try again, which brings the car', async () => {
    const slug = await carWithComments('Serviced and ready.');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const failed: string[] = [];
    page.on('pageerror', (error) => failed.push(error.message));
    await page.route('**/api/cars/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service unavailable"}' }));
    // A server whose car API is down cannot draw the page either: it sends it undrawn, and the page asks for the car.
    const undrawn = await undrawnPage(sites, HARBOUR, `/cars/${slug}`);
    await page.route(`**/cars/${slug}`, (route) =>
      route.request().resourceType() === 'document' ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: undrawn }) : route.fallback(),
    );
    await page.goto(sites.url(HARBOUR, `/cars/${slug}`));
    await page.getByRole('heading', { name: "We couldn't load this car" }).waitFor();
    await screenshot(page, 'faults-car-api-down');

    await page.unroute('**/api/cars/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('heading', { level: 1, name: /^\d{4} / })
      .first()
      .waitFor();
    expect(failed).toEqual([]);
    await page.close();
  });

  it('content: with the content API down a block says it could not load; after a reload it shows', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.route('**/api/content/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service unavailable"}' }));
    // Drawn by the server, a copy page carries its copy: it is a page reached in the site that asks the API.
    await page.goto(sites.url(HARBOUR, '/'));
    await waitForLive(page);
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/about-us', textContent: 'About us (test link)' });
      document.querySelector('main')!.append(link);
    });
    await page.getByRole('link', { name: 'About us (test link)' }).click();
    await page.getByText(/We couldn't load this page/).waitFor();
    await page.unroute('**/api/content/**');
    await page.reload();
    await page.getByRole('heading', { name: 'About us', level: 1 }).waitFor();
    expect(await page.getByText(/We couldn't load/).count()).toBe(0);
    await page.close();
  });

  it('stored script in dealer comments and offer descriptions never runs', async () => {
    const slug = await carWithComments(PAYLOAD);
    const dialogs: string[] = [];
    for (const path of [`/cars/${slug}`, `/offers/${OFFER_ID}`]) {
      const { page, errors } = await open(path);
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Open whatever is folded away (comments tab, Show More) so every stored byte is on the page.
      for (const name of ['Dealer Comments', 'Show More']) {
        for (const control of await page.getByRole('button', { name }).all()) if (await control.isVisible()) await control.click();
      }
      expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
      // Text that merely reads like markup is harmless; elements and attributes that run code are not.
      const live = await page.evaluate(() =>
        [...document.querySelectorAll('main *')].flatMap((el) => [
          ...(el.tagName === 'SCRIPT' && !el.closest('head') ? ['script element'] : []),
          ...[...el.attributes].filter((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value)).map((a) => `${el.tagName} ${a.name}=${a.value}`),
        ]),
      );
      expect(live).toEqual([]);
      expect(errors.filter((e) => !e.includes('/x'))).toEqual([]);
      await page.close();
    }
    expect(dialogs).toEqual([]);
  });
});
