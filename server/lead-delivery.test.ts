/**
 * Lead delivery through the whole server, on SQLite and on PostgreSQL: a lead posted to the API is acknowledged at
 * once, then reaches a real SMTP server (as ADF/XML for a CRM, or as a summary for people) and a webhook receiver
 * (signed), each target taking only the departments it names. A server that could not deliver a tenant's leads does
 * not start; the demo without SMTP files its mail in the data directory instead.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerEnvelope } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Car } from '../schema/car.ts';
import { REPO_ROOT } from '../schema/sample-tenants.fixture.ts';
import { tenantSchema, type LeadDeliveryTarget, type Tenant, type TenantInput } from '../schema/tenant.ts';
import { createServer, type DealerServer, type ServerOptions } from './app.ts';
import { LeadDeliveryUnsetError } from './delivery/delivery-check.ts';
import { leadMessageDraft } from './delivery/lead-message-of.ts';
import { DELIVERY_ID_HEADER, SIGNATURE_HEADER, verifySignature } from './delivery/webhook.ts';
import { fillSampleStock } from './sample/fill.ts';
import { siteCars } from './stock/site-cars.ts';
import { leadDeliveryStore, type Delivery } from './store/lead-deliveries.ts';
import { openLeadStore } from './store/leads.ts';
import { SQL_DIALECTS, testSqlStores, type TestStores } from './store/sql/test-stores.ts';

const SLUG = 'harbourside-auto-group';
const HOST = { host: `${SLUG}.localhost:4000` };
const MASTER_KEY = 'lead-delivery-test-master-key-0123';
const SALES = 'crm-intake@harbourside.example.com';
const SERVICE = 'service-desk@harbourside.example.com';
const MAIL_FROM = 'Harbourside leads <leads@dealer-gen.example>';
const SECRET_ENV = 'HARBOURSIDE_WEBHOOK_SECRET';
const SECRET = 'whsec_lead-delivery-test_5d41402abc4b2a76';
/** Each wait for something the worker does; it polls every WORKER.pollMs, so a few seconds is plenty even under load. */
const ARRIVE_MS = 10_000;
const WORKER = { pollMs: 50, webhookTimeoutMs: 1500 };
/** Every submission of a case comes from one client; the spam limits have tests of their own. */
const LIMITS = { perClient: { max: 1e9, windowMs: 60_000 }, perContact: { max: 1e9, windowMs: 60_000 } };

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });
/** An element's text, whether or not it has attributes. */
const text = (node: unknown): unknown => (typeof node === 'object' && node !== null && '#text' in node ? node['#text'] : node);
const crlfToLf = (value: string | undefined) => value?.replace(/\r\n/g, '\n');

/** The sample tenant as its file has it, with these delivery targets, through the schema as the server loads it. */
function tenantWith(delivery: unknown[]): Tenant {
  const input = JSON.parse(readFileSync(join(REPO_ROOT, 'tenants', `${SLUG}.json`), 'utf8')) as TenantInput;
  return tenantSchema.parse({ ...input, leads: { delivery } });
}

/** Sales leads as ADF to the CRM and to the webhook; service leads as a summary to the service desk. */
const targets = (webhookUrl: string) => [
  { type: 'email', to: [SALES], format: 'adf', categories: ['sales'] },
  { type: 'email', to: [SERVICE], format: 'text', categories: ['service'] },
  { type: 'webhook', url: webhookUrl, secretEnv: SECRET_ENV, categories: ['sales'] },
];

