import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MULTI_SEARCH_HITS, MAX_MULTI_SEARCH_QUERIES } from './search-limits.ts';
import { createEngine } from './engine.ts';
import { parseSearchBody } from './search-params.ts';
import { answerInTurns } from './search-turns.ts';
import { startTestMeili } from './test-server.ts';
import type { TestMeili } from './test-server.ts';
import { EMBEDDED, TARGETS } from './test-targets.ts';
import type { TestTarget } from './test-targets.ts';
import { SEARCH_FACETS } from '../../schema/lists.ts';

const MASTER = 'limits-master-key-0123456789';
const cars = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, make: `make-${i % 7}`, price: 1000 * i }));
const DEPTH_ERROR = 'The filter exceeded the maximum depth limit. Try rewriting the filter so that it contains fewer nested conditions.';
const nested = (n: number) => `${'('.repeat(n)}make = x${')'.repeat(n)}`;

async function post(host: string, path: string, body: string, key = MASTER): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${host}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

// Filter depth is Meilisearch's own limit: the same answers from the official binary when it is installed.
describe.each(TARGETS)('%s: filter depth', (_name, start) => {
  let meili: TestTarget;
  beforeAll(async () => {
    meili = await start({ masterKey: MASTER });
    await meili.client
      .index('cars')
      .updateSettings({ filterableAttributes: ['make'] })
      .waitTask();
    await meili.client.index('cars').addDocuments(cars, { primaryKey: 'id' }).waitTask();
  }, 60_000);
  afterAll(() => meili.close());

  it('answers 49 nested parentheses and refuses 50, or 20,000, with invalid_search_filter', async () => {
    expect((await post(meili.host, '/indexes/cars/search', JSON.stringify({ filter: nested(49) }))).status).toBe(200);
    expect(await post(meili.host, '/indexes/cars/search', JSON.stringify({ filter: nested(50) }))).toEqual({
      status: 400,
      body: {
        message: `${DEPTH_ERROR}\n51:109 ${nested(50)}`,
        code: 'invalid_search_filter',
        type: 'invalid_request',
        link: 'https://docs.meilisearch.com/errors#invalid_search_filter',
      },
    });
    const deep = await post(meili.host, '/multi-search', JSON.stringify({ queries: [{ indexUid: 'cars', filter: '('.repeat(20_000) }] }));
    expect(deep.status).toBe(400);
    expect(deep.body.code).toBe('invalid_search_filter');
  });
});

