/**
 * Every sample tenant, every page type, in Chromium against the real server and sample stock: no console
 * error, failed request or uncaught exception; no serious or critical axe violation; screenshots at 390 and
 * 1280 px wide kept in artifacts/ (git-ignored).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { loadTenant } from '../cli/lib/tenants.ts';
import { workspace } from '../cli/lib/workspace.ts';
import { overviewBrands, overviewPath } from '../schema/brand-overviews.ts';
import { financeOn } from '../schema/features.ts';
import type { Tenant } from '../schema/tenant.ts';
import { parseSearchBody } from '../server/engine/search-params.ts';
import { launchBrowser, SAMPLE_TENANTS, screenshot, startSites, watchForErrors, type RunningSites } from './harness.ts';

let sites: RunningSites;
let browser: Browser;
beforeAll(async () => {
  [sites, browser] = await Promise.all([startSites(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await sites?.close();
});

function carHits(tenant: Tenant, condition: string, limit: number): { id: number; slug: string }[] {
  const filter = `location.id IN [${tenant.locations.map((l) => l.id).join(', ')}] AND show_on_dealer_website = true AND ${condition}`;
  return sites.server.engine.search(tenant.search.indexName, parseSearchBody({ filter, limit, attributesToRetrieve: ['id', 'slug'] })).hits as {
    id: number;
    slug: string;
  }[];
}

const carSlug = (tenant: Tenant, condition: string): string | undefined => carHits(tenant, condition, 1)[0]?.slug;

/** Two cars side by side, as a shared comparison link opens them. */
function comparePath(tenant: Tenant): string | undefined {
  const cars = carHits(tenant, 'status = in_stock', 2);
  return cars.length === 2 ? `/compare?cars=${cars.map((car) => car.id).join(',')}` : undefined;
}

/** The page types of the sweep, as paths for one tenant; a type the tenant switches off is left out. */
function pagesOf(tenant: Tenant): [string, string][] {
  const available = carSlug(tenant, 'status = in_stock');
  const sold = carSlug(tenant, 'status = sold');
  const pages: [string, string | false | undefined][] = [
    ['home', '/'],
    ['search', tenant.search.defaultPath],
    ['refined-search', `${tenant.search.defaultPath}?range%5Bprice%5D=10000%3A60000&sortBy=lowestPrice`],
    ['car', available && `/cars/${available}`],
    ['sold-car', sold && `/cars/${sold}`],
    ['finance', financeOn(tenant) && tenant.finance.route],
    ['form', '/book-test-drive'],
    ['reserve', tenant.vehicle.reservation && available && `/cars/${available}/${tenant.vehicle.reserveRoute}`],
    ['budget', tenant.pages.budget && '/budget'],
    ['locations', '/dealer-locator'],
    ['offers', tenant.offers.enabled && '/special-offers'],
    ['service', tenant.pages.service && '/service'],
    ['parts', tenant.pages.parts && '/parts/search'],
    ['copy', tenant.pages.topLevelPages[0] ? `/${tenant.pages.topLevelPages[0]}` : '/about-us'],
    ['own-brand', tenant.brands.ownBrands[0]?.path],
    ['brand-overview', overviewBrands(tenant)[0] && overviewPath(overviewBrands(tenant)[0]!.slug)],
    ['gated', tenant.account.garage ? tenant.account.garagePath : '/watchlist'],
    ['compare', tenant.vehicle.compare && comparePath(tenant)],
  ];
  return pages.filter((p): p is [string, string] => typeof p[1] === 'string');
}

// Two tenants at a time: each page mostly waits on the network going quiet, so the sweep takes half as long.
describe.concurrent.each(SAMPLE_TENANTS)('%s', (slug) => {
  it('renders every page type cleanly, accessibly, at phone and desktop widths', async ({ expect }) => {
    const tenant = loadTenant(workspace(), slug).tenant!;
    const problems: string[] = [];
    for (const [name, path] of pagesOf(tenant)) {
      for (const width of [1280, 390]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        const errors = watchForErrors(page);
        await page.goto(sites.url(slug, path), { waitUntil: 'networkidle' });
        await page.waitForTimeout(300);
        await screenshot(page, `${slug}-${name}-${width}`);
        problems.push(...errors.map((e) => `${name} @${width}: ${e}`));
        if (width === 1280) {
          const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
          for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
            problems.push(`${name}: axe ${v.impact} ${v.id} (${v.nodes.length}×) ${v.nodes[0]?.target.join(' ')}`);
        }
        await context.close();
      }
    }
    expect(problems).toEqual([]);
  }, 360_000);
});
