import { Suspense, type ReactNode } from 'react';
import type { FooterGroup, MenuItem } from '@dealer/site/menus';
import { FEATURE_ANNOUNCEMENT_BAR } from '@site/site.gen';
import { AnnouncementBar } from './AnnouncementBar';
import { SiteFooter } from './SiteFooter';
import { SiteHeader, type HeaderVariant } from './SiteHeader';
import { Toaster } from '../site/Toaster';

/** `chat`: the chat launcher, on a site with the chat assistant (its generated layout loads it lazily). */
export function SiteLayout(props: { variant: HeaderVariant; headerMenu: MenuItem[]; footerGroups: FooterGroup[]; chat?: ReactNode; children: ReactNode }) {
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
      {props.chat && <Suspense fallback={null}>{props.chat}</Suspense>}
      <Toaster />
    </>
  );
}