/** Polls `check` until it gives a value; past `ms`, fails naming what was awaited and what was there instead. */
async function eventually<T>(label: string, ms: number, check: () => Promise<T | undefined> | T | undefined, state: () => unknown = () => ''): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Not within ${ms} ms: ${label}\n${JSON.stringify(state(), null, 2)}`);
    await sleep(25);
  }
}

interface Received {
  mail: ParsedMail;
  envelope: SMTPServerEnvelope;
  /** When the mail was read (Date.now()). */
  at: number;
}

const closers: (() => Promise<void>)[] = [];

/** A real SMTP server on a free loopback port, reading back every mail it accepts. */
async function mailSink() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        received.push({ mail, envelope: session.envelope, at: Date.now() });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const to = (address: string) => received.filter((r) => r.envelope.rcptTo.some((rcpt) => rcpt.address === address));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    to,
    /** The first mail to `address` about this lead (its id in the subject or the summary's footer). */
    waitFor: (address: string, leadId: string) =>
      eventually(
        `a mail to ${address} about lead ${leadId}`,
        ARRIVE_MS,
        () => to(address).find((r) => r.mail.subject?.includes(leadId) || r.mail.text?.includes(leadId)),
        () => received.map((r) => ({ to: r.envelope.rcptTo.map((rcpt) => rcpt.address), subject: r.mail.subject })),
      ),
  };
}

/** A webhook endpoint on a free loopback port: answers 204, or, once told to hang, reads each request and never answers. */
async function webhookReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string; at: number }[] = [];
  let hanging = false;
  const server = createHttpServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body, at: Date.now() });
      if (!hanging) response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/dealer-leads`,
    received,
    hang: () => {
      hanging = true;
    },
    waitFor: (leadId: string) =>
      eventually(
        `a webhook about lead ${leadId}`,
        ARRIVE_MS,
        () => received.find((r) => r.body.includes(leadId)),
        () => received.map((r) => r.body.slice(0, 200)),
      ),
  };
}

/** The dealer server over this case's database, with sample stock, the webhook's secret in its environment and its worker running. */
async function startDealer(stores: TestStores, tenant: Tenant, options: Partial<Omit<ServerOptions, 'search'>> = {}): Promise<DealerServer> {
  const { dataDir, databaseUrl } = stores.server();
  const server = await createServer({
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    masterKey: MASTER_KEY,
    sitesDir: dataDir,
    sites: [{ tenant, distDir: join(dataDir, 'dist') }],
    limits: LIMITS,
    env: { [SECRET_ENV]: SECRET },
    ...options,
  });
  closers.push(() => server.app.close());
  await fillSampleStock(server.stock, [tenant], 30);
  await server.app.ready();
  return server;
}

/** A car the site lists with everything a CRM matches on: VIN, stock number and price. */
async function stockCar(server: DealerServer, tenant: Tenant): Promise<Car> {
  const cars = await siteCars(server.stock, tenant, ['status = in_stock'], 30);
  const car = cars.find((c) => c.vin && c.stocknum && c.price > 0);
  if (!car) throw new Error('No car with a VIN, stock number and price in the sample stock');
  return car;
}

/** Shopper text that means something in XML and HTML, and a name beyond ASCII. */
const MESSAGE = 'Is it still <available>? I’d trade my "old" Yaris & pay the rest.\nSaturday works ]]> if you’re open.';
const enquiry = (car: Car) => ({
  kind: 'enquiry',
  category: 'Sales Enquiry',
  subcategory: 'Used Car Enquiry',
  url: `https://harbourside.example.com/cars/${car.slug}?utm_source=google&utm_campaign=eofy`,
  source: 'Website',
  user_agent: 'lead-delivery.test',
  car_id: car.id,
  lead_attributes: {
    visited_pages: ['/', '/used-cars?make=toyota&body=suv', `/cars/${car.slug}`],
    linked_query_params: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'eofy <sale> & "more"' },
  },
  fields: { name: 'Zoë', last_name: 'Ngô-Brontë', email: 'zoe.ngo@example.com', phone: '0412 345 678', message: MESSAGE, PreferredContactMethod: 'Email' },
});

/** The lead's deliveries, once every one of them has been delivered. */
async function allDelivered(stores: TestStores, leadPublicId: string, count: number): Promise<Delivery[]> {
  const sql = stores.open();
  const lead = (await (await openLeadStore(sql)).find(SLUG, leadPublicId))!;
  const deliveries = leadDeliveryStore(sql);
  let mine: Delivery[] = [];
  return eventually(
    `the ${count} deliveries of lead ${leadPublicId} delivered`,
    ARRIVE_MS,
    async () => {
      mine = (await deliveries.list(SLUG)).filter((d) => d.leadId === lead.id);
      return mine.length === count && mine.every((d) => d.status === 'delivered') ? mine : undefined;
    },
    () => mine,
  );
}

