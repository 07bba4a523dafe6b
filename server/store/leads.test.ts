import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './database.ts';
import { LEADS_1_SQL, newPublicId, PUBLIC_ID, sqliteLeadStore, type NewLead } from './leads.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'dealer-leads-'));
  dirs.push(dir);
  return dir;
};

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

/** A data file as the release before public ids left it: the first leads migration, a valuation and an enquiry. */
function dataFileBeforePublicIds(dir: string): void {
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
  db.close();
}

describe('lead store', () => {
  it('gives the leads of an existing data file public ids, which last, and lets only the signed-in owner accept their old offers', () => {
    const dir = dataDir();
    dataFileBeforePublicIds(dir);
    let db = openDatabase(dir);
    let store = sqliteLeadStore(db);
    const [valuation] = store.list('coastal-nissan');
    const [other] = store.list('redgum-used-cars');
    expect(valuation!.publicId).toMatch(PUBLIC_ID);
    expect(other!.publicId).toMatch(PUBLIC_ID);
    expect(valuation!.publicId).not.toBe(other!.publicId);
    expect(store.find('coastal-nissan', valuation!.publicId)?.id).toBe(1);
    // The old valuation has no secret: a guess of one accepts nothing, its signed-in owner still can.
    expect(store.acceptOffer('coastal-nissan', valuation!.publicId, { secret: 'x'.repeat(43), userId: null })).toBe(false);
    expect(store.acceptOffer('coastal-nissan', valuation!.publicId, { secret: null, userId: '8' })).toBe(false);
    expect(store.acceptOffer('coastal-nissan', valuation!.publicId, { secret: null, userId: '7' })).toBe(true);
    expect(store.add(enquiry('coastal-nissan')).id).toBe(3);
    db.close();

    db = openDatabase(dir);
    store = sqliteLeadStore(db);
    expect(store.list('coastal-nissan').map((l) => l.publicId)).toEqual([valuation!.publicId, expect.stringMatching(PUBLIC_ID)]);
    expect(store.tradeIn('coastal-nissan', 1)?.offerAccepted).toBe(true);
    db.close();
  });

  it('accepts an offer with the latest secret issued for it, on its own site', () => {
    const db = openDatabase(dataDir());
    const store = sqliteLeadStore(db);
    const lead = store.add({ ...enquiry('coastal-nissan'), kind: 'trade-in-valuation' });
    const record = { leadId: lead.id, tenant: 'coastal-nissan', rego: 'ABC123', regoState: 'qld', adjustmentAnswers: {}, email: 'a@b.co', phone: '0412345678' };
    store.saveTradeIn({ ...record, offerPrice: 12000, formCompleted: true, offerAccepted: false });
    const first = store.issueOfferSecret('coastal-nissan', lead.id);
    const latest = store.issueOfferSecret('coastal-nissan', lead.id);
    const owner = (secret: string) => ({ secret, userId: null });
    expect(store.acceptOffer('coastal-nissan', lead.publicId, owner(first))).toBe(false);
    expect(store.acceptOffer('redgum-used-cars', lead.publicId, owner(latest))).toBe(false);
    expect(store.acceptOffer('coastal-nissan', newPublicId(), owner(latest))).toBe(false);
    expect(store.acceptOffer('coastal-nissan', lead.publicId, owner(latest))).toBe(true);
    // Without an online estimate there is nothing to accept, whoever asks.
    const unpriced = store.add({ ...enquiry('coastal-nissan'), kind: 'trade-in-valuation' });
    store.saveTradeIn({ ...record, leadId: unpriced.id, offerPrice: null, formCompleted: true, offerAccepted: false });
    expect(store.acceptOffer('coastal-nissan', unpriced.publicId, owner(store.issueOfferSecret('coastal-nissan', unpriced.id)))).toBe(false);
    db.close();
  });

  it('keeps a submission’s key in the lead’s transaction: a refused submission leaves neither, so its retry is stored', () => {
    const db = openDatabase(dataDir());
    const store = sqliteLeadStore(db);
    const submission = { key: 'retry-key-0123456789', requestHash: 'h1' };
    expect(() =>
      store.submitOnce('coastal-nissan', submission, () => {
        store.add(enquiry('coastal-nissan'));
        throw new Error('refused after the insert');
      }),
    ).toThrow('refused after the insert');
    expect(store.list('coastal-nissan')).toEqual([]);
    const create = () => {
      const lead = store.add(enquiry('coastal-nissan'));
      return { lead, answer: { lead_id: lead.publicId } };
    };
    const first = store.submitOnce('coastal-nissan', submission, create);
    const again = store.submitOnce('coastal-nissan', submission, create);
    expect(again).toEqual(first === 'conflict' ? first : { ...first, repeated: true });
    expect(store.submitOnce('coastal-nissan', { ...submission, requestHash: 'h2' }, create)).toBe('conflict');
    expect(store.list('coastal-nissan')).toHaveLength(1);
    // Keys are each site's own.
    expect(store.submitOnce('redgum-used-cars', submission, create)).toMatchObject({ repeated: false });
    db.close();
  });
});
