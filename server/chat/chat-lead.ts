/**
 * A chat message left while no staff member is on becomes a lead (kind `chat-message`), taken and delivered as the
 * forms' leads are (../api/lead-intake.ts): one lead a conversation, whoever asks again, as its key is the conversation's.
 */
import type { FastifyRequest } from 'fastify';
import type { Car } from '../../schema/car.ts';
import type { Tenant } from '../../schema/tenant.ts';
import type { ApiContext } from '../api/context.ts';
import { carOf, delivered, leadSubmitter } from '../api/lead-intake.ts';
import type { ConversationRecord } from '../store/conversations.ts';
import type { LeadStore } from '../store/leads.ts';

/** How the dealer's inbox and CRM file a chat lead. */
export const CHAT_LEAD_CATEGORY = 'Instant Message';

export type TakeAsLead = (request: FastifyRequest, tenant: Tenant, conversation: ConversationRecord, text: string, car?: Car | null) => Promise<number>;

/** Stores the conversation's lead with its deliveries, once, and answers its internal id. */
export function chatLeadTaker(context: ApiContext, leads: LeadStore): TakeAsLead {
  const submitOnce = leadSubmitter(leads, context.leadStored);
  return async (request, tenant, conversation, text, known) => {
    const car = known !== undefined ? known : ((await carOf(context, request, tenant, conversation.car?.id)) ?? null);
    const contact = { name: conversation.name, email: conversation.email, phone: conversation.phone };
    const fields = Object.fromEntries(Object.entries({ ...contact, message: text }).filter((entry): entry is [string, string] => entry[1] !== null));
    const kind = 'chat-message';
    const delivery = delivered({
      tenant,
      kind,
      category: CHAT_LEAD_CATEGORY,
      subcategory: null,
      fields,
      car,
      pageUrl: conversation.pageUrl,
      attributes: null,
      tradeIn: null,
    });
    const { lead } = await submitOnce(tenant, { key: `chat:${conversation.publicId}`, requestHash: kind }, delivery, async (writes) => {
      const stored = await writes.add({
        tenant: tenant.slug,
        kind,
        category: CHAT_LEAD_CATEGORY,
        subcategory: null,
        carId: conversation.car?.id ?? null,
        userId: null,
        email: conversation.email,
        phone: conversation.phone,
        payload: { conversation: conversation.publicId, url: conversation.pageUrl, car_id: conversation.car?.id ?? null, fields },
        ip: request.ip,
        ...delivery,
      });
      return { lead: stored, answer: { lead_id: stored.publicId } };
    });
    return lead.id;
  };
}
