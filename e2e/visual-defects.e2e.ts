/**
 * Issue #23's visual defects in Chromium, on every sample tenant: the header's menu on one line, nothing cut off, on a
 * 1366 px laptop, the budget finder's body-type radios all one size, and no footer heading over an empty column.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../cli/lib/tenants.ts';
import { workspace } from '../cli/lib/workspace.ts';
import { launchBrowser, SAMPLE_TENANTS, screenshot, startSites, waitForLive, watchForErrors, type RunningSites } from './harness.ts';

let sites: RunningSites;
let browser: Browser;

beforeAll(async () => {
  [sites, browser] = await Promise.all([startSites(SAMPLE_TENANTS, 120), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await sites?.close();
});

async function open(slug: string, width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors = watchForErrors(page);
  await page.goto(sites.url(slug, '/'));
  await waitForLive(page);
  return { page, errors };
}

describe.each(SAMPLE_TENANTS)('%s', (slug) => {
  it('keeps the header menu on one line on a 1366 px screen', async () => {
    const { page, errors } = await open(slug, 1366);
    const nav = page.locator('.site-header__nav');
    const items = nav.locator('.menu > .menu__item');
    expect(await items.count()).toBeGreaterThan(0);
    const tops = await items.evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(new Set(tops).size, `menu rows at ${tops.join(', ')}`).toBe(1);
    const itemHeight = (await items.first().boundingBox())!.height;
    expect((await nav.locator('.menu').first().boundingBox())!.height).toBeLessThanOrEqual(itemHeight + 1);
    // Nothing is cut off at the menu's end: the generator collapses a menu that would not fit into the Menu button.
    expect(await nav.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
    await screenshot(page, `header-${slug}-1366`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('draws every body-type radio of the budget finder the same size, whatever its label', async () => {
    if (!loadTenant(workspace(), slug).tenant!.home.budgetFinder) return;
    const { page, errors } = await open(slug, 1280);
    // The home blocks below the fold load as they near the screen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const finder = page.locator('.budget-finder');
    await finder.waitFor();
    await finder.scrollIntoViewIfNeeded();
    const radios = finder.locator('.budget-finder__types input[type="radio"]');
    // The body types arrive with the site's vocabulary, after the page comes alive.
    await expect.poll(() => radios.count()).toBeGreaterThan(2);
    const sizes = await radios.evaluateAll((inputs) =>
      inputs.map((input) => {
        const box = input.getBoundingClientRect();
        return { label: input.parentElement!.textContent, width: Math.round(box.width), height: Math.round(box.height) };
      }),
    );
    const [all] = sizes;
    expect(all!.width).toBeLessThan(30);
    for (const size of sizes) expect({ ...size, label: all!.label }, String(size.label)).toEqual(all);
    await screenshot(page, `budget-finder-${slug}-1280`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('draws no footer column without links', async () => {
    const { page, errors } = await open(slug, 1280);
    const columns = page.locator('.site-footer__group');
    expect(await columns.count()).toBeGreaterThan(0);
    const links = await columns.evaluateAll((navs) => navs.map((nav) => `${nav.querySelector('h2')?.textContent}: ${nav.querySelectorAll('a[href]').length}`));
    expect(links.filter((column) => column.endsWith(': 0'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
