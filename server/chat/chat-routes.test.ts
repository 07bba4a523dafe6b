import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HONEYPOT_FIELD } from '../../runtime/forms/honeypot.ts';
import type { ChatConversation, ChatMessage, StaffConversation, StaffConversationSummary } from '../../runtime/site/staff-api.ts';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { createServer, type DealerServer } from '../app.ts';
import { VISITOR_COOKIE } from '../api/visitor.ts';
import { fillSampleStock } from '../sample/fill.ts';
import { STAFF_COOKIE } from '../staff/auth.ts';
import { siteCars } from '../stock/site-cars.ts';
import { openLeadStore } from '../store/leads.ts';
import { openStaffStore } from '../store/staff.ts';
import { CHAT_LEAD_CATEGORY } from './chat-lead.ts';
import { replyText } from './reply-notice.ts';

const A = 'coastal-nissan';
const B = 'redgum-used-cars';
const SALES = 'sales@example.com';
const withDelivery = (slug: string): Tenant => ({ ...sampleTenant(slug), leads: { delivery: [{ type: 'email', to: [SALES], format: 'text' }] } });

let root: string;
let server: DealerServer;
let staffA: string;
let address = 0;

const inject = (options: InjectOptions & { slug: string; cookies?: Record<string, string> }) => {
  const { slug, ...rest } = options;
  return server.app.inject({ remoteAddress: `10.7.0.${++address % 250}`, ...rest, headers: { host: `${slug}.localhost:4000`, ...rest.headers } });
};
const visitorOf = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === VISITOR_COOKIE)?.value;
const start = (slug: string, payload: object, visitor?: string) =>
  inject({ slug, method: 'POST', url: '/api/chat', payload, ...(visitor ? { cookies: { [VISITOR_COOKIE]: visitor } } : {}) });
const read = (slug: string, id: string, visitor?: string, after?: string) =>
  inject({ slug, method: 'GET', url: `/api/chat/${id}${after ? `?after=${after}` : ''}`, ...(visitor ? { cookies: { [VISITOR_COOKIE]: visitor } } : {}) });
