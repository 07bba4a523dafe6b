/**
 * Lead delivery end to end: `dealer-gen serve`, as an operator runs it, on a workspace whose tenant e-mails its leads
 * as ADF/XML to a CRM intake address, with DEALER_SMTP_URL and DEALER_MAIL_FROM pointing at an SMTP sink on loopback.
 * A shopper enquires about a car in Chromium; the ADF mail that reaches the sink is about that car and carries what
 * the shopper typed, and nothing the page loaded names the intake address. The workspace is a temporary copy of the
 * tenant with its delivery target added, over the sites the e2e setup built: delivery is server-side only, so the
 * built site is the same. The sample tenants themselves have no delivery, so a plain `serve` still starts for them.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTenant } from '../cli/lib/tenants.ts';
import { PACKAGE_ROOT, workspace } from '../cli/lib/workspace.ts';
import type { Car } from '../schema/car.ts';
import { DELIVERY_POLL_MS } from '../server/delivery/worker.ts';
import { E2E_MASTER_KEY, launchBrowser, screenshot, waitForLive, watchForErrors } from './harness.ts';
import { startServe, stopServe, type ServeProcess } from './serve-process.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './smtp-sink.ts';

const SLUG = 'coastal-nissan';
const CARS = 40;
/** Names no page, bundle or sample file has, so finding it anywhere a page loaded means the config leaked. */
const INTAKE_LOCAL = 'crm-intake-7f3a9c';
const INTAKE = `${INTAKE_LOCAL}@coastal-nissan-crm.example.com`;
const MAIL_FROM = 'leads@dealer-gen.example.com';
const MAIL_WAIT_MS = 15_000;
const SHOPPER = { first: 'Ada', last: 'Lovelace', email: 'ada.lovelace@example.com', phone: '0412 345 678', postcode: '4575' };
const MESSAGE = 'Is it still available? Could I see it on Saturday morning & take it for a drive <soon>?';

const dir = mkdtempSync(join(tmpdir(), 'dealer-lead-delivery-'));
let sink: SmtpSink | undefined;
let server: ServeProcess | undefined;
let serverLog = '';
let browser: Browser | undefined;

/** A workspace with the sample tenant and an ADF e-mail target added, over the built sites. */
function workspaceWithDelivery(): string {
  const root = join(dir, 'workspace');
  mkdirSync(join(root, 'tenants'), { recursive: true });
  const tenant = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'tenants', `${SLUG}.json`), 'utf8')) as Record<string, unknown>;
  expect(tenant.leads).toBeUndefined();
  const withDelivery = { ...tenant, leads: { delivery: [{ type: 'email', to: [INTAKE], format: 'adf' }] } };
  writeFileSync(join(root, 'tenants', `${SLUG}.json`), JSON.stringify(withDelivery, null, 2));
  symlinkSync(join(PACKAGE_ROOT, 'generated'), join(root, 'generated'), 'dir');
  return root;
}

/**
 * `serve` as on a public server (no --demo, whose mail would go to .eml files) on the workspace and a data directory
 * of its own, with these variables set for it only: this worker's own are put back. Sign-in needs an SMS gateway
 * outside the demo; this one is never called, as no one signs in.
 */
async function serveWith(root: string, data: string, variables: Record<string, string>): Promise<ServeProcess> {
  vi.stubEnv('DEALER_GEN_ROOT', root);
  vi.stubEnv('DEALER_SMS_WEBHOOK_URL', 'http://127.0.0.1:9/sms');
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  try {
    return await startServe(['--tenant', SLUG, '--data-dir', join(dir, data), '--sample-stock', String(CARS), '--master-key', E2E_MASTER_KEY]);
  } finally {
    vi.unstubAllEnvs();
  }
}

beforeAll(async () => {
  const root = workspaceWithDelivery();
  sink = await startSmtpSink();
  // Settled both, so whichever started is stopped after the other failed.
  const [served, launched] = await Promise.allSettled([
    serveWith(root, 'data', { DEALER_SMTP_URL: sink.url, DEALER_MAIL_FROM: `Coastal Nissan leads <${MAIL_FROM}>` }),
    launchBrowser(),
  ]);
  if (launched.status === 'fulfilled') browser = launched.value;
  if (served.status === 'rejected') throw served.reason;
  if (launched.status === 'rejected') throw launched.reason;
  server = served.value;
  // Its request and delivery log, to show with a mail that never came.
  server.child.stdout!.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stopServe(server);
  await sink?.close();
  rmSync(dir, { recursive: true, force: true });
});

const api = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${server!.base}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

