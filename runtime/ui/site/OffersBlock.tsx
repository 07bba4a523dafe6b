import type { ContentOffer } from '@dealer/site/content-api';
import { isOfferShown } from '@dealer/site/offers';
import { FEATURE_OFFERS, SITE } from '@site/site.gen';
import { useApi } from './api';
import { LoadState } from './LoadState';
import { OfferCard } from './OfferCard';

/** The site's current offers, without those that exclude this site (unless exempt under the flag). */
function Offers(props: { heading: string; exceptId?: number; limit?: number }) {
  const state = useApi<{ offers: ContentOffer[] }>('/content/offers');
  const offers =
    state.status === 'ready'
      ? state.data.offers.filter((offer) => offer.id !== props.exceptId && isOfferShown(offer, SITE.id, SITE.offers)).slice(0, props.limit)
      : [];
  return (
    <section className="offers-block" aria-label={props.heading} data-feature="offers">
      <h2>{props.heading}</h2>
      <LoadState state={state} what="offers" />
      {state.status === 'ready' && offers.length === 0 && <p>There are no offers right now. Please check back soon.</p>}
      <ul className="offers-grid">
        {offers.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Offers, where the site has them on. Off, the block and its code are left out of the bundle (FEATURE_OFFERS is a literal constant). */
export function OffersBlock(props: { heading: string; exceptId?: number; limit?: number }) {
  return FEATURE_OFFERS ? <Offers {...props} /> : null;
}
