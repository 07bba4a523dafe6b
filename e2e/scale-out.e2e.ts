/**
 * Scale-out: two `dealer-gen serve` processes on one PostgreSQL database and one real Meilisearch, as behind a
 * load balancer that sends each request to either. Stock imported once, a lead, a sign-in, a watchlist and a
 * spam limit taken by server A hold on server B, and killing A with SIGKILL loses no lead it acknowledged. In Chromium,
 * B's pages come alive and search Meilisearch straight from the browser with their tenant token.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../cli/lib/tenants.ts';
import { PACKAGE_ROOT, workspace } from '../cli/lib/workspace.ts';
import { SUBMISSION_LIMITS } from '../server/api/rate-limit.ts';
import { startRealMeilisearch, type TestTarget } from '../server/engine/test-targets.ts';
import { startTestPostgres, type TestPostgres } from '../server/store/sql/test-postgres.ts';
import type { Browser } from 'playwright-core';
import { E2E_MASTER_KEY, launchBrowser, waitForLive, watchForErrors } from './harness.ts';
import { DEALER_BIN, startServe, stopServe, type ServeProcess } from './serve-process.ts';

const SLUG = 'coastal-nissan';
const CARS = 80;
const MEILI_KEY = 'scale-out-meili-master-key-0123456789';
const tenant = loadTenant(workspace(), SLUG).tenant!;
const dir = mkdtempSync(join(tmpdir(), 'dealer-scale-out-'));

let postgres: TestPostgres | undefined;
let meili: TestTarget | undefined;
let databaseUrl: string;
let a: ServeProcess | undefined;
let b: ServeProcess | undefined;

const dealerGen = (args: string[]) => execa(process.execPath, [DEALER_BIN, ...args], { cwd: PACKAGE_ROOT, env: { NO_COLOR: '1', CI: 'true' } });

/** A server as a load balancer in front of both would be started: its own data directory, the shared stores and key. */
const serveArgs = (name: string) => [
  '--demo',
  '--tenant',
  SLUG,
  '--data-dir',
  join(dir, name),
  '--database-url',
  databaseUrl,
  '--search-url',
  meili!.host,
  '--search-key',
  MEILI_KEY,
  '--master-key',
  E2E_MASTER_KEY,
  // The suite is the load balancer: each shopper's address comes in X-Forwarded-For, so each check has limits of its own.
  '--trust-proxy',
  '127.0.0.1',
];

beforeAll(async () => {
  [postgres, meili] = await Promise.all([startTestPostgres(), startRealMeilisearch({ masterKey: MEILI_KEY })]);
  databaseUrl = await postgres.newDatabase();
  // Started together, as behind a load balancer: both run the migrations and give the index its settings.
  const started = await Promise.allSettled([startServe(serveArgs('a')), startServe(serveArgs('b'))]);
  [a, b] = started.map((one) => (one.status === 'fulfilled' ? one.value : undefined));
  for (const one of started) if (one.status === 'rejected') throw one.reason;
  const stock = join(dir, 'stock.json');
  await dealerGen(['stock', 'sample', '--tenant', SLUG, '--count', String(CARS), '--out', stock]);
  await dealerGen(['stock', 'import', stock, '--host', meili.host, '--key', MEILI_KEY]);
}, 120_000);