const asStaff = (slug: string, token: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  inject({ slug, method, url, ...(payload ? { payload } : {}), ...(token ? { cookies: { [STAFF_COOKIE]: token } } : {}) });
const leadsOf = async (slug: string) => (await (await openLeadStore(server.sql)).list(slug)).filter((lead) => lead.kind === 'chat-message');
const mailOutbox = () => join(root, 'data', 'mail-outbox');
const deliveriesOf = (leadId: number) => server.sql.db.selectFrom('lead_deliveries').selectAll().where('lead_id', '=', leadId).execute();

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'dealer-chat-'));
  const sites = [A, B].map((slug) => ({ tenant: withDelivery(slug), distDir: join(root, slug) }));
  // The demo: lead and reply mail goes to the data directory's outbox, texts to the SMS outbox.
  server = await createServer({ dataDir: join(root, 'data'), masterKey: 'test-master-key-0123456789', sitesDir: root, sites, demo: true, env: {} });
  await fillSampleStock(
    server.stock,
    sites.map((s) => s.tenant),
    5,
  );
  // A staff member of A, signed in now; B has none.
  const staff = await openStaffStore(server.sql);
  const member = await staff.invite(A, 'jo@coastal.example.com', 'staff', new Date());
  const signedIn = await staff.signIn(A, await staff.issueLink(A, member.id, new Date()), new Date());
  if (!('token' in signedIn)) throw new Error('the staff member could not sign in');
  staffA = signedIn.token;
});
afterAll(async () => {
  await server.app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a shopper’s chat', () => {
  it('says whether staff are on, per site', async () => {
    expect((await inject({ slug: A, method: 'GET', url: '/api/chat/status' })).json()).toEqual({ staffAvailable: true, conversationId: null });
    expect((await inject({ slug: B, method: 'GET', url: '/api/chat/status' })).json()).toEqual({ staffAvailable: false, conversationId: null });
  });

  it('starts a conversation with the car attached, kept for its visitor only, and the staff reply reaches the page', async () => {
    const [car] = await siteCars(server.stock, withDelivery(A), [], 1);
    const started = await start(A, {
      text: 'Is it still available?',
      carId: car!.id,
      phone: '0412 345 678',
      email: 'grace@example.com',
      pageUrl: `http://${A}.localhost/cars/${car!.slug}`,
    });
    expect(started.statusCode, started.body).toBe(201);
    const conversation = started.json<ChatConversation>();
    expect(conversation).toMatchObject({ becameLead: false, messages: [{ author: 'shopper', by: null, text: 'Is it still available?' }] });
    const visitor = visitorOf(started)!;
    expect(visitor).toBeTruthy();
    expect(await leadsOf(A)).toEqual([]);

    // The same visitor finds it again after a page load; nobody else reads it, nor another site.
    expect((await inject({ slug: A, method: 'GET', url: '/api/chat/status', cookies: { [VISITOR_COOKIE]: visitor } })).json()).toEqual({
      staffAvailable: true,
      conversationId: conversation.id,
    });
    expect((await read(A, conversation.id, visitor)).json()).toEqual(conversation.messages);
    const other = visitorOf(await start(A, { text: 'Another shopper' }))!;
    for (const response of [await read(A, conversation.id), await read(A, conversation.id, other), await read(B, conversation.id, visitor)])
      expect(response.statusCode).toBe(404);
    expect(
      (
        await inject({
          slug: A,
          method: 'POST',
          url: `/api/chat/${conversation.id}/messages`,
          payload: { text: 'Me too' },
          cookies: { [VISITOR_COOKIE]: other },
        })
      ).statusCode,
    ).toBe(404);

    // In the inbox, with the car and one message waiting.
    const listed = (await asStaff(A, staffA, 'GET', '/api/staff/conversations')).json<StaffConversationSummary[]>();
    expect(listed.find((c) => c.id === conversation.id)).toMatchObject({ waiting: 1, car: { id: car!.id, path: `/cars/${car!.slug}` } });
    const one = (await asStaff(A, staffA, 'GET', `/api/staff/conversations/${conversation.id}`)).json<StaffConversation>();
    expect(one).toMatchObject({
      phone: '0412 345 678',
      email: 'grace@example.com',
      pageUrl: `http://${A}.localhost/cars/${car!.slug}`,
      messages: conversation.messages,
    });

    const replied = await asStaff(A, staffA, 'POST', `/api/staff/conversations/${conversation.id}/messages`, { text: 'Yes! Come in today.' });
    expect(replied.statusCode, replied.body).toBe(201);
    const reply = replied.json<ChatMessage>();
    expect(reply).toMatchObject({ author: 'staff', by: 'jo@coastal.example.com', text: 'Yes! Come in today.' });
    expect((await read(A, conversation.id, visitor, conversation.messages[0]!.id)).json()).toEqual([reply]);
    expect(
      (await asStaff(A, staffA, 'GET', '/api/staff/conversations')).json<StaffConversationSummary[]>().find((c) => c.id === conversation.id)?.waiting,
    ).toBe(0);
    // The shopper left a phone and an e-mail: the reply is texted and e-mailed too (the demo's outboxes).
    await vi.waitFor(async () => {
      const outbox = await inject({ slug: A, method: 'GET', url: '/api/dev/outbox?phone=0412345678', remoteAddress: '127.0.0.1' });
      expect(outbox.json().messages.map((m: { body: string }) => m.body)).toContain(replyText(withDelivery(A), reply));
    });
    await vi.waitFor(() => {
      const mails = existsSync(mailOutbox()) ? readdirSync(mailOutbox()).map((file) => readFileSync(join(mailOutbox(), file), 'utf8')) : [];
      expect(mails.filter((mail) => /^To: grace@example\.com\r?$/m.test(mail) && mail.includes('Yes! Come in today.'))).toHaveLength(1);
    });

    const more = await inject({
      slug: A,
      method: 'POST',
      url: `/api/chat/${conversation.id}/messages`,
      payload: { text: 'Great, see you at 3' },
      cookies: { [VISITOR_COOKIE]: visitor },
    });
    expect(more.statusCode).toBe(201);
    expect((await read(A, conversation.id, visitor, reply.id)).json()).toEqual([more.json()]);
  });

  it('takes a message when no staff are on: it needs a name and a way to answer, and becomes a lead delivered as leads are', async () => {
    const refused = await start(B, { text: 'Call me about finance' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'email', message: 'Please enter an email or a phone number' },
    ]);

    const taken = await start(B, { text: 'Call me about finance', name: 'Ada', email: 'ada@example.com', pageUrl: `http://${B}.localhost/` });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json<ChatConversation>().becameLead).toBe(true);
    const [lead] = await leadsOf(B);
    expect(lead).toMatchObject({ category: CHAT_LEAD_CATEGORY, email: 'ada@example.com' });
    expect(lead!.message).toMatchObject({ kind: 'chat-message', deliveryCategory: 'sales', message: 'Call me about finance', contact: { name: 'Ada' } });
    expect(await deliveriesOf(lead!.id)).toEqual([expect.objectContaining({ tenant: B, lead_id: lead!.id })]);

    // Written again while still nobody is on: the conversation has its lead already.
    const id = taken.json<ChatConversation>().id;
    const again = await inject({
      slug: B,
      method: 'POST',
      url: `/api/chat/${id}/messages`,
      payload: { text: 'Any time after 5' },
      cookies: { [VISITOR_COOKIE]: visitorOf(taken)! },
    });
    expect(again.statusCode).toBe(201);
    expect(await leadsOf(B)).toHaveLength(1);
  });

  it('answers a start that fills the honeypot as usual, and keeps nothing', async () => {
    const before = (await leadsOf(B)).length;
    const trapped = await start(B, { text: 'cheap pills', name: 'Bot', email: 'bot@example.com', [HONEYPOT_FIELD]: 'http://spam.example' });
    expect(trapped.statusCode).toBe(201);
    expect(trapped.json<ChatConversation>()).toMatchObject({ becameLead: true, messages: [{ text: 'cheap pills' }] });
    expect(await leadsOf(B)).toHaveLength(before);
    expect(visitorOf(trapped)).toBeUndefined();
  });

  it('refuses bad input with its problems', async () => {
    const response = await start(A, { text: '   ', email: 'nope', extra: 1 });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['', 'email', 'text']);
  });
});

describe('the staff side of the chat', () => {
  it('needs a staff session of the site, and shows no other site’s conversations', async () => {
    const theirs = (await start(B, { text: 'Hello B', name: 'Bo', phone: '0412 000 111' })).json<ChatConversation>();
    expect((await asStaff(A, undefined, 'GET', '/api/staff/conversations')).statusCode).toBe(401);
    expect((await asStaff(B, staffA, 'GET', '/api/staff/conversations')).statusCode).toBe(401);
    expect((await asStaff(A, staffA, 'GET', '/api/staff/conversations')).json<StaffConversationSummary[]>().map((c) => c.id)).not.toContain(theirs.id);
    expect((await asStaff(A, staffA, 'GET', `/api/staff/conversations/${theirs.id}`)).statusCode).toBe(404);
    expect((await asStaff(A, staffA, 'POST', `/api/staff/conversations/${theirs.id}/messages`, { text: 'Hi' })).statusCode).toBe(404);
    expect((await asStaff(A, staffA, 'GET', '/api/staff/conversations/not-an-id')).statusCode).toBe(404);
  });
});
