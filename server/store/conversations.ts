/**
 * Instant Message conversations: each a tenant's, started by a shopper (known by their visitor cookie) with the car
 * they asked from, and the messages of the shopper and the staff who answer. A conversation is named by a public id
 * (128 random bits); its messages by their number, which only orders them within it.
 */
import type { Selectable } from 'kysely';
import type { ChatAuthor, ChatMessage, StaffConversationSummary } from '../../runtime/site/staff-api.ts';
import { newPublicId } from './leads.ts';
import { idColumnType } from './sql/columns.ts';
import { migrateSqlStore, type Migration } from './sql/migrations.ts';
import type { SqlStore } from './sql/sql-store.ts';
import type { ChatConversationsTable, ChatMessagesTable } from './sql/tables.ts';

export interface ConversationCar {
  id: number;
  name: string;
  slug: string;
}

export interface NewConversation {
  tenant: string;
  visitor: string;
  car: ConversationCar | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  pageUrl: string | null;
}

export interface ConversationRecord extends NewConversation {
  /** Internal. */
  id: number;
  publicId: string;
  /** The internal id of the lead it became, if it did. */
  leadId: number | null;
  waiting: number;
  startedAt: string;
  lastMessageAt: string;
}

export interface NewChatMessage {
  author: ChatAuthor;
  /** The staff member who wrote it, and the name the shopper sees. */
  memberId?: string;
  by?: string;
  text: string;
}

export interface ConversationStore {
  /** A new conversation with its first message, from the shopper. */
  start(conversation: NewConversation, text: string, now: Date): Promise<{ conversation: ConversationRecord; message: ChatMessage }>;
  /** The visitor's latest conversation on the tenant. */
  ofVisitor(tenant: string, visitor: string): Promise<ConversationRecord | undefined>;
  find(tenant: string, publicId: string): Promise<ConversationRecord | undefined>;
  /** Its messages in order; only those after the message `after` names, when given. */
  messages(conversation: ConversationRecord, after?: string): Promise<ChatMessage[]>;
  add(conversation: ConversationRecord, message: NewChatMessage, now: Date): Promise<ChatMessage>;
  /** The tenant's conversations, latest message first. */
  list(tenant: string, limit?: number): Promise<StaffConversationSummary[]>;
  /** Notes the lead the conversation became. */
  becameLead(conversation: ConversationRecord, leadId: number): Promise<void>;
}

/** How many conversations the inbox lists at once. */
export const CONVERSATION_LIST_LIMIT = 200;

