import type { ContentPageCopy } from '@dealer/site/content-api';
import { useApi } from './api';
import { LoadState } from './LoadState';
import { SampleLabel } from './SampleLabel';

/** A page's configured copy (pages.copy[slug]; in the demo, sample copy where there is none) as paragraphs; nothing when there is none. */
export function ConfiguredCopy({ slug }: { slug: string }) {
  const state = useApi<ContentPageCopy>(`/content/pages/${slug}`);
  return (
    <div className="configured-copy">
      <LoadState state={state} what="this page" />
      {state.status === 'ready' && <SampleLabel sample={state.data.sample} />}
      {state.status === 'ready' && state.data.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
    </div>
  );
}