describe.each(SQL_DIALECTS)('on %s', (dialect) => {
  const stores = testSqlStores(dialect);
  // Registered after the stores' hooks, so it runs before them: servers first (their workers may be mid-send), then the sinks.
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  it('acknowledges an enquiry about a car at once, then e-mails it as ADF to sales and posts it, signed, to the webhook; the service desk gets nothing', async () => {
    const sink = await mailSink();
    const hook = await webhookReceiver();
    const tenant = tenantWith(targets(hook.url));
    const server = await startDealer(stores, tenant, { delivery: { smtpUrl: sink.url, mailFrom: MAIL_FROM, worker: WORKER } });
    const car = await stockCar(server, tenant);

    const started = performance.now();
    const response = await server.app.inject({ method: 'POST', url: '/api/leads', headers: HOST, payload: enquiry(car) });
    expect(response.statusCode, response.body).toBe(201);
    expect(performance.now() - started).toBeLessThan(1000);
    const leadId: string = response.json().lead_id;

    // The ADF mail, in its body and as lead.xml, parsed back by an XML parser that knows nothing of ours.
    const { mail, envelope } = await sink.waitFor(SALES, leadId);
    expect(envelope.mailFrom && envelope.mailFrom.address).toBe('leads@dealer-gen.example');
    expect(mail.subject).toBe(`ADF lead ${leadId}`);
    const attachment = mail.attachments.find((a) => a.filename === 'lead.xml');
    expect(attachment?.contentType).toBe('application/xml');
    const document = attachment!.content.toString('utf8');
    expect(crlfToLf(mail.text)?.trimEnd()).toBe(document.trimEnd());
    expect(XMLValidator.validate(document)).toBe(true);
    expect(document).toContain('&lt;available&gt;');
    const { prospect } = xml.parse(document).adf;
    expect(text(prospect.id)).toBe(leadId);
    const vehicle = prospect.vehicle;
    expect(vehicle).toMatchObject({ year: String(car.year), make: car.make, model: car.model, vin: car.vin, stock: car.stocknum });
    expect(vehicle.price).toEqual({ '#text': String(car.price), '@type': 'asking', '@currency': 'AUD' });
    const contact = prospect.customer.contact;
    expect(contact.name).toEqual([
      { '#text': 'Zoë', '@part': 'first' },
      { '#text': 'Ngô-Brontë', '@part': 'last' },
    ]);
    expect(text(contact.email)).toBe('zoe.ngo@example.com');
    expect(text(contact.phone)).toBe('0412 345 678');
    const comments = String(prospect.customer.comments);
    expect(comments.startsWith(MESSAGE)).toBe(true);
    expect(comments).toContain('utm_source: google');
    expect(comments).toContain('utm_campaign: eofy <sale> & "more"');
    expect(comments).toContain('Visited page 2: /used-cars?make=toyota&body=suv');

    // The webhook: signed with the tenant's secret over the exact bytes sent, about the same lead.
    const call = await hook.waitFor(leadId);
    const signature = String(call.headers[SIGNATURE_HEADER.toLowerCase()]);
    expect(verifySignature(signature, call.body, SECRET)).toBe(true);
    expect(verifySignature(signature, call.body, 'another secret')).toBe(false);
    expect(verifySignature(signature, call.body.replace('Zoë', 'Zoe'), SECRET)).toBe(false);
    const posted = JSON.parse(call.body);
    expect(posted).toMatchObject({ type: 'lead.created', delivery_id: call.headers[DELIVERY_ID_HEADER.toLowerCase()] });
    expect(posted.lead).toMatchObject({
      lead_id: leadId,
      delivery_category: 'sales',
      contact: { name: 'Zoë Ngô-Brontë', email: 'zoe.ngo@example.com' },
      message: MESSAGE,
      car: { id: car.id, vin: car.vin, stock_number: car.stocknum, price: car.price },
      utm: { utm_campaign: 'eofy <sale> & "more"', utm_medium: 'cpc', utm_source: 'google' },
    });

    // Both deliveries recorded as done, each under the id its receiver saw; nothing for the service desk.
    const deliveries = await allDelivered(stores, leadId, 2);
    const byType = Object.fromEntries(deliveries.map((d) => [d.target.type, d]));
    expect(mail.headers.get('x-dealer-delivery-id')).toBe(byType.email!.deliveryId);
    expect(mail.messageId).toBe(`<${byType.email!.deliveryId}@dealer-gen>`);
    expect(posted.delivery_id).toBe(byType.webhook!.deliveryId);
    expect(deliveries.map((d) => d.attempts)).toEqual([1, 1]);
    await sleep(5 * WORKER.pollMs);
    expect(sink.to(SERVICE)).toEqual([]);
    expect(sink.received).toHaveLength(1);
    expect(hook.received).toHaveLength(1);

    // The lead as the dealer reads it is kept with the lead, for the CSV export and for every retry.
    const stored = await (await openLeadStore(stores.open())).find(SLUG, leadId);
    expect(stored?.message).toMatchObject({ leadId, deliveryCategory: 'sales', car: { id: car.id, vin: car.vin }, message: MESSAGE });
    expect(stored?.message?.utm).toEqual(enquiry(car).lead_attributes.linked_query_params);
  });

  it('sends a service form to the service desk only, as a summary naming the shopper', async () => {
    const sink = await mailSink();
    const hook = await webhookReceiver();
    const server = await startDealer(stores, tenantWith(targets(hook.url)), { delivery: { smtpUrl: sink.url, mailFrom: MAIL_FROM, worker: WORKER } });
    const payload = {
      category: 'Service Enquiry',
      subcategory: 'Logbook Service',
      fields: {
        name: 'Zoë Ngô',
        email: 'zoe.service@example.com',
        phone: '0412 000 111',
        message: 'The brakes squeal <loudly> & the "check engine" light is on.',
        location_id: '12',
      },
      additional_services: ['Wheel alignment'],
    };
    const response = await server.app.inject({ method: 'POST', url: '/api/forms', headers: HOST, payload });
    expect(response.statusCode, response.body).toBe(201);
    const leadId: string = response.json().lead_id;

    const { mail } = await sink.waitFor(SERVICE, leadId);
    expect(mail.subject).toBe('New Service Enquiry from Zoë Ngô');
    expect(mail.replyTo?.value).toEqual([{ name: 'Zoë Ngô', address: 'zoe.service@example.com' }]);
    const body = crlfToLf(mail.text)!;
    expect(body).toContain('Name: Zoë Ngô');
    expect(body).toContain('Email: zoe.service@example.com');
    expect(body).toContain('The brakes squeal <loudly> & the "check engine" light is on.');
    expect(body).toContain('Location: Harbourside Toyota - Service');
    expect(body).toContain(`Lead ${leadId}`);
    expect(mail.html).toContain('The brakes squeal &lt;loudly&gt; &amp; the &quot;check engine&quot; light is on.');
    expect(mail.html).not.toContain('<loudly>');

    const [delivery] = await allDelivered(stores, leadId, 1);
    expect(delivery!.target).toMatchObject({ type: 'email', format: 'text', to: [SERVICE] });
    await sleep(5 * WORKER.pollMs);
    expect(sink.received).toHaveLength(1);
    expect(hook.received).toEqual([]);
  });

  it('acknowledges leads within a second while the webhook never answers, and still e-mails them', async () => {
    const sink = await mailSink();
    const hook = await webhookReceiver();
    hook.hang();
    const tenant = tenantWith(targets(hook.url));
    const server = await startDealer(stores, tenant, { delivery: { smtpUrl: sink.url, mailFrom: MAIL_FROM, worker: WORKER } });
    const car = await stockCar(server, tenant);

    const first = await server.app.inject({ method: 'POST', url: '/api/leads', headers: HOST, payload: enquiry(car) });
    expect(first.statusCode, first.body).toBe(201);
    const leadId: string = first.json().lead_id;
    const call = await hook.waitFor(leadId);
    // The worker is now waiting on the receiver: the next shopper is answered all the same.
    const started = performance.now();
    const second = await server.app.inject({ method: 'POST', url: '/api/leads', headers: HOST, payload: enquiry(car) });
    expect(second.statusCode, second.body).toBe(201);
    expect(performance.now() - started).toBeLessThan(1000);
    // The e-mail of the lead whose webhook hangs is sent beside it, not once the webhook has timed out.
    const { at } = await sink.waitFor(SALES, leadId);
    expect(at).toBeLessThan(call.at + WORKER.webhookTimeoutMs);

    // The webhook's try ends at its timeout and is kept for a retry, with the reason; the stored lead is untouched.
    const sql = stores.open();
    const lead = (await (await openLeadStore(sql)).find(SLUG, leadId))!;
    let webhook: Delivery | undefined;
    await eventually(
      'the hung webhook delivery given up for now, to be retried',
      ARRIVE_MS,
      async () => {
        webhook = (await leadDeliveryStore(sql).list(SLUG)).find((d) => d.leadId === lead.id && d.target.type === 'webhook');
        return webhook?.lastError ? webhook : undefined;
      },
      () => webhook,
    );
    expect(webhook).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Webhook did not answer within 1.5 s' });
    expect(webhook!.nextAttemptAt).toBeGreaterThan(Date.now());
  });

  it('leaves a delivery another server is sending to it until its claim runs out, without polling the outbox in a loop meanwhile, then sends it itself', async () => {
    const sink = await mailSink();
    const hook = await webhookReceiver();
    const tenant = tenantWith(targets(hook.url));
    // Every pass of the worker asks its clock the time: counting the asks counts the passes.
    let clockReads = 0;
    const now = () => {
      clockReads++;
      return Date.now();
    };
    const pollMs = 100;
    await startDealer(stores, tenant, { delivery: { smtpUrl: sink.url, mailFrom: MAIL_FROM, worker: { ...WORKER, pollMs, now } } });

    // Another server's doing, on the same database: a lead due in a moment, claimed by it for LEASE_MS from then.
    const other = stores.open();
    const LEASE_MS = 2500;
    const dueAt = Date.now() + 1000;
    const salesTarget = tenant.leads.delivery[0] as LeadDeliveryTarget;
    const draft = leadMessageDraft({
      tenant,
      kind: 'enquiry',
      category: 'Sales Enquiry',
      subcategory: null,
      fields: { name: 'Held Elsewhere', email: 'held@example.com' },
      car: null,
      pageUrl: null,
      attributes: null,
      tradeIn: null,
    });
    const lead = await (
      await openLeadStore(other)
    ).add(
      {
        tenant: SLUG,
        kind: 'enquiry',
        category: 'Sales Enquiry',
        subcategory: null,
        carId: null,
        userId: null,
        email: 'held@example.com',
        phone: null,
        payload: {},
        ip: '127.0.0.1',
        message: draft,
        deliverTo: [salesTarget],
      },
      new Date(dueAt),
    );
    const [held] = await leadDeliveryStore(other).claim(dueAt, 10, LEASE_MS);
    expect(held?.message.leadId).toBe(lead.publicId);

    // Due, but held: a second of it, well inside the claim.
    await sleep(dueAt + 200 - Date.now());
    const readsBefore = clockReads;
    await sleep(1000);
    const reads = clockReads - readsBefore;
    expect(sink.received).toEqual([]);
    // Polling makes some 1000 / pollMs passes a second, each reading the clock twice; a worker that looked again at
    // once, because the delivery's try time is past, made 400 (PostgreSQL) to 700 (SQLite) reads in this second.
    expect(reads).toBeLessThan(4 * 2 * (1000 / pollMs));

    // The claim runs out with the delivery still pending (its server died mid-send): this server sends it.
    const { mail } = await sink.waitFor(SALES, lead.publicId);
    expect(mail.headers.get('x-dealer-delivery-id')).toBe(held!.deliveryId);
    const [delivery] = await allDelivered(stores, lead.publicId, 1);
    expect(delivery).toMatchObject({ deliveryId: held!.deliveryId, attempts: 2 });
    expect(delivery!.deliveredAt).toBeGreaterThanOrEqual(dueAt + LEASE_MS);
  });

  it('in the demo without SMTP, files each lead e-mail as an .eml in the data directory', async () => {
    const tenant = tenantWith([{ type: 'email', to: [SALES], format: 'adf' }]);
    const server = await startDealer(stores, tenant, { demo: true, env: {}, delivery: { worker: WORKER } });
    const car = await stockCar(server, tenant);
    const response = await server.app.inject({ method: 'POST', url: '/api/leads', headers: HOST, payload: enquiry(car) });
    expect(response.statusCode, response.body).toBe(201);
    const leadId: string = response.json().lead_id;

    const [delivery] = await allDelivered(stores, leadId, 1);
    const outbox = join(stores.server().dataDir, 'mail-outbox');
    expect(readdirSync(outbox)).toEqual([`${delivery!.deliveryId}@dealer-gen.eml`]);
    const mail = await simpleParser(readFileSync(join(outbox, `${delivery!.deliveryId}@dealer-gen.eml`)));
    expect(mail.from?.value).toEqual([{ name: 'dealer-gen demo', address: 'leads@localhost' }]);
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe(SALES);
    expect(mail.headers.get('x-dealer-delivery-id')).toBe(delivery!.deliveryId);
    const document = mail.attachments.find((a) => a.filename === 'lead.xml')!.content.toString('utf8');
    expect(XMLValidator.validate(document)).toBe(true);
    const { prospect } = xml.parse(document).adf;
    expect(text(prospect.id)).toBe(leadId);
    expect(prospect.vehicle).toMatchObject({ vin: car.vin, stock: car.stocknum });
  });
});

