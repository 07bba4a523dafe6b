/**
 * Every page type of every sample tenant at a phone's and a laptop's width, against committed screenshots: a
 * template change that breaks one tenant's layout fails here with the difference drawn. The data holds still:
 * the server's and the browser's clocks are fixed, the sample stock is seeded, animations are off.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { launchBrowser, SAMPLE_TENANTS, startSites, waitForLive, type RunningSites } from './harness.ts';
import { checkAgainstBaseline } from './screenshot-baseline.ts';
import { pagePlan } from '../bench/web/pages.ts';
import { sitePlan } from '../schema/site-plan.ts';
import { siteSamples, tenantOf } from './tenant-pages.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    updateBaselines: boolean;
  }
}

/** A weekday morning in the sites' time zones, when every sample location is open. */
const NOW = new Date('2026-11-03T00:30:00Z');
const WIDTHS = [390, 1280] as const;
const HEIGHT = 1200;

let sites: RunningSites;
let browser: Browser;

beforeAll(async () => {
  // Only Date: the server's timers (delivery, caches) keep running, but every "now" it reads is the same.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  [sites, browser] = await Promise.all([startSites(SAMPLE_TENANTS, 120), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await sites?.close();
  vi.useRealTimers();
});

async function screenshotOf(slug: string, path: string, width: number): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width, height: HEIGHT }, reducedMotion: 'reduce' });
  await context.clock.setFixedTime(NOW);
  const page = await context.newPage();
  await page.goto(sites.url(slug, path));
  await waitForLive(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // The photos on screen have arrived (those further down, further along a gallery or in a closed menu load lazily when seen).
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect();
      const onScreen = box.width > 0 && box.top < window.innerHeight && box.bottom > 0 && box.left < window.innerWidth && box.right > 0;
      return image.complete || !onScreen;
    }),
  );
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await context.close();
  return png;
}

// Two at a time (the e2e config's concurrency, two cores): each test has its own browser context.
describe.concurrent.each(SAMPLE_TENANTS)('%s', (slug) => {
  it.each(WIDTHS)(
    'looks as its baselines do at %i px',
    async (width) => {
      const update = inject('updateBaselines');
      const problems: string[] = [];
      const tenant = tenantOf(slug);
      // The page types bench/web measures; one the tenant does not have is left out.
      for (const entry of pagePlan(sitePlan(tenant).routes, await siteSamples(sites, tenant))) {
        if (!('path' in entry)) continue;
        const problem = checkAgainstBaseline(`${slug}/${entry.type.name}-${width}`, await screenshotOf(slug, entry.path, width), update);
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
    },
    180_000,
  );
});