export const CONVERSATION_MIGRATIONS: readonly Migration[] = [
  {
    name: 'conversations-1',
    up: async (db, dialect) => {
      await db.schema
        .createTable('chat_conversations')
        .addColumn('id', idColumnType(dialect), (column) => column.primaryKey())
        .addColumn('public_id', 'text', (column) => column.notNull().unique())
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('visitor', 'text', (column) => column.notNull())
        .addColumn('car_id', 'integer')
        .addColumn('car_name', 'text')
        .addColumn('car_slug', 'text')
        .addColumn('name', 'text')
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('page_url', 'text')
        .addColumn('lead_id', 'bigint')
        .addColumn('waiting', 'integer', (column) => column.notNull())
        .addColumn('started_at', 'text', (column) => column.notNull())
        .addColumn('last_message_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('chat_conversations_visitor').on('chat_conversations').columns(['tenant', 'visitor']).execute();
      await db.schema.createIndex('chat_conversations_latest').on('chat_conversations').columns(['tenant', 'last_message_at']).execute();
      await db.schema
        .createTable('chat_messages')
        .addColumn('id', idColumnType(dialect), (column) => column.primaryKey())
        .addColumn('conversation_id', 'bigint', (column) => column.notNull().references('chat_conversations.id'))
        .addColumn('tenant', 'text', (column) => column.notNull())
        .addColumn('author', 'text', (column) => column.notNull())
        .addColumn('member_id', 'text')
        .addColumn('by', 'text')
        .addColumn('text', 'text', (column) => column.notNull())
        .addColumn('at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('chat_messages_conversation').on('chat_messages').columns(['conversation_id', 'id']).execute();
    },
  },
];

const toConversation = (row: Selectable<ChatConversationsTable>): ConversationRecord => ({
  id: row.id,
  publicId: row.public_id,
  tenant: row.tenant,
  visitor: row.visitor,
  car: row.car_id !== null && row.car_name !== null && row.car_slug !== null ? { id: row.car_id, name: row.car_name, slug: row.car_slug } : null,
  name: row.name,
  email: row.email,
  phone: row.phone,
  pageUrl: row.page_url,
  leadId: row.lead_id,
  waiting: row.waiting,
  startedAt: row.started_at,
  lastMessageAt: row.last_message_at,
});

const toMessage = (row: Pick<Selectable<ChatMessagesTable>, 'id' | 'author' | 'by' | 'text' | 'at'>): ChatMessage => ({
  id: String(row.id),
  author: row.author,
  by: row.by,
  text: row.text,
  at: row.at,
});

export const toSummary = (conversation: ConversationRecord): StaffConversationSummary => ({
  id: conversation.publicId,
  startedAt: conversation.startedAt,
  lastMessageAt: conversation.lastMessageAt,
  name: conversation.name,
  car: conversation.car && { id: conversation.car.id, name: conversation.car.name, path: `/cars/${conversation.car.slug}` },
  waiting: conversation.waiting,
});

/** A message id as pages send it back: the number it was given. */
const MESSAGE_ID = /^[1-9]\d{0,15}$/;

export async function openConversationStore(store: SqlStore): Promise<ConversationStore> {
  await migrateSqlStore(store, CONVERSATION_MIGRATIONS);
  const { db } = store;
  const conversations = (tenant: string) => db.selectFrom('chat_conversations').selectAll().where('tenant', '=', tenant);

  return {
    start: (conversation, text, now) =>
      db.transaction().execute(async (trx) => {
        const at = now.toISOString();
        const row = await trx
          .insertInto('chat_conversations')
          .values({
            public_id: newPublicId(),
            tenant: conversation.tenant,
            visitor: conversation.visitor,
            car_id: conversation.car?.id ?? null,
            car_name: conversation.car?.name ?? null,
            car_slug: conversation.car?.slug ?? null,
            name: conversation.name,
            email: conversation.email,
            phone: conversation.phone,
            page_url: conversation.pageUrl,
            lead_id: null,
            waiting: 1,
            started_at: at,
            last_message_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const message = await trx
          .insertInto('chat_messages')
          .values({ conversation_id: row.id, tenant: conversation.tenant, author: 'shopper', member_id: null, by: null, text, at })
          .returning(['id', 'author', 'by', 'text', 'at'])
          .executeTakeFirstOrThrow();
        return { conversation: toConversation(row), message: toMessage(message) };
      }),

    ofVisitor: async (tenant, visitor) => {
      const row = await conversations(tenant).where('visitor', '=', visitor).orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row && toConversation(row);
    },

    find: async (tenant, publicId) => {
      const row = await conversations(tenant).where('public_id', '=', publicId).executeTakeFirst();
      return row && toConversation(row);
    },

    messages: async (conversation, after) => {
      let query = db
        .selectFrom('chat_messages')
        .select(['id', 'author', 'by', 'text', 'at'])
        .where('conversation_id', '=', conversation.id)
        .where('tenant', '=', conversation.tenant);
      // An id that is not one of ours (or from another conversation) orders like any number: it can only narrow the answer.
      if (after !== undefined && MESSAGE_ID.test(after)) query = query.where('id', '>', Number(after));
      return (await query.orderBy('id').execute()).map(toMessage);
    },

    add: (conversation, message, now) =>
      db.transaction().execute(async (trx) => {
        const at = now.toISOString();
        const row = await trx
          .insertInto('chat_messages')
          .values({
            conversation_id: conversation.id,
            tenant: conversation.tenant,
            author: message.author,
            member_id: message.memberId ?? null,
            by: message.by ?? null,
            text: message.text,
            at,
          })
          .returning(['id', 'author', 'by', 'text', 'at'])
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('chat_conversations')
          .set((row) => ({ last_message_at: at, waiting: message.author === 'staff' ? 0 : row('waiting', '+', 1) }))
          .where('id', '=', conversation.id)
          .execute();
        return toMessage(row);
      }),

    list: async (tenant, limit = CONVERSATION_LIST_LIMIT) =>
      (await conversations(tenant).orderBy('last_message_at', 'desc').orderBy('id', 'desc').limit(limit).execute()).map((row) =>
        toSummary(toConversation(row)),
      ),

    becameLead: async (conversation, leadId) => {
      await db.updateTable('chat_conversations').set({ lead_id: leadId }).where('id', '=', conversation.id).execute();
    },
  };
}
