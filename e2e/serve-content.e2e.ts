/**
 * The tenant sweep as `dealer-gen serve` runs (no demo, no --sample-content): on every sample tenant's home,
 * search, car, offers, contact and location pages nothing made up shows as real (no block marked as sample
 * content, no invented reviewer, blog host or stats), and what does not exist answers a real 404 with the
 * site's not-found page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SAMPLE_TENANTS, startSites, waitForLive, type RunningSites } from './harness.ts';
import { startPages, tenantOf } from './tenant-pages.ts';

/** The heading of runtime/ui/pages/NotFoundPage.tsx. */
const NOT_FOUND_HEADING = 'Page not found';
/** Texts only the sample content provider writes. */
const SAMPLE_TEXTS = ['Test Customer', 'Testing the review feed', 'Sample content', '50+'];

let sites: RunningSites;
let browser: Browser;
beforeAll(async () => {
  [sites, browser] = await Promise.all([startSites(SAMPLE_TENANTS, 60, (tenant) => tenant, { demo: false }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await sites?.close();
});

async function settle(page: Page): Promise<void> {
  await waitForLive(page);
  // Blocks that fetch their content after the page comes alive (reviews, offers, blog) are in by then.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

describe.concurrent.each(SAMPLE_TENANTS)('%s under serve', (slug) => {
  it('shows no sample content as real on its main pages', async () => {
    const tenant = tenantOf(slug);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const found: string[] = [];
    for (const path of startPages(sites, tenant)) {
      await page.goto(sites.url(slug, path));
      await settle(page);
      const text = (await page.locator('body').textContent()) ?? '';
      for (const sample of SAMPLE_TEXTS) if (text.includes(sample)) found.push(`${path}: "${sample}"`);
      if ((await page.locator('[data-sample-content]').count()) > 0) found.push(`${path}: a block marked as sample content`);
      // A host made up for the tenant (blog.<tenant>.example.com); its own configured domains are its own.
      const inventedHosts = await page
        .locator('a[href]')
        .evaluateAll(
          (anchors: HTMLAnchorElement[], own) =>
            anchors.map((a) => a.href).filter((href) => /\.example\.com$/.test(new URL(href).hostname) && !own.includes(new URL(href).hostname)),
          tenant.domains,
        );
      for (const href of inventedHosts) found.push(`${path}: a link to ${href}`);
      const stats = await page.locator('.stats-banner strong').allTextContents();
      const configured = tenant.brands.stats.map((s) => s.value);
      if (stats.some((value) => !configured.includes(value))) found.push(`${path}: stats ${stats.join(', ')} not in the config`);
    }
    await page.close();
    expect(found).toEqual([]);
  }, 120_000);

  it('answers 404 with its not-found page for what does not exist', async () => {
    const tenant = tenantOf(slug);
    const missing = [
      '/cars/2001-no-such-car-0',
      '/locations/no-such-yard',
      '/no-such-page',
      ...(tenant.offers.enabled ? ['/offers/987654'] : []),
      ...(tenant.pages.extraPages.length > 0 ? ['/pages/no-such-page'] : []),
    ];
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const wrong: string[] = [];
    for (const path of missing) {
      const response = await page.goto(sites.url(slug, path));
      await settle(page);
      const heading = await page.getByRole('heading', { name: NOT_FOUND_HEADING, level: 1 }).count();
      if (response?.status() !== 404 || heading !== 1) wrong.push(`${path}: HTTP ${response?.status()}, not-found heading ${heading}`);
    }
    // Asked from the page: *.localhost resolves in Chromium.
    const sitemap = await page.evaluate(() => fetch('/sitemap.xml').then((r) => r.text()));
    for (const path of missing) if (sitemap.includes(`${path}<`)) wrong.push(`${path} is in the sitemap`);
    await page.close();
    expect(wrong).toEqual([]);
  }, 60_000);
});
