import { Meilisearch } from 'meilisearch';
import type { MultiSearchQuery, MultiSearchResult } from 'meilisearch';
import { describe, expect, it } from 'vitest';
import { ResultsCache } from './cache.ts';
import { carSearchRequest, createSearchSession, searchReducer, initialSearchView } from './client.ts';
import type { MultiSearchClient, SearchResult } from './client.ts';
import { emptySearchState, refine, setPage } from './state.ts';
import { testSearchOptions } from './test-tenant.ts';

type Hit = { id: number };
type Answer = MultiSearchResult<Record<string, unknown>>;
const now = new Date('2025-07-10T00:00:00Z');
const search = testSearchOptions({ facets: ['make', 'price'] });

function answer(query: MultiSearchQuery, over: Partial<Answer> = {}): Answer {
  return { indexUid: query.indexUid, hits: [], query: query.q ?? '', processingTimeMs: 3, ...over };
}

/** A fake engine: records queries and answers from a handler, optionally failing or waiting. */
function fakeClient(handle: (queries: MultiSearchQuery[]) => Promise<Answer[]>) {
  const calls: MultiSearchQuery[][] = [];
  const client: MultiSearchClient = {
    async multiSearch({ queries }) {
      calls.push(queries);
      return { results: await handle(queries) };
    },
  };
  return { client, calls };
}

describe('car search', () => {
  it('a Meilisearch client fits the adapter', () => {
    const real: MultiSearchClient = new Meilisearch({ host: 'http://127.0.0.1:7700', apiKey: 'search-key' });
    expect(typeof real.multiSearch).toBe('function');
  });

  it('asks for 21 per page on the requested page and returns hits, count, facets, facetStats, pages, ms', async () => {
    const state = setPage(refine(emptySearchState('mostRelevant'), 'make', ['Toyota', 'Mazda']), 2);
    const request = carSearchRequest(search, state, now);
    const { client, calls } = fakeClient(async ([main, count]) => [
      answer(main!, {
        hits: [{ id: 1 }],
        totalHits: 50,
        totalPages: 3,
        hitsPerPage: 21,
        page: 2,
        facetDistribution: { make: { Toyota: 30, Mazda: 20 } },
        facetStats: { price: { min: 5000, max: 90000 } },
      }),
      answer(count!, { hits: [], facetDistribution: { make: { Toyota: 30, Mazda: 20, Kia: 7 } } }),
    ]);
    const session = createSearchSession<Hit>(client, new ResultsCache(50));
    const view = await session.run(request);
    expect(calls[0]?.[0]).toMatchObject({ hitsPerPage: 21, page: 2, indexUid: 'Car_production' });
    expect(view).toEqual({
      status: 'hasData',
      error: null,
      result: {
        hits: [{ id: 1 }],
        count: 50,
        facets: { make: { Toyota: 30, Mazda: 20, Kia: 7 } },
        facetStats: { price: { min: 5000, max: 90000 } },
        pages: 3,
        ms: 3,
      },
    });
  });

  it('answers a repeated search from the cache, even a moment later', async () => {
    const { client, calls } = fakeClient(async (queries) => queries.map((q) => answer(q, { totalHits: 0 })));
    const session = createSearchSession<Hit>(client, new ResultsCache(50));
    const state = emptySearchState('mostRelevant');
    await session.run(carSearchRequest(search, state, now));
    await session.run(carSearchRequest(search, state, new Date(now.getTime() + 5000)));
    expect(calls).toHaveLength(1);
  });

  it('keeps the previous hits while loading and after an error', async () => {
    let fail = false;
    const { client } = fakeClient(async (queries) => {
      if (fail) throw new Error('engine down');
      return queries.map((q) => answer(q, { hits: [{ id: 7 }], totalHits: 1 }));
    });
    const session = createSearchSession<Hit>(client, new ResultsCache(50));
    const seen: string[] = [];
    session.subscribe((v) => seen.push(`${v.status}:${v.result?.hits.length ?? 0}`));
    await session.run(carSearchRequest(search, emptySearchState('mostRelevant'), now));
    fail = true;
    const view = await session.run(carSearchRequest(search, emptySearchState('latest'), now));
    expect(seen).toEqual(['loading:0', 'hasData:1', 'loading:1', 'hasError:1']);
    expect(view.result?.hits).toEqual([{ id: 7 }]);
  });

  it('ignores an answer that arrives after a newer search', async () => {
    const gates: (() => void)[] = [];
    const { client } = fakeClient(
      (queries) => new Promise((resolve) => gates.push(() => resolve(queries.map((q) => answer(q, { hits: [{ id: gates.length }] }))))),
    );
    const session = createSearchSession<Hit>(client, new ResultsCache(50));
    const older = session.run(carSearchRequest(search, emptySearchState('mostRelevant'), now));
    const newer = session.run(carSearchRequest(search, emptySearchState('latest'), now));
    gates[1]!();
    await newer;
    gates[0]!();
    await older;
    expect(session.view().result?.hits).toEqual([{ id: 2 }]);
  });

  it('the reducer keeps the result through loading and error', () => {
    const result: SearchResult<Hit> = { hits: [{ id: 1 }], count: 1, facets: {}, facetStats: {}, pages: 1, ms: 1 };
    const loaded = searchReducer(initialSearchView<Hit>(), { type: 'success', result });
    expect(searchReducer(loaded, { type: 'request' })).toEqual({ status: 'loading', result, error: null });
    expect(searchReducer(loaded, { type: 'failure', error: 'x' })).toEqual({ status: 'hasError', result, error: 'x' });
  });
});
