import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentOffer } from '../runtime/site/content-api.ts';
import { workspace } from '../cli/lib/workspace.ts';
import { launchBrowser, openLive, screenshot, startSites, type RunningSites } from './harness.ts';

let sites: RunningSites;
let browser: Browser;

beforeAll(async () => {
  [sites, browser] = await Promise.all([startSites(['harbourside-auto-group', 'coastal-nissan'], 40), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await sites?.close();
});

async function open(slug: string, path: string, width: 390 | 1280): Promise<{ page: Page; errors: string[] }> {
  return openLive(browser, sites.url(slug, path), { width, height: width === 390 ? 844 : 900 });
}

const headerClass = (page: Page) => page.locator('header.site-header').getAttribute('class');

describe('site-wide pages and blocks in Chromium', () => {
  it('menus: the group brand menu opens on click with logos, the brand models menu on hover; both set the header class', async () => {
    const group = await open('harbourside-auto-group', '/', 1280);
    const brands = group.page.getByRole('button', { name: 'Brands' });
    await brands.click();
    expect(await headerClass(group.page)).toContain('is-menu-open');
    expect(await group.page.locator('.menu__dropdown--logos img.brand-logo').count()).toBeGreaterThanOrEqual(3);
    expect(await group.page.locator('.menu__dropdown--logos').isVisible()).toBe(true);
    await brands.click();
    expect(await headerClass(group.page)).not.toContain('is-menu-open');
    expect(await group.page.locator('.menu__dropdown--logos').isVisible()).toBe(false);
    // The dealer logo has a fixed height and keeps its whole shape (contained, not cropped).
    const logo = await group.page
      .locator('.site-header__logo')
      .evaluate((img: HTMLImageElement) => ({ height: img.height, fit: getComputedStyle(img).objectFit }));
    expect(logo).toEqual({ height: 48, fit: 'contain' });
    expect(group.errors).toEqual([]);
    await group.page.close();

    const brand = await open('coastal-nissan', '/', 1280);
    await brand.page.getByRole('button', { name: 'Vehicles' }).hover();
    expect(await headerClass(brand.page)).toContain('is-menu-open');
    await brand.page.mouse.move(640, 800);
    await expect.poll(() => headerClass(brand.page)).not.toContain('is-menu-open');
    expect(brand.errors).toEqual([]);
    await brand.page.close();
  });

  it('header dropdowns by keyboard: Down and Up open and move, Home and End jump, Escape closes and returns focus to the toggle', async () => {
    const { page, errors } = await open('harbourside-auto-group', '/', 1280);
    const toggle = page.getByRole('button', { name: 'Brands' });
    const links = page.locator('.menu__dropdown--logos a');
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    const names = (await links.allTextContents()).map((t) => t.trim());
    expect(names.length).toBeGreaterThanOrEqual(3);
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe(names[0]);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await headerClass(page)).toContain('is-menu-open');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe(names[1]);
    await page.keyboard.press('End');
    await expect.poll(focused).toBe(names[names.length - 1]);
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe(names[0]);
    await page.keyboard.press('ArrowUp');
    await expect.poll(focused).toBe(names[names.length - 1]);
    await page.keyboard.press('Home');
    await expect.poll(focused).toBe(names[0]);
    await page.keyboard.press('Escape');
    await expect.poll(() => links.first().isVisible()).toBe(false);
    expect(await focused()).toBe('Brands');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // Up on the toggle opens on the last link; Enter follows it.
    await page.keyboard.press('ArrowUp');
    await expect.poll(focused).toBe(names[names.length - 1]);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await page.close();

    // A site whose dropdowns open on hover opens them by keyboard too.
    const brand = await open('coastal-nissan', '/', 1280);
    await brand.page.getByRole('button', { name: 'Vehicles' }).focus();
    await brand.page.keyboard.press('ArrowDown');
    await expect.poll(() => brand.page.evaluate(() => document.activeElement?.closest('.menu__dropdown') !== null)).toBe(true);
    await brand.page.keyboard.press('Escape');
    await expect.poll(() => brand.page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Vehicles');
    expect(brand.errors).toEqual([]);
    await brand.page.close();
  });

  it('service and parts pages: configured or sample copy, the department locations with hours, an enquiry on its category', async () => {
    const { page, errors } = await open('harbourside-auto-group', '/service', 1280);
    await page.getByRole('heading', { name: 'Service', level: 1 }).waitFor();
    await expect.poll(() => page.locator('.page-copy').textContent()).toContain('Toyota-trained technicians');
    const locations = page.locator('.locations-block', { has: page.getByRole('heading', { name: 'Our service centres' }) });
    expect(await locations.textContent()).toContain('Harbourside Toyota - Service');
    expect(await locations.textContent()).not.toContain('Harbourside Mazda');
    expect(await locations.locator('dt').first().textContent()).toMatch(/^Mon/);
    await page.getByRole('heading', { name: 'Book a service', level: 2 }).waitFor();
    await expect.poll(() => page.getByLabel('Category').inputValue()).toBe('Service Enquiry');
    await screenshot(page, 'service-harbourside-1280');
    expect(await page.locator('.page--shell').count()).toBe(0);
    await page.close();
    expect(errors).toEqual([]);

    const parts = await open('coastal-nissan', '/parts/search', 390);
    await parts.page.getByRole('heading', { name: 'Parts search', level: 1 }).waitFor();
    await expect.poll(() => parts.page.locator('.page-copy').textContent()).toContain('Coastal Nissan parts team');
    await expect.poll(() => parts.page.getByLabel('Category').inputValue()).toBe('Parts Enquiry');
    await screenshot(parts.page, 'parts-search-coastal-nissan-390');
    expect(parts.errors).toEqual([]);
    await parts.page.close();
  });

  it('brand overview: model tiles into the brand stock, from the brand page and on a brand site', async () => {
    const { page, errors } = await open('harbourside-auto-group', '/brands/toyota', 1280);
    await page.getByRole('link', { name: 'View Toyota models' }).click();
    await page.getByRole('heading', { name: 'Toyota overview', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/toyota/overview');
    const tiles = page.locator('.brand-overview__tiles a');
    expect(await tiles.allTextContents()).toEqual(['RAV4', 'HiLux', 'Corolla', 'LandCruiser', 'All Toyota stock']);
    expect(await page.getByRole('link', { name: 'RAV4' }).getAttribute('href')).toBe('/search/toyota/rav4');
    await screenshot(page, 'brand-overview-harbourside-1280');
    await page.getByRole('link', { name: 'All Toyota stock' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/search/toyota');
    expect(errors).toEqual([]);
    await page.close();

    // On the brand site the Vehicles dropdown ends with the overview.
    const nissan = await open('coastal-nissan', '/', 1280);
    await nissan.page.getByRole('button', { name: 'Vehicles' }).hover();
    await nissan.page.locator('#site-nav').getByRole('link', { name: 'All models' }).click();
    await nissan.page.getByRole('heading', { name: 'Nissan overview', level: 1 }).waitFor();
    expect(new URL(nissan.page.url()).pathname).toBe('/nissan/overview');
    expect(await nissan.page.locator('.brand-overview__tiles a').count()).toBeGreaterThan(1);
    expect(await nissan.page.locator('.brand-overview__tiles a').first().getAttribute('href')).toMatch(/^\/search\/nissan\/|^https?:/);
    expect(nissan.errors).toEqual([]);
    await nissan.page.close();
  });

  it('own brands in the directory with their copy pages, top-level copy pages and the trailing-slash forms', async () => {
    const { page, errors } = await open('harbourside-auto-group', '/brands', 1280);
    const own = page.locator('section', { has: page.getByRole('heading', { name: 'Our own brands' }) });
    expect(await own.getByRole('link', { name: 'Harbourside Tyres' }).getAttribute('href')).toBe('/twg-tyres');
    await own.getByRole('link', { name: 'Finance and Insurance' }).click();
    await page.getByRole('heading', { name: 'Finance and Insurance', level: 1 }).waitFor();
    await expect.poll(() => page.locator('.page-copy').textContent()).toContain('novated leases');
    await page.goto(sites.url('harbourside-auto-group', '/diamond-advantage'));
    await page.getByRole('heading', { name: 'Diamond Advantage', level: 1 }).waitFor();
    await expect.poll(() => page.locator('.page-copy').textContent()).toContain('paint and interior protection');
    await page.goto(sites.url('harbourside-auto-group', '/finance-pre-approval'));
    await page.getByRole('heading', { name: 'Finance pre-approval', level: 1 }).waitFor();
    for (const [path, heading] of [
      ['/terms-and-conditions/', 'Terms and conditions'],
      ['/book-test-drive/', 'Book a test drive'],
    ]) {
      await page.goto(sites.url('harbourside-auto-group', path));
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('contact page: a dealership list for a group, a 4-column grid of location cards, Sales/Service tabs, holiday hours dialog', async () => {
    const { page, errors } = await open('harbourside-auto-group', '/contact-us', 1280);
    await page.getByRole('heading', { name: 'Contact us', level: 1 }).waitFor();
    expect(await page.locator('.dealership-list a').allTextContents()).toEqual(
      expect.arrayContaining(['Harbourside Toyota', 'Harbourside Mazda', 'Harbourside Hyundai']),
    );
    const grid = page.locator('.locations-grid--four-columns').first();
    const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);
    const toyota = page.locator('.location-card', { hasText: 'Harbourside Toyota - Sales' });
    expect(await toyota.locator('.location-card__rating').textContent()).toContain('1,285 reviews');
    // Each tab holds its own location's hours: the Sales one shows.
    expect(await toyota.getByRole('tabpanel').locator('dt').allTextContents()).toEqual(['Mon-Fri', 'Sat', 'Sun']);
    await toyota.getByRole('tab', { name: 'Service' }).click();
    expect(await toyota.getByRole('tabpanel').textContent()).toContain('07 3100 2011');
    // The Service tab is the service location's: its own address, not the sales one's.
    expect(await toyota.getByRole('link', { name: 'Get Directions' }).getAttribute('href')).toContain('14%20Wharf%20Street');

    const button = toyota.getByRole('button', { name: 'View Holiday Hours' }).first();
    await button.click();
    const dialog = page.getByRole('dialog', { name: /Holiday hours/ });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.locator('dt').count()).toBeGreaterThan(0);
    await screenshot(page, 'contact-harbourside-holiday-hours-1280');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('View Holiday Hours');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'contact-harbourside-1280');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("home carousel 'Our Locations' at phone width: Swipe hint, ends disabled, arrow keys scroll, View Location and View Our Stock", async () => {
    const { page, errors } = await open('harbourside-auto-group', '/', 390);
    const strip = page.locator('.carousel__strip');
    await strip.waitFor();
    expect(await page.locator('.carousel__hint').textContent()).toBe('Swipe');
    const previous = page.getByRole('button', { name: 'Previous locations' });
    const next = page.getByRole('button', { name: 'Next locations' });
    expect(await previous.isDisabled()).toBe(true);
    // The server draws both ends disabled; the page measures the strip once it has come alive.
    await expect.poll(() => next.isDisabled()).toBe(false);
    await strip.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect.poll(() => previous.isDisabled()).toBe(false);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(150);
    }
    await expect.poll(() => next.isDisabled()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => next.isDisabled()).toBe(false);
    const card = page.locator('.carousel__card', { hasText: 'Harbourside Mazda' });
    expect(await card.getByRole('link', { name: 'View Location' }).getAttribute('href')).toBe('/locations/harbourside-mazda');
    expect(await card.getByRole('link', { name: 'View Our Stock' }).getAttribute('href')).toBe('/search/harbourside-mazda');
    expect(await page.locator('.carousel__card', { hasText: 'Harbourside Toyota - Service' }).getByRole('link', { name: 'View Our Stock' }).count()).toBe(0);
    await expect.poll(async () => Number((await page.locator('.sales-counter__value').textContent())?.replace(/,/g, ''))).toBeGreaterThan(0);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'home-harbourside-carousel-390');
    // By keyboard: a click could land on a neighbouring card while the strip is still snapping.
    await card.getByRole('link', { name: 'View Location' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Harbourside Mazda', level: 1 }).waitFor();
    expect(await page.locator('.location-card--large [data-map-provider="embedded"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('offer page: description and disclaimer expand and collapse, the site enquire label, Explore {model}, Book A Test Drive; excluded offers hidden', async () => {
    const response = await sites.server.app.inject({ url: '/api/content/offers', headers: { host: new URL(sites.url('coastal-nissan')).host } });
    const { offers } = response.json() as { offers: ContentOffer[] };
    const long = offers.find((o) => o.description_text.length > 200)!;
    const excluded = offers.find((o) => o.excluded_website_ids.includes(102))!;
    for (const width of [1280, 390] as const) {
      const { page, errors } = await open('coastal-nissan', `/offers/${long.id}`, width);
      const card = page.locator(`.offer-card[data-offer-id="${long.id}"]`).first();
      await card.waitFor();
      const description = card.locator('.offer-card__description');
      const toggle = description.getByRole('button', { name: 'Show More' });
      expect(await description.textContent()).toContain('...');
      expect(await description.locator('li').count()).toBe(0);
      await toggle.click();
      expect(await description.getByRole('button', { name: 'Show Less' }).getAttribute('aria-expanded')).toBe('true');
      expect(await description.locator('li').allTextContents()).toContain('Complimentary first service');
      expect(await description.innerHTML()).not.toMatch(/<script|onclick/);
      await description.getByRole('button', { name: 'Show Less' }).click();
      expect(await description.locator('li').count()).toBe(0);
      const disclaimer = card.locator('.offer-card__disclaimer');
      await disclaimer.getByRole('button', { name: 'Show More' }).click();
      expect(await disclaimer.textContent()).toContain('See dealer for full terms.');
      expect(await card.getByRole('link', { name: 'Get a Quote' }).getAttribute('href')).toBe(`/contact-us?offer_id=${long.id}`);
      expect(await card.getByRole('link', { name: `Explore ${long.model!.name}` }).getAttribute('href')).toBe(`/search/nissan/${long.model!.slug}`);
      expect(await card.getByRole('link', { name: 'Book A Test Drive' }).count()).toBe(1);
      await page.locator('.offers-block .offer-card').first().waitFor();
      expect(await page.locator(`.offer-card[data-offer-id="${excluded.id}"]`).count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `offer-coastal-nissan-${width}`);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('dealer locator: nearest first from a postcode, with the spec message for a postcode that finds nothing', async () => {
    const { page, errors } = await open('harbourside-auto-group', '/dealer-locator', 1280);
    const postcode = page.getByLabel('Your postcode');
    await postcode.fill('2000');
    await page.getByRole('button', { name: 'Find nearest' }).click();
    await expect.poll(() => page.locator('.locations-grid .location-card h3').first().textContent()).toBe('Harbourside Hyundai');
    expect(await page.locator('.locator-distance').first().textContent()).toMatch(/^\d+ km away$/);
    await postcode.fill('12');
    await page.getByRole('button', { name: 'Find nearest' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Invalid postcode. Please enter a 4-digit number.');
    await postcode.fill('0100');
    await page.getByRole('button', { name: 'Find nearest' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid postcode');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('brand directory with the stats banner from its config and four groups; a brand banner with the payment icons', async () => {
    const { page, errors } = await open('harbourside-auto-group', '/brands', 1280);
    await page.locator('.stats-banner').waitFor();
    expect(await page.locator('.stats-banner strong').allTextContents()).toEqual(['4', '3']);
    expect(await page.locator('.brand-directory h2').allTextContents()).toEqual(['Car brands', 'Motorcycle brands', 'Truck brands', 'Our own brands']);
    // A brand without a page (skipPage) links straight to its stock.
    expect(await page.locator('#main').getByRole('link', { name: 'Isuzu' }).getAttribute('href')).toBe('/search/isuzu');
    await screenshot(page, 'brands-harbourside-1280');
    await page.locator('#main').getByRole('link', { name: 'Hyundai' }).click();
    await page.getByRole('heading', { name: 'Hyundai', level: 1 }).waitFor();
    expect(await page.locator('.brand-banner').textContent()).toContain('7-year warranty');
    expect(await page.locator('.brand-banner__image').getAttribute('width')).toBe('1920');
    expect(await page.locator('.payment-icons li').allTextContents()).toEqual(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']);
    expect(await page.locator('.payment-icons').textContent()).toContain('We accept:');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("content pages: the reserve explainer, FAQs, privacy timelines, a /pages/{slug} page; closed text 'By appointment only'", async () => {
    const { page, errors } = await open('harbourside-auto-group', '/buying', 1280);
    await page.locator('.page--buying').waitFor();
    const buying = await page.locator('.page--buying').textContent();
    expect(buying).toContain('$200 deposit');
    expect(buying).toContain('48 hours');
    expect(buying).toContain('14-day money-back or exchange');
    await page.goto(sites.url('harbourside-auto-group', '/faqs'));
    await page.getByText('Can I get an online estimate for any car?').click();
    expect(await page.locator('.page--faqs').textContent()).toContain('100,000 km');
    await page.goto(sites.url('harbourside-auto-group', '/privacy-policy'));
    expect(await page.locator('.privacy-timelines li').first().textContent()).toContain('within 7 days');
    await page.goto(sites.url('harbourside-auto-group', '/pages/reviews'));
    await page.locator('.review').first().waitFor();
    expect(await page.locator('.review').count()).toBeLessThanOrEqual(10);
    expect(await page.locator('.reviews').textContent()).not.toContain('Translated');
    expect(await page.locator('.reviews__aggregate').textContent()).toContain('1,897 reviews');
    await page.close();
    expect(errors).toEqual([]);

    const nissan = await open('coastal-nissan', '/our-location/coastal-nissan', 390);
    await nissan.page.locator('.location-card--large').waitFor();
    expect(await nissan.page.locator('.location-card--large dd').last().textContent()).toBe('By appointment only');
    await screenshot(nissan.page, 'location-coastal-nissan-390');
    expect(nissan.errors).toEqual([]);
    await nissan.page.close();
  });

  it('a site with reviews, offers, blog and the sales counter switched off ships none of their code', () => {
    const features = (slug: string) => {
      const assets = join(workspace().generatedDir, slug, 'dist', 'assets');
      const js = readdirSync(assets)
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(join(assets, file), 'utf8'))
        .join('\n');
      return ['reviews', 'offers', 'blog', 'sales-counter', 'brand-directory'].filter((feature) =>
        new RegExp(`data-feature["'\`]?:\\s*["'\`]${feature}["'\`]`).test(js),
      );
    };
    expect(features('redgum-used-cars')).toEqual([]);
    expect(features('harbourside-auto-group')).toEqual(['reviews', 'offers', 'blog', 'sales-counter', 'brand-directory']);
  });
});
