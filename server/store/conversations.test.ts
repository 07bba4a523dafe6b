import { describe, expect, it } from 'vitest';
import { openConversationStore, type NewConversation } from './conversations.ts';
import { SQL_DIALECTS, testSqlStores } from './sql/test-stores.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000);
const shopper = (tenant: string, visitor: string): NewConversation => ({
  tenant,
  visitor,
  car: { id: 7, name: '2024 Kia Sportage S', slug: '2024-kia-sportage-s-7' },
  name: 'Ada',
  email: 'ada@example.com',
  phone: null,
  pageUrl: 'http://t.localhost/cars/2024-kia-sportage-s-7',
});

describe.each(SQL_DIALECTS)('the conversation store on %s', (dialect) => {
  const stores = testSqlStores(dialect);

  it('keeps a conversation with its car and messages in order, per tenant and visitor', async () => {
    const store = await openConversationStore(stores.open());
    const { conversation, message } = await store.start(shopper('t', 'v1'), 'Is it still available?', at(0));
    expect(conversation).toMatchObject({ tenant: 't', visitor: 'v1', leadId: null, waiting: 1, startedAt: at(0).toISOString() });
    expect(conversation.publicId).toMatch(/^[0-9a-f]{32}$/);
    expect(message).toEqual({ id: expect.any(String), author: 'shopper', by: null, text: 'Is it still available?', at: at(0).toISOString() });

    const reply = await store.add(conversation, { author: 'staff', memberId: 'm1', by: 'Jo', text: 'Yes, it is.' }, at(1));
    const again = await store.add(conversation, { author: 'shopper', text: 'Great' }, at(2));
    expect((await store.messages(conversation)).map((m) => [m.author, m.by, m.text])).toEqual([
      ['shopper', null, 'Is it still available?'],
      ['staff', 'Jo', 'Yes, it is.'],
      ['shopper', null, 'Great'],
    ]);
    expect((await store.messages(conversation, reply.id)).map((m) => m.id)).toEqual([again.id]);
    expect(await store.messages(conversation, again.id)).toEqual([]);
    // Whatever a page sends as `after`, it never widens the answer beyond the conversation.
    expect(await store.messages(conversation, 'x; drop table')).toHaveLength(3);

    expect(await store.find('t', conversation.publicId)).toMatchObject({ waiting: 1, lastMessageAt: at(2).toISOString() });
    expect(await store.find('u', conversation.publicId)).toBeUndefined();
    expect((await store.ofVisitor('t', 'v1'))?.publicId).toBe(conversation.publicId);
    expect(await store.ofVisitor('t', 'v2')).toBeUndefined();
    expect(await store.ofVisitor('u', 'v1')).toBeUndefined();
    // Another server, or this one after a restart, reads the same.
    expect(await (await openConversationStore(stores.open())).messages(conversation)).toHaveLength(3);
  });

  it('lists a tenant’s conversations latest first, counting shopper messages since the last staff reply', async () => {
    const store = await openConversationStore(stores.open());
    const first = (await store.start(shopper('t', 'v1'), 'One', at(0))).conversation;
    const second = (await store.start({ ...shopper('t', 'v2'), car: null, name: null }, 'Two', at(1))).conversation;
    await store.start(shopper('u', 'v1'), 'Elsewhere', at(2));
    await store.add(first, { author: 'shopper', text: 'Hello?' }, at(3));
    expect(await store.list('t')).toEqual([
      {
        id: first.publicId,
        startedAt: at(0).toISOString(),
        lastMessageAt: at(3).toISOString(),
        name: 'Ada',
        car: { id: 7, name: '2024 Kia Sportage S', path: '/cars/2024-kia-sportage-s-7' },
        waiting: 2,
      },
      { id: second.publicId, startedAt: at(1).toISOString(), lastMessageAt: at(1).toISOString(), name: null, car: null, waiting: 1 },
    ]);
    await store.add(second, { author: 'staff', memberId: 'm1', by: 'Jo', text: 'Hi' }, at(4));
    expect((await store.list('t')).map((c) => [c.id, c.waiting])).toEqual([
      [second.publicId, 0],
      [first.publicId, 2],
    ]);
    expect(await store.list('t', 1)).toHaveLength(1);
  });

  it('notes the lead a conversation became', async () => {
    const store = await openConversationStore(stores.open());
    const { conversation } = await store.start(shopper('t', 'v1'), 'Call me', at(0));
    await store.becameLead(conversation, 42);
    expect((await store.find('t', conversation.publicId))?.leadId).toBe(42);
  });
});
