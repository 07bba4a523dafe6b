import { useLocation, useParams } from '@dealer/ui/router';
import { copySlugOf } from '@dealer/site/copy-pages';
import { SITE } from '@site/site.gen';
import { useRouteTitle } from '../routing';
import { LocationsBlock } from '../site/LocationsBlock';
import { OffersBlock } from '../site/OffersBlock';
import { PageCopy, usePageCopy } from '../site/PageCopy';
import { PageFrame } from '../site/PageFrame';
import { ReviewsBlock } from '../site/ReviewsBlock';
import NotFoundPage from './NotFoundPage';

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
 * Pages of configured copy: /about-us, /fleet, /terms-and-conditions, /pages/{slug}, the top-level copy
 * pages (pages.topLevelPages) and own brands' pages. The copy comes from the tenant (pages.copy, an own
 * brand's paragraphs) or the content provider's sample.
 */
export default function CopyPage() {
  const { pageSlug } = useParams();
  const { pathname } = useLocation();
  const slug = pageSlug ?? copySlugOf(pathname);
  const routeTitle = useRouteTitle();
  const state = usePageCopy(slug);
  // A page with no copy is no page: the not-found page alone, none of the blocks a copy page carries.
  if (state.status === 'missing') return <NotFoundPage />;
  // Fixed routes keep the catalogue's title; a /pages/{slug} page is titled by its copy.
  const title = pageSlug && state.status === 'ready' ? state.data.title : routeTitle;
  return (
    <PageFrame title={title} className={`page--copy page--${slug}`}>
      <PageCopy state={state} />
      <PageBlocks slug={slug} />
    </PageFrame>
  );
}
