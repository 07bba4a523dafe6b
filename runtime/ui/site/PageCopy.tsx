import type { ContentPageCopy } from '@dealer/site/content-api';
import { useApi, type ApiState } from './api';
import { LoadState } from './LoadState';
import { NotFoundNotice } from './PageFrame';

/** A page's configured copy (pages.copy, or the content provider's sample) from /api/content/pages/{slug}. */
export function usePageCopy(slug: string): ApiState<ContentPageCopy> {
  return useApi<ContentPageCopy>(`/content/pages/${slug}`);
}

/** The copy's paragraphs, with the shared loading, failure and not-found states. */
export function PageCopy(props: { state: ApiState<ContentPageCopy> }) {
  const { state } = props;
  return (
    <div className="page-copy">
      <LoadState state={state} what="this page" />
      {state.status === 'missing' && <NotFoundNotice what="page" back={{ label: 'Go to the home page', href: '/' }} />}
      {state.status === 'ready' && state.data.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
    </div>
  );
}
