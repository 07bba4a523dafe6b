/** Tenant types for runtime code, from the one schema. */
export type { Location, PromoTile, Tenant } from '../../schema/tenant.ts';
export type { CarType, Feature, SearchFacet, SortOption } from '../../schema/lists.ts';
