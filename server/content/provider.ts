/**
 * Which content a server shows. Always the dealer's own (tenant config; reviews from the provider its
 * reviews.provider names); in the demo (`start`, `dev`) or under `serve --sample-content`, made-up sample content
 * where the config has none, marked as sample. Under plain `serve`, a block without content is left out.
 */
import type { Tenant } from '../../schema/tenant.ts';
import { configReviews, configuredContent, NO_REVIEWS, type ContentProvider, type ReviewsSource } from './configured.ts';
import { placesReviews } from './places.ts';
import { sampleContent } from './sample.ts';

export interface ContentOptions {
  /** Sample content where the config has none. */
  sample: boolean;
  /** Where the tenants' named variables (reviews.provider.apiKeyEnv) are read. */
  env: NodeJS.ProcessEnv;
  /** The Google Places API's address; a local stub in tests. */
  placesUrl?: string;
  /** Told when a tenant's reviews cannot be had (its key unset, Places failing): its reviews block is then left out. */
  warn?: (message: string) => void;
}

/** One tenant's reviews source: its config, or Google Places with the key from the variable it names. */
export function reviewsSourceFor(t: Tenant, options: ContentOptions): ReviewsSource {
  const provider = t.reviews.provider;
  if (provider.provider === 'config') return configReviews;
  const apiKey = options.env[provider.apiKeyEnv];
  if (!apiKey) {
    // A deployment mistake the site survives: the log says which variable to set.
    options.warn?.(`${t.slug}: reviews are left out until the environment variable ${provider.apiKeyEnv} holds the Google Places API key`);
    return async () => NO_REVIEWS;
  }
  if (!t.locations.some((l) => l.address.place_id))
    options.warn?.(`${t.slug}: reviews come from Google Places, but no location has an address.place_id to ask for`);
  return placesReviews({ apiKey, ...(options.placesUrl ? { baseUrl: options.placesUrl } : {}), ...(options.warn ? { warn: options.warn } : {}) });
}

export function contentProvider(tenants: readonly Tenant[], options: ContentOptions): ContentProvider {
  const sources = new Map(tenants.map((t) => [t.slug, reviewsSourceFor(t, options)]));
  const own = configuredContent((t) => sources.get(t.slug) ?? configReviews);
  return options.sample ? sampleContent(own) : own;
}
