/**
 * Lead delivery across a SIGKILL, on SQLite and on PostgreSQL. A lead is acknowledged once it and its deliveries are
 * stored, so a server killed between storing and sending loses nothing: the server started again sends every
 * acknowledged lead's mail, exactly once when none had gone yet, and at least once (a repeat under the same delivery
 * id, which a mail system or CRM recognises) when the kill came mid-send.

 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { XMLParser } from 'fast-xml-parser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../schema/sample-tenants.fixture.ts';
import { childSteps, exited, type Child } from './child-steps.fixture.ts';
import { SQL_DIALECTS, testSqlStores, type TestStores } from './store/sql/test-stores.ts';

const SLUG = 'redgum-used-cars';
const CRM = 'crm-intake@redgum.example.com';
const MAIL_FROM = 'Redgum leads <leads@dealer-gen.example>';
const MASTER_KEY = 'lead-delivery-faults-master-key-0123';
const BIN = join(REPO_ROOT, 'bin', 'dealer-gen.js');
const LEADS = 30;

// Deadlines, each several times the slowest seen with the machine loaded.
const START_MS = 20_000;
const POST_MS = 10_000;
const SETTLE_MS = 10_000;
const AFTER_KILL_MS = 5_000;
const DELIVER_MS = 20_000;
const CLI_MS = 15_000;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});
const { spawnChild, step } = childSteps();

/** Polls `check` until it gives a value, or the step's signal is aborted. */
async function until<T>(signal: AbortSignal, check: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (signal.aborted) throw new Error('aborted');
    await sleep(50);
  }
}

/** A loopback port nothing listens on, for the SMTP server that is not there yet. */
async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Mail {
  leadId: string;
  deliveryId: string;
}

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });

/**
 * An SMTP server on `port` that reads each mail's lead (from its ADF document) and delivery id. Each mail is
 * answered `ackMs` after it is read; from the `freezeAt`-th mail on none is answered, so its sender never learns it went.
 */
async function mailSink(port: number, { ackMs = 0, freezeAt = Infinity } = {}) {
  const received: (Mail & { answered: boolean })[] = [];
  let frozen = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        const document = mail.attachments.find((a) => a.filename === 'lead.xml')?.content.toString('utf8') ?? '';
        const id = xml.parse(document)?.adf?.prospect?.id;
        const record = { leadId: String(id?.['#text'] ?? ''), deliveryId: String(mail.headers.get('x-dealer-delivery-id') ?? ''), answered: false };
        received.push(record);
        if (received.length === freezeAt) frozen = true;
        setTimeout(() => {
          if (frozen) return;
          record.answered = true;
          callback();
        }, ackMs);
      }, callback);
    },
  });
  // A sender killed mid-send resets its connection: that is what these tests do, not a failure of the sink.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    received,
    frozen: () => frozen,
    /** Answers every mail at once from now on; those read while frozen stay unanswered. */
    thaw: () => {
      frozen = false;
      ackMs = 0;
    },
  };
}

/** A workspace whose one tenant e-mails every lead as ADF to the CRM. */
function workspace(dataDir: string): string {
  const root = join(dataDir, 'workspace');
  mkdirSync(join(root, 'tenants'), { recursive: true });
  const input = JSON.parse(readFileSync(join(REPO_ROOT, 'tenants', `${SLUG}.json`), 'utf8')) as Record<string, unknown>;
  writeFileSync(
    join(root, 'tenants', `${SLUG}.json`),
    JSON.stringify({ ...input, $schema: join(REPO_ROOT, 'schema', 'tenant.schema.json'), leads: { delivery: [{ type: 'email', to: [CRM], format: 'adf' }] } }),
  );
  return root;
}

const storeFlags = ({ dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string }) => [
  '--data-dir',
  dataDir,
  ...(databaseUrl ? ['--database-url', databaseUrl] : []),
];

/** Waits for a server child to print its address, as `serve` does on stderr and the script below on stdout. */
async function address(server: Child, name: string): Promise<string> {
  return step(
    `${name}: start and print its address`,
    START_MS,
    () =>
      new Promise<string>((resolve, reject) => {
        let said = '';
        const read = (chunk: Buffer) => {
          said += chunk.toString();
          const match = /(http:\/\/127\.0\.0\.1:\d+)\/?\s/.exec(said);
          if (match) resolve(match[1]!);
        };
        server.subprocess.stdout!.on('data', read);
        server.subprocess.stderr!.on('data', read);
        void server.subprocess.then(() => reject(new Error('the server stopped before listening')));
      }),
  );
}

