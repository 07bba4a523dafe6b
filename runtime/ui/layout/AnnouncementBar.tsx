import { useState } from 'react';
import { SITE } from '@site/site.gen';
import { SiteLink } from './SiteLink';

const DISMISSED_KEY = 'dealer:announcement-dismissed';

/** The site's announcement; once dismissed it stays away for the browsing session. */
export function AnnouncementBar() {
  const announcement = SITE.home.announcement;
  const [dismissed, setDismissed] = useState(() => typeof sessionStorage !== 'undefined' && sessionStorage.getItem(DISMISSED_KEY) === announcement?.text);
  if (!announcement || dismissed) return null;
  const dismiss = () => {
    sessionStorage.setItem(DISMISSED_KEY, announcement.text);
    setDismissed(true);
  };
  return (
    <div className="announcement-bar" data-feature="announcement-bar" role="region" aria-label="Announcement">
      {announcement.href ? <SiteLink href={announcement.href}>{announcement.text}</SiteLink> : <span>{announcement.text}</span>}
      <button type="button" className="announcement-bar__close" aria-label="Dismiss announcement" onClick={dismiss}>
        ×
      </button>
    </div>
  );
}
