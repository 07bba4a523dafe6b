import type { ReactNode } from 'react';
import { usePageTitle } from '../routing';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import './site.css';

/** A content page: document title, breadcrumbs ending at the page, its heading, then the content. */
export function PageFrame(props: { title: string; crumbs?: Crumb[]; className?: string; children: ReactNode }) {
  usePageTitle(props.title);
  return (
    <article className={`page ${props.className ?? ''}`.trim()}>
      <Breadcrumbs items={props.crumbs ?? [{ label: props.title }]} />
      <h1>{props.title}</h1>
      {props.children}
    </article>
  );
}

/** What a page shows for a slug or id that names nothing, with a way forward. */
export function NotFoundNotice(props: { what: string; back: { label: string; href: string } }) {
  return (
    <p className="not-found-notice">
      We couldn't find that {props.what}. <a href={props.back.href}>{props.back.label}</a>
    </p>
  );
}