/**
 * `dealer-gen serve` for the tenant, over this case's stores, sending lead e-mail through the SMTP server on `smtpPort`.
 * Behind a proxy it trusts, each shopper's address comes from X-Forwarded-For, so a burst of leads from many shoppers
 * stays within the per-address spam limit.
 */
async function serve(name: string, root: string, stores: { dataDir: string; databaseUrl?: string }, smtpPort: number) {
  const server = spawnChild(
    name,
    [BIN, 'serve', '--tenant', SLUG, '--port', '0', '--sample-stock', '20', '--trust-proxy', '127.0.0.1', ...storeFlags(stores)],
    {
      NO_COLOR: '1',
      DEALER_GEN_ROOT: root,
      DEALER_MASTER_KEY: MASTER_KEY,
      DEALER_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      DEALER_MAIL_FROM: MAIL_FROM,
      // The tenant has sign-in, which a public server needs a gateway for; no one signs in here.
      DEALER_SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
    },
    root,
  );
  return { server, base: await address(server, name) };
}

/**
 * The server as `serve` makes it, but with a worker whose claims last `leaseMs`. `serve`'s hold a delivery for two
 * minutes, so a send the kill cut short would be picked up again only after the case's time.
 */
function serverScript(): string {
  const from = (path: string) => JSON.stringify(pathToFileURL(join(REPO_ROOT, path)).href);
  return `
    import { readFileSync } from 'node:fs';
    import { join } from 'node:path';
    import { tenantSchema } from ${from('schema/tenant.ts')};
    import { createServer } from ${from('server/app.ts')};
    import { fillSampleStock } from ${from('server/sample/fill.ts')};
    const env = process.env;
    const tenant = tenantSchema.parse(JSON.parse(readFileSync(env.TENANT_FILE, 'utf8')));
    const server = await createServer({
      dataDir: env.DATA_DIR,
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
      masterKey: env.MASTER_KEY,
      sitesDir: env.DATA_DIR,
      sites: [{ tenant, distDir: join(env.DATA_DIR, 'dist') }],
      only: tenant.slug,
      limits: { perClient: { max: 1e9, windowMs: 60000 }, perContact: { max: 1e9, windowMs: 60000 } },
      delivery: { smtpUrl: env.SMTP_URL, mailFrom: env.MAIL_FROM, worker: { pollMs: 100, leaseMs: Number(env.LEASE_MS) } },
    });
    await fillSampleStock(server.stock, [tenant], 20);
    process.stdout.write(await server.app.listen({ port: 0, host: '127.0.0.1' }) + '\\n');
  `;
}

async function scriptServer(name: string, root: string, stores: { dataDir: string; databaseUrl?: string }, smtpPort: number, leaseMs: number) {
  const server = spawnChild(name, ['--import', 'tsx', '--input-type=module', '-e', serverScript()], {
    TENANT_FILE: join(root, 'tenants', `${SLUG}.json`),
    DATA_DIR: stores.dataDir,
    ...(stores.databaseUrl ? { DATABASE_URL: stores.databaseUrl } : {}),
    MASTER_KEY,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM,
    LEASE_MS: String(leaseMs),
  });
  return { server, base: await address(server, name) };
}

/** One shopper's enquiry, from an address and with contact details of its own. */
async function postLead(base: string, n: number, signal: AbortSignal): Promise<string | null> {
  const response = await fetch(`${base}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${Math.floor(n / 200)}.${(n % 200) + 1}` },
    body: JSON.stringify({
      kind: 'enquiry',
      category: 'General Enquiry',
      url: '/contact',
      source: 'Website',
      user_agent: 'lead-delivery-faults.test',
      lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
      fields: { name: `Shopper ${n}`, email: `shopper${n}@example.com`, phone: `0400 100 ${String(n).padStart(3, '0')}`, message: 'Still there?' },
    }),
    signal,
  });
  return response.status === 201 ? ((await response.json()) as { lead_id: string }).lead_id : null;
}

