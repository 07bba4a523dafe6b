/**
 * The staff side of Instant Message, under STAFF_API/conversations: the site's conversations, latest first with how
 * many shopper messages wait for an answer; one with its shopper's details and messages; and a reply, which the
 * shopper sees on the page and, where they left an e-mail or phone, is sent on to them (./reply-notice.ts). Every
 * route needs a staff session of the site (../staff/auth.ts); another site's conversation is a 404, as is none.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_API, type ChatMessage, type StaffConversation, type StaffConversationSummary } from '../../runtime/site/staff-api.ts';
import { tenantOf, type ApiContext } from '../api/context.ts';
import { ApiError, parseBody } from '../api/errors.ts';
import { staffOf } from '../staff/auth.ts';
import { staffStoreOf } from '../staff/staff-store.ts';
import { openConversationStore, toSummary } from '../store/conversations.ts';
import { PUBLIC_ID } from '../store/leads.ts';
import { chatMessageSchema } from './chat-schemas.ts';
import { sendReplyNotices, type ReplyChannels } from './reply-notice.ts';
import { NO_CONVERSATION } from './shopper-routes.ts';

/** The API plugin is mounted at /api: its routes are named from there. */
const CONVERSATIONS_ROUTE = `${STAFF_API.replace(/^\/api/, '')}/conversations`;

export async function staffChatRoutes(app: FastifyInstance, context: ApiContext & Partial<ReplyChannels>): Promise<void> {
  const conversations = await openConversationStore(context.sql);
  const channels: ReplyChannels = { mail: context.mail ?? null, sms: context.sms ?? null };

  async function conversationOf(request: FastifyRequest, tenant: string) {
    const { id } = request.params as { id: string };
    const conversation = PUBLIC_ID.test(id) ? await conversations.find(tenant, id) : undefined;
    if (!conversation) throw new ApiError('not_found', NO_CONVERSATION);
    return conversation;
  }

  app.get(CONVERSATIONS_ROUTE, async (request, reply): Promise<StaffConversationSummary[]> => {
    const { tenant } = await staffOf(context, request);
    void reply.header('cache-control', 'no-store');
    return conversations.list(tenant);
  });

  app.get(`${CONVERSATIONS_ROUTE}/:id`, async (request, reply): Promise<StaffConversation> => {
    const { tenant } = await staffOf(context, request);
    const conversation = await conversationOf(request, tenant);
    void reply.header('cache-control', 'no-store');
    return {
      ...toSummary(conversation),
      email: conversation.email,
      phone: conversation.phone,
      pageUrl: conversation.pageUrl,
      messages: await conversations.messages(conversation),
    };
  });

  app.post(`${CONVERSATIONS_ROUTE}/:id/messages`, async (request, reply) => {
    const { tenant, member } = await staffOf(context, request);
    const conversation = await conversationOf(request, tenant);
    const { text } = parseBody(chatMessageSchema, request.body);
    const now = new Date();
    const message: ChatMessage = await conversations.add(conversation, { author: 'staff', memberId: member.id, by: member.name ?? member.email, text }, now);
    await (await staffStoreOf(context.sql)).audit({ tenant, memberId: member.id, leadId: conversation.leadId, what: 'replied to a chat' }, now);
    // The shopper's copy by e-mail or text goes in the background: a slow mail server never holds the reply up.
    void sendReplyNotices(channels, tenantOf(context, request), conversation, message, request.log);
    return reply.code(201).send(message);
  });
}
