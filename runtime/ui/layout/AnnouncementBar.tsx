import X from 'lucide/dist/esm/icons/x.mjs';
import { useSyncExternalStore } from 'react';
import { SITE } from '@site/site.gen';
import { afterThisTask } from '../later';
import { Icon } from '../site/Icon';

const DISMISSED_KEY = 'dealer:announcement-dismissed';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const dismissedText = () => sessionStorage.getItem(DISMISSED_KEY);
// The browser opens a page's session storage on its first read, which takes a few ms: done in a task of its
// own as the site starts, it is not part of the task that runs the page's first effects.
if (typeof window !== 'undefined') afterThisTask(dismissedText);
// The server cannot see the browsing session: a page it drew shows the bar, and hydration hides it again.
const notDismissedOnServer = () => null;

/** The site's announcement; once dismissed it stays away for the browsing session. */
export function AnnouncementBar() {
  const announcement = SITE.home.announcement;
  const dismissed = useSyncExternalStore(subscribe, dismissedText, notDismissedOnServer);
  if (!announcement || dismissed === announcement.text) return null;
  const dismiss = () => {
    sessionStorage.setItem(DISMISSED_KEY, announcement.text);
    for (const listener of listeners) listener();
  };
  return (
    <div className="announcement-bar" data-feature="announcement-bar" role="region" aria-label="Announcement">
      {announcement.href ? <a href={announcement.href}>{announcement.text}</a> : <span>{announcement.text}</span>}
      <button type="button" className="announcement-bar__close" aria-label="Dismiss announcement" onClick={dismiss}>
        <Icon icon={X} />
      </button>
    </div>
  );
}
