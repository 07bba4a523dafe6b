import { validateIndexUid } from './engine.ts';
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

/** The fields Meilisearch 1.21 takes in a search body, in the order its "Unknown field" error lists them. */
const MEILI_BODY_FIELDS = [
  ...['q', 'vector', 'media', 'hybrid', 'offset', 'limit', 'page', 'hitsPerPage', 'attributesToRetrieve', 'retrieveVectors', 'attributesToCrop'],
  ...['cropLength', 'attributesToHighlight', 'showMatchesPosition', 'showRankingScore', 'showRankingScoreDetails', 'filter', 'sort', 'distinct'],
  ...['facets', 'highlightPreTag', 'highlightPostTag', 'cropMarker', 'matchingStrategy', 'attributesToSearchOn', 'rankingScoreThreshold', 'locales'],
];
/** The same for one query of a multi-search. */
const MEILI_MULTI_SEARCH_FIELDS = [
  ...['indexUid', 'q', 'vector', 'media', 'hybrid', 'offset', 'limit', 'page', 'hitsPerPage', 'attributesToRetrieve', 'retrieveVectors'],
  ...['attributesToCrop', 'cropLength', 'attributesToHighlight', 'showRankingScore', 'showRankingScoreDetails', 'showMatchesPosition', 'filter'],
  ...['sort', 'distinct', 'facets', 'highlightPreTag', 'highlightPostTag', 'cropMarker', 'matchingStrategy', 'attributesToSearchOn'],
  ...['rankingScoreThreshold', 'locales', 'federationOptions'],
];
/** The fields of a multi-search body; `federation` is refused later, as not supported. */
const MULTI_SEARCH_FIELDS = ['queries', 'federation'];
/** The parameters Meilisearch 1.21 takes in a GET search, in the order its "Unknown parameter" error lists them. */
const MEILI_QUERY_PARAMETERS = [
  ...['q', 'vector', 'offset', 'limit', 'page', 'hitsPerPage', 'attributesToRetrieve', 'retrieveVectors', 'attributesToCrop', 'cropLength'],
  ...['attributesToHighlight', 'filter', 'sort', 'distinct', 'showMatchesPosition', 'showRankingScore', 'showRankingScoreDetails', 'facets'],
  ...['highlightPreTag', 'highlightPostTag', 'cropMarker', 'matchingStrategy', 'attributesToSearchOn', 'hybridEmbedder', 'hybridSemanticRatio'],
  ...['rankingScoreThreshold', 'locales'],
];

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

/** Meilisearch takes `null` for `page` and `hitsPerPage`, as for no value, but not for `offset` or `limit`. */
function integer(body: Record<string, unknown>, key: string, code: ErrorCode, at: string, nullable: boolean): number | undefined {
  const value = body[key];
  if (value === undefined || (value === null && nullable)) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new MeiliError(code, `Invalid value type at \`${at}.${key}\`: expected a positive integer, but found ${describe(value)}`);
  }
  return value;
}

function stringList(body: Record<string, unknown>, key: string, code: ErrorCode, at: string): string[] | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw new MeiliError(code, `Invalid value type at \`${at}.${key}\`: expected an array, but found ${describe(value)}`);
  }
  return value as string[];
}

