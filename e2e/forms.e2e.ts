/**
 * Forms, leads and gating in Chromium against the real server: each form's valid submission is in the
 * store and lands on /success; invalid input shows the spec's exact message and keeps what was typed;
 * a server failure shows the fallback text; gated routes send a signed-out visitor to sign in and back.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadStore, type LeadStore } from '../server/store/leads.ts';
import { VALUATION_UNAVAILABLE_MESSAGE } from '../server/valuation/provider.ts';
import { embeddedValuation } from '../server/valuation/valuation.ts';
import { launchBrowser, openLive, screenshot, startSites, waitForLive, watchForErrors, type RunningSites } from './harness.ts';
import { wholeHits } from '../server/engine/whole-hits.fixture.ts';

let sites: RunningSites;
let browser: Browser;
let store: LeadStore;

beforeAll(async () => {
  [sites, browser] = await Promise.all([startSites(['coastal-nissan', 'redgum-used-cars', 'parkway-motors', 'harbourside-auto-group'], 40), launchBrowser()]);
  store = await openLeadStore(sites.server.sql);
});
afterAll(async () => {
  await browser?.close();
  await sites?.close();
});

const leads = (slug: string) => store.list(slug);
const events = (page: Page) => page.evaluate(() => (window.dealerEvents ?? []).map((e) => e.id));
const errorList = (page: Page) => page.locator('.form-errors li').allTextContents();

async function open(slug: string, path: string) {
  return openLive(browser, sites.url(slug, path));
}

describe('test drive form (two steps)', () => {
  it('validates each step, keeps what was typed, submits on the last step, then prefills next time', async () => {
    const { page, errors } = await open('coastal-nissan', '/book-test-drive');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.locator('.form-errors__title').textContent()).toBe('Please fix the following errors:');
    expect(await errorList(page)).toEqual(['First name is required', 'Email is required', 'Phone is required']);
    await page.fill('#test-drive-name', 'Ada');
    await page.fill('#test-drive-email', 'ada@');
    await page.fill('#test-drive-phone', '0412 345 678');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await errorList(page)).toEqual(['Please enter a valid email address']);
    expect(await page.inputValue('#test-drive-name')).toBe('Ada');
    expect(await page.getAttribute('#test-drive-email', 'aria-describedby')).toBe('test-drive-email-error');
    await page.fill('#test-drive-email', 'ada@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.locator('.step-form__progress').textContent()).toBe('Step 2 of 2: Your test drive');
    await page.fill('#test-drive-booking_at', '2030-01-15T10:30');
    // A double click sends one lead: the button is disabled and the form ignores a second submit while sending.
    await page.getByRole('button', { name: 'Book Test Drive' }).dblclick();
    await page.waitForURL(/\/success$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Thank you');
    expect(await events(page)).toContain(17);
    const testDrives = (await leads('coastal-nissan')).filter((l) => l.kind === 'test-drive');
    expect(testDrives).toHaveLength(1);
    const [lead] = testDrives;
    expect(lead?.payload).toMatchObject({ category: 'Test Drive', source: 'Website', fields: { name: 'Ada', booking_at: '2030-01-15T10:30', opt_in: true } });
    expect((lead?.payload as { lead_attributes: { visited_pages: string[] } }).lead_attributes.visited_pages).toContain('/book-test-drive');
    await page.goto(sites.url('coastal-nissan', '/book-test-drive'));
    expect(await page.inputValue('#test-drive-name')).toBe('Ada');
    expect(await page.inputValue('#test-drive-email')).toBe('ada@example.com');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows "An unexpected error occured" when the lead call fails, re-enabled with nothing lost', async () => {
    const { page } = await open('coastal-nissan', '/book-test-drive');
    await page.route('**/api/leads', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.fill('#test-drive-name', 'Grace');
    await page.fill('#test-drive-email', 'grace@example.com');
    await page.fill('#test-drive-phone', '0412 345 678');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.fill('#test-drive-message', 'Saturday morning please');
    await page.getByRole('button', { name: 'Book Test Drive' }).click();
    await expect.poll(() => page.locator('.form-alert').textContent()).toBe('An unexpected error occured');
    expect(await page.inputValue('#test-drive-message')).toBe('Saturday morning please');
    expect(await page.getByRole('button', { name: 'Book Test Drive' }).isEnabled()).toBe(true);
    await screenshot(page, 'forms-test-drive-server-error');
    await page.close();
  });
});