afterAll(async () => {
  await Promise.all([stopServe(a), stopServe(b)]);
  await Promise.all([meili?.close(), postgres?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

// `--tenant` answers for any host name, so requests go to 127.0.0.1 as a load balancer's would.
const get = (server: ServeProcess | undefined, path: string, headers: Record<string, string> = {}) => fetch(`${server!.base}${path}`, { headers });

/** A POST from the site's own page on `server` (the cross-site check reads Origin), for the shopper at `client`. */
const post = (server: ServeProcess | undefined, path: string, body: unknown, { client = '203.0.113.1', cookie = '' } = {}) =>
  fetch(`${server!.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server!.base, 'x-forwarded-for': client, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

// Each lead has a phone of its own, as each has its e-mail: the per-contact limit counts phones too.
let phones = 0;
const enquiry = (email: string) => ({
  kind: 'enquiry',
  category: 'General Enquiry',
  url: '/contact',
  source: 'Website',
  user_agent: 'scale-out.e2e',
  lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
  fields: { name: 'Ada', email, phone: `04${String(phones++).padStart(8, '0')}`, message: 'Still there?' },
});

const exportedLeads = async () => (await dealerGen(['leads', 'export', SLUG, '--database-url', databaseUrl])).stdout;

interface ListedCar {
  id: number;
  slug: string;
  model: string;
}

/** The search page B draws, and what its own tenant token finds in Meilisearch. */
async function searchFromB(): Promise<{ html: string; drawnCount: number; total: number; car: ListedCar }> {
  const page = await get(b, tenant.search.defaultPath);
  expect(page.status).toBe(200);
  const html = await page.text();
  const meta = (name: string) => new RegExp(`<meta name="dealer:${name}" content="([^"]+)"`).exec(html)?.[1];
  const drawnCount = Number(/([\d,]+) cars? found/.exec(html)?.[1]?.replace(/,/g, ''));
  const search = await fetch(`${meta('search-host')}/indexes/${tenant.search.indexName}/search`, {
    method: 'POST',
    headers: { authorization: `Bearer ${meta('search-key')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ limit: 1, attributesToRetrieve: ['id', 'slug', 'model'] }),
  });
  expect(search.status).toBe(200);
  const answer = (await search.json()) as { estimatedTotalHits: number; hits: ListedCar[] };
  return { html, drawnCount, total: answer.estimatedTotalHits, car: answer.hits[0]! };
}

describe('two serve processes on one PostgreSQL and one Meilisearch', () => {
  it('both name the shared stores in /healthz', async () => {
    for (const server of [a, b]) expect(await (await get(server, '/healthz')).json()).toEqual({ status: 'ok', store: 'postgres', engine: 'meilisearch' });
  });

  it('draws on B the stock imported into Meilisearch, which the page token searches directly', async () => {
    const { html, drawnCount, total, car } = await searchFromB();
    expect(meili!.host).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(html).toContain(`<meta name="dealer:search-host" content="${meili!.host}"`);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(CARS);
    expect(drawnCount).toBe(total);
    expect(html).toContain(`href="/cars/${car.slug}"`);
  });

  it('draws the car page, its PDF and the sitemap on B', async () => {
    const { total, car } = await searchFromB();
    const page = await get(b, `/cars/${car.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('class="vehicle-page');
    expect(html).toContain(car.model);

    const pdf = await get(b, `/api/cars/${car.slug}/pdf`);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const sitemap = await (await get(b, '/sitemap.xml')).text();
    expect(sitemap).toContain(`/cars/${car.slug}</loc>`);
    // Every car (its slug starts with its year), beside the site's pages such as /cars/trade-in.
    expect(sitemap.match(/\/cars\/\d{4}-[^<]*<\/loc>/g)?.length).toBe(total);
  });

  it('comes alive in Chromium on B: the page searches Meilisearch itself, and a card opens the car page B draws', async () => {
    const browser: Browser = await launchBrowser();
    try {
      const { total } = await searchFromB();
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors = watchForErrors(page);
      const searched: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(`${meili!.host}/`)) searched.push(request.headers().authorization ?? '');
      });
      await page.goto(`${b!.base}${tenant.search.defaultPath}`);
      await waitForLive(page);
      await page.getByLabel('Sort by').selectOption('lowestPrice');
      await expect.poll(() => new URL(page.url()).search).toBe('?sortBy=lowestPrice');
      // The browser's own search, past the server, with the token B wrote into the page; never a master key.
      await expect.poll(() => searched.length).toBeGreaterThan(0);
      expect(searched.every((authorization) => /^Bearer ey/.test(authorization))).toBe(true);
      expect(searched.join()).not.toContain(MEILI_KEY);
      await page.locator('.search-results[data-settled-url*="sortBy=lowestPrice"]').waitFor();
      const prices = (
        await page.locator('.result-grid .car-card').evaluateAll((cards) => cards.map((card) => Number((card as HTMLElement).dataset.price)))
      ).filter((price) => price > 0);
      expect(prices).toEqual([...prices].sort((x, y) => x - y));
      expect(Number(((await page.locator('.search-results__count').textContent()) ?? '').replace(/[^\d]/g, ''))).toBe(total);

      const first = page.locator('.result-grid .car-card a[href^="/cars/"]').first();
      const href = (await first.getAttribute('href'))!;
      await first.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(href);
      await waitForLive(page);
      await page.locator('.vehicle-page').waitFor();
      expect(await page.locator('.vehicle-page h1').first().textContent()).toMatch(/^\d{4} \S/);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it("lists a lead taken by A in the database's export", async () => {
    const taken = await post(a, '/api/leads', enquiry('shared-lead@example.com'), { client: '203.0.113.10' });
    expect(taken.status).toBe(201);
    expect(await exportedLeads()).toContain('"shared-lead@example.com"');
  });

  it('keeps a shopper signed in on A signed in on B, with the watchlist saved on A', async () => {
    const phone = '0412000301';
    expect((await post(a, '/api/session/code', { phone }, { client: '203.0.113.20' })).status).toBe(202);
    const outbox = (await (await get(a, `/api/dev/outbox?phone=${phone}`)).json()) as { messages: { body: string }[] };
    const code = /\d{6}/.exec(outbox.messages.at(-1)!.body)![0];
    const signedIn = await post(a, '/api/session', { phone, code }, { client: '203.0.113.20' });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie()[0]!.split(';')[0]!;

    expect(((await (await get(b, '/api/session', { cookie })).json()) as { user: { phone: string } }).user).toMatchObject({ phone });
    const { car } = await searchFromB();
    expect((await post(a, '/api/watchlist/save-car', { phone_number: phone, car_id: car.id }, { cookie })).status).toBe(200);
    const watchlist = (await (await get(b, '/api/watchlist', { cookie })).json()) as { entries: { id: number; slug: string }[] };
    expect(watchlist.entries).toEqual([expect.objectContaining({ id: car.id, slug: car.slug })]);
  });

  it('refuses on B a shopper who reached the lead limit on A, and no one else', async () => {
    const { max } = SUBMISSION_LIMITS.perClient;
    const client = '203.0.113.30';
    for (let n = 0; n < max; n++) expect((await post(a, '/api/leads', enquiry(`limit-${n}@example.com`), { client })).status).toBe(201);
    const refused = await post(b, '/api/leads', enquiry(`limit-${max}@example.com`), { client });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(b, '/api/leads', enquiry('other-shopper@example.com'), { client: '203.0.113.31' })).status).toBe(201);
  });

  it('keeps every lead A acknowledged when A is killed with SIGKILL mid-burst, and B takes the next', async () => {
    const acknowledged: string[] = [];
    let sent = 0;
    let aDown = false;
    // Eight shoppers at once, each lead from an address and e-mail of its own, so no limit refuses one.
    const shopper = async () => {
      while (!aDown) {
        const n = sent++;
        const email = `burst-${n}@example.com`;
        try {
          const response = await post(a, '/api/leads', enquiry(email), { client: `198.51.${n >> 8}.${n & 255}` });
          if (response.status === 201) acknowledged.push(email);
        } catch {
          aDown = true;
        }
      }
    };
    const burst = Promise.all(Array.from({ length: 8 }, shopper));
    await expect.poll(() => acknowledged.length, { timeout: 20_000, interval: 5 }).toBeGreaterThanOrEqual(50);
    a!.child.kill('SIGKILL');
    await burst;
    expect((await a!.child).signal).toBe('SIGKILL');

    const exported = await exportedLeads();
    expect(acknowledged.filter((email) => !exported.includes(`"${email}"`))).toEqual([]);
    expect((await post(b, '/api/leads', enquiry('after-the-kill@example.com'), { client: '203.0.113.40' })).status).toBe(201);
  });
});
