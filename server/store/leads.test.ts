import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './database.ts';
import { newPublicId, openLeadStore, PUBLIC_ID, type LeadStore, type LeadWrites, type NewLead, type StoredLead } from './leads.ts';
import { openSqlStore } from './sql/sql-store.ts';
import { SQL_DIALECTS, testSqlStores } from './sql/test-stores.ts';

const enquiry = (tenant: string): NewLead => ({
  tenant,
  kind: 'enquiry',
  category: 'Sales Enquiry',
  subcategory: null,
  carId: null,
  userId: null,
  email: 'ada@example.com',
  phone: null,
  payload: { fields: { name: 'Ada' } },
  ip: '127.0.0.1',
});

const tradeIn = (leadId: number, offerPrice: number | null) => ({
  leadId,
  tenant: 'coastal-nissan',
  offerPrice,
  rego: 'ABC123',
  regoState: 'qld',
  adjustmentAnswers: { kms: 20000 },
  email: 'a@b.co',
  phone: '0412345678',
  formCompleted: true,
  offerAccepted: false,
});

const createEnquiry = (tenant: string) => async (leads: LeadWrites) => {
  const lead = await leads.add(enquiry(tenant));
  return { lead, answer: { lead_id: lead.publicId } };
};

describe.each(SQL_DIALECTS)('the lead store on %s', (dialect) => {
  const stores = testSqlStores(dialect);

  it('finds a tenant’s leads by public id, and lists them in order, since an instant or for a shopper', async () => {
    const store = await openLeadStore(stores.open());
    const old = await store.add({ ...enquiry('coastal-nissan'), carId: 7, userId: '7' }, new Date('2025-06-01T00:00:00Z'));
    const recent = await store.add({ ...enquiry('coastal-nissan'), phone: '0412345678' }, new Date('2025-07-02T00:00:00Z'));
    await store.add(enquiry('redgum-used-cars'));
    expect([typeof old.id, recent.id - old.id]).toEqual(['number', 1]);
    expect(await store.find('coastal-nissan', old.publicId)).toEqual({
      ...enquiry('coastal-nissan'),
      ip: undefined,
      message: null,
      ...old,
      carId: 7,
      userId: '7',
      createdAt: '2025-06-01T00:00:00.000Z',
    });
    expect(await store.find('redgum-used-cars', old.publicId)).toBeUndefined();
    expect((await store.list('coastal-nissan')).map((lead) => lead.publicId)).toEqual([old.publicId, recent.publicId]);
    expect((await store.list('coastal-nissan', { since: '2025-07-01T00:00:00.000Z' })).map((lead) => lead.phone)).toEqual(['0412345678']);
    expect((await store.list('coastal-nissan', { userId: '7' })).map((lead) => lead.id)).toEqual([old.id]);
  });

  it('keeps a trade-in with its answers, and saves miscellaneous values in order', async () => {
    const store = await openLeadStore(stores.open());
    const lead = await store.add({ ...enquiry('coastal-nissan'), kind: 'trade-in-valuation' });
    await store.saveTradeIn(tradeIn(lead.id, 12000.5));
    expect(await store.tradeIn('coastal-nissan', lead.id)).toEqual(tradeIn(lead.id, 12000.5));
    expect(await store.tradeIn('redgum-used-cars', lead.id)).toBeUndefined();
    await store.saveMiscellaneous('coastal-nissan', 'valuation', { offer_price: 1 }, lead.id);
    await store.saveMiscellaneous('coastal-nissan', 'valuation', [2], null);
    expect(await store.miscellaneous('coastal-nissan')).toEqual([
      { id: expect.any(Number), columnName: 'valuation', value: { offer_price: 1 }, leadId: lead.id },
      { id: expect.any(Number), columnName: 'valuation', value: [2], leadId: null },
    ]);
    expect(await store.miscellaneous('redgum-used-cars')).toEqual([]);
  });

  it('accepts an offer with the latest secret issued for it, on its own site', async () => {
    const store = await openLeadStore(stores.open());
    const lead = await store.add({ ...enquiry('coastal-nissan'), kind: 'trade-in-valuation' });
    await store.saveTradeIn(tradeIn(lead.id, 12000));
    const first = await store.issueOfferSecret('coastal-nissan', lead.id);
    const latest = await store.issueOfferSecret('coastal-nissan', lead.id);
    const owner = (secret: string) => ({ secret, userId: null });
    expect(await store.acceptOffer('coastal-nissan', lead.publicId, owner(first))).toBe(false);
    expect(await store.acceptOffer('redgum-used-cars', lead.publicId, owner(latest))).toBe(false);
    expect(await store.acceptOffer('coastal-nissan', newPublicId(), owner(latest))).toBe(false);
    expect(await store.tradeIn('coastal-nissan', lead.id)).toMatchObject({ offerAccepted: false });
    expect(await store.acceptOffer('coastal-nissan', lead.publicId, owner(latest))).toBe(true);
    expect(await store.tradeIn('coastal-nissan', lead.id)).toMatchObject({ offerAccepted: true });
    // Without an online estimate there is nothing to accept, whoever asks.
    const unpriced = await store.add({ ...enquiry('coastal-nissan'), kind: 'trade-in-valuation' });
    await store.saveTradeIn(tradeIn(unpriced.id, null));
    expect(await store.acceptOffer('coastal-nissan', unpriced.publicId, owner(await store.issueOfferSecret('coastal-nissan', unpriced.id)))).toBe(false);
  });

  it('keeps a submission’s key in the lead’s transaction: a refused submission leaves neither, so its retry is stored', async () => {
    const store = await openLeadStore(stores.open());
    const submission = { key: 'retry-key-0123456789', requestHash: 'h1' };
    const refused = store.submitOnce('coastal-nissan', submission, async (leads) => {
      const lead = await leads.add(enquiry('coastal-nissan'));
      await leads.saveTradeIn(tradeIn(lead.id, 12000));
      throw new Error('refused after the insert');
    });
    await expect(refused).rejects.toThrow('refused after the insert');
    expect(await store.list('coastal-nissan')).toEqual([]);
    const create = createEnquiry('coastal-nissan');
    const first = await store.submitOnce('coastal-nissan', submission, create);
    const again = await store.submitOnce('coastal-nissan', submission, create);
    expect(first).toMatchObject({ repeated: false });
    expect(again).toEqual(first === 'conflict' ? first : { ...first, repeated: true });
    expect(await store.submitOnce('coastal-nissan', { ...submission, requestHash: 'h2' }, create)).toBe('conflict');
    expect(await store.list('coastal-nissan')).toHaveLength(1);
    // Keys are each site's own.
    expect(await store.submitOnce('redgum-used-cars', submission, createEnquiry('redgum-used-cars'))).toMatchObject({ repeated: false });
    // Without a key every submission is its own.
    await store.submitOnce('coastal-nissan', null, create);
    expect(await store.list('coastal-nissan')).toHaveLength(2);
  });

  it('keeps what every server wrote, across a restart', async () => {
    const first = stores.open();
    const lead = await (await openLeadStore(first)).add(enquiry('coastal-nissan'));
    const other = await openLeadStore(stores.open());
    expect(await other.find('coastal-nissan', lead.publicId)).toMatchObject({ id: lead.id });
    await first.close();
    const restarted = await openLeadStore(stores.open());
    expect((await restarted.list('coastal-nissan')).map((l) => l.id)).toEqual([lead.id]);
    expect((await restarted.add(enquiry('coastal-nissan'))).id).toBeGreaterThan(lead.id);
  });

  // Servers at once on SQLite are processes, each waiting for the file; on PostgreSQL they are pools, here in one process.
  if (dialect === 'postgres')
    it('stores a retry sent to two servers at once once, and answers both with its answer', async () => {
      const servers = await Promise.all([1, 2].map(() => openLeadStore(stores.open())));
      const submission = { key: 'twice-at-once-0123456789', requestHash: 'h1' };
      let arrived = 0;
      let bothIn: () => void;
      const both = new Promise<void>((resolve) => (bothIn = resolve));
      // Each server has added its lead before either records the key.
      const create = async (leads: LeadWrites): Promise<{ lead: StoredLead; answer: { lead_id: string } }> => {
        const lead = await leads.add(enquiry('coastal-nissan'));
        if (++arrived === 2) bothIn();
        await both;
        return { lead, answer: { lead_id: lead.publicId } };
      };
      const answers = await Promise.all(servers.map((server: LeadStore) => server.submitOnce('coastal-nissan', submission, create)));
      const leads = await servers[0]!.list('coastal-nissan');
      expect(leads).toHaveLength(1);
      expect(answers.map((answer) => answer !== 'conflict' && answer.answer)).toEqual([{ lead_id: leads[0]!.publicId }, { lead_id: leads[0]!.publicId }]);
      expect(answers.map((answer) => answer !== 'conflict' && answer.repeated).sort()).toEqual([false, true]);
    });
});

