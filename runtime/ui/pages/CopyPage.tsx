import { useLocation, useParams } from 'react-router';
import type { ContentPageCopy } from '@dealer/site/content-api';
import { SITE } from '@site/site.gen';
import { useRouteTitle } from '../routing';
import { useApi } from '../site/api';
import { LoadState } from '../site/LoadState';
import { LocationsBlock } from '../site/LocationsBlock';
import { OffersBlock } from '../site/OffersBlock';
import { NotFoundNotice, PageFrame } from '../site/PageFrame';
import { ReviewsBlock } from '../site/ReviewsBlock';

/** Blocks some copy pages carry under their text. */
function PageBlocks(props: { slug: string }) {
  switch (props.slug) {
    case 'about-us':
      return <LocationsBlock block={{ filter: 'all' }} heading="Where to find us" />;
    case 'reviews':
      return <ReviewsBlock heading={`What our customers say about ${SITE.name}`} />;
    case 'local-offers':
      return <OffersBlock heading="Local offers" />;
    default:
      return null;
  }
}

/**
 * Pages of configured copy: /about-us, /fleet, /terms-and-conditions and /pages/{slug}. The copy
 * comes from the tenant (pages.copy) or the content provider's sample.
 */
export default function CopyPage() {
  const { pageSlug } = useParams();
  const { pathname } = useLocation();
  const slug = pageSlug ?? pathname.replace(/^\/+|\/+$/g, '');
  const routeTitle = useRouteTitle();
  const state = useApi<ContentPageCopy>(`/content/pages/${slug}`);
  // Fixed routes keep the catalogue's title; a /pages/{slug} page is titled by its copy.
  const title = pageSlug && state.status === 'ready' ? state.data.title : routeTitle;
  return (
    <PageFrame title={title} className={`page--copy page--${slug}`}>
      <LoadState state={state} what="this page" />
      {state.status === 'missing' && <NotFoundNotice what="page" back={{ label: 'Go to the home page', href: '/' }} />}
      {state.status === 'ready' && state.data.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
      <PageBlocks slug={slug} />
    </PageFrame>
  );
}
