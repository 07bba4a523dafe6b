/** Builds a new tenant's config from answers; the answers come from flags, prompts or defaults. */
import { TEMPLATES, type AU_STATES, type TemplateName } from '../../schema/lists.ts';
import { titleFromSlug } from '../../schema/page-titles.ts';
import { tenantSchema, type TenantInput } from '../../schema/tenant.ts';
import { slugify } from '../../runtime/site/menus.ts';
import { STATE_TIME_ZONES } from './zones.ts';

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
const DEFAULT_FEATURES: NewTenantFeature[] = ['finance', 'reservation', 'watchlist', 'tradeIn', 'reviews', 'offers'];

/** The finance provider answer meaning "no provider". */
export const NO_FINANCE_PROVIDER = 'none';

/** Each answer is one flag of `dealer-gen new` (its kebab-case) and one question of its prompts. */
export interface NewTenantAnswers {
  name: string;
  template: TemplateName;
  /** Empty for a multi-brand site. */
  manufacturer: string;
  locationName: string;
  street: string;
  city: string;
  state: (typeof AU_STATES)[number];
  postcode: string;
  phone: string;
  financeProvider: string;
  features: NewTenantFeature[];
}
export type AnswerKey = keyof NewTenantAnswers;

/** What the answers do not decide: which ids the tenant and its first location get. */
export interface NewTenantIds {
  slug: string;
  id: number;
  /** One no other tenant uses, as a location's stock belongs to one tenant. */
  locationId: number;
}

export const hasFinanceProvider = (provider: string) => provider.trim() !== '' && provider.trim().toLowerCase() !== NO_FINANCE_PROVIDER;

/** A calculator needs a provider's rates, so finance is on by default only when there is one. */
export const defaultFeatures = (financeProvider: string): NewTenantFeature[] =>
  hasFinanceProvider(financeProvider) ? DEFAULT_FEATURES : DEFAULT_FEATURES.filter((f) => f !== 'finance');

export function defaultAnswers(slug: string): NewTenantAnswers {
  const name = titleFromSlug(slug);
  return {
    name,
    template: TEMPLATES[0],
    manufacturer: '',
    locationName: name,
    street: '1 Example Street',
    city: 'Brisbane',
    state: 'qld',
    postcode: '4000',
    phone: '07 3000 0000',
    financeProvider: NO_FINANCE_PROVIDER,
    features: defaultFeatures(NO_FINANCE_PROVIDER),
  };
}

export function tenantFromAnswers(ids: NewTenantIds, a: NewTenantAnswers): TenantInput {
  const on = (feature: NewTenantFeature) => a.features.includes(feature);
  const finance = on('finance') && hasFinanceProvider(a.financeProvider);
  const provider = a.financeProvider.trim();
  return {
    $schema: '../schema/tenant.schema.json',
    slug: ids.slug,
    id: ids.id,
    name: a.name,
    template: a.template,
    timeZone: STATE_TIME_ZONES[a.state],
    manufacturer: a.manufacturer ? { name: a.manufacturer, slug: slugify(a.manufacturer) } : null,
    phones: { main: a.phone },
    locations: [
      {
        id: ids.locationId,
        name: a.locationName,
        primary: true,
        phone: a.phone,
        manufacturers: a.manufacturer ? [slugify(a.manufacturer)] : [],
        address: { street: a.street, city: a.city, state: a.state, postcode: a.postcode },
      },
    ],
    finance: {
      provider: finance ? { key: slugify(provider), name: provider } : null,
      calculator: { enabled: finance },
      box: { enabled: finance },
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

type Path = readonly (string | number)[];

/** Where each typed answer lands in the config: the schema's problem there is that answer's problem. */
const ANSWER_PATHS: Partial<Record<AnswerKey, Path[]>> = {
  name: [['name']],
  manufacturer: [['manufacturer'], ['locations', 0, 'manufacturers']],
  locationName: [['locations', 0, 'name']],
  street: [['locations', 0, 'address', 'street']],
  city: [['locations', 0, 'address', 'city']],
  postcode: [['locations', 0, 'address', 'postcode']],
  phone: [
    ['phones', 'main'],
    ['locations', 0, 'phone'],
  ],
  financeProvider: [['finance', 'provider']],
};

const IDS_FOR_CHECKING: NewTenantIds = { slug: 'answers', id: 1, locationId: 1 };

/** What is wrong with each answer, by the schema's own field rules, before the whole config is checked. */
export function answerProblems(a: NewTenantAnswers): Partial<Record<AnswerKey, string>> {
  const problems: Partial<Record<AnswerKey, string>> = {};
  const parsed = tenantSchema.safeParse(tenantFromAnswers(IDS_FOR_CHECKING, a));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = (Object.keys(ANSWER_PATHS) as AnswerKey[]).find((k) => ANSWER_PATHS[k]!.some((path) => path.every((segment, i) => issue.path[i] === segment)));
    if (key) problems[key] ??= String(a[key]).trim() === '' ? 'Please enter a value' : issue.message;
  }
  if (a.features.includes('finance') && !hasFinanceProvider(a.financeProvider))
    problems.features = 'Finance needs a finance provider for its rates: leave finance out, or give a provider';
  return problems;
}
