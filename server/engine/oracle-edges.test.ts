import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED, TARGETS } from './test-targets.ts';
import type { TestTarget } from './test-targets.ts';

/**
 * Differential test of the edges (#25): the same raw HTTP requests to the embedded engine and the official
 * binary, answers compared on what a client reads. Skipped when the binary is not installed.
 */
const real = TARGETS.find(([name]) => name !== EMBEDDED);
const embedded = TARGETS.find(([name]) => name === EMBEDDED)!;

/** Unusual values on purpose: empty strings and arrays, nulls, nested arrays, numbers as strings, mixed types. */
const ODD = [
  { id: 1, label: 'Alpha', tags: ['a', 'b'], score: 10, flag: true, note: '', maybe: null, mixed: '10', nested: { x: 1 } },
  { id: 2, label: 'alpha', tags: [], score: 10.5, flag: false, note: 'x', mixed: 10, nested: [{ x: 2 }, { x: 3 }] },
  { id: 3, label: 'Beta gamma', tags: ['a', ['c', 'd']], score: -3, flag: 'true', maybe: '', mixed: true, nested: {} },
  { id: 4, label: '', tags: [null, 'A', 1], score: 0, flag: null, mixed: [10, '10', 'ten'], maybe: [] },
  { id: 5, label: 'delta', tags: 'b', score: '7', flag: 1, mixed: null },
  { id: 6, label: 'Épée', tags: ['B ', ' b'], score: 1.0, note: 'AB' },
  { id: 7 },
  { id: 8, label: 'Straße', tags: ['ss'], score: 100, note: 'Ab', mixed: 'Ten' },
  { id: 9, label: 'a "quoted" \\ value', tags: ["it's"], score: 2.5e3, note: 'abc' },
  { id: 10, label: 'tab\there', tags: [''], maybe: '  ', mixed: 'x/y' },
];
const FILTERABLE = ['label', 'tags', 'score', 'flag', 'note', 'maybe', 'mixed', 'nested', 'nested.x'];

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** What must match besides the message: the status, and for an error its code and type; for a search its hit ids, counts and facets. */
function comparable({ status, body }: Answer, orderedHits: boolean): unknown {
  if (status >= 400) return { status, code: body.code, type: body.type };
  const results = Array.isArray(body.results) ? (body.results as Array<Record<string, unknown>>) : [body];
  return {
    status,
    results: results.map((r) => {
      const ids = ((r.hits ?? []) as Array<{ id: unknown }>).map((h) => h.id);
      const { hits: _h, processingTimeMs: _p, ...rest } = r;
      return { ...rest, ids: orderedHits ? ids : [...ids].sort() };
    }),
  };
}

interface Case {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Compare the hits' order too: only where the order is defined (a sort, or the default order of no query). */
  ordered?: boolean;
}

const search = (body: unknown, extra: Partial<Case> = {}): Omit<Case, 'name'> => ({ path: '/indexes/odd/search', body, ...extra });
const filter = (f: unknown, extra: Partial<Case> = {}) => search({ filter: f, limit: 100 }, extra);

