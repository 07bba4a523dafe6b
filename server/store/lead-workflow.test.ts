import { describe, expect, it } from 'vitest';
import { leadMessage, storedLead } from '../delivery/lead-message.fixture.ts';
import { openLeadStore, type NewLead } from './leads.ts';
import { openLeadWorkflowStore } from './lead-workflow.ts';
import { openStaffStore } from './staff.ts';
import { SQL_DIALECTS, testSqlStores } from './sql/test-stores.ts';

const NOW = new Date('2026-03-02T00:00:00Z');
const TENANT = 'coastal-nissan';
const email = { type: 'email' as const, to: ['sales@example.com'], format: 'text' as const };

/** A lead with the fixture's message, changed as `contact`, `car` and `location` say. */
function lead(overrides: Partial<NewLead> & { name?: string; stockNumber?: string; locationId?: number } = {}): NewLead {
  const { name = 'Jane Citizen', stockNumber = 'U12345', locationId = 11, ...rest } = overrides;
  const base = storedLead(TENANT, []);
  const draft = leadMessage();
  return {
    ...base,
    message: {
      ...base.message!,
      contact: { ...draft.contact, name },
      car: { ...draft.car!, stockNumber },
      location: { ...draft.location!, id: locationId },
    },
    ...rest,
  };
}

describe.each(SQL_DIALECTS)('the lead workflow store on %s', (dialect) => {
  const stores = testSqlStores(dialect);

  async function open() {
    const sql = stores.open();
    const leads = await openLeadStore(sql);
    const staff = await openStaffStore(sql);
    return { leads, staff, workflow: await openLeadWorkflowStore(sql) };
  }

  it('lists a tenant’s leads newest first, a page at a time, each new and unassigned until staff say otherwise', async () => {
    const { leads, staff, workflow } = await open();
    const stored = [];
    for (let day = 1; day <= 5; day++) stored.push(await leads.add(lead(), new Date(`2026-03-0${day}T00:00:00Z`)));
    await leads.add({ ...lead(), tenant: 'redgum-used-cars' });
    const first = await workflow.list(TENANT, { limit: 2 });
    expect(first.map((row) => row.publicId)).toEqual([stored[4]!.publicId, stored[3]!.publicId]);
    expect(first[0]).toMatchObject({ status: 'new', assignee: null, kind: 'enquiry', message: { contact: { name: 'Jane Citizen' } } });
    const last = first.at(-1)!;
    const second = await workflow.list(TENANT, { limit: 10, after: { createdAt: last.createdAt, publicId: last.publicId } });
    expect(second.map((row) => row.publicId)).toEqual([stored[2]!.publicId, stored[1]!.publicId, stored[0]!.publicId]);

    const jo = await staff.invite(TENANT, 'jo@example.com', 'staff', NOW);
    await workflow.setStatus(TENANT, stored[0]!.id, 'contacted', NOW);
    await workflow.setAssignee(TENANT, stored[0]!.id, jo.id, NOW);
    await workflow.setStatus(TENANT, stored[0]!.id, 'won', NOW);
    expect(await workflow.find(TENANT, stored[0]!.publicId)).toMatchObject({ status: 'won', assignee: { id: jo.id, email: 'jo@example.com' } });
    expect(await workflow.find('redgum-used-cars', stored[0]!.publicId)).toBeUndefined();
    await workflow.setAssignee(TENANT, stored[0]!.id, null, NOW);
    expect(await workflow.find(TENANT, stored[0]!.publicId)).toMatchObject({ status: 'won', assignee: null });
  });

  it('filters by kind, category, location, status, dates, assignee, and finds by name, e-mail, phone or stock number', async () => {
    const { leads, staff, workflow } = await open();
    const ada = await leads.add(
      lead({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '0400 111 222', stockNumber: 'N_1%' }),
      new Date('2026-03-01T10:00:00Z'),
    );
    const bob = await leads.add(lead({ name: 'Bob', kind: 'test-drive', category: 'Test Drive', locationId: 12 }), new Date('2026-03-03T10:00:00Z'));
    const jo = await staff.invite(TENANT, 'jo@example.com', 'staff', NOW);
    await workflow.setStatus(TENANT, bob.id, 'appointment', NOW);
    await workflow.setAssignee(TENANT, ada.id, jo.id, NOW);
    const ids = async (query: Parameters<typeof workflow.list>[1]) => (await workflow.list(TENANT, query)).map((row) => row.id);
    expect(await ids({ limit: 9, kind: 'test-drive' })).toEqual([bob.id]);
    expect(await ids({ limit: 9, category: 'Sales Enquiry' })).toEqual([ada.id]);
    expect(await ids({ limit: 9, location: 12 })).toEqual([bob.id]);
    expect(await ids({ limit: 9, status: 'new' })).toEqual([ada.id]);
    expect(await ids({ limit: 9, status: 'appointment' })).toEqual([bob.id]);
    expect(await ids({ limit: 9, since: '2026-03-02T00:00:00.000Z' })).toEqual([bob.id]);
    expect(await ids({ limit: 9, until: '2026-03-02T00:00:00.000Z' })).toEqual([ada.id]);
    expect(await ids({ limit: 9, assignee: jo.id })).toEqual([ada.id]);
    expect(await ids({ limit: 9, q: 'LOVELACE' })).toEqual([ada.id]);
    expect(await ids({ limit: 9, q: 'ada@' })).toEqual([ada.id]);
    expect(await ids({ limit: 9, q: '0400111222' })).toEqual([ada.id]);
    expect(await ids({ limit: 9, q: 'n_1%' })).toEqual([ada.id]);
    expect(await ids({ limit: 9, q: '%' })).toEqual([ada.id]);
    expect(await ids({ limit: 9, q: 'nobody' })).toEqual([]);
  });

  it('keeps notes with who and when, and reads a tenant’s deliveries', async () => {
    const { leads, staff, workflow } = await open();
    const stored = await leads.add({ ...lead(), deliverTo: [email] });
    const jo = await staff.invite(TENANT, 'jo@example.com', 'staff', NOW);
    const note = await workflow.addNote(TENANT, stored.id, { id: jo.id, email: jo.email }, 'Called, no answer', NOW);
    expect(await workflow.notes(TENANT, stored.id)).toEqual([note]);
    expect(await workflow.notes('redgum-used-cars', stored.id)).toEqual([]);
    const [delivery] = await workflow.deliveries(TENANT, [stored.id]);
    expect(delivery).toMatchObject({ leadId: stored.id, status: 'pending', attempts: 0, target: JSON.stringify(email) });
    expect(await workflow.deliveries('redgum-used-cars', [stored.id])).toEqual([]);
    expect(await workflow.deliveryLead(TENANT, delivery!.deliveryId)).toBe(stored.id);
    expect(await workflow.deliveryLead('redgum-used-cars', delivery!.deliveryId)).toBeUndefined();
  });
});
