/**
 * What a shopper sees of issue #22's items in Chromium, on the sample tenants that show each: one weekly figure
 * per car, every body type reachable, a zero-result search that keeps its filters, sold cars without finance,
 * mobile overlays that step aside, calling the car's own yard, the test-drive location choice and the icon row.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../cli/lib/tenants.ts';
import { workspace } from '../cli/lib/workspace.ts';
import { lenderFor } from '../runtime/finance/car.ts';
import { financeBoxVisible } from '../runtime/finance/visibility.ts';
import { formatPhone, telHref } from '../runtime/site/phones.ts';
import type { Car } from '../schema/car.ts';
import type { Tenant } from '../schema/tenant.ts';
import { wholeHits } from '../server/engine/whole-hits.fixture.ts';
import { launchBrowser, searchSettled, startSites, waitForLive, watchForErrors, type RunningSites } from './harness.ts';

const HARBOUR = 'harbourside-auto-group';
const COASTAL = 'coastal-nissan';
const PARKWAY = 'parkway-motors';
const FINANCE_TENANTS = [HARBOUR, COASTAL, PARKWAY] as const;
const CARS = 'Car_production';

let sites: RunningSites;
let browser: Browser;
const tenants = new Map<string, Tenant>();

beforeAll(async () => {
  [sites, browser] = await Promise.all([startSites(FINANCE_TENANTS, 200), launchBrowser()]);
  for (const slug of FINANCE_TENANTS) tenants.set(slug, loadTenant(workspace(), slug).tenant!);
});
afterAll(async () => {
  await browser?.close();
  await sites?.close();
});

const tenant = (slug: string) => tenants.get(slug)!;
const cards = (page: Page) => page.locator('.result-grid .car-card');
const desktopSidebar = (page: Page) => page.locator('.vehicle-sidebar--desktop');
/** Leaving a page at once cancels the photos still loading; that is the browser, not a fault. */
const faults = (errors: string[]) => errors.filter((error) => !error.endsWith('net::ERR_ABORTED'));

/** The tenant's cars matching the filter, whole, as the server reads them by id. */
function carsOf(slug: string, filter: string): Car[] {
  const locations = tenant(slug).locations.map((l) => l.id);
  const query = { filter: `location.id IN [${locations.join(', ')}] AND show_on_dealer_website = true AND ${filter}`, limit: 1000 };
  return wholeHits(sites.server.engine, CARS, query) as unknown as Car[];
}

function findCar(slug: string, filter: string, test: (car: Car) => boolean = () => true): Car {
  const car = carsOf(slug, filter).find(test);
  if (!car) throw new Error(`${slug}: no sample car matches ${filter}`);
  return car;
}

const carById = (id: number) => sites.server.engine.getDocument(CARS, String(id)) as unknown as Car;

/** A page of its own browser context (axe and per-test storage want one), alive at `path`. */
async function open(slug: string, path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 } });
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto(sites.url(slug, path));
  await waitForLive(page);
  return { page, errors };
}

const searchPath = (page: Page) => new URL(page.url()).pathname + decodeURIComponent(new URL(page.url()).search);

describe('one weekly figure per car: the card, the finance box, "Only $X /wk*" and the calculator agree', () => {
  for (const slug of FINANCE_TENANTS) {
    it(`on ${slug}'s cars with a lender deal`, async () => {
      const key = tenant(slug).finance.provider!.key;
      const { page, errors } = await open(slug, '/search/new-used-and-demo-cars/');
      await searchSettled(page);
      const shown = await cards(page).evaluateAll((articles) =>
        articles.map((a) => ({ id: Number((a as HTMLElement).dataset.carId), weekly: a.querySelector('.car-card__weekly')?.textContent ?? null })),
      );
      const thisYear = new Date().getFullYear();
      // The finance box shows where the car's lender deal has its rates (and the site has not hidden it).
      const boxShown = (car: Car) => financeBoxVisible(tenant(slug), { car, lender: lenderFor(car, key) }, thisYear);
      const withDeal = shown
        .filter(({ id, weekly }) => weekly !== null && typeof lenderFor(carById(id), key)?.paymentWeek === 'number')
        .map(({ id, weekly }) => ({ car: carById(id), weekly: weekly! }));
      const picked = [...withDeal.filter(({ car }) => boxShown(car)).slice(0, 2), ...withDeal.filter(({ car }) => !boxShown(car)).slice(0, 1)];
      expect(picked.filter(({ car }) => boxShown(car)).length, `${slug}: cards with a lender deal, a weekly figure and a finance box`).toBeGreaterThan(0);
      for (const { car, weekly } of picked) {
        const figure = /^Only (\$[\d,]+) \/wk\*$/.exec(weekly)?.[1];
        expect(figure, weekly).toBeDefined();
        await page.goto(sites.url(slug, `/cars/${car.slug}`));
        await waitForLive(page);
        const sidebar = desktopSidebar(page);
        expect(await sidebar.locator('.weekly-repayment-link').textContent()).toBe(`Only ${figure} /wk*`);
        expect(await sidebar.locator('.finance-box__weekly strong').allTextContents()).toEqual(boxShown(car) ? [figure] : []);
        const calculator = page.locator('#finance-calculator');
        await calculator.scrollIntoViewIfNeeded();
        await expect.poll(() => calculator.getByTestId('finance-repayment').textContent()).toBe(`${figure} /wk*`);
      }
      expect(faults(errors)).toEqual([]);
      await page.context().close();
    });
  }
});

