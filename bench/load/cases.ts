/**
 * The cases bench/load runs, the same table for every server configuration: each picks request `n` and says where
 * it goes, since with an external Meilisearch the pages' searches go to it, not to the dealer server.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { loadTenant } from '../../cli/lib/tenants.ts';
import { workspace } from '../../cli/lib/workspace.ts';
import { BUILD_DIRS } from '../../server/site-layout.ts';
import { distinctSearchBodies, searchPageUrls, shopperSearchBodies } from './searches.ts';
import type { MakeModel } from './searches.ts';

/** What bench/load/server.ts prints once it listens. */
export interface ServerInfo {
  address: string;
  /** Where pages send their searches: the server's `/meili`, or the external Meilisearch. */
  searchUrl: string;
  searchKey: string;
  slug: string;
  /** Slugs of the tenant's listed cars, up to 1,000. */
  slugs: string[];
  makeModels: MakeModel[];
  /** How long the sample stock took to go in and become searchable. */
  fillSeconds: number;
}

export type Destination = 'search' | 'server';

export interface Case {
  title: string;
  pick(n: number): { to: Destination; request: autocannon.Request };
  /** Requests 0 to `warm` - 1, sent once before the timing: what a repeated case repeats is then already kept. */
  warm?: number;
  /** Text the answer to request 0 holds when the case measures what it says (a drawn page: its seed, rendered). */
  answerHolds?: string;
  /** Connections of its own, in place of the run's. */
  connections?: number;
  /** A load driven at the same time on the run's connections, not measured: what this case is measured under. */
  beside?: Case;
}

/** The titles of the cases the goals are read from. */
export const CASE = {
  static: 'peer: static page (/, not drawn)',
  staticFile: 'static file (built entry script)',
  searchPage: 'drawn search page, repeated',
  newSearchPage: 'drawn search page, every one new',
  carPage: 'drawn car page, repeated',
  newCarPage: 'drawn car page, every one new',
  healthzBesidePages: 'GET /healthz beside new pages',
  search: 'search only',
  newSearch: 'search, every one new (no cache)',
  mix: '80% search, 15% car, 5% lead',
} as const;

/** The site's entry script, a file served as it was built, about the size of a drawn results page. */
function builtAsset(slug: string): string {
  const html = readFileSync(join(workspace().generatedDir, slug, BUILD_DIRS.browser, 'index.html'), 'utf8');
  return /<script type="module" crossorigin src="([^"]+)">/.exec(html)![1]!;
}

/** Cars the mix's car page data cycles through. */
const MIX_CARS = 50;
/** The pages a repeated case cycles through: the few every shopper of a campaign lands on. */
const REPEATED_PAGES = 10;

/**
 * The cases in the order they run, the first the peer (the site's own index.html for a page not drawn, what a drawn page
 * that is kept aims to be as fast as), and how many shopper searches repeat.
 */
export function loadCases(info: ServerInfo): { cases: Case[]; shopperSearches: number } {
  const host = `${info.slug}.localhost`;
  const tenant = loadTenant(workspace(), info.slug).tenant!;
  const searches = shopperSearchBodies(tenant, info.makeModels);
  // More than the embedded engine's result cache holds (2,000), cycled in order, so none is answered from it.
  const distinct = distinctSearchBodies(tenant, info.makeModels, 5_000);
  const pages = searchPageUrls(tenant, info.makeModels).slice(0, REPEATED_PAGES);
  // More than any run draws, so none is drawn twice; the first half for the new pages case, the second for the load beside /healthz.
  const newPages = searchPageUrls(tenant, info.makeModels, 40_000);
  const newPage = (n: number, half: 0 | 1) => get(newPages[(n % (newPages.length / 2)) + half * (newPages.length / 2)]!);
  const mixCars = info.slugs.slice(0, MIX_CARS);
  // A page that could not be seeded or drawn goes out as the bare shell, which would measure the wrong thing.
  const drawn = '"rendered":true';
  const get = (path: string) => ({ to: 'server' as const, request: { method: 'GET' as const, path, headers: { host } } });
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
  const carPage = (n: number) => get(`/api/cars/${mixCars[n % mixCars.length]}`);
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
  const asset = builtAsset(info.slug);
  const cases: Case[] = [
    { title: CASE.static, pick: () => get('/') },
    { title: CASE.staticFile, pick: () => get(asset) },
    { title: 'GET /healthz', pick: () => get('/healthz') },
    { title: CASE.searchPage, pick: (n) => get(pages[n % pages.length]!), warm: pages.length, answerHolds: drawn },
    // Request 0 is checked before the timing: the timed run starts at the next.
    { title: CASE.newSearchPage, pick: (n) => newPage(n, 0), answerHolds: drawn },
    // One shopper's connection to the API while new pages take the rest: what renders leave the API.
    {
      title: CASE.healthzBesidePages,
      pick: () => get('/healthz'),
      connections: 1,
      beside: { title: 'new drawn pages beside /healthz', pick: (n) => newPage(n, 1) },
    },
    { title: CASE.carPage, pick: (n) => get(`/cars/${info.slugs[n % REPEATED_PAGES]}`), warm: REPEATED_PAGES, answerHolds: drawn },
    // A different car each time, and a different URL (as an ad click's is), so none is drawn twice.
    { title: CASE.newCarPage, pick: (n) => get(`/cars/${info.slugs[n % info.slugs.length]}?load=${n}`), answerHolds: drawn },
    { title: CASE.search, pick: search },
    { title: CASE.newSearch, pick: (n) => multiSearch(distinct[n % distinct.length]!) },
    { title: CASE.mix, pick: (n) => (n % 20 < 16 ? search(n) : n % 20 < 19 ? carPage(n) : lead(n)) },
  ];
  return { cases, shopperSearches: searches.length };
}
