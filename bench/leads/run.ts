/**
 * Leads in and out (#21): the real dealer server in this process (createServer with the embedded engine; its stores in
 * SQLite in a temporary directory, then in PostgreSQL on a throwaway cluster when PostgreSQL is installed), one tenant
 * with both kinds of delivery target: an ADF e-mail to an SMTP sink on loopback and a signed webhook to a receiver on
 * loopback. autocannon posts shoppers' enquiries about the tenant's cars to POST /api/leads for a bounded time; then the
 * bench waits, bounded too, for the outbox to empty. Three runs a store, each on a new server and database:
 *   1. the peer: no delivery targets, as fast as the server takes leads (stored-only leads/s),
 *   2. both targets, as fast as the server takes leads: stored leads/s against the peer's, and the outbox's pace beside it,
 *   3. both targets at the goal's rate (200 leads/s, paced): does the delivery lag stay within the goal?
 * Prints leads/s acknowledged (201: stored), leads/s delivered while the load ran (both targets received), how long
 * after the load the outbox emptied, the delivery lag (the 201 seen → the mail or webhook received, matched by lead
 * id) at p50 and p99, errors, the ratio to the peer; then the goals: ≥ 200 leads/s stored, delivery lag p99 < 10 s to
 * a healthy target. The load, the sink, the receiver and the server share this process and its event loop.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import { loadTenant } from '../../cli/lib/tenants.ts';
import { workspace } from '../../cli/lib/workspace.ts';
import { siteConditions, siteSearchOptions } from '../../runtime/search/filters.ts';
import type { LeadDeliveryTarget, Tenant } from '../../schema/tenant.ts';
import { createServer } from '../../server/app.ts';
import { DELIVERY_ID_HEADER, SIGNATURE_HEADER, verifySignature } from '../../server/delivery/webhook.ts';
import { fillSampleStock } from '../../server/sample/fill.ts';
import { leadDeliveryStore, type DeliveryStatus } from '../../server/store/lead-deliveries.ts';
import { startTestPostgres, type TestPostgres } from '../../server/store/sql/test-postgres.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** How long after the load the outbox has to empty before what is left counts as undelivered (its lag: more than this). */
const DRAIN_SECONDS = Number(process.env.BENCH_DRAIN_SECONDS ?? 10);
const POSTGRES = process.env.BENCH_POSTGRES !== 'off';
const SLUG = 'coastal-nissan';
const CARS = 200;
const GOAL_STORED_PER_S = 200;
const GOAL_LAG_P99_MS = 10_000;
/** The paced run's rate: the goal's. */
const PACED_PER_S = Number(process.env.BENCH_PACED_RATE ?? GOAL_STORED_PER_S);
const SECRET_ENV = 'BENCH_WEBHOOK_SECRET';
const SECRET = 'bench-leads-webhook-secret-0123456789';

// Whatever was started, stopped last first: at the end, on failure, or when the bench is interrupted (once).
const stops: Array<() => Promise<void>> = [];
let stopped: Promise<void> | undefined;
const stopAll = () =>
  (stopped ??= (async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch((error: unknown) => console.error('bench/leads: stopping failed', error));
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll().finally(() => process.exit(1)));

const ms = () => performance.now();
const listening = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/** When each lead's mail and webhook arrived, by lead id, and what did not fit. */
class Receipts {
  readonly mail = new Map<string, number>();
  readonly webhook = new Map<string, number>();
  duplicates = 0;
  /** A webhook with a bad signature, or a mail or webhook naming no lead. */
  bad = 0;
  last = 0;

  take(kind: 'mail' | 'webhook', leadId: string | null): void {
    if (!leadId) {
      this.bad++;
      return;
    }
    const seen = this[kind];
    if (seen.has(leadId)) this.duplicates++;
    else seen.set(leadId, (this.last = ms()));
  }

  reset(): void {
    this.mail.clear();
    this.webhook.clear();
    this.duplicates = this.bad = this.last = 0;
  }
}

const receipts = new Receipts();

/** An SMTP server that reads each mail's head for its lead id (the ADF subject names it) and drops the rest. No STARTTLS: no certificate. */
async function startSmtpSink(): Promise<number> {
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192 && !head.includes('\r\n\r\n')) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        receipts.take('mail', /^Subject: ADF lead (\S+)\r?$/im.exec(head)?.[1] ?? null);
        callback();
      });
    },
  });
  stops.push(() => new Promise<void>((resolve) => sink.close(resolve)));
  return listening(sink.server);
}

