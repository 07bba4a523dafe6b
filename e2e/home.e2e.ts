import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, startSites, waitForLive, watchForErrors, type RunningSites } from './harness.ts';

let sites: RunningSites;
let browser: Browser;

beforeAll(async () => {
  [sites, browser] = await Promise.all([startSites(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await sites?.close();
});

describe('generated sites in Chromium', () => {
  it('the group template: home page, brand menu opening on click with the header class, a lazy route', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(sites.url('harbourside-auto-group'));
    await expect.poll(() => page.title()).toBe('Harbourside Auto Group');
    expect(await page.locator('h1').first().textContent()).toBe('Three brands. One harbour.');
    expect(await page.locator('.announcement-bar').textContent()).toContain('Spring sale');
    await page.getByRole('heading', { name: 'Our Locations' }).waitFor();
    await waitForLive(page);
    const brands = page.getByRole('button', { name: 'Brands' });
    await brands.click();
    expect(await brands.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('header.site-header').getAttribute('class')).toContain('is-menu-open');
    expect(await page.locator('.menu__dropdown--logos a').allTextContents()).toEqual(expect.arrayContaining(['Toyota', 'Mazda', 'Hyundai', 'All brands']));
    await page.keyboard.press('Escape');
    expect(await brands.getAttribute('aria-expanded')).toBe('false');
    await screenshot(page, 'home-harbourside-1280');
    await page.getByRole('button', { name: 'Company' }).click();
    await page.getByRole('link', { name: 'About us' }).first().click();
    await expect.poll(() => page.title()).toBe('About us | Harbourside Auto Group');
    expect(await page.locator('h1').textContent()).toBe('About us');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the brand template: models menu opening on hover, unequal weekdays listed one by one, phone as a tel: link', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(sites.url('coastal-nissan'));
    expect(await page.locator('.site-header__maker').textContent()).toBe('Nissan');
    // The server draws the home page: its menus open once it has come alive.
    await waitForLive(page);
    await page.getByRole('button', { name: 'Vehicles' }).hover();
    expect(await page.locator('header.site-header').getAttribute('class')).toContain('is-menu-open');
    expect(await page.locator('#site-nav a[href="/search/nissan/navara"]').isVisible()).toBe(true);
    await page.locator('.location-card').first().waitFor();
    const hours = await page.locator('.location-card').first().locator('dt').allTextContents();
    expect(hours).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(await page.locator('.location-card a[href^="tel:"]').first().getAttribute('href')).toBe('tel:0754001000');
    expect(await page.locator('[data-feature="chat-assistant"]').count()).toBe(0);
    await screenshot(page, 'home-coastal-nissan-1280');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a phone-width page opens the menu from the Menu button; an unknown path shows Page not found', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchForErrors(page);
    const response = await page.goto(sites.url('parkway-motors', '/no-such-page'));
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    // The server drew the page: its Menu button opens the menu once the page has come alive.
    await waitForLive(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    expect(await page.locator('#site-nav').isVisible()).toBe(true);
    expect(await page.locator('[data-feature="garage"]').textContent()).toBe('My garage');
    await screenshot(page, 'not-found-parkway-390');
    // The page itself answers 404, as a missing page should (Chromium logs it); nothing else failed.
    expect(errors).toEqual([
      `HTTP 404: ${sites.url('parkway-motors', '/no-such-page')}`,
      'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await page.close();
  });
});