describe('lead form on the trade-in page', () => {
  it('caps the postcode at 4 digits, shows both postcode messages, then saves and lands on /success', async () => {
    const { page, errors } = await open('redgum-used-cars', '/trade-in');
    const form = page.locator('#lead-trade-in');
    await page.fill('#lead-trade-in-name', 'Ada');
    await page.fill('#lead-trade-in-phone', '0412 345 678');
    await page.fill('#lead-trade-in-email', 'ada@example.com');
    await page.locator('#lead-trade-in-postcode').pressSequentially('50,001');
    expect(await page.inputValue('#lead-trade-in-postcode')).toBe('5000');
    await page.fill('#lead-trade-in-postcode', '500');
    await form.getByRole('button', { name: 'Submit' }).click();
    expect(await form.locator('.form-errors li').allTextContents()).toEqual(['Invalid postcode. Please enter a 4-digit number.']);
    expect(await form.locator('#lead-trade-in-postcode-error').textContent()).toBe('Invalid postcode. Please enter a 4-digit number.');
    await page.fill('#lead-trade-in-postcode', '2950');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => form.locator('.form-errors li').allTextContents()).toEqual(['Invalid postcode']);
    expect(await page.inputValue('#lead-trade-in-name')).toBe('Ada');
    await page.fill('#lead-trade-in-postcode', '5000');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/success$/);
    expect(await events(page)).toContain(22);
    expect((await leads('redgum-used-cars')).find((l) => l.kind === 'lead-form')?.payload).toMatchObject({
      fields: { postcode: '5000', form_name: 'trade-in' },
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the form endpoint failure alert with the fallback text', async () => {
    const { page } = await open('redgum-used-cars', '/trade-in');
    await page.route('**/api/forms', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    const form = page.locator('#lead-trade-in');
    await page.fill('#lead-trade-in-name', 'Ada');
    await page.fill('#lead-trade-in-postcode', '5000');
    await page.fill('#lead-trade-in-phone', '0412 345 678');
    await page.fill('#lead-trade-in-email', 'ada@example.com');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => form.locator('.form-alert__title').textContent()).toBe('An error occurred when submitting this form');
    expect(await page.inputValue('#lead-trade-in-email')).toBe('ada@example.com');
    await page.close();
  });
});

