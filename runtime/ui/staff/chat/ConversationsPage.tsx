/**
 * /staff/conversations: the site's Instant Message conversations, the latest message first, each with how many
 * shopper messages wait for a reply. The list is asked for again every STAFF_POLL_MS, and how many conversations
 * wait is said politely as it changes.
 */
import { formatDateTime } from '@dealer/site/dates';
import type { StaffConversationSummary } from '@dealer/site/staff-api';
import { usePageTitle } from '../../routing';
import { StatusLine } from '../StatusLine';
import { useLoad } from '../useLoad';
import { fetchConversations } from './api';
import { CHAT_STAFF_TEXTS, conversationPath, shopperName, waitingSummary, waitingText } from './texts';
import { usePolling } from './usePolling';

export function ConversationTable({ conversations }: { conversations: readonly StaffConversationSummary[] }) {
  return (
    <div className="staff-table-wrap" role="region" aria-labelledby="staff-conversations-caption" tabIndex={0}>
      <table className="staff-table staff-conversations">
        <caption id="staff-conversations-caption">Conversations, latest message first</caption>
        <thead>
          <tr>
            <th scope="col">Last message</th>
            <th scope="col">From</th>
            <th scope="col">Car</th>
            <th scope="col">Waiting</th>
          </tr>
        </thead>
        <tbody>
          {conversations.map((conversation) => (
            <tr key={conversation.id} className={conversation.waiting > 0 ? 'staff-leads__row--new' : undefined}>
              <td>
                <time dateTime={conversation.lastMessageAt}>{formatDateTime(conversation.lastMessageAt)}</time>
              </td>
              <th scope="row">
                <a href={conversationPath(conversation.id)}>{shopperName(conversation)}</a>
              </th>
              <td>{conversation.car?.name ?? '—'}</td>
              <td>
                <span className={conversation.waiting > 0 ? 'staff-status-badge staff-status-badge--new' : 'staff-status-badge'}>
                  {waitingText(conversation.waiting)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ConversationsPage() {
  usePageTitle(CHAT_STAFF_TEXTS.title);
  const { state, reload } = useLoad(null, fetchConversations);
  usePolling(reload);
  return (
    <section className="staff-page staff-conversations-page" aria-labelledby="staff-conversations-title">
      <h1 id="staff-conversations-title">{CHAT_STAFF_TEXTS.title}</h1>
      {state.status === 'loading' && <StatusLine>{CHAT_STAFF_TEXTS.loading}</StatusLine>}
      {state.status === 'error' && <StatusLine error>{state.message}</StatusLine>}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="staff-empty">{CHAT_STAFF_TEXTS.none}</p>
        ) : (
          <>
            <StatusLine>{waitingSummary(state.data)}</StatusLine>
            <ConversationTable conversations={state.data} />
          </>
        ))}
    </section>
  );
}
