/**
 * A staff reply goes to the shopper on the page (they poll for it), and also by e-mail and text message where they
 * left an address or number: through the lead mail's sender (the demo's mail outbox in the demo) and the SMS provider
 * (the demo's outbox in the demo). A notice that fails is noted in the log, without the shopper's details: the
 * reply itself is kept and shown on the page all the same.
 */
import type { FastifyBaseLogger } from 'fastify';
import { phoneDigits } from '../../runtime/site/phones.ts';
import type { ChatMessage } from '../../runtime/site/staff-api.ts';
import type { Tenant } from '../../schema/tenant.ts';
import type { MailSettings } from '../delivery/mail-settings.ts';
import type { SmsProvider } from '../sms/provider.ts';
import type { ConversationRecord } from '../store/conversations.ts';

export interface ReplyChannels {
  mail: MailSettings | null;
  sms: SmsProvider | null;
}

export function replyEmail(tenant: Tenant, conversation: ConversationRecord, message: ChatMessage) {
  const where = conversation.pageUrl ?? tenant.url;
  return {
    subject: `${tenant.name} replied to your message`,
    text: [`${message.by ?? tenant.name} from ${tenant.name} replied:`, '', message.text, ...(where ? ['', `Carry on the conversation at ${where}`] : [])].join(
      '\n',
    ),
  };
}

export const replyText = (tenant: Tenant, message: ChatMessage) => `${tenant.name}: ${message.text}`;

/** Sends the notices the shopper can get; resolves once each has been tried. */
export async function sendReplyNotices(
  channels: ReplyChannels,
  tenant: Tenant,
  conversation: ConversationRecord,
  message: ChatMessage,
  log: FastifyBaseLogger,
): Promise<void> {
  const { mail, sms } = channels;
  const tries: [string, () => Promise<unknown>][] = [];
  if (mail && conversation.email)
    tries.push(['email', () => mail.transport.sendMail({ from: mail.from, to: conversation.email!, ...replyEmail(tenant, conversation, message) })]);
  if (sms && conversation.phone)
    tries.push(['sms', () => sms.send({ site: tenant.slug, to: phoneDigits(conversation.phone!), body: replyText(tenant, message) })]);
  await Promise.all(
    tries.map(([channel, send]) =>
      send().catch(() => log.warn({ tenant: tenant.slug, conversation: conversation.publicId, channel }, 'a chat reply could not be sent on to the shopper')),
    ),
  );
}
