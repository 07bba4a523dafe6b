import { useParams } from 'react-router';
import type { ContentOffer } from '@dealer/site/content-api';
import { isOfferShown } from '@dealer/site/offers';
import { SITE } from '@site/site.gen';
import { useRouteTitle } from '../routing';
import { useApi } from '../site/api';
import { CopyLinkButton } from '../site/CopyLinkButton';
import { LoadState } from '../site/LoadState';
import { OfferCard } from '../site/OfferCard';
import { OffersBlock } from '../site/OffersBlock';
import { NotFoundNotice, PageFrame } from '../site/PageFrame';

/** /offers/{offerId} and, on multi-brand sites, /offers/{manufacturerSlug}/{offerId}. */
export default function OfferPage() {
  const { offerId = '' } = useParams();
  const routeTitle = useRouteTitle();
  const valid = /^\d+$/.test(offerId);
  const state = useApi<ContentOffer>(valid ? `/content/offers/${offerId}` : null);
  const offer = state.status === 'ready' && isOfferShown(state.data, SITE.id, SITE.offers) ? state.data : null;
  const title = offer?.name ?? routeTitle;
  return (
    <PageFrame title={title} crumbs={[{ label: 'Offers', href: '/special-offers' }, { label: title }]} className="page--offer">
      {valid && <LoadState state={state} what="this offer" />}
      {offer ? (
        <>
          <OfferCard offer={offer} headingLevel={2} />
          <CopyLinkButton name={offer.name} />
        </>
      ) : (
        (!valid || state.status === 'missing' || state.status === 'ready') && (
          <NotFoundNotice what="offer" back={{ label: 'See all our offers', href: '/special-offers' }} />
        )
      )}
      <OffersBlock heading="More offers" {...(offer ? { exceptId: offer.id } : {})} limit={3} />
    </PageFrame>
  );
}