describe('a server that could not deliver a tenant’s leads does not start', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'dealer-lead-delivery-start-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** createServer's answer, and whether it got as far as opening the data directory. */
  async function start(delivery: unknown[], options: Partial<ServerOptions>) {
    const dataDir = join(root, 'data');
    const tenant = tenantWith(delivery);
    const error: unknown = await createServer({
      dataDir,
      masterKey: MASTER_KEY,
      sitesDir: root,
      sites: [{ tenant, distDir: join(root, 'dist') }],
      env: {},
      ...options,
    }).then(
      async (server) => {
        await server.app.close();
        return undefined;
      },
      (reason: unknown) => reason,
    );
    return { error, opened: existsSync(dataDir) };
  }

  it('e-mail targets without an SMTP server, outside the demo', async () => {
    const { error, opened } = await start([{ type: 'email', to: [SALES], format: 'adf' }], {});
    expect(error).toBeInstanceOf(LeadDeliveryUnsetError);
    expect((error as LeadDeliveryUnsetError).problems).toEqual([
      `${SLUG} leads.delivery[0] e-mails leads to ${SALES}: set DEALER_SMTP_URL (and DEALER_MAIL_FROM)`,
    ]);
    expect((error as Error).message).toContain(SLUG);
    expect(opened).toBe(false);
  });

  it('a webhook whose secret variable is not set', async () => {
    const { error, opened } = await start([{ type: 'webhook', url: 'https://crm.example.com/hooks/leads', secretEnv: SECRET_ENV }], {
      delivery: { smtpUrl: 'smtp://127.0.0.1:2525', mailFrom: MAIL_FROM },
    });
    expect(error).toBeInstanceOf(LeadDeliveryUnsetError);
    expect((error as LeadDeliveryUnsetError).problems).toEqual([
      `${SLUG} leads.delivery[0] signs its webhook with the secret in ${SECRET_ENV}, which is not set`,
    ]);
    expect(opened).toBe(false);
  });

  it('an SMTP server without the address to send from', async () => {
    const { error, opened } = await start([{ type: 'email', to: [SALES], format: 'text' }], { delivery: { smtpUrl: 'smtp://127.0.0.1:2525' } });
    expect(error).toBeInstanceOf(LeadDeliveryUnsetError);
    expect((error as Error).message).toContain('DEALER_MAIL_FROM');
    expect(opened).toBe(false);
  });

  it('but starts when every target can be carried out', async () => {
    const { error, opened } = await start(targets('https://crm.example.com/hooks/leads'), {
      delivery: { smtpUrl: 'smtp://127.0.0.1:2525', mailFrom: MAIL_FROM },
      env: { [SECRET_ENV]: SECRET },
    });
    expect(error).toBeUndefined();
    expect(opened).toBe(true);
  });
});
