/** Builds a new tenant's config from answers; the answers come from flags, prompts or defaults. */
import { TEMPLATES, type AU_STATES, type TemplateName } from '../../schema/lists.ts';
import { titleFromSlug } from '../../schema/page-titles.ts';
import type { TenantInput } from '../../schema/tenant.ts';
import { slugify } from '../../runtime/site/menus.ts';

/** Main switches an onboarding engineer chooses; each maps to one schema option. */
export const NEW_TENANT_FEATURES = {
  finance: 'Finance calculator and finance box',
  reservation: 'Reserve online with a deposit',
  watchlist: 'Watchlist (save cars)',
  tradeIn: 'Trade-in valuations',
  reviews: 'Reviews',
  offers: 'Offers',
  garage: 'Signed-in garage area',
  subscriptions: 'Subscription prices and sorts',
  chatAssistant: 'Instant Message chat assistant',
} as const;
export type NewTenantFeature = keyof typeof NEW_TENANT_FEATURES;
export const DEFAULT_FEATURES: NewTenantFeature[] = ['finance', 'reservation', 'watchlist', 'tradeIn', 'reviews', 'offers'];

export interface NewTenantAnswers {
  slug: string;
  id: number;
  /** The first location's id: one no other tenant uses, as a location's stock belongs to one tenant. */
  locationId: number;
  name: string;
  template: TemplateName;
  /** Empty for a multi-brand site. */
  manufacturer: string;
  location: { name: string; street: string; city: string; state: (typeof AU_STATES)[number]; postcode: string; phone: string };
  financeProvider: string;
  features: NewTenantFeature[];
}

export function defaultAnswers(slug: string, id: number, locationId: number): NewTenantAnswers {
  const name = titleFromSlug(slug);
  return {
    slug,
    id,
    locationId,
    name,
    template: TEMPLATES[0],
    manufacturer: '',
    location: { name, street: '1 Example Street', city: 'Brisbane', state: 'qld', postcode: '4000', phone: '07 3000 0000' },
    financeProvider: 'none',
    features: DEFAULT_FEATURES,
  };
}

export function tenantFromAnswers(a: NewTenantAnswers): TenantInput {
  const on = (feature: NewTenantFeature) => a.features.includes(feature);
  const provider = a.financeProvider.trim();
  const finance = on('finance') && provider && provider !== 'none';
  return {
    $schema: '../schema/tenant.schema.json',
    slug: a.slug,
    id: a.id,
    name: a.name,
    template: a.template,
    manufacturer: a.manufacturer ? { name: a.manufacturer, slug: slugify(a.manufacturer) } : null,
    phones: { main: a.location.phone },
    locations: [
      {
        id: a.locationId,
        name: a.location.name,
        primary: true,
        phone: a.location.phone,
        manufacturers: a.manufacturer ? [slugify(a.manufacturer)] : [],
        address: { street: a.location.street, city: a.location.city, state: a.location.state, postcode: a.location.postcode },
      },
    ],
    finance: {
      provider: finance ? { key: slugify(provider), name: provider } : null,
      calculator: { enabled: on('finance') },
      box: { enabled: on('finance') },
    },
    vehicle: { reservation: on('reservation'), favourites: on('watchlist') },
    forms: { tradeIn: on('tradeIn') },
    reviews: { enabled: on('reviews') },
    offers: { enabled: on('offers') },
    account: { garage: on('garage') },
    subscriptions: on('subscriptions'),
    chatAssistant: on('chatAssistant'),
  };
}
