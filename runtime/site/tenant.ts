/** Tenant types for runtime code, from the one schema: a site is built with its config less the server-only parts. */
export type { Location, PromoTile, SiteConfig as Tenant } from '../../schema/tenant.ts';
export type { CarType, Feature, SearchFacet, SortOption } from '../../schema/lists.ts';