describe('body type lists the 4 most common, and "Show all body types" reaches the rest', () => {
  it('reveals every body type by count, and one of the revealed filters the results', async () => {
    const { page, errors } = await open(HARBOUR, '/search/new-used-and-demo-cars/');
    await searchSettled(page);
    const bodies = page.locator('[data-facet="body"]');
    await bodies.waitFor();
    const counts = () =>
      bodies.locator('.facet__value').evaluateAll((labels) =>
        labels.map((l) => ({
          name: l.querySelector('.facet__name')!.textContent!,
          count: Number(l.querySelector('.facet__count')!.textContent!.replace(/\D/g, '')),
        })),
      );
    const first = await counts();
    expect(first).toHaveLength(4);
    const toggle = bodies.locator('.facet__more');
    expect(await toggle.textContent()).toBe('Show all body types');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const all = await counts();
    expect(all.length).toBeGreaterThan(4);
    expect(all.slice(0, 4)).toEqual(first);
    const least = Math.min(...first.map((value) => value.count));
    expect(all.slice(4).every((value) => value.count <= least)).toBe(true);
    expect(await axeViolations(page, '[data-facet="body"]')).toEqual([]);

    const revealed = all.slice(4).map((value) => value.name);
    const choice = revealed.includes('Van') ? 'Van' : revealed[0]!;
    await bodies.getByLabel(new RegExp(`^${choice}`)).click();
    await expect.poll(() => searchPath(page)).not.toBe('/search/new-used-and-demo-cars/');
    await searchSettled(page);
    expect(await bodies.getByLabel(new RegExp(`^${choice}`)).isChecked()).toBe(true);
    const shownBodies = await cards(page).locator('.car-card__specs li:last-child').allTextContents();
    expect(shownBodies.length).toBeGreaterThan(0);
    expect(shownBodies.every((body) => body.trim() === choice)).toBe(true);
    expect(faults(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('a search with no cars keeps its filters and cannot "Show Me 0 Cars"', () => {
  it('on a phone, a query with no results leaves the facets in the drawer and disables the button', async () => {
    const { page, errors } = await open(HARBOUR, '/search/new-used-and-demo-cars/', 390);
    await searchSettled(page);
    await page.getByLabel('Search cars').fill('zzqxj');
    await expect.poll(() => searchPath(page)).toBe('/search/new-used-and-demo-cars/?query=zzqxj');
    await searchSettled(page);
    expect(await page.locator('.no-results h2').textContent()).toBe('No Results Available');
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.locator('#search-filters');
    const showMe = drawer.getByRole('button', { name: 'Show Me 0 Cars' });
    await showMe.waitFor();
    expect(await showMe.isDisabled()).toBe(true);
    await drawer.locator('[data-facet="make"]').waitFor();
    expect(await drawer.locator('[data-facet="make"] input[type="checkbox"]').count()).toBeGreaterThan(0);
    expect(await drawer.locator('[data-facet="body"]').isVisible()).toBe(true);
    expect(faults(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('a sold car advertises no finance', () => {
  it('its page has no weekly figure and no Reserve Online tab, and its card in the results has no /wk', async () => {
    const sold = findCar(HARBOUR, 'status = sold', (car) => typeof lenderFor(car, tenant(HARBOUR).finance.provider!.key)?.paymentWeek === 'number');
    const { page, errors } = await open(HARBOUR, `/cars/${sold.slug}`);
    await page.locator('.vehicle-page').waitFor();
    expect(await desktopSidebar(page).locator('.cta-buttons__sold').textContent()).toBe('SOLD');
    expect(await page.locator('.weekly-repayment-link').count()).toBe(0);
    expect(await page.locator('.finance-box__weekly').count()).toBe(0);
    expect(await page.getByText(/\/wk\*/).count()).toBe(0);
    await page.getByRole('tablist', { name: 'More about this car' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Dealer Comments' }).count()).toBe(1);
    expect(await page.getByRole('tab', { name: 'Reserve Online' }).count()).toBe(0);

    // A recently sold car is listed in the results; its card, found by its VIN, carries no weekly figure.
    const listedSince = Date.now() / 1000 - (tenant(HARBOUR).search.soldCarsDays - 1) * 86_400;
    const listed = findCar(HARBOUR, 'status = sold', (car) => Boolean(car.vin) && (car.sold_date_timestamp ?? 0) > listedSince);
    await page.goto(sites.url(HARBOUR, `/search/new-used-and-demo-cars/?query=${listed.vin}`));
    await searchSettled(page);
    const card = page.locator(`.result-grid .car-card[data-car-id="${listed.id}"]`);
    await card.waitFor();
    expect(await card.locator('.car-card__weekly').count()).toBe(0);
    expect(await card.textContent()).not.toContain('/wk');
    expect(faults(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('on a phone the chat launcher steps aside and its bubble closes', () => {
  it('hides the launcher while the filter drawer is open, so it never covers "Show Me N Cars"', async () => {
    const { page, errors } = await open(HARBOUR, '/search/new-used-and-demo-cars/', 390);
    await searchSettled(page);
    const launcher = page.locator('.chat-launcher');
    expect(await launcher.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Filters' }).click();
    const showMe = page.getByRole('button', { name: /^Show Me [\d,]+ Cars?$/ });
    await showMe.waitFor();
    expect(await launcher.isVisible()).toBe(false);
    // What is drawn at the button's centre is the button.
    const box = (await showMe.boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null, {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(hit).toBe(await showMe.textContent());
    await showMe.click();
    await expect.poll(() => launcher.isVisible()).toBe(true);
    expect(faults(errors)).toEqual([]);
    await page.context().close();
  });

  it('"Questions about this car?" closes by its button from the keyboard, stays closed for the visit, and closes on Escape', async () => {
    const car = findCar(HARBOUR, 'status = in_stock AND reserved = false');
    const bubble = (page: Page) => page.locator('.chat-launcher__bubble');
    const scrollForBubble = async (page: Page) => {
      await page.evaluate(() => window.scrollTo(0, 1000));
      await expect.poll(() => page.locator('.chat-launcher').getAttribute('data-bubble-opened')).toBe('true');
    };

    const { page, errors } = await open(HARBOUR, `/cars/${car.slug}`, 390);
    await scrollForBubble(page);
    expect(await bubble(page).textContent()).toContain('Questions about this car?');
    expect(await axeViolations(page, '.chat-launcher')).toEqual([]);
    const close = page.getByRole('button', { name: 'Close message prompt' });
    await close.focus();
    await page.keyboard.press('Enter');
    await bubble(page).waitFor({ state: 'detached' });
    await page.reload();
    await waitForLive(page);
    await page.evaluate(() => window.scrollTo(0, 1000));
    await page.waitForTimeout(300);
    expect(await bubble(page).count()).toBe(0);
    expect(faults(errors)).toEqual([]);
    await page.context().close();

    const other = await open(HARBOUR, `/cars/${car.slug}`, 390);
    await scrollForBubble(other.page);
    await bubble(other.page).waitFor();
    await other.page.keyboard.press('Escape');
    await bubble(other.page).waitFor({ state: 'detached' });
    expect(faults(other.errors)).toEqual([]);
    await other.page.context().close();
  });
});

describe("calling the dealer reaches the car's own yard", () => {
  it("Call Now shows the number of the car's location, and the location link leads to its map or directions", async () => {
    // Harbourside Mazda has its own line; the group's lines are for cars without one.
    const yard = tenant(HARBOUR).locations.find((l) => l.name === 'Harbourside Mazda')!;
    const car = findCar(HARBOUR, `location.id = ${yard.id} AND status = in_stock AND reserved = false`);
    const { page, errors } = await open(HARBOUR, `/cars/${car.slug}`);
    const call = desktopSidebar(page).getByRole('link', { name: /^Call Now/ });
    expect(await call.locator('.cta-buttons__phone').textContent()).toBe(formatPhone(yard.phone!));
    expect(await call.getAttribute('href')).toBe(telHref(yard.phone!));
    const group = Object.values(tenant(HARBOUR).phones.byCarType ?? {}).concat(tenant(HARBOUR).phones.main);
    for (const line of group) expect(await call.textContent()).not.toContain(formatPhone(line!));

    const link = page.locator('a.vehicle-page__location');
    expect(await link.textContent()).toBe(yard.name);
    expect(await link.getAttribute('href')).toBe('#vehicle-map');
    await link.click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#vehicle-map');
    const block = page.locator('#vehicle-map');
    expect(await block.isVisible()).toBe(true);
    expect(await block.locator('.call-dealer__location').textContent()).toContain(yard.address.street);
    const map = await block.locator('.call-dealer__map').count();
    const directions = block.getByRole('link', { name: /^Get Directions/ });
    expect(map + (await directions.count())).toBeGreaterThan(0);
    if (await directions.count()) {
      const href = decodeURIComponent((await directions.getAttribute('href')) ?? '');
      expect(yard.address.place_url ? href === yard.address.place_url : href.replace(/\+/g, ' ').includes(yard.address.street)).toBe(true);
    }
    expect(faults(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('the test drive asks which location, where the car can be seen at more than one', () => {
  const testDriveCar = (locationId: number) =>
    findCar(HARBOUR, `location.id = ${locationId} AND (status = coming_soon OR (status = in_stock AND tag = "Test Drive Only"))`);

  async function secondStep(car: Car): Promise<{ page: Page; errors: string[] }> {
    const opened = await open(HARBOUR, `/cars/${car.slug}`);
    const { page } = opened;
    await desktopSidebar(page).getByRole('button', { name: 'Book a Test Drive' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a Test Drive' });
    await dialog.locator('form').waitFor();
    await dialog.getByLabel('First name').fill('Ada');
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByLabel('Phone').fill('0412 345 678');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.locator('.step-form__progress', { hasText: 'Step 2 of 2' }).waitFor();
    return opened;
  }

  it("offers the car's yard and its distribution location, even a service one", async () => {
    const yard = tenant(HARBOUR).locations.find((l) => (l.distribution_locations ?? []).length > 0)!;
    const { page, errors } = await secondStep(testDriveCar(yard.id));
    const select = page.getByRole('dialog', { name: 'Book a Test Drive' }).getByLabel('Location');
    const options = await select.locator('option').allTextContents();
    const names = [yard.id, ...yard.distribution_locations!].map((id) => tenant(HARBOUR).locations.find((l) => l.id === id)!.name);
    expect(options.filter((option) => names.includes(option))).toEqual(names);
    expect(faults(errors)).toEqual([]);
    await page.context().close();
  });

  it('asks nothing where the car has no distribution locations', async () => {
    const yard = tenant(HARBOUR).locations.find((l) => l.location_type === 'sales' && (l.distribution_locations ?? []).length === 0)!;
    const { page, errors } = await secondStep(testDriveCar(yard.id));
    expect(await page.getByRole('dialog', { name: 'Book a Test Drive' }).getByLabel('Location').count()).toBe(0);
    expect(faults(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('kms, transmission and body show as icons with their text', () => {
  it('on the car page and on its card', async () => {
    const car = findCar(
      HARBOUR,
      'status = in_stock AND reserved = false',
      (c) => c.km != null && Boolean(c.simple_transmission ?? c.transmission) && Boolean(c.simple_body ?? c.body),
    );
    const { page, errors } = await open(HARBOUR, `/cars/${car.slug}`);
    const row = desktopSidebar(page).locator('.vehicle-sidebar__icons li');
    expect(await row.count()).toBe(3);
    const texts = (await row.allTextContents()).map((text) => text.trim());
    expect(texts[0]).toMatch(/^Kms: [\d,]+ km/);
    expect(texts[1]).toBe(`Transmission: ${car.simple_transmission ?? car.transmission}`);
    expect(texts[2]).toBe(`Body: ${car.simple_body ?? car.body}`);
    for (const item of await row.all()) await expectIconBesideText(item);
    expect(await axeViolations(page, '.vehicle-sidebar--desktop .vehicle-sidebar__icons')).toEqual([]);

    await page.goto(sites.url(HARBOUR, '/search/new-used-and-demo-cars/'));
    await searchSettled(page);
    const specs = cards(page).first().locator('.car-card__specs li');
    expect(await specs.count()).toBeGreaterThan(0);
    for (const item of await specs.all()) await expectIconBesideText(item);
    expect(faults(errors)).toEqual([]);
    await page.context().close();
  });
});

/** WCAG 2 A and AA violations within the selector (the page is of its own browser context, as axe needs). */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A drawn icon, hidden from screen readers, with visible text beside it. */
async function expectIconBesideText(item: ReturnType<Page['locator']>): Promise<void> {
  const icon = item.locator('svg.spec-icon');
  expect(await icon.getAttribute('aria-hidden')).toBe('true');
  const box = (await icon.boundingBox())!;
  expect(box.width).toBeGreaterThan(8);
  expect(box.height).toBeGreaterThan(8);
  expect((await item.innerText()).trim().length).toBeGreaterThan(0);
}
