import X from 'lucide/dist/esm/icons/x.mjs';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CHAT_BUBBLE_EVENT, OPEN_CHAT_EVENT, chatBubbleDismissed, dismissChatBubble } from './chat';
import { Icon } from '../site/Icon';

// The conversation panel is its own chunk, fetched when a shopper first opens the chat: the launcher stays small.
const ChatPanel = lazy(() => import('./chat/ChatPanel'));

/** "Questions about this car?": a prompt beside the launcher, with its own close button (Escape closes it too). */
export function ChatBubble({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div className="chat-launcher__bubble" role="status">
      <p>Questions about this car? Message us.</p>
      <button type="button" className="chat-launcher__bubble-close" aria-label="Close message prompt" onClick={onDismiss}>
        <Icon icon={X} size={18} />
      </button>
    </div>
  );
}

/** The Instant Message launcher: opens the chat assistant panel from any page. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [bubble, setBubble] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
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
        <Suspense
          fallback={
            <div className="chat-launcher__panel" role="dialog" aria-label="Instant Message" aria-busy="true">
              <p role="status">Loading…</p>
            </div>
          }
        >
          <ChatPanel onClose={close} />
        </Suspense>
      )}
      <button ref={button} type="button" className="button chat-launcher__button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Instant Message
      </button>
    </div>
  );
}
