/**
 * /staff/conversations/:id: one conversation with the shopper's details, the car they asked from and the messages,
 * asked for again every STAFF_POLL_MS (new messages are read out: the messages are a log), and the reply form. A
 * reply shows on the shopper's page, and reaches them by e-mail or text where they left an address or number.
 */
import { useState, type FormEvent } from 'react';
import { useParams } from '@dealer/ui/router';
import { formatDateTime } from '@dealer/site/dates';
import { formatPhone, telHref } from '@dealer/site/phones';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage, type StaffConversation } from '@dealer/site/staff-api';
import { usePageTitle } from '../../routing';
import { failureText } from '../api';
import { Facts } from '../LeadFacts';
import { StatusLine } from '../StatusLine';
import { useLoad } from '../useLoad';
import { fetchConversation, replyToConversation } from './api';
import { CHAT_STAFF_TEXTS, CONVERSATIONS_PATH, shopperName } from './texts';
import { usePolling } from './usePolling';

export function ShopperFacts({ conversation }: { conversation: StaffConversation }) {
  return (
    <section className="staff-card" aria-labelledby="conversation-shopper">
      <h2 id="conversation-shopper">Shopper</h2>
      <Facts
        rows={[
          ['Name', conversation.name],
          ['E-mail', conversation.email && <a href={`mailto:${conversation.email}`}>{conversation.email}</a>],
          ['Phone', conversation.phone && <a href={telHref(conversation.phone)}>{formatPhone(conversation.phone)}</a>],
          ['Car', conversation.car && <a href={conversation.car.path}>{conversation.car.name}</a>],
          ['Wrote from', conversation.pageUrl && <a href={conversation.pageUrl}>{conversation.pageUrl}</a>],
          ['Started', <time dateTime={conversation.startedAt}>{formatDateTime(conversation.startedAt)}</time>],
        ]}
      />
    </section>
  );
}

export function ConversationMessages({ messages, shopper }: { messages: readonly ChatMessage[]; shopper: string }) {
  return (
    <div className="staff-chat-log" role="log" aria-label="Messages">
      <ol className="staff-notes">
        {messages.map((message) => (
          <li key={message.id} className={`staff-chat-message staff-chat-message--${message.author}`}>
            <p className="staff-notes__text">{message.text}</p>
            <p className="staff-notes__by">
              {message.author === 'staff' ? (message.by ?? 'Staff') : shopper}, <time dateTime={message.at}>{formatDateTime(message.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function ReplyForm({ sending, onSend }: { sending: boolean; onSend: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    void onSend(text.trim()).then((sent) => sent && setText(''));
  };
  return (
    <form className="staff-form" onSubmit={submit}>
      <p className="staff-field">
        <label htmlFor="conversation-reply">{CHAT_STAFF_TEXTS.reply}</label>
        <textarea
          id="conversation-reply"
          rows={3}
          required
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </p>
      <button type="submit" className="button" disabled={sending}>
        {CHAT_STAFF_TEXTS.send}
      </button>
    </form>
  );
}

export default function ConversationPage() {
  const id = useParams().id ?? '';
  const { state, replace, reload } = useLoad(id, fetchConversation);
  usePolling(reload);
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const title = state.status === 'ready' ? shopperName(state.data) : CHAT_STAFF_TEXTS.title;
  usePageTitle(title);

  if (state.status === 'loading') return <StatusLine>{CHAT_STAFF_TEXTS.loadingOne}</StatusLine>;
  if (state.status === 'error')
    return (
      <section className="staff-page" aria-labelledby="staff-conversation-title">
        <h1 id="staff-conversation-title">{state.httpStatus === 404 ? 'Conversation not found' : CHAT_STAFF_TEXTS.title}</h1>
        <StatusLine error>{state.httpStatus === 404 ? CHAT_STAFF_TEXTS.missing : state.message}</StatusLine>
        <p>
          <a href={CONVERSATIONS_PATH}>{CHAT_STAFF_TEXTS.back}</a>
        </p>
      </section>
    );
  const conversation = state.data;
  const send = (text: string) => {
    setSending(true);
    return replyToConversation(id, text)
      .then(
        (message) => {
          replace({ ...conversation, waiting: 0, lastMessageAt: message.at, messages: [...conversation.messages, message] });
          setSaid({ text: CHAT_STAFF_TEXTS.sent, error: false });
          return true;
        },
        (error: unknown) => {
          setSaid({ text: failureText(error), error: true });
          return false;
        },
      )
      .finally(() => setSending(false));
  };
  return (
    <article className="staff-page staff-conversation" aria-labelledby="staff-conversation-title">
      <p className="staff-back">
        <a href={CONVERSATIONS_PATH}>{CHAT_STAFF_TEXTS.back}</a>
      </p>
      <h1 id="staff-conversation-title">{title}</h1>
      <div className="staff-lead__grid">
        <div className="staff-lead__main">
          <section className="staff-card" aria-labelledby="conversation-messages">
            <h2 id="conversation-messages">Messages</h2>
            <ConversationMessages messages={conversation.messages} shopper={conversation.name ?? 'Shopper'} />
            <p className="staff-said" role="status">
              {said && !said.error ? said.text : ''}
            </p>
            {said?.error && <StatusLine error>{said.text}</StatusLine>}
            <ReplyForm sending={sending} onSend={send} />
          </section>
        </div>
        <div className="staff-lead__side">
          <ShopperFacts conversation={conversation} />
        </div>
      </div>
    </article>
  );
}
