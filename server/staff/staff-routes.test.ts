import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRequest, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_LINK_ERRORS, type LeadDetail, type LeadList, type StaffMember, type StaffReport, type StaffRole } from '../../runtime/site/staff-api.ts';
import { EVENTS } from '../../runtime/site/constants.ts';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import type { DealerServer } from '../app.ts';
import { host, sampleServer } from '../api/sample-server.fixture.ts';
import { leadMessage, storedLead } from '../delivery/lead-message.fixture.ts';
import { siteCars } from '../stock/site-cars.ts';
import { openAnalyticsStore } from '../store/analytics.ts';
import { openLeadStore, type LeadStore, type NewLead } from '../store/leads.ts';
import { STAFF_LINK_TTL_MS } from '../store/staff.ts';
import { openViewStore } from '../store/views.ts';
import { linkOrigin, STAFF_LINK_LIMITS } from './sign-in-routes.ts';
import { staffStoreOf } from './staff-store.ts';

const A = 'coastal-nissan';
const B = 'redgum-used-cars';
const dataDir = mkdtempSync(join(tmpdir(), 'dealer-staff-'));
let server: DealerServer;
let close: () => Promise<void>;
let leads: LeadStore;

beforeAll(async () => {
  // The demo: sign-in links go to its mail outbox in the data directory. The outbox worker waits to be poked.
  ({ server, close } = await sampleServer([A, B], 4, { demo: true, dataDir, delivery: { worker: { pollMs: 3600_000 } } }));
  leads = await openLeadStore(server.sql);
});
afterAll(async () => {
  await close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (slug: string, cookie: string | null, options: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }) =>
  server.app.inject({ ...options, headers: { ...host(slug), ...(cookie ? { cookie } : {}), ...options.headers } });
const api = (path: string) => `/api/staff${path}`;

let emails = 0;
/** A new address each time, so tests never share a member. */
const newEmail = (name = 'member') => `${name}${++emails}@example.com`;

/** The demo outbox's mails, their quoted-printable text decoded. */
const outbox = () =>
  readdirSync(join(dataDir, 'mail-outbox')).map((file) =>
    readFileSync(join(dataDir, 'mail-outbox', file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );

/** The sign-in link tokens the demo's outbox holds for an address. */
const mailedLinks = (to: string): string[] =>
  outbox()
    .filter((mail) => mail.includes(`To: ${to}`))
    .map((mail) => /token=([A-Za-z0-9_-]+)/.exec(mail)![1]!);

async function invited(slug: string, role: StaffRole = 'staff', email = newEmail(role)): Promise<StaffMember> {
  return (await staffStoreOf(server.sql)).invite(slug, email, role, new Date());
}

/** A member signed in through a link: their session cookie. */
async function signedIn(slug: string, role: StaffRole = 'staff'): Promise<{ member: StaffMember; cookie: string }> {
  const member = await invited(slug, role);
  const token = await (await staffStoreOf(server.sql)).issueLink(slug, member.id, new Date());
  const response = await call(slug, null, { method: 'POST', url: api('/sign-in'), payload: { token } });
  expect(response.statusCode).toBe(200);
  return { member, cookie: String(response.headers['set-cookie']).split(';')[0]! };
}

function lead(slug: string, overrides: Partial<NewLead> = {}): NewLead {
  return { ...storedLead(slug, [{ type: 'webhook', url: 'https://crm.example.com/leads', secretEnv: 'STAFF_TEST_UNSET_SECRET' }]), ...overrides };
}

const audit = async (slug: string) =>
  (await server.sql.db.selectFrom('staff_audit').select(['member_id', 'what', 'lead_id']).where('tenant', '=', slug).orderBy('id').execute()).map(
    (row) => `${row.member_id ?? 'cli'} ${row.what}`,
  );

describe('staff sign-in', () => {
  it('mails a link to a member who asks, answering 202 alike for an address that is not staff', async () => {
    const member = await invited(A);
    for (const email of [member.email.toUpperCase(), 'stranger@example.com'])
      expect((await call(A, null, { method: 'POST', url: api('/sign-in-link'), payload: { email } })).statusCode).toBe(202);
    const [token] = mailedLinks(member.email);
    expect(mailedLinks('stranger@example.com')).toEqual([]);
    expect(outbox().find((text) => text.includes(`To: ${member.email}`))).toContain(`http://${A}.localhost:4000/staff/sign-in?token=${token}`);
    // Asked through another site, the member of this one gets nothing.
    expect((await call(B, null, { method: 'POST', url: api('/sign-in-link'), payload: { email: member.email } })).statusCode).toBe(202);
    expect(mailedLinks(member.email)).toHaveLength(1);

    const response = await call(A, null, { method: 'POST', url: api('/sign-in'), payload: { token } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.id, email: member.email, role: 'staff' });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^dealer_staff=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(await audit(A)).toEqual(expect.arrayContaining([`${member.id} sign-in link sent`, `${member.id} signed in`]));
  });

  it('over https sets the cookie Secure with the __Host- prefix; without SMTP outside the demo sends no link and invites nobody', async () => {
    const served = await sampleServer([A], 1, { trustProxy: true });
    try {
      const staff = await staffStoreOf(served.server.sql);
      const admin = await staff.invite(A, newEmail('admin'), 'admin', new Date());
      const https = { ...host(A), 'x-forwarded-proto': 'https' };
      const link = await served.server.app.inject({ method: 'POST', url: api('/sign-in-link'), headers: https, payload: { email: admin.email } });
      expect(link.statusCode).toBe(202);
      const token = await staff.issueLink(A, admin.id, new Date());
      const response = await served.server.app.inject({ method: 'POST', url: api('/sign-in'), headers: https, payload: { token } });
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^__Host-dealer_staff=[A-Za-z0-9_-]{43};/);
      expect(cookie).toContain('Secure');
      const invite = await served.server.app.inject({
        method: 'POST',
        url: api('/members'),
        headers: { ...https, cookie: cookie.split(';')[0]! },
        payload: { email: newEmail(), role: 'staff' },
      });
      expect(invite.statusCode).toBe(503);
      expect((await staff.members(A)).map((member) => member.id)).toEqual([admin.id]);
    } finally {
      await served.close();
    }
  });

  it('links to the site’s own address outside the demo, whatever Host a request came through', () => {
    const tenant = sampleTenant(A);
    const request = { overHttps: false, host: 'elsewhere.example', server: { publicOrigin: null } } as unknown as FastifyRequest;
    expect(linkOrigin(request, tenant, false)).toBe(tenant.url);
    expect(linkOrigin(request, { ...tenant, url: undefined }, false)).toBe('http://elsewhere.example');
    expect(linkOrigin({ ...request, server: { publicOrigin: 'https://cars.example.com' } } as FastifyRequest, { ...tenant, url: undefined }, false)).toBe(
      'https://cars.example.com',
    );
    // The demo runs the site on this machine, under the name it was asked by.
    expect(linkOrigin(request, tenant, true)).toBe('http://elsewhere.example');
  });

  it('refuses a link used, expired, of another site or made up, with a clear message', async () => {
    const staff = await staffStoreOf(server.sql);
    const member = await invited(A);
    const token = await staff.issueLink(A, member.id, new Date());
    expect((await call(A, null, { method: 'POST', url: api('/sign-in'), payload: { token } })).statusCode).toBe(200);
    const used = await call(A, null, { method: 'POST', url: api('/sign-in'), payload: { token } });
    expect([used.statusCode, used.json()]).toEqual([400, { error: STAFF_LINK_ERRORS.used, code: 'used', issues: [] }]);
    const old = await staff.issueLink(A, member.id, new Date(Date.now() - STAFF_LINK_TTL_MS - 1000));
    const expired = await call(A, null, { method: 'POST', url: api('/sign-in'), payload: { token: old } });
    expect([expired.statusCode, expired.json()]).toEqual([400, { error: STAFF_LINK_ERRORS.expired, code: 'expired', issues: [] }]);
    const fresh = await staff.issueLink(A, member.id, new Date());
    for (const [slug, token] of [
      [B, fresh],
      [A, 'made-up'],
    ] as const) {
      const invalid = await call(slug, null, { method: 'POST', url: api('/sign-in'), payload: { token } });
      expect([invalid.statusCode, invalid.json()]).toEqual([400, { error: STAFF_LINK_ERRORS.invalid, code: 'invalid', issues: [] }]);
    }
    expect((await call(A, null, { method: 'POST', url: api('/sign-in'), payload: {} })).statusCode).toBe(400);
  });

  it('rate limits link requests per address asked for', async () => {
    const email = newEmail();
    for (let i = 0; i < STAFF_LINK_LIMITS.perContact.max; i++)
      expect((await call(A, null, { method: 'POST', url: api('/sign-in-link'), payload: { email }, remoteAddress: `203.0.113.${i + 1}` })).statusCode).toBe(
        202,
      );
    const refused = await call(A, null, { method: 'POST', url: api('/sign-in-link'), payload: { email }, remoteAddress: '203.0.113.99' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const bad = await call(A, null, { method: 'POST', url: api('/sign-in-link'), payload: { email: 'not an address' }, remoteAddress: '198.51.100.1' });
    expect([bad.statusCode, bad.json().issues[0].path]).toEqual([400, 'email']);
  });

  it('says who is signed in on their own site only, and signs them out', async () => {
    const { member, cookie } = await signedIn(A);
    const me = await call(A, cookie, { url: api('/me') });
    expect([me.statusCode, me.json().id, me.headers['cache-control']]).toEqual([200, member.id, 'no-store']);
    expect((await call(B, cookie, { url: api('/me') })).statusCode).toBe(401);
    expect((await call(A, null, { url: api('/me') })).statusCode).toBe(401);
    // A shopper's session cookie is not a staff one.
    expect((await call(A, cookie.replace('dealer_staff', 'dealer_session'), { url: api('/me') })).statusCode).toBe(401);
    const out = await call(A, cookie, { method: 'POST', url: api('/sign-out') });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await call(A, cookie, { url: api('/me') })).statusCode).toBe(401);
    expect(await audit(A)).toContain(`${member.id} signed out`);
  });
});

describe('staff members', () => {
  it('lists the site’s staff for any member; only an admin invites and removes, on their own site', async () => {
    const admin = await signedIn(A, 'admin');
    const staff = await signedIn(A, 'staff');
    const other = await invited(B);
    const listed = (await call(A, staff.cookie, { url: api('/members') })).json() as StaffMember[];
    expect(listed.map((member) => member.id)).toEqual(expect.arrayContaining([admin.member.id, staff.member.id]));
    expect(listed.map((member) => member.id)).not.toContain(other.id);

    const email = newEmail('invitee');
    expect((await call(A, staff.cookie, { method: 'POST', url: api('/members'), payload: { email, role: 'staff' } })).statusCode).toBe(403);
    expect((await call(A, null, { method: 'POST', url: api('/members'), payload: { email, role: 'staff' } })).statusCode).toBe(401);
    expect((await call(A, admin.cookie, { method: 'POST', url: api('/members'), payload: { email, role: 'boss' } })).statusCode).toBe(400);
    const created = await call(A, admin.cookie, { method: 'POST', url: api('/members'), payload: { email, role: 'admin' } });
    expect([created.statusCode, created.json()]).toEqual([201, { id: expect.any(String), email, name: null, role: 'admin', lastActiveAt: null }]);
    expect(mailedLinks(email)).toHaveLength(1);

    expect((await call(A, staff.cookie, { method: 'DELETE', url: api(`/members/${created.json().id}`) })).statusCode).toBe(403);
    expect((await call(A, admin.cookie, { method: 'DELETE', url: api(`/members/${other.id}`) })).statusCode).toBe(404);
    expect((await call(A, admin.cookie, { method: 'DELETE', url: api(`/members/${admin.member.id}`) })).statusCode).toBe(400);
    expect((await call(A, admin.cookie, { method: 'DELETE', url: api(`/members/${staff.member.id}`) })).statusCode).toBe(204);
    // Removed, their session ends at once.
    expect((await call(A, staff.cookie, { url: api('/me') })).statusCode).toBe(401);
    expect(await audit(A)).toEqual(
      expect.arrayContaining([`${admin.member.id} invited ${email} as admin`, `${admin.member.id} removed ${staff.member.email}`]),
    );
    expect(await audit(B)).not.toContain(expect.stringContaining('invited'));
  });
});

describe('the inbox', () => {
  let carId: number;
  let photo: string | null;
  beforeAll(async () => {
    const tenant = sampleTenant(A);
    const [car] = await siteCars(server.stock, tenant, [], 1);
    carId = car!.id;
    photo = car!.primary_image_url ?? null;
  });

  it('lists the site’s leads newest first, a page at a time, with their delivery state, and 401 without a session', async () => {
    const { cookie } = await signedIn(B);
    const stored = [];
    for (let i = 0; i < 52; i++) stored.push(await leads.add(lead(B), new Date(Date.UTC(2026, 0, 1, 0, i))));
    await leads.add(lead(A));
    expect((await call(B, null, { url: api('/leads') })).statusCode).toBe(401);
    const first = await call(B, cookie, { url: api('/leads') });
    expect(first.headers['cache-control']).toBe('no-store');
    const page = first.json() as LeadList;
    expect(page.leads).toHaveLength(50);
    expect(page.leads[0]).toMatchObject({
      id: stored[51]!.publicId,
      kind: 'enquiry',
      status: 'new',
      name: 'Jane Citizen',
      email: 'jane.citizen@example.com',
      car: { id: 100231, name: '2021 Toyota Corolla Ascent Sport', stockNumber: 'U12345' },
      location: { id: 11, name: 'Harbourside Toyota - Sales' },
      assignee: null,
      delivery: 'queued',
    });
    const second = (await call(B, cookie, { url: api(`/leads?before=${page.next}`) })).json() as LeadList;
    expect([second.leads.map((l) => l.id), second.next]).toEqual([[stored[1]!.publicId, stored[0]!.publicId], null]);
    expect((await call(B, cookie, { url: api('/leads?before=nonsense') })).statusCode).toBe(400);
  });

  it('filters by every field of the filter, with dates in the site’s time zone', async () => {
    const { member, cookie } = await signedIn(A);
    const message = storedLead(A, []).message!;
    const ada = await leads.add(
      lead(A, {
        kind: 'test-drive',
        category: 'Test Drive',
        email: 'ada@filter.example',
        message: { ...message, contact: { ...message.contact, name: 'Ada Filter' } },
      }),
      // 1 March in Brisbane (UTC+10), still 28 February in UTC.
      new Date('2026-02-28T15:00:00Z'),
    );
    await leads.add(lead(A), new Date('2026-02-27T00:00:00Z'));
    await call(A, cookie, { method: 'PATCH', url: api(`/leads/${ada.publicId}`), payload: { status: 'contacted', assignee: member.id } });
    const ids = async (query: string) => ((await call(A, cookie, { url: api(`/leads?${query}`) })).json() as LeadList).leads.map((l) => l.id);
    for (const query of [
      'kind=test-drive',
      'category=Test%20Drive',
      'status=contacted',
      `assignee=${member.id}`,
      'from=2026-03-01&to=2026-03-01',
      'q=ada%20filter',
      'q=ADA@FILTER',
    ])
      expect(await ids(query), query).toEqual([ada.publicId]);
    expect(await ids('location=11&from=2026-02-27&to=2026-02-28')).toHaveLength(1);
    expect(await ids('location=999')).toEqual([]);
    for (const query of ['status=lost-cause', 'from=yesterday', 'location=x', 'from=2026-03-02&to=2026-03-01', 'colour=red']) {
      const refused = await call(A, cookie, { url: api(`/leads?${query}`) });
      expect([refused.statusCode, refused.json().issues.length > 0], query).toEqual([400, true]);
    }
  });

  it('shows a lead with everything it carries, and answers 404 for another site’s lead', async () => {
    const own = await signedIn(A);
    const other = await signedIn(B, 'admin');
    const message = storedLead(A, []).message!;
    const stored = await leads.add(lead(A, { carId, message: { ...message, car: { ...message.car!, id: carId } } }));
    const response = await call(A, own.cookie, { url: api(`/leads/${stored.publicId}`) });
    expect(response.statusCode).toBe(200);
    const detail = response.json() as LeadDetail;
    const { leadId: _leadId, createdAt: _createdAt, ...carried } = leadMessage();
    expect(detail.message).toMatchObject({ ...carried, tenant: { ...carried.tenant, slug: A }, car: { ...carried.car, id: carId } });
    expect(detail.carPhoto).toBe(photo);
    expect(detail.deliveries).toEqual([
      { id: expect.any(String), target: 'Webhook to crm.example.com', state: 'queued', attempts: 0, lastError: null, deliveredAt: null },
    ]);
    expect([detail.notes, detail.history]).toEqual([[], []]);
    for (const url of [`/leads/${stored.publicId}`, '/leads/not-an-id', `/leads/${'0'.repeat(32)}`])
      expect((await call(B, other.cookie, { url: api(url) })).statusCode, url).toBe(404);
    for (const [method, url, payload] of [
      ['PATCH', `/leads/${stored.publicId}`, { status: 'won' }],
      ['POST', `/leads/${stored.publicId}/notes`, { text: 'mine now' }],
      ['POST', `/deliveries/${detail.deliveries[0]!.id}/send-again`, undefined],
    ] as const) {
      expect((await call(B, other.cookie, { method, url: api(url), ...(payload ? { payload } : {}) })).statusCode, url).toBe(404);
      expect((await call(A, null, { method, url: api(url), ...(payload ? { payload } : {}) })).statusCode, url).toBe(401);
    }
    expect(await audit(B)).not.toEqual(expect.arrayContaining([expect.stringMatching(/status|note|sent again/)]));
  });

  it('shows a lead stored before its message was kept, from its columns and form fields', async () => {
    const { cookie } = await signedIn(A);
    const { message: _message, deliverTo: _deliverTo, ...old } = lead(A, { payload: { fields: { name: 'Old Timer', message: 'Still there?' } } });
    const stored = await leads.add(old);
    const detail = (await call(A, cookie, { url: api(`/leads/${stored.publicId}`) })).json() as LeadDetail;
    expect(detail).toMatchObject({ name: 'Old Timer', car: null, deliveries: [], delivery: null, carPhoto: null });
    expect(detail.message).toMatchObject({
      leadId: stored.publicId,
      contact: { name: 'Old Timer', email: old.email },
      message: 'Still there?',
      deliveryCategory: 'sales',
    });
  });

  it('changes status and assignee, keeps notes with who and when, and records each in the lead’s history', async () => {
    const jo = await signedIn(A);
    const sam = await invited(A);
    const outsider = await invited(B);
    const stored = await leads.add(lead(A));
    const url = api(`/leads/${stored.publicId}`);
    const changed = await call(A, jo.cookie, { method: 'PATCH', url, payload: { status: 'contacted', assignee: sam.id } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'contacted', assignee: { id: sam.id, email: sam.email } });
    expect((await call(A, jo.cookie, { method: 'PATCH', url, payload: { assignee: outsider.id } })).statusCode).toBe(400);
    expect((await call(A, jo.cookie, { method: 'PATCH', url, payload: { status: 'sold' } })).statusCode).toBe(400);
    expect((await call(A, jo.cookie, { method: 'PATCH', url, payload: {} })).statusCode).toBe(400);
    await call(A, jo.cookie, { method: 'PATCH', url, payload: { assignee: null, status: 'appointment' } });
    const note = await call(A, jo.cookie, { method: 'POST', url: `${url}/notes`, payload: { text: '  Booked for Saturday  ' } });
    expect([note.statusCode, note.json()]).toEqual([
      201,
      { id: expect.any(String), text: 'Booked for Saturday', by: { id: jo.member.id, email: jo.member.email }, at: expect.any(String) },
    ]);
    expect((await call(A, jo.cookie, { method: 'POST', url: `${url}/notes`, payload: { text: ' ' } })).statusCode).toBe(400);
    const detail = (await call(A, jo.cookie, { url })).json() as LeadDetail;
    expect(detail).toMatchObject({ status: 'appointment', assignee: null, notes: [note.json()] });
    const by = { id: jo.member.id, email: jo.member.email };
    expect(detail.history).toEqual([
      { at: expect.any(String), by, what: 'status: new → contacted' },
      { at: expect.any(String), by, what: `assigned to ${sam.email}` },
      { at: expect.any(String), by, what: 'status: contacted → appointment' },
      { at: expect.any(String), by, what: 'unassigned' },
      { at: expect.any(String), by, what: 'note added' },
    ]);
  });

  it('shows a failed delivery as failed, a tried one as retrying, and sends one again', async () => {
    const { member, cookie } = await signedIn(A);
    const stored = await leads.add(lead(A));
    await server.sql.db
      .updateTable('lead_deliveries')
      .set({ status: 'failed', attempts: 3, last_error: 'The CRM answered 500' })
      .where('lead_id', '=', stored.id)
      .execute();
    const detail = (await call(A, cookie, { url: api(`/leads/${stored.publicId}`) })).json() as LeadDetail;
    expect(detail.deliveries[0]).toMatchObject({ state: 'failed', attempts: 3, lastError: 'The CRM answered 500' });
    expect(detail.delivery).toBe('failed');
    const again = await call(A, cookie, { method: 'POST', url: api(`/deliveries/${detail.deliveries[0]!.id}/send-again`) });
    expect(again.statusCode).toBe(202);
    const row = await server.sql.db.selectFrom('lead_deliveries').select(['status', 'give_up_at']).where('lead_id', '=', stored.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(row.give_up_at).toBeGreaterThan(Date.now());
    await server.sql.db.updateTable('lead_deliveries').set({ status: 'pending', attempts: 1 }).where('lead_id', '=', stored.id).execute();
    expect(((await call(A, cookie, { url: api(`/leads/${stored.publicId}`) })).json() as LeadDetail).deliveries[0]!.state).toBe('retrying');
    expect((await call(A, cookie, { method: 'POST', url: api('/deliveries/not-a-uuid/send-again') })).statusCode).toBe(400);
    expect((await call(A, cookie, { method: 'POST', url: api('/deliveries/0b6c3a52-1f7e-4c0e-9a43-2d2f0d7e8c11/send-again') })).statusCode).toBe(404);
    expect(await audit(A)).toContain(`${member.id} delivery sent again`);
  });

  it('exports the filter’s leads as CSV, one row each under a header, with formulas defused', async () => {
    const { member, cookie } = await signedIn(A);
    const message = storedLead(A, []).message!;
    const stored = await leads.add(
      lead(A, {
        kind: 'csv-kind',
        message: { ...message, contact: { ...message.contact, name: '=HYPERLINK("x")' } },
        payload: { fields: { name: '=HYPERLINK("x")' } },
      }),
    );
    await leads.add(lead(A, { kind: 'csv-kind' }));
    await leads.add(lead(B, { kind: 'csv-kind' }));
    const response = await call(A, cookie, { url: api('/leads.csv?kind=csv-kind') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${A}-leads.csv"`);
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^"id","created_at","kind",.*,"payload","status","assignee"$/);
    const row = lines.find((line) => line.startsWith(`"${stored.publicId}"`))!;
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).not.toContain('",=');
    expect(row).toMatch(/,"new",""$/);
    expect(await audit(A)).toContain(`${member.id} exported 2 leads as CSV`);
    expect((await call(A, null, { url: api('/leads.csv') })).statusCode).toBe(401);
  });
});

describe('the staff report', () => {
  it('counts car views and leads per day, leads by kind, source page and UTM source, and the most viewed cars', async () => {
    const { cookie } = await signedIn(B);
    const analytics = await openAnalyticsStore(server.sql);
    const views = await openViewStore(server.sql);
    const event = (at: string) => ({ tenant: B, eventId: EVENTS.carView, label: null, carId: 1, path: '/cars/x', at });
    await analytics.record(event('2025-05-01T02:00:00.000Z'));
    await analytics.record(event('2025-05-01T15:00:00.000Z')); // 2 May in Brisbane
    await analytics.record({ ...event('2025-05-01T03:00:00.000Z'), eventId: EVENTS.phoneClick });
    await analytics.record({ ...event('2025-05-01T03:00:00.000Z'), tenant: A });
    const message = storedLead(B, []).message!;
    await leads.add(lead(B, { kind: 'test-drive' }), new Date('2025-05-01T01:00:00Z'));
    await leads.add(lead(B, { message: { ...message, pageUrl: null, utm: {} } }), new Date('2025-05-02T01:00:00Z'));
    for (const visitor of ['v1', 'v2', 'v3']) await views.countView({ tenant: B, carId: 42, day: '2025-05-01', visitors: [visitor] });
    await views.countView({ tenant: B, carId: 43, day: '2025-05-01', visitors: ['v1'] });

    const response = await call(B, cookie, { url: api('/reports?from=2025-05-01&to=2025-05-03') });
    expect(response.statusCode).toBe(200);
    const report = response.json() as StaffReport;
    expect(report.days).toEqual([
      { date: '2025-05-01', carViews: 1, leads: 1 },
      { date: '2025-05-02', carViews: 1, leads: 1 },
      { date: '2025-05-03', carViews: 0, leads: 0 },
    ]);
    expect(report.byKind).toEqual([
      { key: 'enquiry', leads: 1 },
      { key: 'test-drive', leads: 1 },
    ]);
    expect(report.bySourcePage).toEqual([
      { key: '(not known)', leads: 1 },
      { key: '/cars/100231', leads: 1 },
    ]);
    expect(report.byUtmSource).toEqual([
      { key: '(none)', leads: 1 },
      { key: 'google', leads: 1 },
    ]);
    expect(report.topCars.slice(0, 2)).toEqual([
      { id: 42, name: 'Car 42 (no longer listed)', views: 3 },
      { id: 43, name: 'Car 43 (no longer listed)', views: 1 },
    ]);
    expect((await call(B, cookie, { url: api('/reports') })).json().days).toHaveLength(30);
    for (const query of ['from=2024-01-01&to=2025-06-01', 'from=2025-05-03&to=2025-05-01', 'to=soon'])
      expect((await call(B, cookie, { url: api(`/reports?${query}`) })).statusCode, query).toBe(400);
    expect((await call(B, null, { url: api('/reports') })).statusCode).toBe(401);
  });
});
