/**
 * The cases bench/load runs, the same table for every server configuration: each picks request `n` and says where
 * it goes, since with an external Meilisearch the pages' searches go to it, not to the dealer server.
 */
import type autocannon from 'autocannon';
import { loadTenant } from '../../cli/lib/tenants.ts';
import { workspace } from '../../cli/lib/workspace.ts';
import { distinctSearchBodies, shopperSearchBodies } from './searches.ts';
import type { MakeModel } from './searches.ts';

/** What bench/load/server.ts prints once it listens. */
export interface ServerInfo {
  address: string;
  /** Where pages send their searches: the server's `/meili`, or the external Meilisearch. */
  searchUrl: string;
  searchKey: string;
  slug: string;
  slugs: string[];
  makeModels: MakeModel[];
  /** How long the sample stock took to go in and become searchable. */
  fillSeconds: number;
}

export type Destination = 'search' | 'server';

export interface Case {
  title: string;
  pick(n: number): { to: Destination; request: autocannon.Request };
}

/** The cases in the order they run, the last the peer (the framework's own ceiling), and how many shopper searches repeat. */
export function loadCases(info: ServerInfo): { cases: Case[]; shopperSearches: number } {
  const host = `${info.slug}.localhost`;
  const tenant = loadTenant(workspace(), info.slug).tenant!;
  const searches = shopperSearchBodies(tenant, info.makeModels);
  // More than the embedded engine's result cache holds (2,000), cycled in order, so none is answered from it.
  const distinct = distinctSearchBodies(tenant, info.makeModels, 5_000);
  const multiSearch = (body: string) => ({
    to: 'search' as const,
    request: {
      method: 'POST' as const,
      path: `${new URL(info.searchUrl).pathname.replace(/\/$/, '')}/multi-search`,
      headers: { authorization: `Bearer ${info.searchKey}`, 'content-type': 'application/json', host },
      body,
    },
  });
  const search = (n: number) => multiSearch(searches[n % searches.length]!);
  const carPage = (n: number) => ({
    to: 'server' as const,
    request: { method: 'GET' as const, path: `/api/cars/${info.slugs[n % info.slugs.length]}`, headers: { host } },
  });
  const lead = (n: number) => ({
    to: 'server' as const,
    request: {
      method: 'POST' as const,
      path: '/api/leads',
      headers: { 'content-type': 'application/json', host },
      body: JSON.stringify({
        kind: 'enquiry',
        category: 'General Enquiry',
        url: '/contact',
        source: 'Website',
        user_agent: 'bench/load',
        lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
        fields: { name: `Load ${n}`, email: `load${n}@example.com`, phone: '0400 000 000', message: 'Load test' },
      }),
    },
  });
  const cases: Case[] = [
    { title: 'search only', pick: search },
    { title: 'search, every one new (no cache)', pick: (n) => multiSearch(distinct[n % distinct.length]!) },
    { title: '80% search, 15% car, 5% lead', pick: (n) => (n % 20 < 16 ? search(n) : n % 20 < 19 ? carPage(n) : lead(n)) },
    { title: 'peer: GET /healthz', pick: () => ({ to: 'server', request: { method: 'GET', path: '/healthz' } }) },
  ];
  return { cases, shopperSearches: searches.length };
}
