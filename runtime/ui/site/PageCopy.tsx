import type { ContentPageCopy } from '@dealer/site/content-api';
import { usePageApi, type ApiState } from './api';
import { LoadState } from './LoadState';
import { NotFoundNotice } from './PageFrame';
import { SampleLabel } from './SampleLabel';

/** A page's configured copy (pages.copy; in the demo, sample copy where there is none) from /api/content/pages/{slug}. */
export function usePageCopy(slug: string): ApiState<ContentPageCopy> {
  return usePageApi<ContentPageCopy>(`/content/pages/${slug}`);
}

/** The copy's paragraphs, with the shared loading, failure and not-found states. */
export function PageCopy(props: { state: ApiState<ContentPageCopy> }) {
  const { state } = props;
  return (
    <div className="page-copy">
      <LoadState state={state} what="this page" />
      {state.status === 'missing' && <NotFoundNotice what="page" back={{ label: 'Go to the home page', href: '/' }} />}
      {state.status === 'ready' && <SampleLabel sample={state.data.sample} />}
      {state.status === 'ready' && state.data.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
    </div>
  );
}
