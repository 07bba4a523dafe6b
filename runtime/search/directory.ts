import type { MultiSearchQuery } from 'meilisearch';
import { DIRECTORY_HITS_PER_PAGE } from '../site/constants.ts';
import { requestKey } from './cache.ts';
import type { SearchRequest } from './client.ts';
import { quoteFilterValue, siteConditions } from './filters.ts';
import { CAR_HIT_ATTRIBUTES } from './hit.ts';
import type { FilterOptions } from './filters.ts';

export interface ManufacturerDirectoryQuery {
  manufacturer: string;
  model?: string;
  body?: string;
  query?: string;
  page?: number;
}

/**
 * A brand's stock (the manufacturer directory), 21 per page by offset, within the site's listing
 * conditions. The spec's `manufacturer.name`, `model.name` and `model.body` are the car index's
 * `make`, `model` and `body`: one index holds the stock, and those are its filterable names.
 */
export function manufacturerDirectoryRequest(search: FilterOptions & { indexName: string }, input: ManufacturerDirectoryQuery, now: Date): SearchRequest {
  const conditions = [...siteConditions(search, now), `make = ${quoteFilterValue(input.manufacturer)}`];
  if (input.model) conditions.push(`model = ${quoteFilterValue(input.model)}`);
  if (input.body) conditions.push(`body = ${quoteFilterValue(input.body)}`);
  const query = pageQuery(search.indexName, input.query ?? '', conditions, input.page);
  const { manufacturer, model, body } = input;
  return { key: requestKey({ kind: 'manufacturer', manufacturer, model, body, q: query.q, offset: query.offset }), queries: [query] };
}

/** A dealership's stock (the dealership directory): the site's listing conditions and its dealership_id, 21 per page. */
export function dealershipDirectoryRequest(search: FilterOptions & { indexName: string }, dealershipId: number, page: number, now: Date): SearchRequest {
  const query = pageQuery(search.indexName, '', [...siteConditions(search, now), `dealership_id = ${dealershipId}`], page);
  return { key: requestKey({ kind: 'dealership', dealershipId, offset: query.offset }), queries: [query] };
}

/** What a directory page keeps in its URL: `?query=…&model=…&body=…&stock={dealership slug}&page=N`. */
export interface DirectoryParams {
  query: string;
  page: number;
  model?: string;
  body?: string;
  /** The dealership whose stock is open, on the dealerships page. */
  stock?: string;
}

const DIRECTORY_PARAM_ORDER = ['stock', 'query', 'model', 'body', 'page'] as const;

export function decodeDirectoryParams(search: string): DirectoryParams {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const text = (name: string) => params.get(name)?.trim() || undefined;
  return {
    query: text('query') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    ...(text('model') ? { model: text('model') } : {}),
    ...(text('body') ? { body: text('body') } : {}),
    ...(text('stock') ? { stock: text('stock') } : {}),
  };
}

/** The query string of a directory page ('' when nothing is set); the page only when it is not 1, as on the search page. */
export function encodeDirectoryParams(state: DirectoryParams): string {
  const params = new URLSearchParams();
  for (const name of DIRECTORY_PARAM_ORDER) {
    const value = name === 'page' ? (state.page > 1 ? String(state.page) : '') : (state[name] ?? '');
    if (value) params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
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
  // Directory lists show result cards: the card's fields are all they need.
  return {
    indexUid: indexName,
    q,
    filter: conditions.join(' AND '),
    offset: from,
    limit: DIRECTORY_HITS_PER_PAGE,
    attributesToRetrieve: [...CAR_HIT_ATTRIBUTES],
  };
}
