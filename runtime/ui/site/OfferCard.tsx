import type { ContentOffer } from '@dealer/site/content-api';
import { exploreModelLink, offerDescription, offerDisclaimer, offerPath } from '@dealer/site/offers';
import { FEATURE_CHAT_ASSISTANT, SITE } from '@site/site.gen';
import { openChat } from '../layout/chat';
import { Collapsible } from './Collapsible';
import { SiteImage } from './SiteImage';

/**
 * An offer: title, 375x250 image, details, description (cut at about 160, toggle over 200) and
 * disclaimer (cut at 200) that expand and collapse, then Enquire (label per site, or the web chat),
 * Explore {model} and Book A Test Drive. The description HTML was sanitised by the server.
 */
export function OfferCard(props: { offer: ContentOffer; headingLevel?: 2 | 3 }) {
  const { offer } = props;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  const explore = exploreModelLink(offer, SITE);
  return (
    <article className="offer-card" data-offer-id={offer.id}>
      <SiteImage src={offer.image_url} size="offer" alt={offer.name} className="offer-card__image" />
      <div className="offer-card__body">
        <Heading className="offer-card__title">
          <a href={offerPath(offer, SITE)}>{offer.name}</a>
        </Heading>
        <p className="offer-card__details">{[offer.category, offer.manufacturer, offer.model?.name].filter(Boolean).join(' · ')}</p>
        <Collapsible
          className="offer-card__description"
          text={offerDescription(offer.description_text)}
          expanded={<div dangerouslySetInnerHTML={{ __html: offer.sanitized_description }} />}
        />
        {offer.disclaimer && <Collapsible className="offer-card__disclaimer" text={offerDisclaimer(offer.disclaimer)} expanded={<p>{offer.disclaimer}</p>} />}
        <p className="offer-card__actions">
          {FEATURE_CHAT_ASSISTANT && SITE.offers.enquireOpensWebChat ? (
            <button type="button" className="button" onClick={openChat}>
              {SITE.offers.enquireLabel}
            </button>
          ) : (
            <a href={`/contact-us?offer_id=${offer.id}`} className="button">
              {SITE.offers.enquireLabel}
            </a>
          )}
          {explore && (
            <a href={explore.href} className="button button--secondary">
              {explore.label}
            </a>
          )}
          <a href={`/book-test-drive?offer_id=${offer.id}`} className="button button--secondary">
            Book A Test Drive
          </a>
        </p>
      </div>
    </article>
  );
}
