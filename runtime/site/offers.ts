import { overviewBrands, type OverviewSite } from '../../schema/brand-overviews.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { DESCRIPTION_CUT, DESCRIPTION_TOGGLE_OVER, DISCLAIMER_CUT, EXPLORE_MODEL_LABEL } from './constants.ts';
import { manufacturerSlug } from './manufacturers.ts';
import { slugify } from './slug.ts';
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
  const manufacturer = offerMake(offer);
  return site.manufacturer === null && manufacturer ? `/offers/${manufacturerSlug(manufacturer)}/${offer.id}` : `/offers/${offer.id}`;
}

export type ExploreSite = OverviewSite & Pick<Tenant, 'search'>;

/**
 * The offer card's 'Explore {model}' link: the model's own page when the offer or the site's brand overview gives
 * one, else the model's stock (/{prefix}/{make}/{model}, as the search page reads it). There is no page at
 * /{modelSlug}, so an offer naming no make on a multi-brand site gets no link.
 */
export function exploreModelLink(offer: Pick<Offer, 'manufacturer' | 'model'>, site: ExploreSite): { label: string; href: string } | null {
  const { model } = offer;
  if (!model) return null;
  const label = EXPLORE_MODEL_LABEL.replace('{model}', model.name);
  if (model.override_url) return { label, href: model.override_url };
  const make = offerMake(offer) ?? site.manufacturer?.name;
  if (!make) return null;
  const makeSlug = manufacturerSlug(make);
  const modelSlug = slugify(model.name);
  const overview = overviewBrands(site)
    .find((brand) => brand.slug === makeSlug)
    ?.models.find((listed) => listed.slug === model.slug || slugify(listed.name) === modelSlug);
  return { label, href: overview?.overrideUrl ?? `/${site.search.pathPrefix}/${makeSlug}/${modelSlug}` };
}

function offerMake(offer: Pick<Offer, 'manufacturer'>): string | undefined {
  return (typeof offer.manufacturer === 'string' ? offer.manufacturer : offer.manufacturer?.name) || undefined;
}

/** Offer descriptions collapse to about 160 characters, with a toggle only when longer than 200. */
export function offerDescription(text: string): Collapsible {
  return collapsible(text, DESCRIPTION_CUT, DESCRIPTION_TOGGLE_OVER);
}

/** Offer disclaimers collapse at 200 characters. */
export function offerDisclaimer(text: string): Collapsible {
  return collapsible(text, DISCLAIMER_CUT);
}
