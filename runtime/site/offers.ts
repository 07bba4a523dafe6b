import type { Tenant } from '../../schema/tenant.ts';
import { DESCRIPTION_CUT, DESCRIPTION_TOGGLE_OVER, DISCLAIMER_CUT, EXPLORE_MODEL_LABEL } from './constants.ts';
import { manufacturerSlug } from './manufacturers.ts';
import { collapsible } from './truncate.ts';
import type { Collapsible } from './truncate.ts';

export interface Offer {
  id: number;
  excluded_website_ids?: readonly number[] | null;
  manufacturer?: string | { name: string } | null;
  model?: { name: string; slug: string; override_url?: string | null } | null;
}

/** An offer that excludes this site is hidden, unless the site exempts that offer and the exemption is on. */
export function isOfferShown(
  offer: Pick<Offer, 'id' | 'excluded_website_ids'>,
  siteId: number,
  offers: Pick<Tenant['offers'], 'exemptOfferIds' | 'exemptionEnabled'>,
): boolean {
  if (!offer.excluded_website_ids?.includes(siteId)) return true;
  return offers.exemptionEnabled && offers.exemptOfferIds.includes(offer.id);
}

/** /offers/{manufacturerSlug}/{offerId} on multi-brand sites; /offers/{offerId} on a site tied to one manufacturer. */
export function offerPath(offer: Pick<Offer, 'id' | 'manufacturer'>, site: Pick<Tenant, 'manufacturer'>): string {
  const manufacturer = typeof offer.manufacturer === 'string' ? offer.manufacturer : offer.manufacturer?.name;
  return site.manufacturer === null && manufacturer ? `/offers/${manufacturerSlug(manufacturer)}/${offer.id}` : `/offers/${offer.id}`;
}

/** The offer card's 'Explore {model}' link to /{modelSlug}, or to the model's override URL. */
export function exploreModelLink(offer: Pick<Offer, 'model'>): { label: string; href: string } | null {
  if (!offer.model) return null;
  return {
    label: EXPLORE_MODEL_LABEL.replace('{model}', offer.model.name),
    href: offer.model.override_url || `/${offer.model.slug}`,
  };
}

/** Offer descriptions collapse to about 160 characters, with a toggle only when longer than 200. */
export function offerDescription(text: string): Collapsible {
  return collapsible(text, DESCRIPTION_CUT, DESCRIPTION_TOGGLE_OVER);
}

/** Offer disclaimers collapse at 200 characters. */
export function offerDisclaimer(text: string): Collapsible {
  return collapsible(text, DISCLAIMER_CUT);
}
