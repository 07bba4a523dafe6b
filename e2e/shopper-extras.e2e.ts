/**
 * What a shopper expects beyond the spec, in Chromium: comparing cars side by side from the results, removing
 * filters by their chips, going back to a recent search, seeing the cars they looked at again, and sharing a car by
 * e-mail or WhatsApp.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startSites, waitForLive, watchForErrors, type RunningSites } from './harness.ts';

const HARBOUR = 'harbourside-auto-group';
let sites: RunningSites;
let browser: Browser;

beforeAll(async () => {
  [sites, browser] = await Promise.all([startSites([HARBOUR], 120), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await sites?.close();
});

const cards = (page: Page) => page.locator('.result-grid .car-card');
const query = (page: Page) => decodeURIComponent(new URL(page.url()).search);

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  // A context of its own, as axe asks: each test's storage (the compare selection, cars seen) starts empty too.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto(sites.url(HARBOUR, path));
  await waitForLive(page);
  return { page, errors };
}

describe('shopper extras in Chromium', () => {
  it('compares two cars picked from the results side by side, marks what differs, and removes one from the shared link', async () => {
    const { page, errors } = await open('/search/new-used-and-demo-cars/');
    await cards(page).first().waitFor();
    const ids = await cards(page).evaluateAll((articles) => articles.slice(0, 2).map((a) => Number((a as HTMLElement).dataset.carId)));
    for (const n of [0, 1]) {
      const toggle = cards(page).nth(n).locator('.compare-toggle__button');
      await toggle.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    }
    const view = cards(page).nth(1).getByRole('link', { name: 'View comparison (2)' });
    expect(decodeURIComponent((await view.getAttribute('href')) ?? '')).toBe(`/compare?cars=${ids.join(',')}`);
    await view.click();
    await expect.poll(() => query(page)).toBe(`?cars=${ids.join(',')}`);
    await waitForLive(page);
    const table = page.locator('table.compare-table');
    await table.waitFor();
    await expect.poll(() => table.locator('thead th[scope="col"]').count()).toBe(2);
    expect(await table.locator('tbody th[scope="row"]').count()).toBeGreaterThan(3);
    // Two different sample cars differ somewhere (their year, km or location at least), and say so in words too.
    expect(await table.locator('.compare-table__row--differs .compare-table__differs').count()).toBeGreaterThan(0);
    const axe = await new AxeBuilder({ page }).include('table.compare-table').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await table
      .locator('thead th[scope="col"]')
      .first()
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect.poll(() => query(page)).toBe(`?cars=${ids[1]}`);
    await expect.poll(() => table.locator('thead th[scope="col"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows each chosen filter as a chip; removing one, then Clear all, widens the search', async () => {
    const { page, errors } = await open('/search/new-used-and-demo-cars/?refinementList[fuel][0]=Petrol&range[price]=:60000');
    const chips = page.getByRole('group', { name: 'Active filters' });
    await chips.waitFor();
    const fuel = chips.getByRole('button', { name: 'Remove Fuel: Petrol' });
    await fuel.waitFor();
    await fuel.click();
    await expect.poll(() => query(page)).toBe('?range[price]=:60000');
    await chips.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => query(page)).toBe('');
    // The address changes before the chips redraw; wait for them to go.
    await expect.poll(() => page.getByRole('group', { name: 'Active filters' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers the recent searches from the search box, and one picked opens that search', async () => {
    const { page, errors } = await open('/search/new-used-and-demo-cars/?refinementList[fuel][0]=Diesel');
    await cards(page).first().waitFor();
    await page.goto(sites.url(HARBOUR, '/search/new-used-and-demo-cars/'));
    await waitForLive(page);
    const box = page.getByRole('combobox', { name: 'Search cars' });
    await box.focus();
    const recent = page.getByRole('listbox', { name: 'Recent searches' });
    await recent.waitFor();
    const diesel = recent.getByRole('option', { name: /Diesel/ });
    await diesel.click();
    await expect.poll(() => query(page)).toBe('?refinementList[fuel][0]=Diesel');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lists the cars a shopper looked at on the home page, newest first, and shares a car by e-mail and WhatsApp', async () => {
    const { page, errors } = await open('/search/new-used-and-demo-cars/');
    await cards(page).first().waitFor();
    const links = await cards(page)
      .locator('a[href^="/cars/"]')
      .evaluateAll((anchors) => [...new Set(anchors.map((a) => a.getAttribute('href')!))].slice(0, 2));
    for (const href of links) {
      await page.goto(sites.url(HARBOUR, href));
      await waitForLive(page);
    }
    const share = page.getByRole('group', { name: 'Share and save' });
    const email = decodeURIComponent((await share.locator('[data-share="email"]').getAttribute('href')) ?? '');
    expect(email).toMatch(/^mailto:\?subject=.+&body=.*\/cars\//);
    expect(email).toContain(links[1]!);
    const whatsApp = (await share.locator('[data-share="whatsapp"]').getAttribute('href')) ?? '';
    expect(whatsApp.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(whatsApp)).toContain(links[1]!);

    await page.goto(sites.url(HARBOUR, '/'));
    await waitForLive(page);
    const recent = page.locator('section.recently-viewed');
    await recent.waitFor();
    const shown = await recent.locator('a[href^="/cars/"]').evaluateAll((anchors) => [...new Set(anchors.map((a) => a.getAttribute('href')!))]);
    expect(shown).toEqual([links[1], links[0]]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
