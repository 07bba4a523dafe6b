import { lazy, Suspense, type ReactNode } from 'react';
import type { FooterGroup, MenuItem } from '@dealer/site/menus';
import { FEATURE_ANNOUNCEMENT_BAR, FEATURE_CHAT_ASSISTANT } from '@site/site.gen';
import { AnnouncementBar } from './AnnouncementBar';
import { SiteFooter } from './SiteFooter';
import { SiteHeader, type HeaderVariant } from './SiteHeader';
import { Toaster } from '../site/Toaster';

/** A floating button over the page, so it can come after the page's own scripts: not in any page's first load. */
const ChatLauncher = lazy(async () => ({ default: (await import('./ChatLauncher')).ChatLauncher }));

export function SiteLayout(props: { variant: HeaderVariant; headerMenu: MenuItem[]; footerGroups: FooterGroup[]; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {FEATURE_ANNOUNCEMENT_BAR && <AnnouncementBar />}
      <SiteHeader variant={props.variant} menu={props.headerMenu} />
      <main id="main" tabIndex={-1}>
        {props.children}
      </main>
      <SiteFooter groups={props.footerGroups} />
      {FEATURE_CHAT_ASSISTANT && (
        <Suspense fallback={null}>
          <ChatLauncher />
        </Suspense>
      )}
      <Toaster />
    </>
  );
}