describe('enquiry form on a car', () => {
  it('requires the terms where the site does, relaxes Comments, and sends the car with its defaults (used car: event 15)', async () => {
    const filter = 'location.id IN [31] AND show_on_dealer_website = true AND status = in_stock AND car_type = used';
    const car = wholeHits(sites.server.engine, 'Car_production', { filter, limit: 1 })[0] as { id: number; slug: string; make: string };
    const { page, errors } = await open('redgum-used-cars', `/cars/${car.slug}`);
    await page.locator('[data-action="enquire"]:visible').first().click();
    const form = page.locator(`#enquiry-${car.id}`);
    await form.waitFor();
    expect(await form.locator(`#enquiry-${car.id}-Rego`).getAttribute('placeholder')).toBe('Rego - Helps us better assist your enquiry');
    expect(await form.locator(`#enquiry-${car.id}-opt_in`).isChecked()).toBe(true);
    await page.fill(`#enquiry-${car.id}-name`, 'Ada');
    await page.fill(`#enquiry-${car.id}-email`, 'ada@example.com');
    await page.fill(`#enquiry-${car.id}-phone`, '0412 345 678');
    await form.getByRole('button', { name: 'Enquire Now' }).click();
    expect(await form.locator('.form-errors li').allTextContents()).toEqual(['* You must agree to the terms of use before submitting the form.']);
    await page.check(`#enquiry-${car.id}-terms_conditions`);
    await form.getByRole('button', { name: 'Enquire Now' }).click();
    await page.waitForURL(/\/success$/);
    await expect.poll(() => page.locator('.page--success p').first().textContent()).toContain('about the');
    expect(await events(page)).toContain(15);
    const lead = (await leads('redgum-used-cars')).find((l) => l.kind === 'enquiry' && l.carId === car.id);
    expect(lead?.payload).toMatchObject({
      car_id: car.id,
      source: 'Website',
      fields: { car_id: String(car.id), car_type: 'used', 'Vehicle Make': car.make, terms_conditions: true, opt_in: true },
    });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('enquiry form on the contact page', () => {
  it('needs Comments here, files a careers enquiry as General Enquiry / Career Enquiry with event 51', async () => {
    const { page, errors } = await open('coastal-nissan', '/contact');
    const form = page.locator('#enquiry');
    await form.waitFor();
    await page.fill('#enquiry-name', 'Ada');
    await page.fill('#enquiry-email', 'ada@example.com');
    await page.fill('#enquiry-phone', '0412 345 678');
    await page.selectOption('#enquiry-category', 'Careers Enquiry');
    if (await page.locator('#enquiry-location_id').count()) await page.selectOption('#enquiry-location_id', { index: 1 });
    if (await page.locator('#enquiry-dealership_slug').count()) await page.selectOption('#enquiry-dealership_slug', { index: 1 });
    await form.getByRole('button', { name: 'Enquire Now' }).click();
    expect(await form.locator('.form-errors li').allTextContents()).toEqual(['Comments is required']);
    expect(await page.inputValue('#enquiry-category')).toBe('Careers Enquiry');
    await page.fill('#enquiry-message', 'Do you have apprenticeships?');
    await form.getByRole('button', { name: 'Enquire Now' }).click();
    await page.waitForURL(/\/success$/);
    await expect.poll(() => events(page)).toContain(51);
    const lead = (await leads('coastal-nissan')).find((l) => l.kind === 'careers');
    expect(lead).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
    expect(lead?.payload).toMatchObject({ fields: { message: 'Do you have apprenticeships?' }, additional_services: [] });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('car page forms: photo request, finance enquiry modal, Find Me Something Similar', () => {
  const carOf = (filter: string) => wholeHits(sites.server.engine, 'Car_production', { filter, limit: 1 })[0] as { id: number; slug: string } | undefined;
  const listed = 'location.id IN [21, 22] AND show_on_dealer_website = true';

  async function fillContact(page: Page, form: string) {
    await page.fill(`#${form}-name`, 'Ada');
    await page.fill(`#${form}-email`, 'ada@example.com');
    await page.fill(`#${form}-phone`, '0412 345 678');
  }

  it('sends a photo request about the car', async () => {
    const car = carOf(`${listed} AND status = in_stock`)!;
    const { page, errors } = await open('coastal-nissan', `/cars/${car.slug}`);
    await page.getByRole('button', { name: 'Request More Photos' }).click();
    await page.locator(`#photo-request-${car.id}`).waitFor();
    await fillContact(page, `photo-request-${car.id}`);
    await page.getByRole('button', { name: 'Request Photos' }).click();
    await page.waitForURL(/\/success$/);
    expect((await leads('coastal-nissan')).find((l) => l.kind === 'photo-request' && l.carId === car.id)).toMatchObject({ subcategory: 'Photo Request' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('records event 9 for the finance enquiry in the "Finance Enquiry" modal', async () => {
    const car = carOf(`${listed} AND status = in_stock AND price > 10000`)!;
    const { page, errors } = await open('coastal-nissan', `/cars/${car.slug}`);
    await page.locator('button:visible', { hasText: 'Get Finance Now' }).first().click();
    await page.locator(`#finance-enquiry-${car.id}`).waitFor();
    await fillContact(page, `finance-enquiry-${car.id}`);
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.waitForURL(/\/success$/);
    await expect.poll(() => events(page)).toContain(9);
    expect((await leads('coastal-nissan')).find((l) => l.kind === 'finance-enquiry')).toMatchObject({ category: 'Finance Enquiry', carId: car.id });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('offers Find Me Something Similar on a sold car', async () => {
    // The seeded sample stock has sold cars still inside the 3-day listing window.
    const car = carOf(`${listed} AND status = sold`)!;
    const { page, errors } = await open('coastal-nissan', `/cars/${car.slug}`);
    await page.locator(`#find-me-similar-${car.id}`).waitFor();
    await page.getByRole('button', { name: 'Send Request' }).click();
    expect(await page.locator(`#find-me-similar-${car.id} .form-errors li`).allTextContents()).toEqual([
      'First name is required',
      'Email is required',
      'Phone is required',
    ]);
    await fillContact(page, `find-me-similar-${car.id}`);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.waitForURL(/\/success$/);
    expect((await leads('coastal-nissan')).find((l) => l.kind === 'find-me-similar')).toMatchObject({
      subcategory: 'Find Me Something Similar',
      carId: car.id,
    });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a lazy form the server drew', () => {
  it('is alive before the page is marked live, however late its code arrives', async () => {
    const car = listedCar('location.id IN [21, 22] AND status = sold');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchForErrors(page);
    // The form's chunk arrives a second and a half after everything else.
    await page.route(/\/assets\/FindSimilarForm-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(sites.url('coastal-nissan', `/cars/${car.slug}`));
    await waitForLive(page);
    await page.getByRole('button', { name: 'Send Request' }).click();
    expect(await page.locator(`#find-me-similar-${car.id} .form-errors li`).allTextContents()).toEqual([
      'First name is required',
      'Email is required',
      'Phone is required',
    ]);
    expect(page.url()).toBe(sites.url('coastal-nissan', `/cars/${car.slug}`));
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('trade-in valuation wizard', () => {
  it('asks for the car, then the contact details, shows the offer and sends "3. Offer Accepted"', async () => {
    const expected = await embeddedValuation.value({ rego: 'ABC123', regoState: 'sa', kms: 20000 });
    const { page, errors } = await open('redgum-used-cars', '/sell-my-car');
    const form = page.locator('#trade-in');
    expect(await page.locator('#trade-in-finance option').first().textContent()).toBe('Please Select An Option...');
    await page.fill('#trade-in-rego', 'ABC123');
    await page.selectOption('#trade-in-regoState', 'sa');
    await page.fill('#trade-in-kms', '20000');
    await form.getByRole('button', { name: 'Next' }).click();
    expect(await form.locator('.form-errors li').allTextContents()).toEqual(['Is Your Car Currently Under Finance is required']);
    await page.selectOption('#trade-in-finance', 'No');
    await form.getByRole('button', { name: 'Next' }).click();
    expect(await page.inputValue('#trade-in-PreferredContactMethod')).toBe('Phone');
    await page.fill('#trade-in-name', 'Ada');
    await page.fill('#trade-in-phone', '0412 345 678');
    await page.fill('#trade-in-email', 'ada@example.com');
    await form.getByRole('button', { name: 'Get My Valuation' }).click();
    if (expected.offerPrice === null) throw new Error('pick a rego the embedded provider values');
    await expect.poll(() => page.locator('.trade-in-offer__price').textContent()).toBe(`$${expected.offerPrice.toLocaleString('en-AU')}`);
    await screenshot(page, 'forms-trade-in-offer');
    await page.getByRole('button', { name: 'Accept Offer' }).click();
    await page.waitForURL(/\/success$/);
    expect(await events(page)).toContain(18);
    const valuation = (await leads('redgum-used-cars')).find((l) => l.kind === 'trade-in-valuation')!;
    expect(await store.tradeIn('redgum-used-cars', valuation.id)).toMatchObject({
      rego: 'ABC123',
      regoState: 'sa',
      offerPrice: expected.offerPrice,
      offerAccepted: true,
    });
    expect((await leads('redgum-used-cars')).find((l) => l.kind === 'offer-acceptance')?.payload).toMatchObject({
      step: '3. Offer Accepted',
      lead_id: valuation.publicId,
    });
    // Redgum saves valuations to /api/miscellaneous.
    await expect.poll(async () => (await store.miscellaneous('redgum-used-cars')).length).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('trade-in without an online estimate', () => {
  it('saves the valuation lead and goes to /success when the car is over 100,000 km', async () => {
    const { page, errors } = await open('coastal-nissan', '/trade-in');
    await page.fill('#trade-in-rego', 'XYZ789');
    await page.fill('#trade-in-kms', '150000');
    await page.selectOption('#trade-in-finance', 'Yes');
    await page.locator('#trade-in').getByRole('button', { name: 'Next' }).click();
    await page.fill('#trade-in-name', 'Ada');
    await page.fill('#trade-in-phone', '0412 345 678');
    await page.fill('#trade-in-email', 'ada@example.com');
    if (await page.locator('#trade-in-location_id').count()) await page.selectOption('#trade-in-location_id', { index: 1 });
    await page.locator('#trade-in').getByRole('button', { name: 'Get My Valuation' }).click();
    await page.waitForURL(/\/success$/);
    // No number: the team makes the offer.
    await page.getByText('Our team will value your car and contact you with an offer.').waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/\$\d/);
    const lead = (await leads('coastal-nissan')).find((l) => l.kind === 'trade-in-valuation')!;
    expect(await store.tradeIn('coastal-nissan', lead.id)).toMatchObject({ offerPrice: null, formCompleted: true, offerAccepted: false });
    // Coastal does not save valuations to /api/miscellaneous.
    expect(await store.miscellaneous('coastal-nissan')).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

async function signInCookie(slug: string, phone: string): Promise<string> {
  const headers = { host: `${slug}.localhost:${sites.port}` };
  await sites.server.app.inject({ method: 'POST', url: '/api/session/code', headers, payload: { phone } });
  const outbox = await sites.server.app.inject({ url: `/api/dev/outbox?phone=${phone}`, headers });
  const code = /\d{6}/.exec(outbox.json().messages.at(-1).body)![0];
  const verified = await sites.server.app.inject({ method: 'POST', url: '/api/session', headers, payload: { phone, code } });
  return /dealer_session=([^;]+)/.exec(String(verified.headers['set-cookie']))![1]!;
}

/** A page of the site already carrying a signed-in session. */
async function openSignedIn(slug: string, phone: string, path: string) {
  const cookie = await signInCookie(slug, phone);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.context().addCookies([{ name: 'dealer_session', value: cookie, domain: `${slug}.localhost`, path: '/' }]);
  const errors = watchForErrors(page);
  await page.goto(sites.url(slug, path));
  await waitForLive(page);
  return { page, errors };
}

type ListedCar = {
  id: number;
  slug: string;
  make: string;
  model: string;
  stocknum: string;
  dealership_slug: string;
  car_type: string;
  status: string;
  payment_processors: { amount: number }[];
};
const listedCar = (filter: string) =>
  wholeHits(sites.server.engine, 'Car_production', { filter: `${filter} AND show_on_dealer_website = true`, limit: 1 })[0] as ListedCar;

describe('trade-in for a car', () => {
  it('shows the car named by car_id above the wizard, and the valuation lead carries its car_id and defaults', async () => {
    const car = listedCar('location.id IN [21, 22] AND status = in_stock AND price > 1000');
    const { page, errors } = await open('coastal-nissan', `/cars/trade-in?car_id=${car.id}`);
    const summary = page.locator(`.car-summary[data-car-id="${car.id}"]`);
    await summary.waitFor();
    expect(await summary.locator('.car-summary__title').textContent()).toContain(`${car.make} ${car.model}`);
    expect(await summary.locator('.price-display__amount').textContent()).toMatch(/^\$[\d,]+$/);
    expect(await summary.locator('img').getAttribute('src')).toBeTruthy();
    await page.fill('#trade-in-rego', 'CAR123');
    await page.fill('#trade-in-kms', '30000');
    await page.selectOption('#trade-in-finance', 'No');
    await page.locator('#trade-in').getByRole('button', { name: 'Next' }).click();
    await page.fill('#trade-in-name', 'Ada');
    await page.fill('#trade-in-phone', '0412 345 678');
    await page.fill('#trade-in-email', 'ada@example.com');
    if (await page.locator('#trade-in-location_id').count()) await page.selectOption('#trade-in-location_id', { index: 1 });
    await page.locator('#trade-in').getByRole('button', { name: 'Get My Valuation' }).click();
    await expect.poll(async () => (await leads('coastal-nissan')).filter((l) => l.kind === 'trade-in-valuation' && l.carId === car.id).length).toBe(1);
    const lead = (await leads('coastal-nissan')).find((l) => l.kind === 'trade-in-valuation' && l.carId === car.id)!;
    expect(lead.payload).toMatchObject({
      car_id: car.id,
      fields: {
        car_id: String(car.id),
        'Vehicle Make': car.make,
        'Vehicle Model': car.model,
        stock_number: car.stocknum,
        car_type: car.car_type,
        vehicle_status: car.status,
        dealership_slug: car.dealership_slug,
      },
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows what to do when the valuation service fails, with everything typed kept', async () => {
    const { page } = await open('coastal-nissan', '/trade-in');
    // The server's 503 answer when the tenant's valuation service is down (server/api/leads.test.ts covers the server side).
    const message = VALUATION_UNAVAILABLE_MESSAGE;
    await page.route('**/api/valuations', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: message, issues: [] }) }),
    );
    await page.fill('#trade-in-rego', 'DWN123');
    await page.fill('#trade-in-kms', '30000');
    await page.selectOption('#trade-in-finance', 'No');
    await page.locator('#trade-in').getByRole('button', { name: 'Next' }).click();
    await page.fill('#trade-in-name', 'Ada');
    await page.fill('#trade-in-phone', '0412 345 678');
    await page.fill('#trade-in-email', 'ada@example.com');
    if (await page.locator('#trade-in-location_id').count()) await page.selectOption('#trade-in-location_id', { index: 1 });
    await page.locator('#trade-in').getByRole('button', { name: 'Get My Valuation' }).click();
    await expect.poll(() => page.locator('#trade-in .form-alert').textContent()).toBe(message);
    expect(await page.inputValue('#trade-in-email')).toBe('ada@example.com');
    expect(await page.locator('#trade-in').getByRole('button', { name: 'Get My Valuation' }).isEnabled()).toBe(true);
    await page.close();
  });

  it('shows the wizard with a short note for a car id that names no car', async () => {
    const { page } = await open('coastal-nissan', '/cars/trade-in?car_id=999999999');
    await expect.poll(() => page.locator('.car-summary-note').textContent()).toContain("We couldn't find that car");
    expect(await page.locator('#trade-in').count()).toBe(1);
    expect(await page.locator('h1').first().textContent()).toBe('Trade-in valuation');
    await page.close();
  });
});

describe('budget page', () => {
  it('mounts the budget finder and a lead form whose postcode is capped at 4 with its exact message', async () => {
    const { page, errors } = await open('harbourside-auto-group', '/budget');
    await page.locator('.budget-finder').waitFor();
    const form = page.locator('#lead-budget');
    await page.fill('#lead-budget-name', 'Ada');
    await page.fill('#lead-budget-phone', '0412 345 678');
    await page.fill('#lead-budget-email', 'ada@example.com');
    if (await page.locator('#lead-budget-location_id').count()) await page.selectOption('#lead-budget-location_id', { index: 1 });
    await page.locator('#lead-budget-postcode').pressSequentially('40001');
    expect(await page.inputValue('#lead-budget-postcode')).toBe('4000');
    await page.fill('#lead-budget-postcode', '12');
    await form.getByRole('button', { name: 'Submit' }).click();
    expect(await form.locator('.form-errors li').allTextContents()).toEqual(['Invalid postcode. Please enter a 4-digit number.']);
    await page.fill('#lead-budget-postcode', '4000');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/success$/);
    expect((await leads('harbourside-auto-group')).find((l) => l.kind === 'lead-form')?.payload).toMatchObject({
      fields: { postcode: '4000', form_name: 'budget' },
    });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('signed-in pages', () => {
  it('online payment: signed-out visitors sign in first; the payment details are checked, saved and land on /success', async () => {
    const anonymous = await browser.newPage();
    await anonymous.goto(sites.url('harbourside-auto-group', '/online-payment'));
    await anonymous.waitForURL(/\/sign-in\?type=online-payment&redirect=%2Fonline-payment/);
    await anonymous.close();

    const { page, errors } = await openSignedIn('harbourside-auto-group', '0412000111', '/online-payment');
    const form = page.locator('#online-payment');
    await form.waitFor();
    // The tenant's own copy (pages.copy["online-payment"]), not the sample.
    await expect.poll(() => page.locator('.configured-copy p').first().textContent()).toContain('Paying a deposit, a service invoice');
    await page.fill('#online-payment-name', 'Ada');
    await page.fill('#online-payment-email', 'ada@example.com');
    await page.fill('#online-payment-phone', '0412 000 111');
    await page.fill('#online-payment-reference', 'INV-20931');
    await page.fill('#online-payment-amount', '0');
    await form.getByRole('button', { name: 'Send Payment Details' }).click();
    expect(await form.locator('.form-errors li').allTextContents()).toEqual(['Please enter an amount above $0']);
    await page.fill('#online-payment-amount', '$1,250.50');
    // The money field shows the amount grouped beside its "$", and sends the plain number.
    expect(await page.inputValue('#online-payment-amount')).toBe('1,250.50');
    await form.getByRole('button', { name: 'Send Payment Details' }).click();
    await page.waitForURL(/\/success$/);
    const lead = (await leads('harbourside-auto-group')).find((l) => l.kind === 'online-payment');
    expect(lead).toMatchObject({ category: 'Online Payment', subcategory: 'Payment Reference', userId: expect.any(String) });
    expect(lead?.payload).toMatchObject({ fields: { reference: 'INV-20931', amount: '1250.50', name: 'Ada' } });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('spin to win: the promotion copy and an entry that needs the competition terms, saved as a lead', async () => {
    const { page, errors } = await openSignedIn('parkway-motors', '0412000333', '/spin-to-win');
    const form = page.locator('#spin-to-win');
    await form.waitFor();
    // The demo's copy, labelled as sample content.
    await expect.poll(() => page.locator('.configured-copy p:not(.sample-label)').first().textContent()).toContain('Spin to win with Parkway');
    expect(await page.locator('.configured-copy [data-sample-content]').textContent()).toBe('Sample content');
    await page.fill('#spin-to-win-name', 'Ada');
    await page.fill('#spin-to-win-email', 'ada@example.com');
    await page.fill('#spin-to-win-phone', '0412 000 333');
    await page.fill('#spin-to-win-postcode', '4000');
    await form.getByRole('button', { name: 'Enter Now' }).click();
    expect(await form.locator('.form-errors li').allTextContents()).toEqual(['Please accept the competition terms to enter']);
    await page.check('#spin-to-win-competition_terms');
    await form.getByRole('button', { name: 'Enter Now' }).click();
    await page.waitForURL(/\/success$/);
    expect((await leads('parkway-motors')).find((l) => l.kind === 'spin-to-win')).toMatchObject({ category: 'Promotion Entry', subcategory: 'Spin to Win' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('personalised finance: the car named by car_id and a finance enquiry about it', async () => {
    const car = listedCar('location.id IN [41] AND status = in_stock AND price > 1000');
    const { page, errors } = await openSignedIn('parkway-motors', '0412000444', `/personalised/finance?car_id=${car.id}`);
    await page.locator(`.car-summary[data-car-id="${car.id}"]`).waitFor();
    await page.fill(`#finance-enquiry-${car.id}-name`, 'Ada');
    await page.fill(`#finance-enquiry-${car.id}-email`, 'ada@example.com');
    await page.fill(`#finance-enquiry-${car.id}-phone`, '0412 000 444');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.waitForURL(/\/success$/);
    expect((await leads('parkway-motors')).find((l) => l.kind === 'finance-enquiry' && l.carId === car.id)?.payload).toMatchObject({
      category: 'Finance Enquiry',
      fields: { car_id: String(car.id) },
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('reserve online: the car, its refundable deposit and 48-hour hold, a reservation lead about the car, the deposit paid on the test checkout, and the car reserved', async () => {
    const car = listedCar('location.id IN [41] AND status = in_stock AND reserved = false AND price > 1000');
    const { page, errors } = await openSignedIn('parkway-motors', '0412000222', `/cars/${car.slug}/buy-online`);
    await page.locator(`.car-summary[data-car-id="${car.id}"]`).waitFor();
    const explainer = await page.locator('.reserve__explainer').textContent();
    // $200 unless the car's payment processor names its own deposit (premium sample cars take $500).
    expect(explainer).toContain(`$${car.payment_processors[0]?.amount ?? 200} deposit`);
    expect(explainer).toContain('100% refundable');
    expect(explainer).toContain('48 hours');
    await page.fill(`#reservation-${car.id}-name`, 'Ada');
    await page.fill(`#reservation-${car.id}-email`, 'ada@example.com');
    await page.fill(`#reservation-${car.id}-phone`, '0412 000 222');
    await page.getByRole('button', { name: 'Reserve Car Now' }).click();
    // The demo takes the deposit on its test checkout, said to be one, and no money moves.
    expect(await page.locator('.reserve__test-mode').textContent()).toContain('Test mode');
    const deposit = car.payment_processors[0]?.amount ?? 200;
    await page.getByRole('button', { name: `Pay $${deposit} deposit` }).click();
    await page.waitForURL(/\/api\/payments\/test\//);
    expect(await page.locator('.test-mode').textContent()).toMatch(/test mode/i);
    await page.getByRole('button', { name: `Pay $${deposit} (test mode)` }).click();
    await page.waitForURL(/reservation=/);
    await page.getByRole('heading', { name: 'Reserved' }).waitFor();
    expect((await leads('parkway-motors')).find((l) => l.kind === 'reservation')).toMatchObject({
      category: 'Reserve Car',
      subcategory: 'Reserve Online',
      carId: car.id,
    });
    // Reserved in the index: its page no longer offers to reserve it.
    await page.goto(sites.url('parkway-motors', `/cars/${car.slug}`));
    await waitForLive(page);
    expect(await page.getByRole('link', { name: 'Reserve Car Now' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('account gating', () => {
  it('sends a signed-out visitor from the garage and a gated finance route to sign-in, and back once signed in', async () => {
    const { page } = await open('parkway-motors', '/');
    await page.goto(sites.url('parkway-motors', '/my-garage'));
    await page.waitForURL(/\/sign-in\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/sign-in');
    expect([...url.searchParams]).toEqual([
      ['type', 'garage'],
      ['redirect', '/my-garage'],
      ['back', '/'],
    ]);
    await page.goto(sites.url('parkway-motors', '/apply-for-finance'));
    await page.waitForURL(/\/sign-in\?type=finance&redirect=%2Fapply-for-finance/);
    // Trade-in and sell-my-car are never gated; a checkout without a car does nothing.
    await page.goto(sites.url('parkway-motors', '/sell-my-car'));
    expect(await page.locator('h1').first().textContent()).toBe('Sell your car');
    await page.goto(sites.url('parkway-motors', '/checkout-journey'));
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Online purchase');
    expect(new URL(page.url()).pathname).toBe('/checkout-journey');

    const cookie = await signInCookie('parkway-motors', '0412345678');
    // A car saved and an enquiry sent while signed in are what the garage shows.
    const headers = { host: `parkway-motors.localhost:${sites.port}`, cookie: `dealer_session=${cookie}` };
    const car = wholeHits(sites.server.engine, 'Car_production', { filter: 'location.id IN [41] AND status = in_stock', limit: 1 })[0] as {
      id: number;
      slug: string;
    };
    expect(
      (await sites.server.app.inject({ method: 'POST', url: '/api/watchlist/save-car', headers, payload: { phone_number: '0412345678', car_id: car.id } }))
        .statusCode,
    ).toBe(200);
    const enquiry = {
      kind: 'test-drive',
      category: 'Test Drive',
      url: '/book-test-drive',
      source: 'Website',
      user_agent: 'e2e',
      lead_attributes: { visited_pages: [], linked_query_params: {} },
      fields: { name: 'Ada', email: 'ada@example.com', phone: '0412345678' },
    };
    expect((await sites.server.app.inject({ method: 'POST', url: '/api/leads', headers, payload: enquiry })).statusCode).toBe(201);
    await page.context().addCookies([{ name: 'dealer_session', value: cookie, domain: 'parkway-motors.localhost', path: '/' }]);
    await page.goto(sites.url('parkway-motors', `/sign-in?type=garage&redirect=${encodeURIComponent('/my-garage')}&back=%2F`));
    await page.goto(sites.url('parkway-motors', '/my-garage'));
    await expect.poll(() => page.locator('#garage-enquiries').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/my-garage');
    expect(await page.locator('h1').textContent()).toBe('My garage');
    expect(await page.locator(`a[href="/cars/${car.slug}"]`).count()).toBe(1);
    expect(await page.locator('#garage-enquiries + ul li').first().textContent()).toMatch(/^Test drive: Test Drive, \d{2}\/\d{2}\/\d{4}$/);
    await screenshot(page, 'forms-garage');
    await page.close();
  });
});