/** The first leads migration, as every data file before public ids has it. */
const LEADS_1_SQL = `CREATE TABLE leads (id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, kind TEXT NOT NULL, category TEXT NOT NULL, subcategory TEXT,
       car_id INTEGER, user_id TEXT, email TEXT, phone TEXT, payload TEXT NOT NULL, ip TEXT NOT NULL, created_at TEXT NOT NULL);
     CREATE INDEX leads_tenant_created ON leads (tenant, created_at);
     CREATE INDEX leads_user ON leads (tenant, user_id);
     CREATE TABLE trade_ins (lead_id INTEGER PRIMARY KEY REFERENCES leads (id), tenant TEXT NOT NULL, offer_price REAL, rego TEXT NOT NULL,
       rego_state TEXT NOT NULL, adjustment_answers TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
       form_completed INTEGER NOT NULL, offer_accepted INTEGER NOT NULL);
     CREATE TABLE miscellaneous (id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, column_name TEXT NOT NULL, value TEXT NOT NULL,
       lead_id INTEGER, created_at TEXT NOT NULL);`;

/** The second, public ids with offer secrets and submission keys, as the release before the SQL builder applied it. */
const LEADS_2_SQL = `ALTER TABLE leads ADD COLUMN public_id TEXT;
     UPDATE leads SET public_id = lower(hex(randomblob(16)));
     CREATE UNIQUE INDEX leads_public_id ON leads (public_id);
     ALTER TABLE trade_ins ADD COLUMN offer_secret_hash BLOB;
     CREATE TABLE lead_submissions (tenant TEXT NOT NULL, key TEXT NOT NULL, request_hash TEXT NOT NULL, lead_id INTEGER NOT NULL REFERENCES leads (id),
       answer TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (tenant, key));`;

