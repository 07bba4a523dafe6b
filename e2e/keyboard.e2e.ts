/**
 * Keyboard reach: tabbing from just before a region must land on every control in it (one stop
 * per radio group and per roving-focus widget, as the keyboard conventions have it), with a
 * visible focus ring, for the search filters, the car gallery, the finance calculator and a form.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startSites, waitForLive, type RunningSites } from './harness.ts';
import { wholeHits } from '../server/engine/whole-hits.fixture.ts';

const SLUG = 'harbourside-auto-group';
let sites: RunningSites;
let browser: Browser;

beforeAll(async () => {
  [sites, browser] = await Promise.all([startSites([SLUG], 60), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await sites?.close();
});

/**
 * Tabs through `region` from the control before it and returns the controls never reached, by a
 * label a reader can act on; also the reached ones that showed no focus outline.
 */
async function tabThrough(page: Page, region: string): Promise<{ missed: string[]; unmarked: string[] }> {
  const result = await tabStops(page, region);
  expect(result.stops, `controls in ${region}`).toBeGreaterThan(2);
  return { missed: result.missed, unmarked: result.unmarked };
}

async function tabStops(page: Page, region: string): Promise<{ stops: number; missed: string[]; unmarked: string[] }> {
  await page.locator(region).first().waitFor();
  await page.evaluate((selector) => {
    const CONTROLS =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const root = document.querySelector(selector)!;
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const label = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? (el as HTMLInputElement).name ?? '').trim().slice(0, 40)}"`;
    // One stop per radio group and per roving-tabindex widget (the rest are reached with arrow keys).
    const stops = new Map<string, string>();
    for (const el of root.querySelectorAll(CONTROLS)) {
      // Roving-focus items (tabindex -1) and hidden slides are reached by the widget's own keys, not Tab.
      if (!visible(el) || el.getAttribute('tabindex') === '-1' || el.closest('[aria-hidden="true"], [inert]')) continue;
      const radio = el instanceof HTMLInputElement && el.type === 'radio' ? `radio:${el.name}` : null;
      stops.set(radio ?? label(el) + stops.size, label(el));
      (el as HTMLElement).dataset.tabStop = radio ?? label(el) + (stops.size - 1);
    }
    (window as { expectedStops?: [string, string][] }).expectedStops = [...stops];
    // Start from the control just before the region (nothing is added to the page: a node React did not draw would
    // spoil the hydration of a server-drawn region still coming alive).
    const everywhere = [...document.querySelectorAll<HTMLElement>(CONTROLS)].filter((el) => visible(el) && el.getAttribute('tabindex') !== '-1');
    const previous = everywhere
      .slice(
        0,
        Math.max(
          0,
          everywhere.findIndex((el) => root.contains(el)),
        ),
      )
      .at(-1);
    if (previous) previous.focus();
    else (document.activeElement as HTMLElement | null)?.blur();
  }, region);
  const reached = new Set<string>();
  const unmarked: string[] = [];
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate((selector) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || !document.querySelector(selector)!.contains(el)) return null;
      const style = getComputedStyle(el);
      return { stop: el.dataset.tabStop ?? '', outlined: style.outlineStyle !== 'none' && style.outlineWidth !== '0px', shadow: style.boxShadow !== 'none' };
    }, region);
    if (focus === null) {
      if (reached.size > 0) break;
      continue;
    }
    reached.add(focus.stop);
    if (!focus.outlined && !focus.shadow) unmarked.push(focus.stop);
  }
  const expected = await page.evaluate(() => (window as { expectedStops?: [string, string][] }).expectedStops ?? []);
  return { stops: expected.length, missed: expected.filter(([key]) => !reached.has(key)).map(([, name]) => name), unmarked };
}

async function openPage(path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(sites.url(SLUG, path));
  await waitForLive(page);
  return page;
}

describe('keyboard reach in Chromium', () => {
  it('search filters: every filter control is reached by Tab and shows focus', async () => {
    const page = await openPage('/search/new-used-and-demo-cars');
    await page.locator('#search-filters input').first().waitFor();
    expect(await tabThrough(page, '#search-filters')).toEqual({ missed: [], unmarked: [] });
    await page.close();
  });

  it('car gallery and finance calculator: every control is reached by Tab and shows focus', async () => {
    const [car] = wholeHits(sites.server.engine, 'Car_production', {
      limit: 1,
      filter: 'location.id IN [11, 12, 13, 14] AND status = in_stock AND show_on_dealer_website = true',
    });
    const page = await openPage(`/cars/${String(car!.slug)}`);
    expect(await tabThrough(page, '.image-slider')).toEqual({ missed: [], unmarked: [] });
    await page.close();
    const finance = await openPage('/finance');
    expect(await tabThrough(finance, '#finance-calculator')).toEqual({ missed: [], unmarked: [] });
    await finance.close();
  });

  it('enquiry form: every field and button is reached by Tab and shows focus', async () => {
    const page = await openPage('/contact-us');
    expect(await tabThrough(page, 'form.step-form')).toEqual({ missed: [], unmarked: [] });
    await page.close();
  });
});