const CASES: Array<[string, Omit<Case, 'name'>]> = [
  // filter operators
  ['= on a string, case-insensitively', filter('label = ALPHA')],
  ['= on an empty string', filter('label = ""')],
  ['!= matches documents lacking the field', filter('label != alpha')],
  ['> on numbers', filter('score > 7')],
  ['>= on numbers', filter('score >= 10')],
  ['< on numbers', filter('score < 0')],
  ['<= on numbers', filter('score <= 1')],
  ['> on a string bound', filter('label > b')],
  ['TO inclusive', filter('score 1 TO 10')],
  ['TO with strings', filter('label a TO c')],
  ['TO with upper-case string bounds, compared as written', filter('label A TO C')],
  ['> with an upper-case string bound', filter('label > B')],
  ['TO with the bounds reversed', filter('score 10 TO 1')],
  ['TO with negative numbers', filter('score -5 TO 0')],
  ['= number matches numeric strings', filter('score = 7')],
  ['= quoted number matches numbers', filter('score = "10.5"')],
  ['= with exponent notation', filter('score = 2.5e3')],
  ['= on booleans', filter('flag = true')],
  ['= on a boolean-like string and number', filter('flag = 1')],
  ['= on array elements, nested arrays flattened', filter('tags = c')],
  ['= on a padded string', filter('tags = "b"')],
  ['= on a value with spaces inside quotes', filter('tags = " b"')],
  ['= on a nested field of an array of objects', filter('nested.x = 3')],
  ['= on a mixed-type array', filter('mixed = ten')],
  ['IN', filter('tags IN [a, "A", c]')],
  ['IN with numbers and numeric strings', filter('score IN [10, "7", 0]')],
  ['= with a leading zero', filter('score = 010')],
  ['> with a bound too large for a float', filter('score > 1e400')],
  ['a nested negation', filter('label = "Alpha" OR NOT (tags IN [a] OR score < 0)')],
  ['a quoted keyword as an attribute', filter('"AND" = 1')],
  ['IN with a trailing comma', filter('tags IN [a,]')],
  ['IN empty', filter('tags IN []')],
  ['NOT IN', filter('tags NOT IN [a, b]')],
  ['EXISTS', filter('note EXISTS')],
  ['EXISTS on a parent of nested fields', filter('nested EXISTS')],
  ['NOT EXISTS', filter('note NOT EXISTS')],
  ['IS NULL', filter('maybe IS NULL')],
  ['IS NULL on a null array element', filter('tags IS NULL')],
  ['IS NOT NULL', filter('maybe IS NOT NULL')],
  ['IS EMPTY on strings, arrays and objects', filter('maybe IS EMPTY')],
  ['IS EMPTY on an empty object', filter('nested IS EMPTY')],
  ['IS EMPTY on an array of an empty string', filter('tags IS EMPTY')],
  ['= on a whitespace-only string', filter('maybe = " "')],
  ['IS NOT EMPTY', filter('tags IS NOT EMPTY')],
  ['IS NULL on a missing field', filter('label IS NULL')],
  ['STARTS WITH', filter('label STARTS WITH al')],
  ['STARTS WITH, case-insensitively', filter('note STARTS WITH A')],
  ['STARTS WITH a quoted prefix', filter('label STARTS WITH "beta g"')],
  ['STARTS WITH on array elements', filter('tags STARTS WITH s')],
  ['STARTS WITH an empty string', filter('note STARTS WITH ""')],
  ['NOT STARTS WITH', filter('label NOT STARTS WITH al')],
  ['STARTS WITH a number', filter('score STARTS WITH 1')],
  ['STARTS WITH without a value', filter('label STARTS WITH')],
  ['CONTAINS needs the experimental feature', filter('label CONTAINS lph')],
  // precedence, negation, quoting and escaping
  ['AND binds tighter than OR', filter('score = 10 OR score = 0 AND label = ""')],
  ['parentheses', filter('(score = 10 OR score = 0) AND label = alpha')],
  ['NOT before a condition', filter('NOT score = 10 AND tags EXISTS')],
  ['NOT NOT', filter('NOT NOT score = 10')],
  ['NOT before a parenthesis', filter('NOT (score = 10 OR flag = true)')],
  ['NOT on IS NULL', filter('NOT maybe IS NULL')],
  ['array form: AND of ORs', filter([['score = 10', 'score = 0'], 'label EXISTS'])],
  ['array form with blank elements', filter(['', ['', 'score = 0']])],
  ['single quotes with an escaped quote', filter(`tags = 'it\\'s'`)],
  ['double quotes inside single quotes', filter(`label = 'a "quoted" \\\\ value'`)],
  ['escaped double quotes and a backslash', filter(`label = "a \\"quoted\\" \\\\ value"`)],
  ['a quoted attribute name', filter(`"label" = alpha`)],
  ['a keyword as a quoted value', filter(`label = "AND"`)],
  ['lower-case keywords are words', filter('label = alpha or label = delta')],
  ['a reserved keyword as a value', filter('label = AND')],
  ['a reserved keyword as an attribute', filter('AND = 1')],
  ['an unquoted value with a slash', filter('label = a/b')],
  ['an unquoted value with a unicode letter', filter('label = Épée')],
  ['a quoted value with a tab escape', filter('label = "tab\\there"')],
  ['a quoted value with a unicode escape', filter('label = "\\u{c9}p\\u00e9e"')],
  ['a quoted value with an escaped backslash', filter('label = "tab\\\\there"')],
  ['a quoted value with an unknown escape', filter('label = "a\\q"')],
  ['a quoted value with a bad escaped number', filter('label = "a\\u{zz}"')],
  ['a value with a slash in quotes', filter('mixed = "x/y"')],
  ['an attribute name with a slash', filter('mixed/x = 1')],
  ['STARTS WITH followed by a keyword', filter('label STARTS WITH AND')],
  ['STARTS WITH with two spaces', filter('label STARTS  WITH a')],
  ['IN with a keyword inside', filter('tags IN [a, AND]')],
  ['IN with a missing comma', filter('tags IN [a b]')],
  ['IN ending in a comma', filter('tags IN [a,')],
  ['a dangling OR', filter('label = alpha OR')],
  ['a value missing after =', filter('label =')],
  ['a parenthesis as a value', filter('label = (x)')],
  ['an empty parenthesis', filter('()')],
  ['a reserved keyword as a value, worded', filter('label = AND')],
  ['a reserved keyword as an attribute, worded', filter('AND = 1')],
  ['NOT CONTAINS needs the experimental feature', filter('label NOT CONTAINS a')],
  ['CONTAINS after a syntax error elsewhere', filter(['label CONTAINS a', 'label ='])],
  ['a dangling AND', filter('label = alpha AND')],
  ['a missing operator', filter('label alpha')],
  ['an unclosed parenthesis', filter('(label = alpha')],
  ['an unclosed quote', filter('label = "alpha')],
  ['an unclosed IN list', filter('label IN [alpha')],
  ['IN without a bracket', filter('label IN alpha')],
  ['trailing garbage', filter('label = alpha beta')],
  ['_geoRadius without _geo filterable', filter('_geoRadius(1, 2, 3)')],
  ['_geoRadius after a non-filterable attribute', filter('_geoRadius(1, 2, 3) AND id = 1')],
  ['_geoRadius with two arguments', filter('_geoRadius(1, 2)')],
  ['_geoRadius with a trailing comma', filter('_geoRadius(1, 2, 3,)')],
  ['_geoRadius unclosed', filter('_geoRadius(1, 2, 3')],
  ['_geoBoundingBox without _geo filterable', filter('_geoBoundingBox([1, 2], [3.5, -4e1])')],
  ['_geoBoundingBox with one pair', filter('_geoBoundingBox([1, 2])')],
  ['_geoRadius as a value', filter('label = _geoRadius(1, 2, 3)')],
  ['_geoPoint as an attribute', filter('_geoPoint(1, 2) = 1')],
  ['_geo as an attribute', filter('_geo EXISTS')],
  ['a filter of the wrong type', filter(5)],
  ['a filter array holding a number', filter(['label = alpha', 5])],
  ['a filter nested three deep', filter([['label = alpha', ['score = 10']]])],
  ['a filter on a non-filterable attribute', filter('id = 1')],
  // facets of unusual values
  ['facets of strings, empty strings and case variants', search({ facets: ['label', 'note'] })],
  ['facets of arrays with nulls, numbers and nested arrays', search({ facets: ['tags'] })],
  ['facets of numbers, numeric strings and stats', search({ facets: ['score'] })],
  ['facets of booleans, nulls and boolean-like values', search({ facets: ['flag', 'maybe'] })],
  ['facets of mixed-type values', search({ facets: ['mixed'] })],
  ['facets of nested fields', search({ facets: ['nested', 'nested.x'] })],
  ['facets with a filter', search({ facets: ['tags', 'score'], filter: 'score >= 10' })],
  ['facets *', search({ facets: ['*'] })],
  ['facets empty list', search({ facets: [] })],
  ['facets of a non-filterable attribute', search({ facets: ['id'] })],
  ['facets of no hits', search({ facets: ['tags', 'score'], filter: 'score > 1000000' })],
  // sort over unusual values
  ['sort ascending over empty strings and missing values', search({ sort: ['note:asc'], attributesToRetrieve: ['id'] }, { ordered: true })],
  ['sort descending over mixed values', search({ sort: ['score:desc'] }, { ordered: true })],
  // pagination
  ['offset beyond the hits', search({ offset: 50 }, { ordered: true })],
  ['limit 0', search({ limit: 0 }, { ordered: true })],
  ['offset and limit across the end', search({ offset: 7, limit: 5 }, { ordered: true })],
  ['page beyond the last', search({ page: 9, hitsPerPage: 2 }, { ordered: true })],
  ['page 0', search({ page: 0, hitsPerPage: 2 }, { ordered: true })],
  ['hitsPerPage 0', search({ page: 1, hitsPerPage: 0 }, { ordered: true })],
  ['page alone', search({ page: 2 }, { ordered: true })],
  ['hitsPerPage alone', search({ hitsPerPage: 4 }, { ordered: true })],
  ['page with offset and limit', search({ page: 2, hitsPerPage: 3, offset: 1, limit: 1 }, { ordered: true })],
  ['maxTotalHits caps estimatedTotalHits', { path: '/indexes/capped/search', body: { offset: 1, limit: 10 }, ordered: true }],
  ['maxTotalHits caps an offset past it', { path: '/indexes/capped/search', body: { offset: 4, limit: 10 }, ordered: true }],
  ['maxTotalHits caps totalHits and totalPages', { path: '/indexes/capped/search', body: { page: 2, hitsPerPage: 2 }, ordered: true }],
  ['maxTotalHits caps the last page', { path: '/indexes/capped/search', body: { page: 3, hitsPerPage: 2 }, ordered: true }],
  ['maxTotalHits with an offset at it', { path: '/indexes/capped/search', body: { offset: 5, limit: 1 }, ordered: true }],
  ['maxTotalHits with hitsPerPage above it', { path: '/indexes/capped/search', body: { page: 1, hitsPerPage: 8 }, ordered: true }],
  ['maxTotalHits with a limit above it', { path: '/indexes/capped/search', body: { limit: 8 }, ordered: true }],
  ['maxTotalHits with a filter under it', { path: '/indexes/capped/search', body: { filter: 'score >= 10', page: 1, hitsPerPage: 1 }, ordered: true }],
  ['a huge page', search({ page: 4294967295, hitsPerPage: 2 }, { ordered: true })],
  ['a huge offset', search({ offset: 4294967295 }, { ordered: true })],
  [
    'null for the parameters that take it',
    search({ q: null, filter: null, facets: null, sort: null, page: null, hitsPerPage: null, attributesToRetrieve: null }, { ordered: true }),
  ],
  ['a null offset', search({ offset: null })],
  ['a null limit', search({ limit: null })],
  ['a null matchingStrategy', search({ matchingStrategy: null })],
  ['a matchingStrategy of the wrong type', search({ matchingStrategy: 5 })],
  ['GET with page and hitsPerPage', { path: '/indexes/odd/search?page=2&hitsPerPage=3', method: 'GET', ordered: true }],
  ['GET with a negative offset', { path: '/indexes/odd/search?offset=-1', method: 'GET' }],
  ['GET with facets', { path: '/indexes/odd/search?facets=tags,score', method: 'GET' }],
  ['maxTotalHits does not cap facets', { path: '/indexes/capped/search', body: { facets: ['score'] } }],
  // the document routes read filters with the same parser
  ['documents fetch with STARTS WITH', { path: '/indexes/odd/documents/fetch', body: { filter: 'label STARTS WITH a', fields: ['id'] } }],
  ['documents fetch with a syntax error', { path: '/indexes/odd/documents/fetch', body: { filter: 'label IN [a' } }],
  ['documents fetch with a filter of the wrong type', { path: '/indexes/odd/documents/fetch', body: { filter: 5 } }],
  ['documents fetch with a non-filterable attribute', { path: '/indexes/odd/documents/fetch', body: { filter: 'id = 1' } }],
  ['GET with STARTS WITH', { path: `/indexes/odd/search?filter=${encodeURIComponent('label STARTS WITH al')}`, method: 'GET' }],
  ['documents fetch with CONTAINS', { path: '/indexes/odd/documents/fetch', body: { filter: 'label CONTAINS a' } }],
  // invalid requests: single search
  ['an unknown parameter', search({ nope: 1 })],
  ['q of the wrong type', search({ q: 5 })],
  ['limit of the wrong type', search({ limit: '5' })],
  ['a negative limit', search({ limit: -1 })],
  ['a fractional offset', search({ offset: 1.5 })],
  ['page of the wrong type', search({ page: 'x' })],
  ['hitsPerPage negative', search({ hitsPerPage: -2 })],
  ['facets of the wrong type', search({ facets: 'label' })],
  ['attributesToRetrieve of the wrong type', search({ attributesToRetrieve: 'id' })],
  ['sort of the wrong type', search({ sort: 'score:asc' })],
  ['sort on a non-sortable attribute', search({ sort: ['label:asc'] })],
  ['a malformed sort', search({ sort: ['score'] })],
  ['a sort with a bad direction', search({ sort: ['score:up'] })],
  ['matchingStrategy unknown', search({ matchingStrategy: 'some' })],
  ['a body that is not an object', search([1])],
  ['an unknown index', { path: '/indexes/nowhere/search', body: {} }],
  ['an invalid index uid', { path: '/indexes/bad%20uid/search', body: {} }],
  ['an invalid index uid with a bad body', { path: '/indexes/bad%20uid/search', body: { limit: 'x' } }],
  ['GET on an invalid index uid', { path: '/indexes/bad%20uid/search', method: 'GET' }],
  ['GET with an unknown parameter', { path: '/indexes/odd/search?nope=1', method: 'GET' }],
  ['GET with a fractional limit', { path: '/indexes/odd/search?limit=1.5', method: 'GET' }],
  ['GET with a bad limit', { path: '/indexes/odd/search?limit=x', method: 'GET' }],
  ['GET with a bad filter', { path: `/indexes/odd/search?filter=${encodeURIComponent('label =')}`, method: 'GET' }],
  // invalid requests: multi-search
  ['multi-search: a query without indexUid', { path: '/multi-search', body: { queries: [{ q: 'a' }] } }],
  ['multi-search: indexUid of the wrong type', { path: '/multi-search', body: { queries: [{ indexUid: 5 }] } }],
  ['multi-search: an invalid indexUid', { path: '/multi-search', body: { queries: [{ indexUid: 'bad uid' }] } }],
  ['multi-search: a bad parameter after an unknown index', { path: '/multi-search', body: { queries: [{ indexUid: 'nowhere' }, { indexUid: 'odd', q: 1 }] } }],
  ['multi-search: an unknown parameter before a missing indexUid', { path: '/multi-search', body: { queries: [{ nope: 1 }] } }],
  ['multi-search: an unknown index', { path: '/multi-search', body: { queries: [{ indexUid: 'odd' }, { indexUid: 'nowhere' }] } }],
  ['multi-search: an unknown parameter', { path: '/multi-search', body: { queries: [{ indexUid: 'odd', nope: 1 }] } }],
  ['multi-search: a bad type', { path: '/multi-search', body: { queries: [{ indexUid: 'odd', limit: 'x' }] } }],
  ['multi-search: a non-filterable attribute', { path: '/multi-search', body: { queries: [{ indexUid: 'odd', filter: 'id = 1' }] } }],
  ['multi-search: a bad sort', { path: '/multi-search', body: { queries: [{ indexUid: 'odd', sort: ['label:asc'] }] } }],
  ['multi-search: a bad filter syntax', { path: '/multi-search', body: { queries: [{ indexUid: 'odd', filter: 'label =' }] } }],
  ['multi-search: queries not an array', { path: '/multi-search', body: { queries: {} } }],
  ['multi-search: no queries', { path: '/multi-search', body: {} }],
  ['multi-search: an unknown top-level field', { path: '/multi-search', body: { queries: [], nope: 1 } }],
  ['multi-search: a query that is not an object', { path: '/multi-search', body: { queries: [5] } }],
  ['multi-search: an empty list', { path: '/multi-search', body: { queries: [] } }],
  [
    'multi-search: pagination edges',
    {
      path: '/multi-search',
      body: {
        queries: [
          { indexUid: 'odd', page: 9 },
          { indexUid: 'capped', offset: 3 },
        ],
      },
    },
  ],
];