/** A dealer's endpoint: checks each POST's signature as the README tells dealers to, and answers 204. */
async function startWebhookReceiver(): Promise<number> {
  const receiver = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signed = verifySignature(String(request.headers[SIGNATURE_HEADER.toLowerCase()] ?? ''), body, SECRET);
      const parsed = signed ? (JSON.parse(body) as { delivery_id: string; lead: { lead_id: string } }) : null;
      const matches = parsed?.delivery_id === request.headers[DELIVERY_ID_HEADER.toLowerCase()];
      receipts.take('webhook', matches ? parsed!.lead.lead_id : null);
      response.writeHead(signed ? 204 : 400).end();
    });
  });
  stops.push(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
  return listening(receiver);
}

interface Sinks {
  smtpPort: number;
  webhookPort: number;
}

/** The SMTP server is the server's (`delivery.smtpUrl`), not the tenant's: the tenant names the address and the webhook. */
const targetsTo = ({ webhookPort }: Sinks): LeadDeliveryTarget[] => [
  { type: 'email', to: ['crm-intake@bench.example.com'], format: 'adf' },
  { type: 'webhook', url: `http://127.0.0.1:${webhookPort}/leads`, secretEnv: SECRET_ENV },
];

interface Load {
  label: string;
  delivery: boolean;
  /** Leads a second across all connections; as fast as the server answers without it. */
  rate?: number;
}

const LOADS: Load[] = [
  { label: 'none (peer)', delivery: false },
  { label: 'mail+webhook', delivery: true },
  { label: `mail+webhook, ${PACED_PER_S}/s`, delivery: true, rate: PACED_PER_S },
];

interface Run {
  store: 'sqlite' | 'postgres';
  load: Load;
  storedPerS: number;
  /** Leads both of whose deliveries arrived while the load ran, a second. */
  deliveredPerS: number;
  /** From the load's end to the outbox empty; Infinity when it was not within the drain's bound. */
  drainSeconds: number;
  /** Per lead, the later of its two deliveries; a lead undelivered at the drain's bound counts as never. */
  lag: { p50: number; p99: number };
  mailP99: number;
  webhookP99: number;
  /** The lag's p50 for the leads taken in the load's first and last 2 s: growing, the outbox is falling behind the intake. */
  trend: { start: number; end: number };
  /** Answers other than 201, failed deliveries, and mail or webhooks badly signed or naming no lead. */
  errors: number;
  notes: string[];
}

/** The p-th percentile of the lags; Infinity when it falls among the undelivered. */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** One enquiry about a car, from a shopper of its own, so no per-contact limit is ever reached. */
function enquiry(n: number, car: { id: number; slug: string }): string {
  return JSON.stringify({
    kind: 'enquiry',
    category: 'Sales Enquiry',
    subcategory: 'Used Car Enquiry',
    car_id: car.id,
    url: `http://${SLUG}.localhost/cars/${car.slug}`,
    source: 'Website',
    user_agent: 'bench/leads',
    lead_attributes: { visited_pages: [`/cars/${car.slug}`], linked_query_params: {} },
    fields: {
      name: 'Bench',
      last_name: `Shopper ${n}`,
      email: `shopper${n}@example.com`,
      phone: `04${String(n % 100_000_000).padStart(8, '0')}`,
      message: `Is it still available? (enquiry ${n})`,
      car_id: String(car.id),
    },
  });
}