/** The outbox's rows as they are in the database, read beside the running server (or after it). */
async function outbox(stores: TestStores) {
  const sql = stores.open();
  return async () =>
    (await sql.db.selectFrom('lead_deliveries').select(['delivery_id', 'status', 'attempts', 'next_attempt_at', 'claimed_until', 'last_error']).execute()).map(
      (row) => ({ ...row, next_attempt_at: Number(row.next_attempt_at), claimed_until: row.claimed_until === null ? null : Number(row.claimed_until) }),
    );
}

/** `dealer-gen leads deliveries`: each line's delivery id and what became of it. */
async function deliveriesCommand(root: string, stores: { dataDir: string; databaseUrl?: string }): Promise<{ deliveryId: string; line: string }[]> {
  const command = spawnChild('leads deliveries', [BIN, 'leads', 'deliveries', SLUG, ...storeFlags(stores)], { NO_COLOR: '1', DEALER_GEN_ROOT: root }, root);
  const result = await step('leads deliveries: list the tenant’s deliveries', CLI_MS, () => command.subprocess);
  expect(result.exitCode, command.output).toBe(0);
  return String(result.stdout)
    .trim()
    .split('\n')
    .map((line) => ({ deliveryId: line.split(/\s+/)[0]!, line }));
}

const count = <T>(values: T[]) => values.reduce((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map<T, number>());

/** The distinct values of `of` for each value of `by`. */
function groups(mails: Mail[], by: keyof Mail, of: keyof Mail): Map<string, string[]> {
  const found = new Map<string, Set<string>>();
  for (const mail of mails) found.set(mail[by], (found.get(mail[by]) ?? new Set()).add(mail[of]));
  return new Map([...found].map(([key, values]) => [key, [...values]]));
}

describe.each(SQL_DIALECTS)('on %s', (dialect) => {
  const stores = testSqlStores(dialect);

  it('sends every lead acknowledged while the SMTP server was down exactly once, after a SIGKILL and a restart', async () => {
    const where = stores.server();
    const root = workspace(where.dataDir);
    const smtpPort = await freePort();

    const first = await serve('first server', root, where, smtpPort);
    const acknowledged = await step(`first server: acknowledge ${LEADS} leads`, POST_MS, async (signal) => {
      const ids: (string | null)[] = [];
      // Five shoppers at a time.
      for (let n = 0; n < LEADS; n += 5) ids.push(...(await Promise.all([0, 1, 2, 3, 4].map((i) => postLead(first.base, n + i, signal)))));
      return ids;
    });
    expect(acknowledged.filter((id) => id === null)).toEqual([]);

    // Killed between storing and sending: every delivery tried, refused, and waiting for its retry. None may be held by
    // a claim at the kill (a claim outlives its server by serve's lease, two minutes), so the kill waits for a moment
    // when every one has been tried and none is due for a while, and so cannot be claimed.
    const rows = await outbox(stores);
    const settled = await step('first server: try every delivery once, the SMTP server refusing', SETTLE_MS, (signal) =>
      until(signal, async () => {
        const now = Date.now();
        const all = await rows();
        const waiting = all.length === LEADS && all.every((d) => d.status === 'pending' && d.attempts >= 1 && d.claimed_until === null);
        return waiting && Math.min(...all.map((d) => d.next_attempt_at)) > now + 500 ? all : undefined;
      }),
    );
    first.server.subprocess.kill('SIGKILL');
    await step('first server: die on SIGKILL', AFTER_KILL_MS, () => exited(first.server));
    for (const delivery of settled) expect(delivery.last_error).toContain(`ECONNREFUSED 127.0.0.1:${smtpPort}`);

    const sink = await mailSink(smtpPort);
    const second = await serve('second server', root, where, smtpPort);
    await step(`second server: send the ${LEADS} mails`, DELIVER_MS, (signal) =>
      until(signal, async () => ((await rows()).every((d) => d.status === 'delivered') && sink.received.length >= LEADS ? true : undefined)),
    );
    // Every one recorded as delivered: nothing is left to be sent, so a mail that was to come twice would be here by now.
    await sleep(500);
    expect(sink.received.map((mail) => mail.leadId).sort()).toEqual([...(acknowledged as string[])].sort());
    expect(new Set(sink.received.map((mail) => mail.deliveryId)).size).toBe(LEADS);
    expect(sink.received.map((mail) => mail.deliveryId).sort()).toEqual(settled.map((d) => d.delivery_id).sort());

    const listed = await deliveriesCommand(root, where);
    expect(listed.map((d) => d.deliveryId).sort()).toEqual(settled.map((d) => d.delivery_id).sort());
    for (const { line } of listed) expect(line).toMatch(new RegExp(`  e-mail \\(adf\\) to ${CRM}  delivered \\S+Z$`));

    second.server.subprocess.kill('SIGTERM');
    await step('second server: stop on SIGTERM', AFTER_KILL_MS, () => exited(second.server));
  }, 60_000);

  it('sends every acknowledged lead at least once, a repeat only under its delivery id, when killed mid-send', async () => {
    const where = stores.server();
    const root = workspace(where.dataDir);
    const smtpPort = await freePort();
    // Each mail is answered a moment after it is read; from the tenth, none is: those are mid-send when the server dies.
    const sink = await mailSink(smtpPort, { ackMs: 150, freezeAt: 10 });
    const LEASE_MS = 2000;

    const first = await scriptServer('first server', root, where, smtpPort, LEASE_MS);
    const stopLeads = new AbortController();
    const acknowledged: string[] = [];
    const posting = (async () => {
      for (let n = 0; n < LEADS && !stopLeads.signal.aborted; n++) {
        const id = await postLead(first.base, n, stopLeads.signal).catch(() => null);
        if (id) acknowledged.push(id);
      }
    })();
    await step('first server: send ten mails', POST_MS, (signal) => until(signal, () => (sink.frozen() ? true : undefined)));
    first.server.subprocess.kill('SIGKILL');
    stopLeads.abort();
    await step('first server: die on SIGKILL', AFTER_KILL_MS, () => exited(first.server));
    await step('leads: the one under way at the kill settles', AFTER_KILL_MS, () => posting);
    const unanswered = new Set(sink.received.filter((mail) => !mail.answered).map((mail) => mail.deliveryId));
    expect(unanswered.size).toBeGreaterThan(0);
    // Leads are posted one after another, so of the ten leads mailed only the last can have been stored and not yet answered.
    expect(acknowledged.length).toBeGreaterThanOrEqual(9);

    // The same SMTP server, answering at once again, for the server that comes back: the stock `serve`.
    sink.thaw();
    const second = await serve('second server', root, where, smtpPort);
    const rows = await outbox(stores);
    const delivered = await step('second server: deliver every stored lead, sends cut short by the kill included', DELIVER_MS, (signal) =>
      until(signal, async () => {
        const all = await rows();
        return all.length >= acknowledged.length && all.every((d) => d.status === 'delivered') ? all : undefined;
      }),
    );
    await sleep(500);

    const mails = sink.received;
    const leadIds = new Set(mails.map((mail) => mail.leadId));
    expect(acknowledged.filter((id) => !leadIds.has(id))).toEqual([]);
    // One delivery per lead, sent as often as need be under its one id; and no mail but for a delivery in the outbox.
    for (const [leadId, deliveryIds] of groups(mails, 'leadId', 'deliveryId')) expect(deliveryIds, leadId).toHaveLength(1);
    for (const [deliveryId, ids] of groups(mails, 'deliveryId', 'leadId')) expect(ids, deliveryId).toHaveLength(1);
    expect(new Set(mails.map((mail) => mail.deliveryId))).toEqual(new Set(delivered.map((d) => d.delivery_id)));
    // A mail the sink read and never answered was sent again: the server that sent it died not knowing it went.
    const sent = count(mails.map((mail) => mail.deliveryId));
    for (const deliveryId of unanswered) expect(sent.get(deliveryId), deliveryId).toBeGreaterThanOrEqual(2);

    const listed = await deliveriesCommand(root, where);
    expect(listed.map((d) => d.deliveryId).sort()).toEqual(delivered.map((d) => d.delivery_id).sort());
    for (const { line } of listed) expect(line).toMatch(/ delivered \S+Z$/);
    second.server.subprocess.kill('SIGTERM');
    await step('second server: stop on SIGTERM', AFTER_KILL_MS, () => exited(second.server));
  }, 60_000);
});