describe.runIf(real)('differential edges against the official binary', () => {
  let ours: TestTarget;
  let theirs: TestTarget;

  async function load(target: TestTarget): Promise<void> {
    for (const [uid, pagination] of [
      ['odd', undefined],
      ['capped', { maxTotalHits: 5 }],
    ] as const) {
      const index = target.client.index(uid);
      const settings = await index
        .updateSettings({ filterableAttributes: FILTERABLE, sortableAttributes: ['score', 'note'], ...(pagination ? { pagination } : {}) })
        .waitTask();
      expect(settings.status).toBe('succeeded');
      expect((await index.addDocuments(ODD, { primaryKey: 'id' }).waitTask()).status).toBe('succeeded');
    }
  }

  async function ask(target: TestTarget, { path, method = 'POST', body }: Omit<Case, 'name'>): Promise<Answer> {
    const res = await fetch(`${target.host}${path}`, {
      method,
      headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
      body: method === 'POST' ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  beforeAll(async () => {
    [ours, theirs] = await Promise.all([embedded[1](), real![1]()]);
    await Promise.all([load(ours), load(theirs)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([ours?.close(), theirs?.close()]);
  });

  it.each(CASES)('%s', async (_name, request) => {
    const [a, b] = await Promise.all([ask(ours, request), ask(theirs, request)]);
    expect(comparable(a, request.ordered ?? false)).toEqual(comparable(b, request.ordered ?? false));
    expect(a.body.message, 'the error message, word for word').toBe(b.body.message);
  });
});