describe(`${EMBEDDED}: limits on search requests`, () => {
  let meili: TestMeili;
  let searchKey: string;
  const query = (extra: Record<string, unknown> = {}) => ({ indexUid: 'cars', facets: ['make'], ...extra });

  beforeAll(async () => {
    meili = await startTestMeili({ masterKey: MASTER });
    await meili.client
      .index('cars')
      .updateSettings({ filterableAttributes: ['make'] })
      .waitTask();
    await meili.client.index('cars').addDocuments(cars, { primaryKey: 'id' }).waitTask();
    searchKey = (await meili.client.getKeys()).results.find((key) => key.actions.join() === 'search')!.key;
  });
  afterAll(() => meili.close());

  it('answers a search body over 64 KiB with payload_too_large, as Meilisearch words it; documents keep the 100 MiB limit', async () => {
    const big = JSON.stringify({ q: 'x'.repeat(70_000) });
    const tooLarge = {
      message: 'The provided payload reached the size limit. The maximum accepted payload size is 64 KiB.',
      code: 'payload_too_large',
      type: 'invalid_request',
      link: 'https://docs.meilisearch.com/errors#payload_too_large',
    };
    expect(await post(meili.host, '/indexes/cars/search', big, searchKey)).toEqual({ status: 413, body: tooLarge });
    expect(await post(meili.host, '/multi-search', JSON.stringify({ queries: [query({ q: 'x'.repeat(70_000) })] }), searchKey)).toEqual({
      status: 413,
      body: tooLarge,
    });
    expect((await post(meili.host, '/indexes/cars/documents', JSON.stringify([{ id: 999, note: 'x'.repeat(70_000) }]))).status).toBe(202);
  });

  it(`takes at most ${MAX_MULTI_SEARCH_QUERIES} queries per multi-search, enough for the sites' largest (every facet refined)`, async () => {
    expect(MAX_MULTI_SEARCH_QUERIES).toBeGreaterThanOrEqual(SEARCH_FACETS.length + 2);
    const most = await post(
      meili.host,
      '/multi-search',
      JSON.stringify({ queries: Array.from({ length: MAX_MULTI_SEARCH_QUERIES }, () => query({ limit: 1 })) }),
      searchKey,
    );
    expect(most.status).toBe(200);
    expect(await post(meili.host, '/multi-search', JSON.stringify({ queries: Array.from({ length: 40 }, () => query({ limit: 1 })) }), searchKey)).toEqual({
      status: 400,
      body: {
        message: 'Invalid value at `.queries`: a multi-search takes at most 32 queries, but found 40.',
        code: 'bad_request',
        type: 'invalid_request',
        link: 'https://docs.meilisearch.com/errors#bad_request',
      },
    });
  });

  it(`lets one search ask for ${MAX_MULTI_SEARCH_HITS} hits, by limit or hitsPerPage, by POST or GET`, async () => {
    const search = (body: Record<string, unknown>) => post(meili.host, '/indexes/cars/search', JSON.stringify(body), searchKey);
    expect((await search({ limit: MAX_MULTI_SEARCH_HITS, facets: ['make'] })).status).toBe(200);
    expect((await search({ page: 2, hitsPerPage: MAX_MULTI_SEARCH_HITS })).status).toBe(200);
    const refused = {
      status: 400,
      body: {
        message: 'Invalid value: a search may ask for at most 1000 hits, but it asks for 1001.',
        code: 'bad_request',
        type: 'invalid_request',
        link: 'https://docs.meilisearch.com/errors#bad_request',
      },
    };
    expect(await search({ limit: 1001 })).toEqual(refused);
    expect(await search({ page: 1, hitsPerPage: 1001 })).toEqual(refused);
    const viaGet = await fetch(`${meili.host}/indexes/cars/search?limit=1001`, { headers: { authorization: `Bearer ${searchKey}` } });
    expect({ status: viaGet.status, body: await viaGet.json() }).toEqual(refused);
  });

  it(`lets the queries of a multi-search ask for ${MAX_MULTI_SEARCH_HITS} hits together, counting pages by hitsPerPage`, async () => {
    const at = (queries: unknown[]) => post(meili.host, '/multi-search', JSON.stringify({ queries }), searchKey);
    expect((await at([query({ limit: 500 }), query({ hitsPerPage: 500 })])).status).toBe(200);
    expect((await at([query({ limit: 0 }), query({ page: 0, hitsPerPage: 5000 }), query({ limit: 1000 })])).status).toBe(200);
    const over = await at([query({ limit: 1000 }), query()]);
    expect(over).toMatchObject({
      status: 400,
      body: {
        code: 'bad_request',
        message: 'Invalid value at `.queries`: the queries of a multi-search may ask for at most 1000 hits together, but they ask for 1020.',
      },
    });
  });

  it('answers multi-search hits and facets exactly as before, query by query', async () => {
    const { results } = await meili.client.multiSearch({ queries: [query({ limit: 250, sort: [] }), { indexUid: 'cars', q: 'make-3', limit: 5 }] });
    expect(results[0]!.hits.map((h) => h.id)).toEqual(
      meili.engine
        .search('cars', {
          q: '',
          filter: undefined,
          facets: undefined,
          sort: undefined,
          offset: 0,
          limit: 250,
          page: undefined,
          hitsPerPage: undefined,
          attributesToRetrieve: undefined,
          matchingStrategy: 'last',
        })
        .hits.map((h) => h.id),
    );
    expect(results[0]!.facetDistribution?.make).toMatchObject({ 'make-0': 9 });
    expect(results[1]).toMatchObject({ indexUid: 'cars', limit: 5 });
  });
});

describe('answerInTurns', () => {
  it('writes what JSON.stringify makes of the search, a slice of hits per event-loop turn so other callbacks run between', async () => {
    const engine = createEngine();
    await engine.waitForTask(engine.updateSettings('cars', { filterableAttributes: ['make'] }).taskUid);
    const many = Array.from({ length: 1000 }, (_, i) => ({ id: i, name: `car "${i}"`, make: `make-${i % 3}` }));
    await engine.waitForTask(engine.addDocuments('cars', many).taskUid);
    const query = parseSearchBody({ q: '', limit: 1000, facets: ['make'] });
    let otherTurns = 0;
    let done = false;
    const spin = () => {
      if (done) return;
      otherTurns++;
      setImmediate(spin);
    };
    setImmediate(spin);
    const json = (await answerInTurns(() => engine.searchAnswer('cars', query, 'cars'))).bytes().toString();
    done = true;
    const same = (text: string) => text.replace(/"processingTimeMs":\d+/, '"processingTimeMs":0');
    expect(same(json)).toBe(same(JSON.stringify({ indexUid: 'cars', ...engine.search('cars', query) })));
    expect(otherTurns).toBeGreaterThanOrEqual(9);
  });
});
