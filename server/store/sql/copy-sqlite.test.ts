import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAnalyticsStore } from '../analytics.ts';
import { openConversationStore } from '../conversations.ts';
import { databaseFile, openDatabase } from '../database.ts';
import { openLeadStore, type NewLead } from '../leads.ts';
import { openRateLimitStore } from '../rate-limits.ts';
import { openSessionStore } from '../sessions.ts';
import { openViewStore } from '../views.ts';
import { openWatchlistStore } from '../watchlist.ts';
import { openReservationStore } from '../reservations.ts';
import { openTestCheckoutStore } from '../test-checkouts.ts';
import { openStaffStore } from '../staff.ts';
import { openLeadWorkflowStore } from '../lead-workflow.ts';
import { copySqliteToPostgres, NoSqliteData, TargetNotEmpty } from './copy-sqlite.ts';
import { DatabaseUnreachableError } from './database-unreachable.ts';
import { openSqlStore, type SqlStore, type SqlStoreTarget } from './sql-store.ts';
import { startTestPostgres, type TestPostgres } from './test-postgres.ts';

const TENANT = 'coastal-nissan';
const PHONE = '0412345678';
const DAY = new Date().toISOString().slice(0, 10);
const roomy = { max: 100, windowMs: 3600_000 };
const lead = (kind: string): NewLead => ({
  tenant: TENANT,
  kind,
  category: 'Sales Enquiry',
  subcategory: null,
  carId: 7,
  userId: null,
  email: 'ada@example.com',
  phone: PHONE,
  payload: { fields: { name: 'Ada' } },
  ip: '127.0.0.1',
});

/** Each store as a server opens it, on the SQLite file of `dataDir` or on PostgreSQL; `close` lets go of both. */
async function openStores(target: { dataDir: string } | { databaseUrl: string }) {
  const sqlite = 'dataDir' in target ? openDatabase(target.dataDir) : undefined;
  const sql: SqlStore = openSqlStore((sqlite ? { sqlite } : target) as SqlStoreTarget);
  return {
    leads: await openLeadStore(sql),
    sessions: await openSessionStore(sql),
    watchlist: await openWatchlistStore(sql),
    analytics: await openAnalyticsStore(sql),
    views: await openViewStore(sql),
    rateLimits: await openRateLimitStore(sql),
    reservations: await openReservationStore(sql),
    testCheckouts: await openTestCheckoutStore(sql),
    staff: await openStaffStore(sql),
    leadWorkflow: await openLeadWorkflowStore(sql),
    conversations: await openConversationStore(sql),
    close: async () => {
      await sql.close();
      sqlite?.close();
    },
  };
}

/** A demo's data: two leads (one to be delivered, one a valuation with a trade-in, sent with an idempotency key), a signed-in shopper, a saved car, analytics, a view and a rate-limit window. */
async function fillDemo(dataDir: string) {
  const stores = await openStores({ dataDir });
  // Its delivery moves with it, pending, for a server on PostgreSQL to send.
  const first = await stores.leads.add(
    { ...lead('enquiry'), deliverTo: [{ type: 'email', to: ['crm@example.com'], format: 'adf' }] },
    new Date('2025-06-01T00:00:00Z'),
  );
  const valuation = await stores.leads.submitOnce(TENANT, { key: 'key-1', requestHash: 'hash-1' }, async (writes) => {
    const added = await writes.add(lead('valuation'), new Date('2025-07-02T00:00:00Z'));
    await writes.saveTradeIn({
      leadId: added.id,
      tenant: TENANT,
      offerPrice: 21500.5,
      rego: 'ABC123',
      regoState: 'qld',
      adjustmentAnswers: { kms: 20000 },
      email: 'ada@example.com',
      phone: PHONE,
      formCompleted: true,
      offerAccepted: false,
    });
    return { lead: added, answer: { lead_id: added.publicId } };
  });
  if (valuation === 'conflict') throw new Error('the first submission of a key conflicted');
  const offerSecret = await stores.leads.issueOfferSecret(TENANT, valuation.lead.id);
  await stores.leads.saveMiscellaneous(TENANT, 'newsletter', { yes: true }, first.id);
  const issued = await stores.sessions.requestCode(TENANT, PHONE, '1.1.1.1', new Date(), { perAddressAndPhone: roomy, perAddress: roomy, perPhone: roomy });
  if (!('code' in issued)) throw new Error('the code was refused');
  expect(await stores.sessions.consumeCode(TENANT, PHONE, issued.code, new Date(), roomy)).toBe(true);
  const session = await stores.sessions.startSession(TENANT, PHONE, new Date());
  await stores.watchlist.save(TENANT, PHONE, 7, new Date('2025-07-03T00:00:00Z'));
  await stores.analytics.record({ tenant: TENANT, eventId: 3, label: 'hero', carId: 7, path: '/cars/7', at: '2025-07-03T01:00:00.000Z' });
  expect(await stores.views.countView({ tenant: TENANT, carId: 7, day: DAY, visitors: ['visitor-a'] })).toBe(1);
  await stores.views.recordPhoneReveal({ tenant: TENANT, carId: 7, dealershipId: null, websiteId: 103, at: '2025-07-03T02:00:00.000Z' });
  await stores.rateLimits.hit('leads:1.1.1.1', 3600_000);
  const reservation = await stores.reservations.create({ tenant: TENANT, carId: 7, leadId: first.id, amountCents: 20_000 }, new Date('2025-07-03T03:00:00Z'));
  const checkout = { id: `test_${'1'.repeat(32)}`, tenant: TENANT, carId: 7, reservationId: reservation.id, description: 'Deposit', amount: 200 };
  await stores.testCheckouts.add({ ...checkout, successUrl: 'http://t/ok', cancelUrl: 'http://t/' }, new Date('2025-07-03T03:00:00Z'));
  const testCheckout = await stores.testCheckouts.move(checkout.id, 'open', 'paid');
  const member = await stores.staff.invite(TENANT, 'jo@example.com', 'admin', new Date('2025-07-03T04:00:00Z'));
  const staffSession = await stores.staff.signIn(TENANT, await stores.staff.issueLink(TENANT, member.id, new Date()), new Date());
  if ('refused' in staffSession) throw new Error('the sign-in link was refused');
  await stores.leadWorkflow.setStatus(TENANT, first.id, 'contacted', new Date('2025-07-03T04:00:00Z'));
  const note = await stores.leadWorkflow.addNote(TENANT, first.id, member, 'Called back', new Date('2025-07-03T04:00:00Z'));
  await stores.staff.audit({ tenant: TENANT, memberId: member.id, leadId: first.id, what: 'note added' }, new Date('2025-07-03T04:00:00Z'));
  const chat = { tenant: TENANT, visitor: 'visitor-a', car: { id: 7, name: 'Car 7', slug: 'car-7' }, name: 'Ada', email: null, phone: PHONE, pageUrl: null };
  const { conversation } = await stores.conversations.start(chat, 'Is it available?', new Date('2025-07-03T05:00:00Z'));
  const leads = await stores.leads.list(TENANT);
  const tradeIn = await stores.leads.tradeIn(TENANT, valuation.lead.id);
  await stores.close();
  return { leads, tradeIn, valuation: valuation.lead, offerSecret, session, reservation, testCheckout, staffSession, note, conversation };
}

