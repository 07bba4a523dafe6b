/**
 * The shopper's side of Instant Message, under CHAT_API: whether staff are on, starting a conversation (with the car
 * it was opened from), reading what is new and writing again. A conversation is its visitor's (their signed visitor
 * cookie, ../api/visitor.ts): anyone else asking for it gets the 404 of one that does not exist. Starting and writing
 * are counted against the forms' submission limits, and a start that fills the honeypot is answered as usual and not
 * kept. With no staff member on, the chat takes a message: it needs a name and an e-mail or phone, and becomes a lead.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HONEYPOT_FIELD } from '../../runtime/forms/honeypot.ts';
import { submissionProblems } from '../../runtime/forms/submission-rules.ts';
import { carName } from '../../runtime/site/car-facts.ts';
import { CHAT_API, type ChatConversation, type ChatMessage, type ChatStatus } from '../../runtime/site/staff-api.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { tenantOf, type ApiContext } from '../api/context.ts';
import { ApiError, parseBody } from '../api/errors.ts';
import { carOf } from '../api/lead-intake.ts';
import { SUBMISSION_LIMITS, submissionLimits, type SubmissionLimits } from '../api/rate-limit.ts';
import { knownVisitor, newVisitor } from '../api/visitor.ts';
import { openConversationStore, type ConversationRecord } from '../store/conversations.ts';
import { newPublicId, openLeadStore, PUBLIC_ID } from '../store/leads.ts';
import { afterQuerySchema, chatMessageSchema, chatStartSchema } from './chat-schemas.ts';
import { chatLeadTaker } from './chat-lead.ts';
import { staffAvailable } from './staff-availability.ts';

/** The API plugin is mounted at /api: its routes are named from there. */
export const CHAT_ROUTE = CHAT_API.replace(/^\/api/, '');
export const NO_CONVERSATION = 'There is no such conversation';

export async function chatRoutes(app: FastifyInstance, context: ApiContext & { limits?: SubmissionLimits }): Promise<void> {
  const conversations = await openConversationStore(context.sql);
  const takeAsLead = chatLeadTaker(context, await openLeadStore(context.sql));
  const countSubmission = await submissionLimits(app, {
    sql: context.sql,
    limits: context.limits ?? SUBMISSION_LIMITS,
    tenantOf: (request) => tenantOf(context, request).slug,
  });

  /** The asker's own conversation; 404 for anyone else's, as for none. */
  async function own(request: FastifyRequest, tenant: Tenant): Promise<ConversationRecord> {
    const { id } = request.params as { id: string };
    const visitor = knownVisitor(request);
    const conversation = visitor && PUBLIC_ID.test(id) ? await conversations.find(tenant.slug, id) : undefined;
    if (!conversation || conversation.visitor !== visitor) throw new ApiError('not_found', NO_CONVERSATION);
    return conversation;
  }

  app.get(`${CHAT_ROUTE}/status`, async (request, reply): Promise<ChatStatus> => {
    const tenant = tenantOf(context, request);
    const visitor = knownVisitor(request);
    void reply.header('cache-control', 'no-store');
    return {
      staffAvailable: await staffAvailable(context.sql, tenant),
      conversationId: (visitor && (await conversations.ofVisitor(tenant.slug, visitor))?.publicId) ?? null,
    };
  });

  app.post(CHAT_ROUTE, async (request, reply) => {
    const tenant = tenantOf(context, request);
    await countSubmission(request, reply);
    const start = parseBody(chatStartSchema, request.body);
    const available = await staffAvailable(context.sql, tenant);
    const contact = { name: start.name ?? null, email: start.email ?? null, phone: start.phone ?? null };
    if (!available) {
      const problems = submissionProblems(null, { name: contact.name ?? '', email: contact.email ?? '', phone: contact.phone ?? '' }, new Date());
      if (problems.length)
        throw new ApiError(
          'bad_request',
          'The request is not valid',
          problems.map((p) => ({ path: p.field, message: p.message })),
        );
    }
    const now = new Date();
    if (start[HONEYPOT_FIELD]?.trim()) {
      const trapped: ChatMessage = { id: '1', author: 'shopper', by: null, text: start.text, at: now.toISOString() };
      return reply.code(201).send({ id: newPublicId(), messages: [trapped], becameLead: !available } satisfies ChatConversation);
    }
    const car = await carOf(context, request, tenant, start.carId);
    const { conversation, message } = await conversations.start(
      {
        tenant: tenant.slug,
        visitor: knownVisitor(request) ?? newVisitor(request, reply),
        car: car ? { id: car.id, name: carName(car), slug: car.slug } : null,
        ...contact,
        pageUrl: start.pageUrl ?? null,
      },
      start.text,
      now,
    );
    if (!available) await conversations.becameLead(conversation, await takeAsLead(request, tenant, conversation, start.text, car ?? null));
    return reply.code(201).send({ id: conversation.publicId, messages: [message], becameLead: !available } satisfies ChatConversation);
  });

  app.get(`${CHAT_ROUTE}/:id`, async (request, reply): Promise<ChatMessage[]> => {
    const tenant = tenantOf(context, request);
    const conversation = await own(request, tenant);
    void reply.header('cache-control', 'no-store');
    return conversations.messages(conversation, parseBody(afterQuerySchema, request.query).after);
  });

  app.post(`${CHAT_ROUTE}/:id/messages`, async (request, reply) => {
    const tenant = tenantOf(context, request);
    const conversation = await own(request, tenant);
    await countSubmission(request, reply);
    const { text } = parseBody(chatMessageSchema, request.body);
    const message = await conversations.add(conversation, { author: 'shopper', text }, new Date());
    // Written again once the staff have gone: the message is taken for them, if the conversation says how to answer.
    if (conversation.leadId === null && (conversation.email || conversation.phone) && !(await staffAvailable(context.sql, tenant)))
      await conversations.becameLead(conversation, await takeAsLead(request, tenant, conversation, text));
    return reply.code(201).send(message);
  });
}
