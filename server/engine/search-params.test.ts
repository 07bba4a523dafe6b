import { describe, expect, it } from 'vitest';
import { MeiliError } from './errors.ts';
import { parseMultiSearchBody, parseSearchBody, parseSearchQueryString } from './search-params.ts';

describe('parseSearchQueryString', () => {
  it('turns GET parameters into the POST shape', () => {
    expect(parseSearchQueryString({ q: 'hilux', limit: '5', facets: 'make, body' })).toMatchObject({ q: 'hilux', limit: 5, facets: ['make', 'body'] });
  });

  it('answers prototype names as unknown parameters, not as lookups (found by the fuzz test)', () => {
    for (const key of ['__proto__', 'constructor', 'toString']) {
      const error = (() => {
        try {
          parseSearchQueryString({ [key]: '%00' });
        } catch (e) {
          return e;
        }
      })();
      expect(error, key).toBeInstanceOf(MeiliError);
      expect((error as MeiliError).status, key).toBe(400);
    }
  });
});

/** The error a call throws, for its code and wording. */
function refusal(call: () => unknown): MeiliError {
  try {
    call();
  } catch (err) {
    if (err instanceof MeiliError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('parseSearchBody', () => {
  it('takes null as no value where Meilisearch does, and refuses it for offset, limit and matchingStrategy', () => {
    expect(parseSearchBody({ q: null, filter: null, facets: null, sort: null, page: null, hitsPerPage: null, attributesToRetrieve: null })).toMatchObject({
      q: '',
      offset: 0,
      limit: 20,
      page: undefined,
    });
    expect(refusal(() => parseSearchBody({ offset: null }))).toMatchObject({ code: 'invalid_search_offset' });
    expect(refusal(() => parseSearchBody({ limit: null }))).toMatchObject({ code: 'invalid_search_limit' });
    expect(refusal(() => parseSearchBody({ matchingStrategy: null })).message).toBe(
      'Invalid value type at `.matchingStrategy`: expected a string, but found null',
    );
  });

  it('lists what Meilisearch takes for an unknown field, and names a field it takes but the engine does not', () => {
    expect(refusal(() => parseSearchBody({ nope: 1 })).message).toMatch(/^Unknown field `nope`: expected one of `q`, `vector`, .*`locales`$/);
    const unsupported = refusal(() => parseSearchBody({ showRankingScore: true }));
    expect(unsupported).toMatchObject({ code: 'bad_request', message: 'The embedded engine does not support the field `showRankingScore`.' });
    expect(refusal(() => parseSearchQueryString({ nope: '1' })).message).toMatch(/^Unknown parameter `nope`: expected one of `q`, `vector`, /);
  });
});

describe('parseMultiSearchBody', () => {
  it('reads each query with its index', () => {
    const { queries } = parseMultiSearchBody({ queries: [{ indexUid: 'cars', q: 'ute', limit: 5 }, { indexUid: 'other' }] });
    expect(queries.map(({ indexUid, query }) => [indexUid, query.q, query.limit])).toEqual([
      ['cars', 'ute', 5],
      ['other', '', 20],
    ]);
  });

  it('answers a query without indexUid, or with a bad one, with the codes Meilisearch gives', () => {
    expect(refusal(() => parseMultiSearchBody({ queries: [{ q: 'a' }] }))).toMatchObject({
      code: 'missing_index_uid',
      status: 400,
      message: 'Missing field `indexUid` inside `.queries[0]`',
    });
    expect(refusal(() => parseMultiSearchBody({ queries: [{ indexUid: 5 }] }))).toMatchObject({
      code: 'invalid_index_uid',
      message: 'Invalid value type at `.queries[0].indexUid`: expected a string, but found a positive integer: `5`',
    });
    expect(refusal(() => parseMultiSearchBody({ queries: [{ indexUid: 'bad uid' }] })).message).toMatch(
      /^Invalid value at `\.queries\[0\]\.indexUid`: `bad uid` is not/,
    );
  });

  it('validates every query before any runs, naming the field by its path', () => {
    const late = refusal(() => parseMultiSearchBody({ queries: [{ indexUid: 'nowhere' }, { indexUid: 'cars', q: 1 }] }));
    expect(late).toMatchObject({
      code: 'invalid_search_q',
      message: 'Invalid value type at `.queries[1].q`: expected a string, but found a positive integer: `1`',
    });
    expect(refusal(() => parseMultiSearchBody({ queries: [{ nope: 1 }] })).message).toMatch(
      /^Unknown field `nope` inside `\.queries\[0\]`: expected one of `indexUid`, /,
    );
  });

  it('refuses a malformed body with bad_request, as Meilisearch does', () => {
    expect(refusal(() => parseMultiSearchBody({}))).toMatchObject({ code: 'bad_request', message: 'Missing field `queries`' });
    expect(refusal(() => parseMultiSearchBody({ queries: {} }))).toMatchObject({
      code: 'bad_request',
      message: 'Invalid value type at `.queries`: expected an array, but found an object: `{}`',
    });
    expect(refusal(() => parseMultiSearchBody({ queries: [], nope: 1 })).message).toBe('Unknown field `nope`: expected one of `queries`, `federation`');
    expect(refusal(() => parseMultiSearchBody({ queries: [5] })).message).toBe(
      'Invalid value type at `.queries[0]`: expected an object, but found a positive integer: `5`',
    );
  });
});
