/**
 * What a page searches with. Every tenant's cars share one index, so a page never holds a key: it holds a
 * Meilisearch tenant token, signed with the search-only key, whose search rules force the site's stock
 * condition (its locations' cars, shown on the dealer website and listed) into every query it sends.
 */
import type { TokenSearchRules } from 'meilisearch';
import { generateTenantToken } from 'meilisearch/token';
import type { Tenant } from '../schema/tenant.ts';
import { locationCondition } from '../runtime/search/filters.ts';
import { stockVisibilityFilter } from '../runtime/site/stock-visibility.ts';

export const SEARCH_TOKEN_LIFETIME_SECONDS = 3600;
/**
 * Pages of a tenant within one window share a token, so the engine answers their repeated searches from
 * the cache it keys by token. Each token outlives its window by the full lifetime.
 */
const WINDOW_SECONDS = 300;

/** The key tokens are signed with: its uid and its secret. */
export interface ParentKey {
  uid: string;
  key: string;
}

export interface SearchTokens {
  /** The key a page of this tenant searches with. */
  forTenant(tenant: Tenant, now?: Date): Promise<string>;
}

/**
 * The rules of a tenant's token: only its index, and there only its listed cars. The sold-car cutoff is
 * the token's start: the browser's own cutoff only moves later, so the rule never hides what it lists.
 */
export function tenantSearchRules(tenant: Pick<Tenant, 'search' | 'locations'>, issuedAt: Date): TokenSearchRules {
  const filter = [locationCondition(tenant.locations.map((location) => location.id)), stockVisibilityFilter(tenant.search, issuedAt)];
  return { [tenant.search.indexName]: { filter } };
}

/**
 * Tokens for pages of the engine the server reads (embedded, or its external Meilisearch), signed with that
 * engine's search key. A tenant with its own `search.publicKey` (a Meilisearch of its own) keeps it: the server
 * holds no key of that engine to sign with (at most one to read stock, `search.serverKeyEnv`), and the key is in the
 * tenant's bundle anyway.
 */
export function searchTokens(parent: ParentKey): SearchTokens {
  const minted = new Map<string, { window: number; token: Promise<string> }>();
  return {
    forTenant(tenant, now = new Date()) {
      if (tenant.search.publicKey) return Promise.resolve(tenant.search.publicKey);
      const window = Math.floor(now.getTime() / 1000 / WINDOW_SECONDS);
      const current = minted.get(tenant.slug);
      if (current?.window === window) return current.token;
      const issuedAt = new Date(window * WINDOW_SECONDS * 1000);
      const token = generateTenantToken({
        apiKey: parent.key,
        apiKeyUid: parent.uid,
        searchRules: tenantSearchRules(tenant, issuedAt),
        expiresAt: window * WINDOW_SECONDS + WINDOW_SECONDS + SEARCH_TOKEN_LIFETIME_SECONDS,
      });
      minted.set(tenant.slug, { window, token });
      return token;
    },
  };
}
