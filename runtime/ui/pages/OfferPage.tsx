import { useParams } from '@dealer/ui/router';
import type { OfferAnswer } from '@dealer/site/content-api';
import { isOfferShown } from '@dealer/site/offers';
import { SITE } from '@site/site.gen';
import { useRouteTitle } from '../routing';
import { usePageApi } from '../site/api';
import { CopyLinkButton } from '../site/CopyLinkButton';
import { LoadState } from '../site/LoadState';
import { OfferCard } from '../site/OfferCard';
import { OffersBlock } from '../site/OffersBlock';
import { PageFrame } from '../site/PageFrame';
import { SampleLabel } from '../site/SampleLabel';
import NotFoundPage from './NotFoundPage';

/** /offers/{offerId} and, on multi-brand sites, /offers/{manufacturerSlug}/{offerId}; an offer that is not there, or not for this site, is not found. */
export default function OfferPage() {
  const { offerId = '' } = useParams();
  const routeTitle = useRouteTitle();
  const valid = /^\d+$/.test(offerId);
  const state = usePageApi<OfferAnswer>(valid ? `/content/offers/${offerId}` : null);
  const offer = state.status === 'ready' && isOfferShown(state.data, SITE.id, SITE.offers) ? state.data : null;
  if (!valid || state.status === 'missing' || (state.status === 'ready' && !offer)) return <NotFoundPage />;
  const title = offer?.name ?? routeTitle;
  return (
    <PageFrame title={title} crumbs={[{ label: 'Offers', href: '/special-offers' }, { label: title }]} className="page--offer">
      <LoadState state={state} what="this offer" />
      {offer && (
        <>
          <SampleLabel sample={offer.sample} />
          <OfferCard offer={offer} headingLevel={2} />
          <CopyLinkButton name={offer.name} />
        </>
      )}
      <OffersBlock heading="More offers" {...(offer ? { exceptId: offer.id } : {})} limit={3} />
    </PageFrame>
  );
}
