import type { MultiSearchQuery } from 'meilisearch';
import { DIRECTORY_HITS_PER_PAGE } from '../site/constants.ts';
import { requestKey } from './cache.ts';
import type { SearchRequest } from './client.ts';
import { quoteFilterValue, siteConditions } from './filters.ts';
import type { FilterOptions } from './filters.ts';

export interface ManufacturerDirectoryQuery {
  manufacturer: string;
  model?: string;
  body?: string;
  query?: string;
  page?: number;
}

/** A brand's directory page: the index it searches is the caller's; 21 per page by offset. */
export function manufacturerDirectoryRequest(indexName: string, input: ManufacturerDirectoryQuery): SearchRequest {
  const conditions = [`manufacturer.name = ${quoteFilterValue(input.manufacturer)}`];
  if (input.model !== undefined) conditions.push(`model.name = ${quoteFilterValue(input.model)}`);
  if (input.body !== undefined) conditions.push(`model.body = ${quoteFilterValue(input.body)}`);
  const query = pageQuery(indexName, input.query ?? '', conditions, input.page);
  return { key: requestKey({ kind: 'manufacturer', query }), queries: [query] };
}

/** A dealership's stock: the site's listing conditions and its dealership_id, 21 per page. */
export function dealershipDirectoryRequest(search: FilterOptions & { indexName: string }, dealershipId: number, page: number, now: Date): SearchRequest {
  const query = pageQuery(search.indexName, '', [...siteConditions(search, now), `dealership_id = ${dealershipId}`], page);
  return { key: requestKey({ kind: 'dealership', dealershipId, page }), queries: [query] };
}

/**
 * A fixed number of hits for a block such as a home-page stock strip, within the site's listing
 * conditions. Its filter is written `attribute:value`; colons outside quotes become `=`, the
 * engine's operator.
 */
export function limitedHitsRequest(search: FilterOptions & { indexName: string }, filter: string, limit: number, now: Date): SearchRequest {
  const conditions = [...siteConditions(search, now), ...(filter.trim() ? [`(${colonsToEquals(filter)})`] : [])];
  const query: MultiSearchQuery = { indexUid: search.indexName, q: '', filter: conditions.join(' AND '), limit };
  return { key: requestKey({ kind: 'limited', filter, limit }), queries: [query] };
}

export function colonsToEquals(filter: string): string {
  let quote: string | null = null;
  let out = '';
  for (let i = 0; i < filter.length; i++) {
    const c = filter[i]!;
    if (quote && c === '\\') {
      out += c + (filter[++i] ?? '');
      continue;
    }
    if (c === '"' || c === "'") quote = quote === c ? null : (quote ?? c);
    out += c === ':' && !quote ? ' = ' : c;
  }
  return out.replace(/ {2,}/g, ' ');
}

function pageQuery(indexName: string, q: string, conditions: string[], page = 1): MultiSearchQuery {
  const from = (Math.max(1, Math.trunc(page)) - 1) * DIRECTORY_HITS_PER_PAGE;
  return { indexUid: indexName, q, filter: conditions.join(' AND '), offset: from, limit: DIRECTORY_HITS_PER_PAGE };
}
