/** The staff conversation pages' words and paths. */
import { STAFF_PATH, type StaffConversationSummary } from '@dealer/site/staff-api';
import { formatCount } from '@dealer/site/numbers';

export const CONVERSATIONS_PATH = `${STAFF_PATH}/conversations`;
export const conversationPath = (id: string) => `${CONVERSATIONS_PATH}/${encodeURIComponent(id)}`;

export const CHAT_STAFF_TEXTS = {
  title: 'Conversations',
  loading: 'Loading conversations…',
  none: 'No conversations yet. When a shopper sends an Instant Message, it appears here.',
  loadingOne: 'Loading the conversation…',
  missing: "This conversation isn't here. It may be on another of our sites, or the link is wrong.",
  back: 'Back to conversations',
  reply: 'Reply',
  send: 'Send reply',
  sent: 'Reply sent. The shopper sees it on the site.',
} as const;

/** How a conversation is named: the shopper's name, else that they gave none. */
export const shopperName = (conversation: Pick<StaffConversationSummary, 'name'>) => conversation.name ?? 'Shopper (no name given)';

export const waitingText = (waiting: number) => (waiting === 0 ? 'Answered' : `${formatCount(waiting)} waiting`);

/** The polite line over the list: how many conversations wait for a reply. */
export function waitingSummary(conversations: readonly Pick<StaffConversationSummary, 'waiting'>[]): string {
  const waiting = conversations.filter((conversation) => conversation.waiting > 0).length;
  if (waiting === 0) return 'No conversation is waiting for a reply.';
  return waiting === 1 ? '1 conversation is waiting for a reply.' : `${formatCount(waiting)} conversations are waiting for a reply.`;
}