describe('copying a data directory’s stores into PostgreSQL', () => {
  let postgres: TestPostgres;
  let databaseUrl: string;
  let dataDir: string;
  beforeAll(async () => {
    postgres = await startTestPostgres();
  });
  afterAll(() => postgres?.stop());
  beforeEach(async () => {
    databaseUrl = await postgres.newDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'dealer-copy-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('copies every store, whose data then reads back the same on PostgreSQL and takes new rows under new ids', async () => {
    const demo = await fillDemo(dataDir);
    const before = readFileSync(databaseFile(dataDir));
    const progress: string[] = [];
    const summary = await copySqliteToPostgres({ dataDir, databaseUrl, onTable: (table, rows) => progress.push(`${table} ${rows}`) });
    expect(summary.sourceMigrated).toEqual([]);
    expect(summary.unknownTables).toEqual([]);
    expect(progress).toEqual(summary.tables.map(({ table, rows }) => `${table} ${rows}`));
    expect(Object.fromEntries(summary.tables.map(({ table, rows }) => [table, rows]))).toEqual({
      leads: 2,
      trade_ins: 1,
      lead_submissions: 1,
      lead_deliveries: 1,
      miscellaneous: 1,
      users: 1,
      sessions: 1,
      sign_in_codes: 1,
      sign_in_wrong_codes: 0,
      watchlist: 1,
      analytics_events: 1,
      car_views: 1,
      car_view_visitors: 1,
      phone_reveals: 1,
      rate_limits: 1,
      reservations: 1,
      test_checkouts: 1,
      staff_members: 1,
      staff_links: 1,
      staff_sessions: 1,
      staff_audit: 1,
      lead_workflow: 1,
      lead_notes: 1,
      chat_conversations: 1,
      chat_messages: 1,
    });
    // Read without writing: the file is as the demo left it.
    expect(readFileSync(databaseFile(dataDir)).equals(before)).toBe(true);

    const stores = await openStores({ databaseUrl });
    try {
      expect(await stores.leads.list(TENANT)).toEqual(demo.leads);
      expect(await stores.leads.tradeIn(TENANT, demo.valuation.id)).toEqual(demo.tradeIn);
      expect(await stores.leads.miscellaneous(TENANT)).toEqual([{ id: 1, columnName: 'newsletter', value: { yes: true }, leadId: demo.leads[0]!.id }]);
      const repeated = await stores.leads.submitOnce(TENANT, { key: 'key-1', requestHash: 'hash-1' }, () => Promise.reject(new Error('created again')));
      expect(repeated).toEqual({ lead: demo.valuation, answer: { lead_id: demo.valuation.publicId }, repeated: true });
      expect(await stores.leads.acceptOffer(TENANT, demo.valuation.publicId, { secret: demo.offerSecret, userId: null })).toBe(true);
      expect(await stores.sessions.userOf(TENANT, demo.session.token, new Date())).toEqual(demo.session.user);
      expect(await stores.watchlist.list(TENANT, PHONE)).toEqual([7]);
      expect(await stores.reservations.find(TENANT, demo.reservation.id)).toEqual(demo.reservation);
      expect(await stores.testCheckouts.find(demo.testCheckout!.id)).toEqual(demo.testCheckout);
      expect(await stores.analytics.list(TENANT)).toEqual([
        { tenant: TENANT, eventId: 3, label: 'hero', carId: 7, path: '/cars/7', at: '2025-07-03T01:00:00.000Z' },
      ]);
      // The visitor was counted today already; a new one counts on from the copied count.
      expect(await stores.views.countView({ tenant: TENANT, carId: 7, day: DAY, visitors: ['visitor-a'] })).toBe(1);
      expect(await stores.views.countView({ tenant: TENANT, carId: 7, day: DAY, visitors: ['visitor-b'] })).toBe(2);
      expect(await stores.views.phoneReveals(TENANT, 7)).toBe(1);
      expect((await stores.rateLimits.hit('leads:1.1.1.1', 3600_000)).current).toBe(2);
      expect((await stores.staff.memberOf(TENANT, demo.staffSession.token, new Date()))?.email).toBe('jo@example.com');
      expect(await stores.leadWorkflow.notes(TENANT, demo.leads[0]!.id)).toEqual([demo.note]);
      expect((await stores.leadWorkflow.find(TENANT, demo.leads[0]!.publicId))?.status).toBe('contacted');
      expect(await stores.conversations.find(TENANT, demo.conversation.publicId)).toEqual(demo.conversation);

      const fresh = await stores.leads.add(lead('enquiry'));
      expect(fresh.id).toBe(Math.max(...demo.leads.map((each) => each.id)) + 1);
      const other = await stores.sessions.startSession(TENANT, '0400000000', new Date());
      expect(other.user.id).toBe(demo.session.user.id + 1);
    } finally {
      await stores.close();
    }
  });

  it('refuses a target that already holds the stores’ rows, and changes nothing there', async () => {
    await fillDemo(dataDir);
    await copySqliteToPostgres({ dataDir, databaseUrl });
    const sqlite = openDatabase(dataDir);
    sqlite.exec("delete from store_migrations where name = 'watchlist-1'");
    sqlite.close();
    const again = copySqliteToPostgres({ dataDir, databaseUrl });
    await expect(again).rejects.toBeInstanceOf(TargetNotEmpty);
    await expect(again).rejects.toMatchObject({ rows: { leads: 2, sessions: 1, users: 1 } });
    // Refused before the source was opened: its missing migration was not applied.
    const source = openDatabase(dataDir);
    expect(source.prepare("select count(*) from store_migrations where name = 'watchlist-1'").pluck().get()).toBe(0);
    source.close();
    const stores = await openStores({ databaseUrl });
    expect(await stores.leads.list(TENANT)).toHaveLength(2);
    await stores.close();
  });

  it('leaves the target without a row when a row cannot go in', async () => {
    await fillDemo(dataDir);
    const sqlite = openDatabase(dataDir);
    // SQLite keeps text in an integer column; PostgreSQL refuses it, after the leads and sessions went in.
    sqlite.prepare("update watchlist set car_id = 'seven'").run();
    sqlite.close();
    await expect(copySqliteToPostgres({ dataDir, databaseUrl })).rejects.toThrow(/integer/);
    const stores = await openStores({ databaseUrl });
    expect([await stores.leads.list(TENANT), await stores.watchlist.list(TENANT, PHONE)]).toEqual([[], []]);
    await stores.close();
  });

  it('reports the tables no store knows, and first brings an older file up to the stores’ migrations, as a server would', async () => {
    await fillDemo(dataDir);
    const sqlite = openDatabase(dataDir);
    sqlite.exec("create table notes (body text); insert into notes values ('kept here'); delete from store_migrations where name = 'watchlist-1'");
    sqlite.close();
    const summary = await copySqliteToPostgres({ dataDir, databaseUrl });
    expect(summary.unknownTables).toEqual(['notes']);
    expect(summary.sourceMigrated).toEqual(['watchlist-1']);
    expect(summary.tables.find(({ table }) => table === 'watchlist')?.rows).toBe(1);
  });

  it('says when the data directory has no stores, or PostgreSQL does not answer', async () => {
    await expect(copySqliteToPostgres({ dataDir: join(dataDir, 'nowhere'), databaseUrl })).rejects.toBeInstanceOf(NoSqliteData);
    await fillDemo(dataDir);
    const unreachable = copySqliteToPostgres({ dataDir, databaseUrl: 'postgres://dealer:secret@127.0.0.1:1/dealer' });
    await expect(unreachable).rejects.toBeInstanceOf(DatabaseUnreachableError);
    await expect(unreachable).rejects.toMatchObject({ where: 'postgres://dealer:***@127.0.0.1:1/dealer' });
  });
});
