import { useEffect, useState } from 'react';
import { smsHref } from '@dealer/site/phones';
import { SITE } from '@site/site.gen';
import { OPEN_CHAT_EVENT } from './chat';

/** The Instant Message launcher: opens the chat assistant panel from any page. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(OPEN_CHAT_EVENT, show);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, show);
  }, []);
  return (
    <div className="chat-launcher" data-feature="chat-assistant">
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
