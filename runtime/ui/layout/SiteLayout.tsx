import type { ReactNode } from 'react';
import type { FooterGroup, MenuItem } from '@dealer/site/menus';
import { FEATURE_ANNOUNCEMENT_BAR, FEATURE_CHAT_ASSISTANT } from '@site/site.gen';
import { AnnouncementBar } from './AnnouncementBar';
import { ChatLauncher } from './ChatLauncher';
import { SiteFooter } from './SiteFooter';
import { SiteHeader, type HeaderVariant } from './SiteHeader';
import { Toaster } from '../site/Toaster';

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
      {FEATURE_CHAT_ASSISTANT && <ChatLauncher />}
      <Toaster />
    </>
  );
}
