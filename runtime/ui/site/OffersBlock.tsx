import type { OffersAnswer } from '@dealer/site/content-api';
import { isOfferShown } from '@dealer/site/offers';
import { FEATURE_OFFERS, SITE } from '@site/site.gen';
import { useApi } from './api';
import { LoadState } from './LoadState';
import { OfferCard } from './OfferCard';
import { SampleLabel } from './SampleLabel';

interface OffersProps {
  heading: string;
  exceptId?: number;
  limit?: number;
}

/** The site's current offers, without those that exclude this site (unless exempt under the flag); left out when there are none. */
export function OffersList(props: OffersProps & { answer: OffersAnswer }) {
  const offers = props.answer.offers.filter((offer) => offer.id !== props.exceptId && isOfferShown(offer, SITE.id, SITE.offers)).slice(0, props.limit);
  if (offers.length === 0) return null;
  return (
    <section className="offers-block" aria-label={props.heading} data-feature="offers">
      <h2>{props.heading}</h2>
      <SampleLabel sample={props.answer.sample} />
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

/** Nothing while the offers load, so a site without any never shows a heading over nothing. */
function Offers(props: OffersProps) {
  const state = useApi<OffersAnswer>('/content/offers');
  if (state.status === 'ready') return <OffersList {...props} answer={state.data} />;
  if (state.status !== 'error') return null;
  return (
    <section className="offers-block" aria-label={props.heading} data-feature="offers">
      <h2>{props.heading}</h2>
      <LoadState state={state} what="offers" />
    </section>
  );
}

/** Offers, where the site has them on. Off, the block and its code are left out of the bundle (FEATURE_OFFERS is a literal constant). */
export function OffersBlock(props: OffersProps) {
  return FEATURE_OFFERS ? <Offers {...props} /> : null;
}
