/**
 * What the other tenants of a workspace claim: their ids, and the locations whose stock they search. Every
 * tenant's cars share one index and a site's search token admits its own location ids, so a location claimed
 * by two tenants would show each one's cars on the other's site.
 */
import { readFileSync } from 'node:fs';
import { SEARCH_INDEX_NAME } from '../../schema/constants.ts';
import { listTenantSlugs, tenantFile } from './tenant-files.ts';
import type { Workspace } from './workspace.ts';

interface Claims {
  id: number;
  /** `index:location id` of each location. */
  locations: string[];
}

export interface Fleet {
  /** The next free tenant id. */
  nextTenantId(): number;
  /** The next location id no tenant uses. */
  nextLocationId(): number;
  /** The other tenants that claim a location of this index. */
  otherClaimants(slug: string, indexName: string, locationId: number): string[];
}

const locationKey = (indexName: string, locationId: number) => `${indexName}:${locationId}`;

/** One tenant file as it is on disk, read leniently: a file that does not parse claims nothing. */
function claimsOf(file: string): Claims {
  try {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as { id?: unknown; search?: { indexName?: unknown }; locations?: Array<{ id?: unknown }> };
    const indexName = typeof raw.search?.indexName === 'string' ? raw.search.indexName : SEARCH_INDEX_NAME;
    const ids = Array.isArray(raw.locations) ? raw.locations.map((location) => Number(location?.id)).filter(Number.isInteger) : [];
    return { id: Number(raw.id) || 0, locations: ids.map((id) => locationKey(indexName, id)) };
  } catch {
    return { id: 0, locations: [] };
  }
}

const fleets = new WeakMap<Workspace, Fleet>();

/** Read once a run: `validate --all` over 500 tenants reads each file once for this, not once per tenant. */
export function fleetOf(ws: Workspace): Fleet {
  const known = fleets.get(ws);
  if (known) return known;
  const claims = new Map(listTenantSlugs(ws).map((slug) => [slug, claimsOf(tenantFile(ws, slug))]));
  const all = [...claims.values()];
  const fleet: Fleet = {
    nextTenantId: () => Math.max(0, ...all.map((c) => c.id)) + 1,
    nextLocationId: () => Math.max(0, ...all.flatMap((c) => c.locations.map((key) => Number(key.slice(key.lastIndexOf(':') + 1))))) + 1,
    otherClaimants(slug, indexName, locationId) {
      const key = locationKey(indexName, locationId);
      return [...claims].filter(([other, c]) => other !== slug && c.locations.includes(key)).map(([other]) => other);
    },
  };
  fleets.set(ws, fleet);
  return fleet;
}
