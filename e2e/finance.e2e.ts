import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../schema/car.ts';
import { gaugeVisible } from '../runtime/finance/gauge.ts';
import { DELIVERY_MESSAGES } from '../runtime/site/constants.ts';
import { launchBrowser, screenshot, startSites, waitForLive, watchForErrors, type RunningSites } from './harness.ts';
import { wholeHits } from '../server/engine/whole-hits.fixture.ts';

let sites: RunningSites;
let browser: Browser;
const SLUG = 'harbourside-auto-group';

beforeAll(async () => {
  [sites, browser] = await Promise.all([startSites([SLUG, 'redgum-used-cars']), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await sites?.close();
});

const repayment = (page: Page) => page.getByTestId('finance-repayment').textContent();
const total = (page: Page) => page.getByTestId('finance-total').textContent();
const financeEvents = (page: Page) => page.evaluate(() => (window.dealerEvents ?? []).filter((event) => event.id === 26).length);

/** Waits until the total stops moving, so a late render of the last change is not taken for the next one. */
async function settle(page: Page): Promise<string | null> {
  let last = await total(page);
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(150);
    const now = await total(page);
    if (now === last) return now;
    last = now;
  }
  return last;
}

/** Each change must move the total; returns the new total. */
async function expectTotalChange(page: Page, _before: string | null, change: () => Promise<void>): Promise<string | null> {
  const before = await settle(page);
  await change();
  await expect.poll(() => total(page), { timeout: 5000 }).not.toBe(before);
  return settle(page);
}

/** A pointer click a fraction of the way along a range input. */
async function clickAlong(page: Page, selector: string, fraction: number): Promise<void> {
  const box = (await page.locator(selector).boundingBox())!;
  await page.mouse.click(box.x + box.width * fraction, box.y + box.height / 2);
}

describe('finance page in Chromium', () => {
  it('moves every slider by keyboard and pointer, switches frequency, recalculates, and fires event 26 once', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(sites.url(SLUG, '/finance'));
    await waitForLive(page);
    await expect.poll(() => page.title()).toBe('Finance | Harbourside Auto Group');
    const calculator = page.locator('#finance-calculator[data-feature="finance-calculator"]');
    await calculator.waitFor();
    await expect.poll(() => page.locator('#finance-amount-number').inputValue(), { timeout: 5000 }).toBe('30000');
    expect(await repayment(page)).toMatch(/^\$\d+ \/wk\*$/);
    expect(await financeEvents(page)).toBe(0);

    let shown = await total(page);
    // Keyboard: one step each.
    shown = await expectTotalChange(page, shown, async () => {
      await page.locator('#finance-amount').focus();
      await page.keyboard.press('ArrowRight');
    });
    await expect.poll(() => page.locator('#finance-amount-number').inputValue(), { timeout: 5000 }).toBe('30500');
    shown = await expectTotalChange(page, shown, async () => {
      await page.locator('#finance-term').focus();
      await page.keyboard.press('ArrowLeft');
    });
    await expect.poll(() => page.locator('#finance-term-number').inputValue(), { timeout: 5000 }).toBe('5.5');
    shown = await expectTotalChange(page, shown, async () => {
      await page.locator('#finance-interest').focus();
      await page.keyboard.press('ArrowRight');
    });
    await expect.poll(() => page.locator('#finance-interest-number').inputValue(), { timeout: 5000 }).toBe('10.5');
    // Pointer: balloon and deposit, clear of the thumb resting at 0.
    shown = await expectTotalChange(page, shown, () => clickAlong(page, '#finance-residual', 0.08));
    expect(Number(await page.locator('#finance-residual-number').inputValue())).toBeGreaterThan(0);
    shown = await expectTotalChange(page, shown, () => clickAlong(page, '#finance-trade-in', 0.12));
    expect(Number(await page.locator('#finance-trade-in-number').inputValue())).toBeGreaterThan(0);
    // Pointer on the amount and term sliders too.
    shown = await expectTotalChange(page, shown, () => clickAlong(page, '#finance-amount', 0.5));
    await expectTotalChange(page, shown, () => clickAlong(page, '#finance-term', 0.9));

    // Frequency: monthly repayments read /mo and the total follows.
    const weekly = await repayment(page);
    await page.getByRole('button', { name: 'Monthly' }).click();
    expect(await page.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => repayment(page)).toMatch(/^\$[\d,]+ \/mo\*$/);
    expect(await repayment(page)).not.toBe(weekly);

    // A typed amount below the minimum keeps its value and shows the spec's message.
    await page.locator('#finance-amount-number').fill('500');
    await page.locator('#finance-amount-number').blur();
    expect(await page.getByRole('alert').textContent()).toBe('Cannot be less than $1,000 or more than $250,000');

    expect(await financeEvents(page)).toBe(1);
    await screenshot(page, 'finance-page-harbourside');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the disclaimer in full first with Show Less/Show More, the fixed note and the finance form anchor', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(sites.url(SLUG, '/finance#finance-form'));
    // The server draws the page: its buttons work once it has come alive.
    await waitForLive(page);
    const disclaimer = page.locator('#financeDisclaimer');
    const full = (await disclaimer.locator('p').textContent())!;
    expect(full.length).toBeGreaterThan(197);
    await page.getByRole('button', { name: 'Show Less' }).click();
    const cut = (await disclaimer.locator('p').textContent())!;
    expect(cut.length).toBeLessThan(full.length);
    await page.getByRole('button', { name: 'Show More' }).click();
    expect(await disclaimer.locator('p').textContent()).toBe(full);
    expect(await page.locator('.finance-note').textContent()).toBe('Typical finance: 5-year term, 10.0% deposit, 30.0% final payment.');
    expect(await page.locator('#finance-form').count()).toBe(1);
    expect(await page.locator('#finance-calculator').getByText('Comparison rate: 8.38% to 19.42% p.a.*').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('finance endpoints over HTTP', () => {
  // Node's resolver does not map *.localhost to loopback as Chromium does: ask the same server with the Host header.
  const get = async (path: string, slug = SLUG) => {
    const response = await sites.server.app.inject({ url: path, headers: { host: `${slug}.localhost:${sites.port}` } });
    return { status: response.statusCode, json: () => response.json() as unknown };
  };
  const harbourCars = (): Car[] =>
    wholeHits(sites.server.engine, 'Car_production', { filter: 'location.id IN [11, 12, 13, 14] AND price > 0', limit: 300 }) as unknown as Car[];

  it('gives some cars a gauge the page shows and hides it for others', async () => {
    const answers = await Promise.all(
      harbourCars().map(async (car) => {
        const response = await get(`/api/cars/${car.slug}/autogauge`);
        return response.status === 200 ? response.json() : null;
      }),
    );
    expect(answers.some((gauge) => gaugeVisible(gauge as never))).toBe(true);
    expect(answers.some((gauge) => !gaugeVisible(gauge as never))).toBe(true);
    expect((await get(`/api/cars/${harbourCars()[0]!.slug}/autogauge`, 'redgum-used-cars')).status).toBe(404);
  });

  it('prices delivery by postcode and gives the spec messages otherwise', async () => {
    expect((await get('/api/delivery?postcode=4000')).json()).toEqual({ price: 199, region: 'Brisbane Metro' });
    expect((await get('/api/delivery?postcode=0001')).status).toBe(204);
    const empty = await get('/api/delivery?postcode=');
    expect(empty.status).toBe(400);
    expect((empty.json() as { issues: { message: string }[] }).issues[0]!.message).toBe(DELIVERY_MESSAGES.emptyPostcode);
  });
});

describe('finance blocks on the car page', () => {
  it('draws the gauge exactly when the API gives a drawable one; the delivery calculator answers', async () => {
    const cars = wholeHits(sites.server.engine, 'Car_production', {
      filter: 'location.id IN [11, 12, 13, 14] AND price > 0 AND status = in_stock',
      limit: 300,
    }) as unknown as Car[];
    const car = cars[0]!;
    const gaugeResponse = await sites.server.app.inject({ url: `/api/cars/${car.slug}/autogauge`, headers: { host: `${SLUG}.localhost:${sites.port}` } });
    const drawable = gaugeResponse.statusCode === 200 && gaugeVisible(gaugeResponse.json());
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(sites.url(SLUG, `/cars/${car.slug}`));
    await waitForLive(page);
    const delivery = page.locator('[data-feature="delivery-calculator"]');
    await delivery.waitFor();
    await expect.poll(() => page.locator('[data-feature="price-gauge"][aria-busy="true"]').count()).toBe(0);
    expect(await page.locator('[data-feature="price-gauge"]').count()).toBe(drawable ? 1 : 0);

    await delivery.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => delivery.locator('#delivery-result').textContent()).toBe(DELIVERY_MESSAGES.emptyPostcode);
    await delivery.getByLabel('Postcode').fill('0001');
    await delivery.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => delivery.locator('#delivery-result').textContent()).toBe(DELIVERY_MESSAGES.notFound);
    await delivery.getByLabel('Postcode').fill('4000');
    await delivery.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => delivery.locator('#delivery-result').textContent()).toBe('Delivery to Brisbane Metro: $199');
    await page.close();
  });

  it('asks for a finance quote for a car without one (quote flag on, price above 0) and never for a car that has one', async () => {
    const cars = wholeHits(sites.server.engine, 'Car_production', {
      filter: 'location.id IN [11, 12, 13, 14] AND price > 5000 AND status = in_stock',
      limit: 300,
    }) as unknown as Car[];
    const withoutQuote = cars.find((c) => !c.youxQuote?.weeklyRepaymentAmount)!;
    const withQuote = cars.find((c) => typeof c.youxQuote?.weeklyRepaymentAmount === 'number');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const quoteCall = page.waitForResponse((response) => response.url().endsWith('/api/youx/quote'));
    await page.goto(sites.url(SLUG, `/cars/${withoutQuote.slug}`));
    const response = await quoteCall;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ purchasePrice: withoutQuote.price, year: withoutQuote.year, selfAssessedCreditScore: 'good' });
    expect((await response.json()).weeklyRepaymentAmount).toBeGreaterThan(0);
    if (withQuote) {
      let asked = false;
      page.on('request', (request) => (asked ||= request.url().endsWith('/api/youx/quote')));
      await page.goto(sites.url(SLUG, `/cars/${withQuote.slug}`));
      await page.locator('.vehicle-page').waitFor();
      await page.waitForTimeout(500);
      expect(asked).toBe(false);
    }
    await page.close();
  });
});