describe('the lead store on a data directory from before the SQL builder', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** A data file as an old release left it: the first leads migration, a valuation and an enquiry, and the second if `upTo` says. */
  function oldDataDir(upTo: 'leads-1' | 'leads-2'): string {
    const dir = mkdtempSync(join(tmpdir(), 'dealer-leads-'));
    dirs.push(dir);
    const db = openDatabase(dir);
    migrate(db, 'leads-1', LEADS_1_SQL);
    const insertLead = db.prepare(
      `INSERT INTO leads (tenant, kind, category, user_id, payload, ip, created_at) VALUES (?, ?, 'Trade-in Valuation', ?, '{}', '127.0.0.1', '2025-07-01T00:00:00.000Z')`,
    );
    insertLead.run('coastal-nissan', 'trade-in-valuation', '7');
    insertLead.run('redgum-used-cars', 'enquiry', null);
    db.prepare(
      `INSERT INTO trade_ins (lead_id, tenant, offer_price, rego, rego_state, adjustment_answers, email, phone, form_completed, offer_accepted)
       VALUES (1, 'coastal-nissan', 12000, 'ABC123', 'qld', '{}', 'ada@example.com', '0412345678', 1, 0)`,
    ).run();
    if (upTo === 'leads-2') migrate(db, 'leads-2-public-ids', LEADS_2_SQL);
    db.close();
    return dir;
  }

  /** The lead store over the directory's file, as the server opens it; `close` ends both. */
  async function open(dir: string): Promise<{ store: LeadStore; close(): Promise<void> }> {
    const db = openDatabase(dir);
    const sql = openSqlStore({ sqlite: db });
    return {
      store: await openLeadStore(sql),
      close: async () => {
        await sql.close();
        db.close();
      },
    };
  }

  it('gives the leads of a file before public ids public ids, which last, and lets only the signed-in owner accept their old offers', async () => {
    const dir = oldDataDir('leads-1');
    let { store, close } = await open(dir);
    const [valuation] = await store.list('coastal-nissan');
    const [other] = await store.list('redgum-used-cars');
    expect(valuation!.publicId).toMatch(PUBLIC_ID);
    expect(other!.publicId).toMatch(PUBLIC_ID);
    expect(valuation!.publicId).not.toBe(other!.publicId);
    expect((await store.find('coastal-nissan', valuation!.publicId))?.id).toBe(1);
    // The old valuation has no secret: a guess of one accepts nothing, its signed-in owner still can.
    expect(await store.acceptOffer('coastal-nissan', valuation!.publicId, { secret: 'x'.repeat(43), userId: null })).toBe(false);
    expect(await store.acceptOffer('coastal-nissan', valuation!.publicId, { secret: null, userId: '8' })).toBe(false);
    expect(await store.acceptOffer('coastal-nissan', valuation!.publicId, { secret: null, userId: '7' })).toBe(true);
    expect((await store.add(enquiry('coastal-nissan'))).id).toBe(3);
    await close();

    ({ store, close } = await open(dir));
    expect((await store.list('coastal-nissan')).map((l) => l.publicId)).toEqual([valuation!.publicId, expect.stringMatching(PUBLIC_ID)]);
    expect((await store.tradeIn('coastal-nissan', 1))?.offerAccepted).toBe(true);
    await close();
  });

  it('keeps the public ids, offer secrets and submission keys of a file that had them', async () => {
    const dir = oldDataDir('leads-2');
    const db = openDatabase(dir);
    const { public_id: publicId } = db.prepare('SELECT public_id FROM leads WHERE id = 1').get() as { public_id: string };
    db.close();
    const { store, close } = await open(dir);
    expect((await store.list('coastal-nissan')).map((l) => l.publicId)).toEqual([publicId]);
    const secret = await store.issueOfferSecret('coastal-nissan', 1);
    const submission = { key: 'kept-key-0123456789', requestHash: 'h1' };
    const first = await store.submitOnce('redgum-used-cars', submission, createEnquiry('redgum-used-cars'));
    await close();

    const reopened = await open(dir);
    expect(await reopened.store.acceptOffer('coastal-nissan', publicId, { secret, userId: null })).toBe(true);
    expect(await reopened.store.submitOnce('redgum-used-cars', submission, createEnquiry('redgum-used-cars'))).toEqual(
      first === 'conflict' ? first : { ...first, repeated: true },
    );
    await reopened.close();
  });
});
