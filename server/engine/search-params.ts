import { MeiliError } from './errors.ts';
import type { ErrorCode } from './errors.ts';

export type MatchingStrategy = 'last' | 'all' | 'frequency';

/** A validated search request. */
export interface SearchQuery {
  q: string;
  filter: unknown;
  facets: string[] | undefined;
  sort: string[] | undefined;
  offset: number;
  limit: number;
  page: number | undefined;
  hitsPerPage: number | undefined;
  attributesToRetrieve: string[] | undefined;
  matchingStrategy: MatchingStrategy;
}

const KNOWN = ['q', 'filter', 'facets', 'sort', 'offset', 'limit', 'page', 'hitsPerPage', 'attributesToRetrieve', 'matchingStrategy'];

/** Names a JSON value the way Meilisearch's deserialiser does in its error messages. */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array: \`${JSON.stringify(value)}\``;
  if (typeof value === 'number') {
    const kind = Number.isInteger(value) ? (value >= 0 ? 'a positive integer' : 'a negative integer') : 'a number';
    return `${kind}: \`${value}\``;
  }
  return `${typeof value === 'object' ? 'an' : 'a'} ${typeof value}: \`${JSON.stringify(value)}\``;
}

function integer(body: Record<string, unknown>, key: string, code: ErrorCode): number | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new MeiliError(code, `Invalid value type at \`.${key}\`: expected a positive integer, but found ${describe(value)}`);
  }
  return value;
}

function stringList(body: Record<string, unknown>, key: string, code: ErrorCode): string[] | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw new MeiliError(code, `Invalid value type at \`.${key}\`: expected an array, but found ${describe(value)}`);
  }
  return value as string[];
}

/** Validates a POST search body (or one multi-search query, minus `indexUid`). */
export function parseSearchBody(raw: unknown, extraKeys: readonly string[] = []): SearchQuery {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new MeiliError('bad_request', `Invalid value type: expected an object, but found ${describe(raw)}`);
  }
  const body = raw as Record<string, unknown>;
  for (const key of Object.keys(body)) {
    if (!KNOWN.includes(key) && !extraKeys.includes(key)) {
      throw new MeiliError('bad_request', `Unknown field \`${key}\`: expected one of ${[...KNOWN, ...extraKeys].map((k) => `\`${k}\``).join(', ')}`);
    }
  }
  const q = body.q;
  if (q !== undefined && q !== null && typeof q !== 'string') {
    throw new MeiliError('invalid_search_q', `Invalid value type at \`.q\`: expected a string, but found ${describe(q)}`);
  }
  const strategy = body.matchingStrategy ?? 'last';
  if (strategy !== 'last' && strategy !== 'all' && strategy !== 'frequency') {
    throw new MeiliError(
      'invalid_search_matching_strategy',
      `Unknown value \`${String(strategy)}\` at \`.matchingStrategy\`: expected one of \`last\`, \`all\`, \`frequency\`.`,
    );
  }
  return {
    q: typeof q === 'string' ? q : '',
    filter: body.filter ?? undefined,
    facets: stringList(body, 'facets', 'invalid_search_facets'),
    sort: stringList(body, 'sort', 'invalid_search_sort'),
    offset: integer(body, 'offset', 'invalid_search_offset') ?? 0,
    limit: integer(body, 'limit', 'invalid_search_limit') ?? 20,
    page: integer(body, 'page', 'invalid_search_page'),
    hitsPerPage: integer(body, 'hitsPerPage', 'invalid_search_hits_per_page'),
    attributesToRetrieve: stringList(body, 'attributesToRetrieve', 'invalid_search_attributes_to_retrieve'),
    matchingStrategy: strategy,
  };
}

const GET_INTEGERS: Record<string, ErrorCode> = {
  offset: 'invalid_search_offset',
  limit: 'invalid_search_limit',
  page: 'invalid_search_page',
  hitsPerPage: 'invalid_search_hits_per_page',
};
const GET_LISTS = ['facets', 'sort', 'attributesToRetrieve'];

/** GET search sends everything as strings, lists comma-separated; convert to the POST shape. */
export function parseSearchQueryString(query: Record<string, unknown>): SearchQuery {
  // Keys come from the URL: `__proto__` and friends must stay plain keys, never prototype lookups.
  const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string') continue;
    const code = Object.hasOwn(GET_INTEGERS, key) ? GET_INTEGERS[key] : undefined;
    if (code) {
      if (!/^\d+$/.test(value)) throw new MeiliError(code, `Invalid value in parameter \`${key}\`: could not parse \`${value}\` as a positive integer`);
      body[key] = Number(value);
    } else if (GET_LISTS.includes(key)) {
      body[key] = value === '' ? [] : value.split(',').map((s) => s.trim());
    } else {
      body[key] = value;
    }
  }
  return parseSearchBody(body);
}
