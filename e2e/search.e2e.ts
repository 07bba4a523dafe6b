import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../cli/lib/tenants.ts';
import { workspace } from '../cli/lib/workspace.ts';
import { carSearchRequest } from '../runtime/search/client.ts';
import { siteSearchOptions } from '../runtime/search/filters.ts';
import { emptySearchState } from '../runtime/search/state.ts';
import { multiSearch } from '../server/engine/http-search.ts';
import { launchBrowser, screenshot, searchSettled, startSites, waitForLive, watchForErrors, type RunningSites } from './harness.ts';

let sites: RunningSites;
let browser: Browser;

beforeAll(async () => {
  [sites, browser] = await Promise.all([startSites(['harbourside-auto-group', 'redgum-used-cars']), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await sites?.close();
});

const HARBOUR = 'harbourside-auto-group';
const cards = (page: Page) => page.locator('.result-grid .car-card');
const path = (page: Page) => new URL(page.url()).pathname + decodeURIComponent(new URL(page.url()).search);

describe('vehicle search in Chromium', () => {
  it('lists 21 cars with a promo card, fires event 49, refines by make and model in the path, then opens a car in the same document', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(sites.url(HARBOUR, '/search/new-used-and-demo-cars/'));
    await searchSettled(page);
    expect(await cards(page).count()).toBeGreaterThanOrEqual(19);
    expect(await page.locator('.promo-card--want-your-car').count()).toBe(1);
    expect(await page.evaluate(() => (window.dealerEvents ?? []).map((e) => e.id))).toContain(49);
    expect(await page.locator('.car-card img').first().getAttribute('loading')).toBe('eager');
    expect(await page.locator('.car-card img').nth(2).getAttribute('loading')).toBe('lazy');

    await page
      .locator('[data-facet="make"]')
      .getByLabel(/^Toyota/)
      .click();
    await expect.poll(() => path(page)).toBe('/search/toyota');
    await searchSettled(page);
    expect(await page.locator('h1').textContent()).toBe('Toyota');
    const model = page.locator('[data-facet="model"] input[type="checkbox"]').first();
    await model.click();
    await expect.poll(() => path(page)).toMatch(/^\/search\/toyota\/[a-z0-9-]+$/);
    await searchSettled(page);
    const makes = await cards(page).locator('.car-card__title').allTextContents();
    expect(makes.length).toBeGreaterThan(0);
    expect(makes.every((title) => title.includes('Toyota'))).toBe(true);
    expect(await page.locator('.breadcrumbs a').allTextContents()).toEqual(['Home', 'Search', 'Toyota']);
    await screenshot(page, 'search-harbourside-make-model-1280');

    const first = cards(page).first().locator('.car-card__link');
    const href = await first.getAttribute('href');
    // The router takes a click on a plain link: the car opens in the same document, not a new page load.
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    await first.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    expect(href).toMatch(/^\/cars\/[a-z0-9-]+$/);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sorts, narrows the price range, pages, and goes back; a pasted URL restores the same state', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(sites.url(HARBOUR, '/search/new-used-and-demo-cars/'));
    await searchSettled(page);

    await page.getByLabel('Sort by').selectOption('lowestPrice');
    await expect.poll(() => path(page)).toBe('/search/new-used-and-demo-cars/?sortBy=lowestPrice');
    await searchSettled(page);
    const prices = await amounts(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const max = page.locator('[data-facet="price"]').getByLabel('Max', { exact: true });
    await max.fill('30000');
    await max.press('Enter');
    await expect.poll(() => path(page)).toMatch(/\?range\[price\]=:30000&sortBy=lowestPrice$/);
    await searchSettled(page);
    expect((await amounts(page)).every((price) => price <= 30000)).toBe(true);

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await expect.poll(() => path(page)).toMatch(/&page=2$/);
    await searchSettled(page);
    const pageTwo = await cards(page).locator('.car-card__title').allTextContents();

    await page.goBack();
    await expect.poll(() => path(page)).toMatch(/sortBy=lowestPrice$/);
    await searchSettled(page);
    expect(await page.locator('.pagination__current').textContent()).toBe('1');
    await page.goForward();
    await expect.poll(() => path(page)).toMatch(/&page=2$/);
    await searchSettled(page);
    expect(await cards(page).locator('.car-card__title').allTextContents()).toEqual(pageTwo);

    const pasted = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const pastedErrors = watchForErrors(pasted);
    await pasted.goto(page.url());
    await searchSettled(pasted);
    expect(await pasted.getByLabel('Sort by').inputValue()).toBe('lowestPrice');
    expect(await pasted.locator('[data-facet="price"]').getByLabel('Max', { exact: true }).inputValue()).toBe('30000');
    expect(await cards(pasted).locator('.car-card__title').allTextContents()).toEqual(pageTwo);

    const refined = sites.url(HARBOUR, '/search/used-cars?query=auto&refinementList[fuel][0]=Petrol&range[year]=2015:');
    await pasted.goto(refined);
    await searchSettled(pasted);
    expect(await pasted.locator('h1').textContent()).toBe('Used Cars');
    expect(await pasted.getByLabel('Search cars').inputValue()).toBe('auto');
    expect(
      await pasted
        .locator('[data-facet="fuel"]')
        .getByLabel(/^Petrol/)
        .isChecked(),
    ).toBe(true);
    expect(await pasted.locator('[data-facet="car_type"]').getByLabel(/^Used/).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    expect(pastedErrors).toEqual([]);
    await pasted.close();
    await page.close();
  });

  it('shows the no-results card with its texts, and Clear Filters goes back to the default search path', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(sites.url(HARBOUR, '/search/new-used-and-demo-cars/?query=zzqxj'));
    await searchSettled(page);
    expect(await page.locator('.no-results h2').textContent()).toBe('No Results Available');
    expect(await page.locator('.no-results p').textContent()).toBe(
      'No results found for your search at this time. Please try adjusting the filters for more results.',
    );
    await screenshot(page, 'search-harbourside-no-results-1280');
    await page.locator('.no-results').getByRole('link', { name: 'Clear Filters' }).click();
    await expect.poll(() => path(page)).toBe('/search/new-used-and-demo-cars/');
    await searchSettled(page);
    expect(await cards(page).count()).toBeGreaterThan(0);

    await page.goto(sites.url(HARBOUR, '/special-offers?query=zzqxj'));
    await searchSettled(page);
    expect(await page.locator('.no-results p').textContent()).toBe('There appears to be no offers currently available that meet the conditions of your search');
    await page.locator('.no-results').getByRole('link', { name: 'Clear Filters' }).click();
    await expect.poll(() => path(page)).toBe('/special-offers');
    await searchSettled(page);
    expect(await cards(page).count()).toBeGreaterThan(0);
    // Leaving a page at once cancels the photos still loading; that is the browser, not a fault.
    expect(errors.filter((error) => !error.endsWith('net::ERR_ABORTED'))).toEqual([]);
    await page.close();
  });

  it('Show all makes opens popular makes then every make by name, by keyboard; a make chosen from the full list joins the path', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(sites.url(HARBOUR, '/search/new-used-and-demo-cars/'));
    await searchSettled(page);
    const makes = page.locator('[data-facet="make"]');
    await makes.waitFor();
    expect(await makes.locator('input[type="checkbox"]').count()).toBe(7);
    const toggle = makes.locator('.facet__more');
    expect(await toggle.textContent()).toBe('Show all makes');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.textContent()).toBe('Show fewer makes');
    // Focus moves into the opened list, so the keyboard does not have to walk back up to it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-facet]')?.getAttribute('data-facet'))).toBe('make');

    const all = makes.getByRole('group', { name: 'All makes' });
    const names = await all.locator('.facet__name').allTextContents();
    expect(names.length).toBeGreaterThan(7);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    const popular = makes.getByRole('group', { name: 'Popular makes' });
    if (names.length > 20) {
      // The tenant names its popular makes (Toyota, Mazda, Hyundai); they lead, in its order.
      expect(await popular.locator('.facet__name').allTextContents()).toEqual(['Toyota', 'Mazda', 'Hyundai']);
    } else {
      expect(await popular.count()).toBe(0);
    }

    const choice = names.at(-1)!;
    // A click, not check(): the box shows the URL's state, which follows the navigation a moment later.
    await all.getByLabel(new RegExp(`^${choice}`)).click();
    await expect.poll(() => path(page)).toMatch(/^\/search\/[a-z0-9-]+$/);
    await searchSettled(page);
    expect(await page.locator('h1').textContent()).toBe(choice);
    const titles = await cards(page).locator('.car-card__title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => title.includes(choice))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the special-offers search lists only cars on offer, each priced in the reduced style', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(sites.url(HARBOUR, '/search/new-used-and-demo-cars/'));
    await searchSettled(page);
    const everything = await foundCount(page);
    await page.goto(sites.url(HARBOUR, '/special-offers'));
    await searchSettled(page);
    expect(await page.locator('h1').textContent()).toBe('Special offers');
    const offers = await foundCount(page);
    expect(offers).toBeGreaterThan(0);
    expect(offers).toBeLessThan(everything);
    const listed = await cards(page).count();
    expect(listed).toBeGreaterThan(0);
    expect(await cards(page).locator('.price-display--reduced').count()).toBe(listed);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a brand's page searches its stock 21 a page with pages, a search box and an empty state; a dealership's stock opens on the dealerships page", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchForErrors(page);
    const directory = page.locator('.directory-results');
    const settledPage = (n: number) => page.locator(`.directory-results[data-settled-page="${n}"]`).waitFor();
    const titles = () => directory.locator('.car-card__title').allTextContents();
    const carIds = () => directory.locator('.car-card').evaluateAll((a) => a.map((e) => (e as HTMLElement).dataset.carId));
    await page.goto(sites.url(HARBOUR, '/brands/toyota'));
    await settledPage(1);
    expect(await directory.locator('h2').first().textContent()).toBe('Toyota cars in stock');
    const pageOne = await titles();
    const idsOne = await carIds();
    expect(pageOne).toHaveLength(21);
    expect(pageOne.every((title) => title.includes('Toyota'))).toBe(true);
    await directory.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await expect.poll(() => path(page)).toBe('/brands/toyota?page=2');
    await settledPage(2);
    const pageTwo = await titles();
    expect(pageTwo.length).toBeGreaterThan(0);
    expect(pageTwo.every((title) => title.includes('Toyota'))).toBe(true);
    const idsTwo = await carIds();
    expect(idsTwo.filter((id) => idsOne.includes(id))).toEqual([]);
    await page.goBack();
    await settledPage(1);
    expect(await titles()).toEqual(pageOne);

    await page.getByLabel('Search cars').fill('Hilux');
    await expect.poll(() => path(page)).toBe('/brands/toyota?query=Hilux');
    await page.locator('.directory-results[data-settled-page="1"][aria-busy="false"]').waitFor();
    await expect.poll(async () => (await titles()).every((title) => title.includes('Hilux'))).toBe(true);
    await page.goto(sites.url(HARBOUR, '/brands/toyota?query=zzqxj'));
    await settledPage(1);
    expect(await directory.locator('.directory-results__empty').textContent()).toBe('No Toyota cars match “zzqxj”. Try other words.');
    await screenshot(page, 'directory-harbourside-brand-1280');

    await page.goto(sites.url(HARBOUR, '/dealerships'));
    await page.getByRole('link', { name: 'View stock at Harbourside Mazda' }).click();
    await expect.poll(() => path(page)).toBe('/dealerships?stock=harbourside-mazda');
    await settledPage(1);
    expect(await directory.locator('h2').first().textContent()).toBe('Cars in stock at Harbourside Mazda');
    const dealerships = await directory.locator('.car-card').evaluateAll((a) => a.map((e) => (e as HTMLElement).dataset.dealershipId));
    expect(dealerships.length).toBeGreaterThan(0);
    expect(dealerships.length).toBeLessThanOrEqual(21);
    expect(new Set(dealerships)).toEqual(new Set(['2']));
    expect(await page.getByRole('link', { name: 'Hide stock at Harbourside Mazda' }).getAttribute('aria-expanded')).toBe('true');
    expect(errors.filter((error) => !error.endsWith('net::ERR_ABORTED'))).toEqual([]);
    await page.close();
  });

  it('the first results come with the page: no search request until the shopper changes something', async () => {
    for (const url of ['/search/new-used-and-demo-cars/', '/search/toyota?sortBy=lowestPrice']) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const searches: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/meili/')) searches.push(request.url());
      });
      await page.goto(sites.url(HARBOUR, url));
      await searchSettled(page);
      await page.waitForTimeout(300);
      expect(searches, url).toEqual([]);
      await page.getByLabel(/sort/i).selectOption({ index: 2 });
      await searchSettled(page);
      expect(searches.length, url).toBeGreaterThan(0);
      await page.close();
    }
  });

  it('re-renders the grid within one frame of a refinement response', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(sites.url(HARBOUR, '/search/new-used-and-demo-cars/'));
    await searchSettled(page);
    const gaps: number[] = [];
    // The filters follow the grid in a later render.
    await page.locator('[data-facet="body"]').waitFor();
    for (const body of await page.locator('[data-facet="body"] input[type="checkbox"]').all()) {
      await page.evaluate(() => performance.clearMarks());
      await body.click();
      await searchSettled(page);
      gaps.push(await renderGap(page));
      await page.evaluate(() => performance.clearMarks());
      await body.click();
      await searchSettled(page);
      gaps.push(await renderGap(page));
    }
    const median = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
    console.log(
      `search: grid rendered ${gaps.map((g) => g.toFixed(1)).join(', ')} ms after each refinement response (median ${median.toFixed(1)} ms; one frame is 16.7 ms)`,
    );
    // The figure is printed for the note; the test only fails on a gap no busy machine explains (the whole grid
    // drawn again, say), since shared machines stall and timing targets belong to benchmarks, not tests.
    expect(median).toBeLessThan(100);
    await page.close();
  });

  it("a dealership's path lists that dealership's cars; search history keeps the last 5 refined searches", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchForErrors(page);
    for (const dealership of ['harbourside-toyota', 'harbourside-mazda']) {
      await page.goto(sites.url(HARBOUR, `/search/${dealership}`));
      await searchSettled(page);
      expect(await page.locator('h1').textContent()).toBe(dealership === 'harbourside-toyota' ? 'Harbourside Toyota' : 'Harbourside Mazda');
      expect(await cards(page).count()).toBeGreaterThan(0);
    }
    for (const path of ['/search/used-cars', '/search/new-cars', '/search/demo-cars', '/search/toyota']) {
      await page.goto(sites.url(HARBOUR, path));
      await searchSettled(page);
    }
    const history = await page.evaluate(
      () => JSON.parse(localStorage.getItem('dealer:search-history:harbourside-auto-group') ?? '[]') as { path: Record<string, string> }[],
    );
    expect(history.map((entry) => entry.path)).toEqual([
      { make: 'Toyota' },
      { carType: 'demo' },
      { carType: 'new' },
      { carType: 'used' },
      { location: 'Harbourside Mazda' },
    ]);
    // Going from page to page at once cancels the photos still loading; that is the browser, not a fault.
    expect(errors.filter((error) => !error.endsWith('net::ERR_ABORTED'))).toEqual([]);
    await page.close();
  });

  it("the home page's budget finder searches up to the budget, and reads '0 {carType}s Found' below the cheapest car", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(sites.url(HARBOUR, '/'));
    await waitForLive(page);
    const finder = page.locator('.budget-finder');
    await finder.scrollIntoViewIfNeeded();
    expect(await finder.locator('h2').textContent()).toBe('Find cars for your budget');
    expect(await finder.locator('output').textContent()).toBe('$54,000');
    const view = finder.getByRole('link', { name: 'View Cars In This Range' });
    expect(decodeURIComponent((await view.getAttribute('href')) ?? '')).toBe('/search/new-used-and-demo-cars/?range[price]=:54000');
    await finder.getByLabel('SUV').check();
    await expect
      .poll(async () => decodeURIComponent((await finder.getByRole('link', { name: 'View SUVs In This Range' }).getAttribute('href')) ?? ''))
      .toBe('/search/suv?range[price]=:54000');
    await finder.getByLabel('Repayment').fill('1');
    await finder.getByLabel('Deposit').fill('0');
    expect(await finder.locator('[aria-disabled="true"]').textContent()).toBe('0 SUVs Found');
    expect(await finder.locator('p[role="status"]').textContent()).toBe('No SUVs found for this budget');
    await finder.getByLabel('Repayment').fill('500');
    // The budget is $130,000; the range stops at the dearest SUV in stock (sample stock is dated from today).
    const tenant = loadTenant(workspace(), HARBOUR).tenant!;
    const request = carSearchRequest(
      { ...siteSearchOptions(tenant), facets: ['price'], hitsPerPage: 1 },
      emptySearchState('mostRelevant', { body: 'SUV' }),
      new Date(),
    );
    const [suvs] = multiSearch(sites.server.engine, request.queries) as { facetStats?: { price?: { max: number } } }[];
    const top = Math.min(130000, suvs!.facetStats!.price!.max);
    await finder.getByRole('link', { name: 'View SUVs In This Range' }).click();
    await expect.poll(() => path(page)).toBe(`/search/suv?range[price]=:${top}`);
    await searchSettled(page);
    expect((await amounts(page)).every((price) => price <= top)).toBe(true);
    expect(await page.locator('[data-facet="body"]').getByLabel(/^SUV/).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a car's page loads up to 6 similar in-stock cars in its price band as the block nears the screen", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(sites.url(HARBOUR, '/search/new-used-and-demo-cars/?sortBy=highestPrice'));
    await searchSettled(page);
    const price = Number(await cards(page).nth(3).getAttribute('data-price'));
    await cards(page).nth(3).locator('.car-card__link').click();
    const similar = page.locator('.similar-cars');
    await similar.waitFor({ state: 'attached' });
    await similar.scrollIntoViewIfNeeded();
    await page.locator('.similar-cars[aria-busy="false"]').waitFor();
    expect(await similar.locator('h2').textContent()).toMatch(/^Similar (New|Used|Demo) Cars (In-Stock|Available)$/);
    const prices = (await similar.locator('.car-card').evaluateAll((articles) => articles.map((a) => (a as HTMLElement).dataset.price))).map(Number);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.length).toBeLessThanOrEqual(6);
    const band = price < 50000 ? 10000 : 25000;
    expect(prices.every((p) => Math.abs(p - price) <= band)).toBe(true);
    expect(errors.filter((error) => !error.endsWith('net::ERR_ABORTED'))).toEqual([]);
    await page.close();
  });

  it('the results page has no WCAG 2 A or AA violations; its slider, search box and facets work by keyboard', async () => {
    // axe runs in a page of its own browser context.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(sites.url(HARBOUR, '/search/new-used-and-demo-cars/'));
    await searchSettled(page);
    // The reduced-price colour belongs to the finance area's PriceDisplay (reported there: the secondary yellow on white is below 4.5:1).
    const { violations } = await new AxeBuilder({ page }).include('.search-page').exclude('.price-display--reduced').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    const minimum = page.getByRole('slider', { name: 'Minimum price' });
    await minimum.focus();
    await minimum.press('ArrowRight');
    await expect.poll(() => path(page)).toMatch(/^\/search\/new-used-and-demo-cars\/\?range\[price\]=\d+:$/);
    await page.getByLabel('Search cars').fill('Hilux');
    await expect.poll(() => path(page)).toMatch(/\?query=Hilux&range\[price\]=\d+:$/);
    await searchSettled(page);
    expect((await cards(page).locator('.car-card__title').allTextContents()).every((title) => title.includes('Hilux'))).toBe(true);
    await page.getByLabel('Search cars').fill('');
    await expect.poll(() => path(page)).toMatch(/^\/search\/new-used-and-demo-cars\/\?range\[price\]=\d+:$/);
    await page.locator('[data-facet="make"] input[type="checkbox"]').first().focus();
    await page.keyboard.press('Space');
    await expect.poll(() => path(page)).toMatch(/^\/search\/[a-z-]+\?range\[price\]=\d+:$/);
    await context.close();
  });

  it('the cars the server drew are styled before any code arrives, and those same cards come alive', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchForErrors(page);
    // The page's code (the grid's lazy part, and the styles its loader would fetch with it) is held back: the page
    // must show the cards as drawn, styled by what the HTML links, and keep them.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const entryAsked = page.waitForRequest(/\/assets\/index-[\w-]+\.js$/);
    await page.goto(sites.url(HARBOUR, '/search/new-used-and-demo-cars/'));
    await entryAsked;
    expect(await cards(page).count()).toBeGreaterThan(0);
    const display = (selector: string) =>
      page
        .locator(`.car-card ${selector}`)
        .first()
        .evaluate((element) => getComputedStyle(element).display);
    expect([await display('.price-display'), await display('.compare-toggle')]).toEqual(['flex', 'flex']);
    await cards(page)
      .first()
      .evaluate((card) => Object.assign(card, { drawnByServer: true }));
    expect(await page.evaluate(() => 'pageLive' in document.documentElement.dataset)).toBe(false);
    release();
    await waitForLive(page);
    expect(
      await cards(page)
        .first()
        .evaluate((card) => (card as { drawnByServer?: boolean }).drawnByServer),
    ).toBe(true);
    // Alive, the grid follows a new answer.
    await page.getByLabel('Sort by').selectOption('lowestPrice');
    await searchSettled(page);
    const prices = await amounts(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('on a phone the filters keep their drawn HTML until they come alive, and work once opened', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchForErrors(page);
    await page.goto(sites.url('harbourside-auto-group', '/search'));
    await waitForLive(page);
    expect(await page.locator('#search-filters [data-facet="make"] input[type="checkbox"]').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.locator('[data-facet="make"] input[type="checkbox"]').first().click();
    await expect.poll(() => path(page)).toMatch(/^\/search\/[a-z-]+$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a used-car site searches under its own prefix and lists only its own location's cars", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchForErrors(page);
    await page.goto(sites.url('redgum-used-cars', '/used-car/'));
    await searchSettled(page);
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(await page.locator('.car-card__condition').allTextContents()).not.toContain('New');
    await page.getByRole('button', { name: 'Filters' }).click();
    const showMe = page.getByRole('button', { name: /^Show Me \d+ Cars?$/ });
    expect(await showMe.isVisible()).toBe(true);
    await screenshot(page, 'search-redgum-filters-390');
    await showMe.click();
    expect(await page.locator('#search-filters').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** The cars' prices (what the sort orders by), in card order. */
async function amounts(page: Page): Promise<number[]> {
  return (await cards(page).evaluateAll((articles) => articles.map((a) => (a as HTMLElement).dataset.price))).map(Number);
}

/** Milliseconds from the last search response to the grid committed for it. */
async function renderGap(page: Page): Promise<number> {
  return page.evaluate(() => {
    const last = (name: string) => performance.getEntriesByName(name, 'mark').at(-1)?.startTime ?? NaN;
    return last('dealer:grid-rendered') - last('dealer:search-response');
  });
}

/** The number in the 'N cars found' heading. */
async function foundCount(page: Page): Promise<number> {
  return Number(((await page.locator('.search-results__count').textContent()) ?? '').replace(/[^\d]/g, ''));
}