async function measure(store: Run['store'], load: Load, sinks: Sinks, databaseUrl?: string): Promise<Run> {
  const ws = workspace();
  const base = loadTenant(ws, SLUG).tenant!;
  const tenant: Tenant = { ...base, leads: { delivery: load.delivery ? targetsTo(sinks) : [] } };
  const dataDir = mkdtempSync(join(tmpdir(), 'dealer-bench-leads-'));
  const server = await createServer({
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    masterKey: 'leads-bench-master-key-0123456789',
    sitesDir: ws.generatedDir,
    sites: [{ tenant, distDir: join(ws.generatedDir, SLUG, 'dist') }],
    limits: { perClient: { max: 1e9, windowMs: 60_000 }, perContact: { max: 1e9, windowMs: 60_000 } },
    env: { [SECRET_ENV]: SECRET },
    ...(load.delivery ? { delivery: { smtpUrl: `smtp://127.0.0.1:${sinks.smtpPort}`, mailFrom: 'dealer-gen bench <leads@bench.example.com>' } } : {}),
  });
  const stop = async () => {
    await server.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  stops.push(stop);
  await fillSampleStock(server.stock, [tenant], CARS);
  const cars = (
    await server.stock.search(tenant.search.indexName, {
      limit: 100,
      filter: siteConditions(siteSearchOptions(tenant), new Date()).join(' AND '),
      attributesToRetrieve: ['id', 'slug'],
    })
  ).hits.map((hit) => ({ id: Number(hit.id), slug: String(hit.slug) }));
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  receipts.reset();

  const acknowledged = new Map<string, number>();
  let n = 0;
  const started = ms();
  const result = await autocannon({
    url: address,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(load.rate ? { overallRate: load.rate } : {}),
    requests: [
      {
        method: 'POST',
        path: '/api/leads',
        headers: { 'content-type': 'application/json', host: `${SLUG}.localhost` },
        setupRequest: (request) => {
          const i = n++;
          return { ...request, body: enquiry(i, cars[i % cars.length]!) };
        },
        onResponse: (status, body) => {
          if (status === 201) acknowledged.set((JSON.parse(body) as { lead_id: string }).lead_id, ms());
        },
      },
    ],
  });
  const loadSeconds = (ms() - started) / 1000;
  const notes: string[] = [];
  const failures = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => code !== '201');
  if (failures.length) notes.push(`answers other than 201: ${failures.map(([code, { count }]) => `${code} × ${count}`).join(', ')}`);
  let errors = result.errors + result.timeouts + result.non2xx;

  // Delivered: both targets received. Waits for the outbox to empty, within the drain's bound.
  const loadEnd = ms();
  const leadIds = [...acknowledged.keys()];
  const complete = (id: string) => receipts.mail.has(id) && receipts.webhook.has(id);
  const deliveredWhileLoaded = leadIds.filter((id) => complete(id) && Math.max(receipts.mail.get(id)!, receipts.webhook.get(id)!) <= loadEnd).length;
  let drainSeconds = 0;
  if (load.delivery) {
    // Until the outbox is empty: leads stored as the load stopped were never acknowledged, and their deliveries count too.
    const deliveries = leadDeliveryStore(server.sql);
    const until = loadEnd + DRAIN_SECONDS * 1000;
    const empty = async () => leadIds.every(complete) && (await deliveries.nextDue()) === null;
    while (!(await empty()) && ms() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    drainSeconds = (await empty()) ? Math.max(0, receipts.last - loadEnd) / 1000 : Infinity;
  }
  const lagOf = (at: Map<string, number>) => leadIds.map((id) => (at.has(id) ? Math.max(0, at.get(id)! - acknowledged.get(id)!) : Infinity));
  const mailLags = lagOf(receipts.mail);
  const webhookLags = lagOf(receipts.webhook);
  const leadLags = mailLags.map((lag, i) => Math.max(lag, webhookLags[i]!));
  const takenWithin = (from: number, to: number) => leadLags.filter((_, i) => acknowledged.get(leadIds[i]!)! >= from && acknowledged.get(leadIds[i]!)! < to);
  const trend = { start: percentile(takenWithin(started, started + 2000), 0.5), end: percentile(takenWithin(loadEnd - 2000, loadEnd), 0.5) };

  if (load.delivery) {
    // The outbox's own account: every stored lead (some were stored as the load stopped, never acknowledged) has its
    // two deliveries, each delivered.
    const outbox = await leadDeliveryStore(server.sql).list(SLUG);
    const leads = await server.sql.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('tenant', '=', SLUG)
      .executeTakeFirstOrThrow();
    const byStatus = outbox.reduce<Partial<Record<DeliveryStatus, number>>>((counts, d) => ({ ...counts, [d.status]: (counts[d.status] ?? 0) + 1 }), {});
    const retried = outbox.filter((d) => d.attempts > 1).length;
    if (outbox.length !== 2 * Number(leads.count)) notes.push(`the outbox holds ${outbox.length} deliveries for ${leads.count} leads stored (expected 2 each)`);
    if (outbox.length !== byStatus.delivered)
      notes.push(
        `the outbox ${DRAIN_SECONDS} s after the load: ${JSON.stringify(byStatus)}; an error: ${outbox.find((d) => d.lastError)?.lastError ?? 'none'}`,
      );
    if (retried) notes.push(`${retried} deliveries needed more than one try`);
    if (receipts.duplicates) notes.push(`${receipts.duplicates} deliveries received twice (at least once, so allowed)`);
    if (receipts.bad) notes.push(`${receipts.bad} mails or webhooks that were badly signed or named no lead`);
    errors += (byStatus.failed ?? 0) + receipts.bad;
  }
  await stop();
  stops.splice(stops.indexOf(stop), 1);
  return {
    store,
    load,
    storedPerS: acknowledged.size / loadSeconds,
    deliveredPerS: deliveredWhileLoaded / loadSeconds,
    drainSeconds,
    lag: { p50: percentile(leadLags, 0.5), p99: percentile(leadLags, 0.99) },
    trend,
    mailP99: percentile(mailLags, 0.99),
    webhookP99: percentile(webhookLags, 0.99),
    errors,
    notes,
  };
}

const lagText = (value: number) => (Number.isNaN(value) ? '-' : value === Infinity ? `>${DRAIN_SECONDS} s` : value.toFixed(0));
const seconds = (value: number) => (value === Infinity ? `over ${DRAIN_SECONDS} s` : `${(value / 1000).toFixed(1)} s`);

function print(runs: Run[], skipped: string | null): void {
  console.log(
    `bench/leads: ${SECONDS} s a run, ${CONNECTIONS} connections, enquiries about ${CARS} sample cars on ${SLUG}, the outbox drained for up to ${DRAIN_SECONDS} s; ` +
      'the server, the load, the SMTP sink and the webhook receiver in one process, on loopback',
  );
  console.log('each lead goes to an ADF e-mail (the SMTP sink) and a signed webhook (the receiver); the peer has no targets; delivered/s: while the load ran');
  console.log('store     targets, rate              stored/s  delivered/s  empty after s  lag p50 ms  lag p99 ms  mail p99  hook p99  errors  ratio to peer');
  for (const run of runs) {
    const peer = runs.find((r) => r.store === run.store && !r.load.delivery);
    const delivery = (text: () => string, width: number) => (run.load.delivery ? text() : '-').padStart(width);
    console.log(
      [
        run.store.padEnd(8),
        run.load.label.padEnd(24),
        run.storedPerS.toFixed(0).padStart(9),
        delivery(() => run.deliveredPerS.toFixed(0), 11),
        delivery(() => (run.drainSeconds === Infinity ? `>${DRAIN_SECONDS}` : run.drainSeconds.toFixed(1)), 13),
        delivery(() => lagText(run.lag.p50), 10),
        delivery(() => lagText(run.lag.p99), 10),
        delivery(() => lagText(run.mailP99), 8),
        delivery(() => lagText(run.webhookP99), 8),
        String(run.errors).padStart(6),
        (peer && !run.load.rate ? (run.storedPerS / peer.storedPerS).toFixed(2) : '-').padStart(13),
      ].join('  '),
    );
  }
  for (const run of runs) for (const note of run.notes) console.log(`${run.store}, ${run.load.label}: ${note}`);
  if (skipped) console.log(`postgres: not run (${skipped})`);
  for (const store of new Set(runs.map((r) => r.store))) {
    const full = runs.find((r) => r.store === store && r.load.delivery && !r.load.rate)!;
    const paced = runs.find((r) => r.store === store && r.load.rate)!;
    const stored = full.storedPerS >= GOAL_STORED_PER_S;
    const lag = paced.lag.p99 < GOAL_LAG_P99_MS;
    // An outbox slower than the intake falls further behind the longer the load: then the lag says more about the run's length than the server.
    const growing = paced.trend.end > paced.trend.start + 1000;
    const trend = `its p50 ${seconds(paced.trend.start)} for the first leads, ${seconds(paced.trend.end)} for the last: ${growing ? "growing, the outbox falls behind at this rate and the p99 grows with the run's length" : 'steady'}`;
    const pace = `at full rate the outbox delivered ${full.deliveredPerS.toFixed(0)} leads/s while taking ${full.storedPerS.toFixed(0)}/s`;
    const errors = full.errors + paced.errors ? ` (${full.errors + paced.errors} errors)` : '';
    console.log(
      `goal (${store}) ≥ ${GOAL_STORED_PER_S} leads/s stored with delivery on: ${stored ? 'met' : 'NOT met'} (${full.storedPerS.toFixed(0)}); ${pace}${errors}`,
    );
    console.log(
      `goal (${store}) delivery lag p99 < ${GOAL_LAG_P99_MS / 1000} s at ${PACED_PER_S} leads/s: ${lag ? 'met' : 'NOT met'} (${seconds(paced.lag.p99)}); ${trend}`,
    );
  }
}

try {
  const sinks = { smtpPort: await startSmtpSink(), webhookPort: await startWebhookReceiver() };
  const runs: Run[] = [];
  for (const load of LOADS) runs.push(await measure('sqlite', load, sinks));
  let skipped: string | null = POSTGRES ? null : 'BENCH_POSTGRES=off';
  let postgres: TestPostgres | undefined;
  if (POSTGRES)
    postgres = await startTestPostgres().catch((error: unknown) => {
      skipped = (error as Error).message.split('. ')[0]!;
      return undefined;
    });
  if (postgres) {
    stops.push(() => postgres.stop());
    for (const load of LOADS) runs.push(await measure('postgres', load, sinks, await postgres.newDatabase()));
  }
  print(runs, skipped);
} finally {
  await stopAll();
}
