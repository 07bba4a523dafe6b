/**
 * The Instant Message panel, loaded only when a shopper opens the chat: whether the team is on (else it takes a
 * message), the car of the page it was opened on, the conversation so far (kept with the visitor cookie, so it
 * carries on after a page load), and what is new every CHAT_POLL_MS while it is open. Staff replies are read out
 * as they arrive (the messages are a log, a polite live region).
 */
import X from 'lucide/dist/esm/icons/x.mjs';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { FieldValue, FormValues } from '@dealer/forms/fields';
import { HONEYPOT_FIELD } from '@dealer/forms/honeypot';
import { carName } from '@dealer/site/car-facts';
import { CHAT_POLL_MS, type ChatMessage } from '@dealer/site/staff-api';
import { SITE } from '@site/site.gen';
import { fieldId, Fields } from '../../forms/Fields';
import { Honeypot } from '../../forms/Honeypot';
import { carSlugOfPath, fetchChatMessages, fetchChatStatus, fetchPageCar, sendChatMessage, startChat } from './chat-client';
import { CHAT_TEXTS, chatProblems, chatStart, contactFieldsFor, lastMessageId, MESSAGE_FIELD, withMessages } from './chat-form';
import '../../forms/forms.css';
import './chat-panel.css';
import { Icon } from '../../site/Icon';

const FORM_ID = 'chat-panel';

type Status = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; staffAvailable: boolean };

/** The conversation, each message with who wrote it; staff replies under the name of who answered. */
export function ChatLog({ messages }: { messages: readonly ChatMessage[] }) {
  return (
    <div className="chat-panel__log" role="log" aria-label={CHAT_TEXTS.messages}>
      <ol>
        {messages.map((message) => (
          <li key={message.id} className={`chat-message chat-message--${message.author}`}>
            <span className="chat-message__by">{message.author === 'staff' ? (message.by ?? SITE.name) : CHAT_TEXTS.you}</span>
            <span className="chat-message__text">{message.text}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  const [conversation, setConversation] = useState<string | null>(null);
  const [messages, setMessages] = useState<readonly ChatMessage[]>([]);
  const [car, setCar] = useState<{ id: number; name: string } | null>(null);
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  const [taken, setTaken] = useState(false);
  const latest = useRef<string | null>(null);
  latest.current = lastMessageId(messages);

  useEffect(() => {
    let live = true;
    fetchChatStatus()
      .then(async ({ staffAvailable, conversationId }) => {
        const earlier = conversationId ? await fetchChatMessages(conversationId, null).catch(() => null) : null;
        if (!live) return;
        if (conversationId && earlier) {
          setConversation(conversationId);
          setMessages(earlier);
        }
        setStatus({ state: 'ready', staffAvailable });
      })
      .catch(() => live && setStatus({ state: 'failed' }));
    const slug = carSlugOfPath(window.location.pathname);
    if (slug)
      fetchPageCar(slug).then(
        (shown) => live && setCar({ id: shown.id, name: carName(shown) }),
        // Without its car the message still goes, as from any other page.
        () => undefined,
      );
    document.getElementById(fieldId(FORM_ID, MESSAGE_FIELD.name))?.focus();
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!conversation) return;
    let live = true;
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      fetchChatMessages(conversation, latest.current).then(
        (incoming) => live && setMessages((current) => withMessages(current, incoming)),
        // The next poll tries again.
        () => undefined,
      );
    }, CHAT_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [conversation]);

  const ready = status.state === 'ready';
  const staffAvailable = ready && status.staffAvailable;
  const first = conversation === null;

  const change = (name: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || sending) return;
    const problems = chatProblems(values, { first, staffAvailable });
    setErrors(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])));
    if (problems.length) {
      document.getElementById(fieldId(FORM_ID, problems[0]!.field))?.focus();
      return;
    }
    setSending(true);
    setFailure('');
    try {
      if (conversation === null) {
        const started = await startChat(chatStart(values, { carId: car?.id ?? null, pageUrl: window.location.href }));
        setConversation(started.id);
        setMessages(started.messages);
        setTaken(started.becameLead);
      } else {
        const sent = await sendChatMessage(conversation, String(values[MESSAGE_FIELD.name]).trim());
        setMessages((current) => withMessages(current, [sent]));
      }
      setValues({});
    } catch {
      setFailure(CHAT_TEXTS.sendFailed);
    } finally {
      setSending(false);
      document.getElementById(fieldId(FORM_ID, MESSAGE_FIELD.name))?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <div className="chat-launcher__panel chat-panel" role="dialog" aria-labelledby="chat-panel-title" onKeyDown={onKeyDown}>
      <div className="chat-panel__head">
        <h2 id="chat-panel-title">{CHAT_TEXTS.title}</h2>
        <button type="button" className="chat-panel__close" aria-label={CHAT_TEXTS.close} onClick={onClose}>
          <Icon icon={X} />
        </button>
      </div>
      <p className="chat-panel__status" role="status">
        {status.state === 'loading'
          ? CHAT_TEXTS.loading
          : status.state === 'failed'
            ? CHAT_TEXTS.unavailable
            : staffAvailable
              ? CHAT_TEXTS.available(SITE.name)
              : CHAT_TEXTS.away}
      </p>
      {car && first && <p className="chat-panel__car">{CHAT_TEXTS.about(car.name)}</p>}
      <ChatLog messages={messages} />
      {taken && (
        <p className="chat-panel__taken" role="status">
          {CHAT_TEXTS.taken}
        </p>
      )}
      <form className="chat-panel__form" noValidate onSubmit={send}>
        <Fields formId={FORM_ID} fields={[MESSAGE_FIELD]} values={values} errors={errors} disabled={sending} onChange={change} />
        {first && ready && (
          <fieldset className="chat-panel__details">
            <legend>{staffAvailable ? CHAT_TEXTS.detailsOptional : CHAT_TEXTS.details}</legend>
            <Fields formId={FORM_ID} fields={contactFieldsFor(staffAvailable)} values={values} errors={errors} disabled={sending} onChange={change} />
            <Honeypot formId={FORM_ID} value={values[HONEYPOT_FIELD]} onChange={(value) => change(HONEYPOT_FIELD, value)} />
          </fieldset>
        )}
        {failure && (
          <p className="form-field__error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button" disabled={!ready || sending}>
          {CHAT_TEXTS.send}
        </button>
      </form>
    </div>
  );
}