/** A car the search page lists that a shopper can enquire about: in stock, not reserved, priced, with a stock number and VIN. */
async function enquirableCar(): Promise<Car> {
  const search = loadTenant(workspace(PACKAGE_ROOT), SLUG).tenant!.search.defaultPath;
  const listing = await (await fetch(`${server!.base}${search}`)).text();
  const slugs = [...new Set([...listing.matchAll(/href="\/cars\/([a-z0-9-]+)"/g)].map((match) => match[1]!))];
  for (const slug of slugs) {
    const { car } = await api<{ car: Car }>(`/api/cars/${slug}`);
    if (car.status === 'in_stock' && !car.reserved && car.price > 1000 && !car.tag && car.stocknum && car.vin) return car;
  }
  throw new Error(`None of the ${slugs.length} cars listed at ${search} can be enquired about`);
}

describe('a lead e-mailed as ADF to the dealer', () => {
  it('refuses to start a plain serve for a tenant that e-mails leads, with no SMTP server set', async () => {
    const outcome = await serveWith(join(dir, 'workspace'), 'refused', { DEALER_SMTP_URL: '', DEALER_MAIL_FROM: '' }).then(
      async (started) => {
        await stopServe(started);
        return 'started';
      },
      (error: Error) => error.message,
    );
    expect(outcome).toMatch(/^serve exited before listening/);
    expect(outcome).toContain(`${SLUG} leads.delivery[0] e-mails leads to ${INTAKE}: set DEALER_SMTP_URL (and DEALER_MAIL_FROM)`);
  });

  it("reaches the SMTP server as ADF about the car the shopper enquired about, with the shopper's details; the page never names the intake address", async () => {
    const car = await enquirableCar();
    const page = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchForErrors(page);
    // Everything the server sent the page: its HTML, every script bundle and chunk (the form's too), styles and API answers.
    const bodies: Promise<{ url: string; type: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(server!.base) && response.request().method() === 'GET' && response.status() === 200)
        bodies.push(
          response.text().then(
            (body) => ({ url: response.url(), type: response.request().resourceType(), body }),
            () => ({ url: response.url(), type: 'gone', body: '' }),
          ),
        );
    });
    await page.goto(`${server!.base}/cars/${car.slug}`);
    await page.locator('.vehicle-page').waitFor();
    await waitForLive(page);

    // What the page shows the shopper about the car.
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())!;
    const spec = (label: string) => page.locator('.spec-list li', { has: page.locator('.spec-list__label', { hasText: label }) }).locator('.spec-list__value');
    const shown = { stock: (await spec('Stock No.').first().textContent())!.trim(), vin: (await spec('VIN').first().textContent())!.trim() };
    expect(heading).toBe(`${car.year} ${car.make} ${car.model}`);
    expect(shown).toEqual({ stock: car.stocknum, vin: car.vin });

    // The shopper opens the enquiry form and types their details, clicking from field to field.
    await page.locator('[data-action="enquire"]:visible').first().click();
    const id = `enquiry-${car.id}`;
    const form = page.locator(`#${id}`);
    await form.waitFor();
    await page.click(`#${id}-name`);
    await page.keyboard.type(SHOPPER.first);
    await page.keyboard.press('Tab');
    await page.keyboard.type(SHOPPER.last);
    await page.click(`#${id}-email`);
    await page.keyboard.type(SHOPPER.email);
    await page.click(`#${id}-phone`);
    await page.keyboard.type(SHOPPER.phone);
    if (await page.locator(`#${id}-postcode`).count()) {
      await page.click(`#${id}-postcode`);
      await page.keyboard.type(SHOPPER.postcode);
    }
    let location: string | null = null;
    const picker = page.locator(`#${id}-location_id`);
    if (await picker.count()) {
      if (!(await picker.inputValue())) await picker.selectOption({ index: 1 });
      location = (await picker.locator('option:checked').textContent())!.trim();
    }
    await page.click(`#${id}-message`);
    await page.keyboard.type(MESSAGE);
    if (await page.locator(`#${id}-terms_conditions`).count()) await page.check(`#${id}-terms_conditions`);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST');
    await form.locator('button[type="submit"]').click();
    const response = await answered;
    expect(response.status()).toBe(201);
    const { lead_id: leadId } = (await response.json()) as { lead_id: string };

    // The success state, naming the car.
    await page.waitForURL(/\/success$/);
    await expect.poll(() => page.locator('.page--success p').first().textContent()).toContain(`about the ${car.year} ${car.make} ${car.model}`);
    await screenshot(page, 'lead-delivery-success');

    // The mail: from DEALER_MAIL_FROM to the intake address only, once, within the bound.
    const ours = () => sink!.received.filter(({ mail }) => mail.subject === `ADF lead ${leadId}`);
    await expect
      .poll(() => ours().length, { timeout: MAIL_WAIT_MS, interval: 100, message: `no ADF mail for lead ${leadId} in ${MAIL_WAIT_MS} ms` })
      .toBeGreaterThan(0)
      .catch((error: Error) => {
        throw new Error(`${error.message}\nthe server's log:\n${serverLog}`, { cause: error });
      });
    const [{ envelope, mail }] = ours() as [ReceivedMail];
    expect(envelope.mailFrom && envelope.mailFrom.address).toBe(MAIL_FROM);
    expect(envelope.rcptTo.map((rcpt) => rcpt.address)).toEqual([INTAKE]);
    expect(mail.from?.value).toEqual([{ address: MAIL_FROM, name: 'Coastal Nissan leads' }]);
    const deliveryId = String(mail.headers.get('x-dealer-delivery-id'));
    expect(deliveryId).toMatch(/^[0-9a-f-]{36}$/);
    expect(mail.messageId).toBe(`<${deliveryId}@dealer-gen>`);

    // The ADF document, in the body and attached as lead.xml.
    const attachment = mail.attachments.find((a) => a.filename === 'lead.xml');
    expect(attachment?.contentType).toBe('application/xml');
    const xml = attachment!.content.toString('utf8');
    expect(mail.text?.trim()).toBe(xml.trim());
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<\?adf version="1\.0"\?>/);
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      parseTagValue: false,
      isArray: (name) => ['vehicle', 'name'].includes(name),
    });
    const { prospect } = (parser.parse(xml) as { adf: { prospect: Prospect } }).adf;
    expect(prospect.id).toMatchObject({ '#text': leadId, '@source': 'Coastal Nissan' });

    // About the car the page showed.
    expect(prospect.vehicle).toHaveLength(1);
    const [vehicle] = prospect.vehicle as [Vehicle];
    expect(vehicle).toMatchObject({
      '@interest': 'buy',
      '@status': car.car_type === 'used' ? 'used' : 'new',
      id: { '#text': String(car.id) },
      year: String(car.year),
      make: car.make,
      model: car.model,
      vin: shown.vin,
      stock: shown.stock,
      price: { '#text': String(car.price), '@type': 'asking', '@currency': 'AUD' },
    });
    expect(vehicle.comments).toContain(`/cars/${car.slug}`);

    // With the shopper's details and message.
    const { contact, comments } = prospect.customer;
    expect(contact.name).toEqual([
      { '#text': SHOPPER.first, '@part': 'first' },
      { '#text': SHOPPER.last, '@part': 'last' },
    ]);
    expect(contact.email).toBe(SHOPPER.email);
    expect(contact.phone['#text'].replace(/\D/g, '')).toBe(SHOPPER.phone.replace(/\D/g, ''));
    expect(contact.phone['@type']).toBe('voice');
    expect(comments.startsWith(MESSAGE)).toBe(true);
    // From the location the shopper chose, else the car's, taken when the lead was.
    expect(prospect.vendor.vendorname).toBe('Coastal Nissan');
    if (location) expect(prospect.vendor.contact.name).toMatchObject({ '#text': location });
    else expect(prospect.vendor.id).toMatchObject({ '#text': String(car.location.id) });
    expect(Date.now() - Date.parse(prospect.requestdate)).toBeLessThan(60_000);

    // The config never reached the page: not in its HTML, scripts, styles or API answers, nor in any bundle built.
    const loaded = await Promise.all(bodies);
    expect(loaded.filter((r) => r.type === 'document').map((r) => new URL(r.url).pathname)).toContain(`/cars/${car.slug}`);
    expect(loaded.filter((r) => r.type === 'script').length).toBeGreaterThan(1);
    // Every body was read (the move to /success is the app's own, so the page's resources stay readable), and none names it.
    expect(loaded.filter((r) => r.type === 'gone').map((r) => r.url)).toEqual([]);
    expect(loaded.filter((r) => r.body.includes(INTAKE_LOCAL) || r.body.includes('coastal-nissan-crm')).map((r) => r.url)).toEqual([]);
    // The pages as the server draws them, with their seeds, for anyone who asks.
    for (const path of ['/', `/cars/${car.slug}`, '/contact', '/success'])
      expect(await (await fetch(`${server!.base}${path}`)).text(), path).not.toContain(INTAKE_LOCAL);
    const assets = join(PACKAGE_ROOT, 'generated', SLUG, 'dist', 'assets');
    const bundles = readdirSync(assets).filter((file) => /\.(js|css|html)$/.test(file));
    expect(bundles.length).toBeGreaterThan(0);
    expect(bundles.filter((file) => readFileSync(join(assets, file), 'utf8').includes(INTAKE_LOCAL))).toEqual([]);

    // Sent once: the worker's next look at the outbox does not send it again.
    await new Promise((resolve) => setTimeout(resolve, DELIVERY_POLL_MS + 500));
    expect(ours()).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** An element with attributes, as fast-xml-parser reads it. */
type Text = { '#text': string } & Record<`@${string}`, string>;

interface Vehicle {
  '@interest': string;
  '@status': string;
  id: Text;
  year: string;
  make: string;
  model: string;
  vin: string;
  stock: string;
  price: Text;
  comments: string;
}

interface Prospect {
  id: Text;
  requestdate: string;
  vehicle: Vehicle[];
  customer: { contact: { name: Text[]; email: string; phone: Text }; comments: string };
  vendor: { id: Text; vendorname: string; contact: { name: Text } };
}
