/**
 * End-to-end harness: the real dealer server over freshly built sites with sample stock, on a port chosen at
 * run time on 127.0.0.1, and Debian's Chromium driven by Playwright. Sites answer at <slug>.localhost,
 * which Chromium resolves to loopback.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { fillSampleStock } from '../server/sample/fill.ts';
import { loadTenant } from '../cli/lib/tenants.ts';
import { workspace } from '../cli/lib/workspace.ts';
import { createServer, type DealerServer, type ServerOptions } from '../server/app.ts';
import type { Tenant } from '../schema/tenant.ts';

export const SAMPLE_TENANTS = ['harbourside-auto-group', 'coastal-nissan', 'redgum-used-cars', 'parkway-motors'] as const;
export const E2E_MASTER_KEY = 'e2e-master-key-0123456789';
export const ARTIFACTS_DIR = join(import.meta.dirname, '..', 'artifacts');

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface RunningSites {
  server: DealerServer;
  port: number;
  /** The server's data directory, for a CLI command to work on beside it. */
  dataDir: string;
  url(slug: string, path?: string): string;
  close(): Promise<void>;
}

/**
 * Starts the real server for the given tenants (built by the e2e global setup) with sample stock; `prepare` may change
 * a tenant's server-side content first; `demo: false` serves as `dealer-gen serve` does; `delivery` says where mail goes.
 */
export async function startSites(
  slugs: readonly string[] = SAMPLE_TENANTS,
  carsPerTenant = 300,
  prepare: (tenant: Tenant) => Tenant = (tenant) => tenant,
  { demo = true, delivery }: { demo?: boolean; delivery?: ServerOptions['delivery'] } = {},
): Promise<RunningSites> {
  const ws = workspace();
  const dataDir = mkdtempSync(join(tmpdir(), 'dealer-e2e-'));
  const sites = slugs.map((slug) => {
    const { tenant, problems } = loadTenant(ws, slug);
    if (!tenant) throw new Error(`${slug}: ${JSON.stringify(problems)}`);
    return { tenant: prepare(tenant), distDir: join(ws.generatedDir, slug, 'dist') };
  });
  // One browser on 127.0.0.1 sends every suite's submissions: the spam limits (unit-tested in server/api) would
  // refuse a busy suite's later forms by chance of timing, so they are raised here.
  const limits = { perClient: { max: 100_000, windowMs: 60_000 }, perContact: { max: 100_000, windowMs: 60_000 } };
  // The demo: sign-in codes go to the outbox the sign-in tests read, and blocks without configured content show sample content.
  const server = await createServer({ dataDir, masterKey: E2E_MASTER_KEY, sitesDir: ws.generatedDir, sites, limits, demo, ...(delivery ? { delivery } : {}) });
  await fillSampleStock(
    server.stock,
    sites.map((s) => s.tenant),
    carsPerTenant,
  );
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const port = Number(new URL(address).port);
  return {
    server,
    port,
    dataDir,
    url: (slug, path = '/') => `http://${slug}.localhost:${port}${path}`,
    close: async () => {
      await server.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

/** Everything that went wrong on a page: console errors, failed requests, uncaught exceptions. */
export function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A data request the page called off (a newer search, a closed car), or a photo or a chunk loaded after the page
    // came alive (page arrival, the chat launcher) still loading when the shopper moved on (a navigation cuts it
    // short), is not a failure.
    if (reason === 'net::ERR_ABORTED' && ['fetch', 'xhr', 'ping', 'image', 'script'].includes(request.resourceType())) return;
    problems.push(`request failed: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** A new page at `url`, watched for errors, once it has come alive. */
export async function openLive(browser: Browser, url: string, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport });
  const errors = watchForErrors(page);
  await page.goto(url);
  await waitForLive(page);
  return { page, errors };
}

/** Waits until the page has come alive: a page the server drew shows before its scripts have hydrated it. */
export async function waitForLive(page: Page): Promise<void> {
  await page.locator('html[data-page-live]').waitFor({ state: 'attached' });
}

/**
 * Waits until the page is alive and the results on screen answer the URL in the address bar: the page keeps old
 * hits while loading, a page the server drew is settled before its scripts run, and a grid whose code is still on
 * its way shows placeholder cards (no price) though its answer has come.
 */
export async function searchSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.documentElement.hasAttribute('data-page-live')) return false;
    const results = document.querySelector<HTMLElement>('.search-results');
    const url = results?.dataset.settledUrl;
    if (!results || url === undefined || decodeURIComponent(url) !== decodeURIComponent(location.pathname + location.search)) return false;
    return results.querySelector('.car-card--placeholder') === null;
  });
}

/**
 * The page at `url` as the server sends it, but undrawn and without its seed: what the browser gets when
 * the server could not answer the page's data itself (engine or API down), so the page asks for it.
 */
export async function undrawnPage(sites: RunningSites, slug: string, url: string): Promise<string> {
  const served = await sites.server.app.inject({ url, headers: { host: `${slug}.localhost` } });
  return served.body
    .replace(/<script defer src="\/_dealer\/start-after-load\.js" data-entry="([^"]+)"[^>]*><\/script>/, '<script type="module" crossorigin src="$1"></script>')
    .replace(/<script type="application\/json" id="dealer-page-seed">.*?<\/script>/s, '')
    .replace(/<div id="root">.*<\/div>(?=\s*<\/body>)/s, '<div id="root"></div>');
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: false });
}