function object(raw: unknown, at: string): Record<string, unknown> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new MeiliError('bad_request', `Invalid value type${at ? ` at \`${at}\`` : ''}: expected an object, but found ${describe(raw)}`);
  }
  return raw as Record<string, unknown>;
}

/**
 * Refuses a field the engine does not take: one Meilisearch does not know either with Meilisearch's error,
 * one it knows (highlighting, vectors…) as not supported here. `what` is `field` in a JSON body and
 * `parameter` in a query string, as Meilisearch words it.
 */
function refuseUnknown(body: Record<string, unknown>, supported: readonly string[], meiliKnown: readonly string[], at = '', what = 'field'): void {
  const where = at ? ` inside \`${at}\`` : '';
  for (const key of Object.keys(body)) {
    if (supported.includes(key)) continue;
    if (meiliKnown.includes(key)) throw new MeiliError('bad_request', `The embedded engine does not support the ${what} \`${key}\`${where}.`);
    throw new MeiliError('bad_request', `Unknown ${what} \`${key}\`${where}: expected one of ${meiliKnown.map((k) => `\`${k}\``).join(', ')}`);
  }
}

/** Validates a POST search body. `at` is where it sits in a multi-search (`.queries[0]`), named in messages as Meilisearch names it. */
export function parseSearchBody(raw: unknown, at = ''): SearchQuery {
  const body = object(raw, at);
  refuseUnknown(body, KNOWN, at ? MEILI_MULTI_SEARCH_FIELDS : MEILI_BODY_FIELDS, at);
  const q = body.q;
  if (q !== undefined && q !== null && typeof q !== 'string') {
    throw new MeiliError('invalid_search_q', `Invalid value type at \`${at}.q\`: expected a string, but found ${describe(q)}`);
  }
  const strategy = body.matchingStrategy === undefined ? 'last' : body.matchingStrategy;
  if (typeof strategy !== 'string') {
    throw new MeiliError(
      'invalid_search_matching_strategy',
      `Invalid value type at \`${at}.matchingStrategy\`: expected a string, but found ${describe(strategy)}`,
    );
  }
  if (strategy !== 'last' && strategy !== 'all' && strategy !== 'frequency') {
    throw new MeiliError(
      'invalid_search_matching_strategy',
      `Unknown value \`${String(strategy)}\` at \`${at}.matchingStrategy\`: expected one of \`last\`, \`all\`, \`frequency\``,
    );
  }
  return {
    q: typeof q === 'string' ? q : '',
    filter: body.filter ?? undefined,
    facets: stringList(body, 'facets', 'invalid_search_facets', at),
    sort: stringList(body, 'sort', 'invalid_search_sort', at),
    offset: integer(body, 'offset', 'invalid_search_offset', at, false) ?? 0,
    limit: integer(body, 'limit', 'invalid_search_limit', at, false) ?? 20,
    page: integer(body, 'page', 'invalid_search_page', at, true),
    hitsPerPage: integer(body, 'hitsPerPage', 'invalid_search_hits_per_page', at, true),
    attributesToRetrieve: stringList(body, 'attributesToRetrieve', 'invalid_search_attributes_to_retrieve', at),
    matchingStrategy: strategy,
  };
}

/** One query of a multi-search: the index it names and the search it asks. */
export interface IndexedQuery {
  indexUid: string;
  query: SearchQuery;
}

/**
 * Validates a multi-search body whole before any query runs, as Meilisearch deserialises it: a bad
 * parameter of the last query is reported before a missing index of the first.
 */
export function parseMultiSearchBody(raw: unknown): { queries: IndexedQuery[]; federation: unknown } {
  const body = object(raw, '');
  refuseUnknown(body, MULTI_SEARCH_FIELDS, MULTI_SEARCH_FIELDS);
  if (body.queries === undefined) throw new MeiliError('bad_request', 'Missing field `queries`');
  if (!Array.isArray(body.queries))
    throw new MeiliError('bad_request', `Invalid value type at \`.queries\`: expected an array, but found ${describe(body.queries)}`);
  const queries = body.queries.map((entry: unknown, i: number) => {
    const at = `.queries[${i}]`;
    const fields = object(entry, at);
    refuseUnknown(fields, ['indexUid', ...KNOWN], MEILI_MULTI_SEARCH_FIELDS, at);
    const { indexUid, ...rest } = fields;
    if (indexUid === undefined) throw new MeiliError('missing_index_uid', `Missing field \`indexUid\` inside \`${at}\``);
    if (typeof indexUid !== 'string') {
      throw new MeiliError('invalid_index_uid', `Invalid value type at \`${at}.indexUid\`: expected a string, but found ${describe(indexUid)}`);
    }
    try {
      validateIndexUid(indexUid);
    } catch (err) {
      throw err instanceof MeiliError ? new MeiliError(err.code, `Invalid value at \`${at}.indexUid\`: ${err.message}`) : err;
    }
    return { indexUid, query: parseSearchBody(rest, at) };
  });
  return { queries, federation: body.federation };
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
  refuseUnknown(query, KNOWN, MEILI_QUERY_PARAMETERS, '', 'parameter');
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
