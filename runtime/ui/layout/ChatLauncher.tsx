import { useEffect, useState } from 'react';
import { smsHref } from '@dealer/site/phones';
import { SITE } from '@site/site.gen';
import { CHAT_BUBBLE_EVENT, OPEN_CHAT_EVENT, chatBubbleDismissed, dismissChatBubble } from './chat';

/** "Questions about this car?": a prompt beside the launcher, with its own close button (Escape closes it too). */
export function ChatBubble({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div className="chat-launcher__bubble" role="status">
      <p>Questions about this car? Message us.</p>
      <button type="button" className="chat-launcher__bubble-close" aria-label="Close message prompt" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}

/** The Instant Message launcher: opens the chat assistant panel from any page. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [bubble, setBubble] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    const showBubble = () => setBubble(!chatBubbleDismissed(sessionStorage));
    window.addEventListener(OPEN_CHAT_EVENT, show);
    window.addEventListener(CHAT_BUBBLE_EVENT, showBubble);
    return () => {
      window.removeEventListener(OPEN_CHAT_EVENT, show);
      window.removeEventListener(CHAT_BUBBLE_EVENT, showBubble);
    };
  }, []);
  const dismiss = () => {
    dismissChatBubble(sessionStorage);
    setBubble(false);
  };
  useEffect(() => {
    if (!bubble) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dismissChatBubble(sessionStorage);
      setBubble(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [bubble]);
  return (
    <div className="chat-launcher" data-feature="chat-assistant" data-bubble-opened={bubble}>
      {bubble && !open && <ChatBubble onDismiss={dismiss} />}
      {open && (
        <div className="chat-launcher__panel" role="dialog" aria-label="Instant Message">
          <p>Message {SITE.name} and a member of our team will reply shortly.</p>
          <a className="button" href={smsHref(SITE.phones.main)}>
            Send a text message
          </a>
        </div>
      )}
      <button type="button" className="button chat-launcher__button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Instant Message
      </button>
    </div>
  );
}
