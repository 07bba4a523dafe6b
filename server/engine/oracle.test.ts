import type { Meilisearch, SearchParams } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCars, generateQueries } from '../../bench/search/data.ts';
import type { ShopperQuery } from '../../bench/search/data.ts';
import { EMBEDDED, TARGETS } from './test-targets.ts';
import type { TestTarget } from './test-targets.ts';

/**
 * Differential test: the same generated stock and shopper queries against the embedded
 * engine and the official binary must give the same hits, totals and facets. Skipped
 * when the binary is not installed.
 */
const real = TARGETS.find(([name]) => name !== EMBEDDED);
const embedded = TARGETS.find(([name]) => name === EMBEDDED)!;

const SETTINGS = {
  filterableAttributes: ['make', 'body', 'fuel', 'transmission', 'car_type', 'status', 'price', 'year', 'km', 'certified', 'tag'],
  sortableAttributes: ['price', 'year', 'km'],
  rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness', 'custom_rank:desc'],
};

function toParams(query: ShopperQuery): SearchParams {
  const filter: string[] = [];
  if (query.make) filter.push(`make = "${query.make}"`);
  if (query.body) filter.push(`body = "${query.body}"`);
  if (query.carType) filter.push(`car_type = ${query.carType}`);
  if (query.statuses) filter.push(`status IN [${query.statuses.join(', ')}]`);
  if (query.price) filter.push(`price ${query.price[0]} TO ${query.price[1]}`);
  if (query.year) filter.push(`year ${query.year[0]} TO ${query.year[1]}`);
  return {
    filter,
    facets: ['make', 'body', 'car_type', 'fuel', 'transmission', 'price'],
    ...(query.sort ? { sort: [`${query.sort.field}:${query.sort.desc ? 'desc' : 'asc'}`] } : {}),
    offset: query.offset,
    limit: 20,
  };
}

describe.runIf(real)('differential against the official binary', () => {
  let ours: TestTarget;
  let theirs: TestTarget;
  const cars = generateCars(3000, 99);
  const queries = generateQueries(120, 5);

  async function load(client: Meilisearch): Promise<void> {
    await client.index('stock').updateSettings(SETTINGS).waitTask();
    const task = await client.index('stock').addDocuments(cars, { primaryKey: 'id' }).waitTask({ timeout: 60_000 });
    expect(task.status).toBe('succeeded');
  }

  beforeAll(async () => {
    [ours, theirs] = await Promise.all([embedded[1](), real![1]()]);
    await Promise.all([load(ours.client), load(theirs.client)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([ours?.close(), theirs?.close()]);
  });

  it('agrees on hits, totals and facets for text-free shopper queries', async () => {
    for (const query of queries.filter((q) => q.q === '')) {
      const params = toParams(query);
      const [a, b] = await Promise.all([ours.client.index('stock').search('', params), theirs.client.index('stock').search('', params)]);
      const label = JSON.stringify(params);
      expect(a.estimatedTotalHits, label).toBe(b.estimatedTotalHits);
      expect(
        a.hits.map((h) => h.id),
        label,
      ).toEqual(b.hits.map((h) => h.id));
      expect(a.facetDistribution, label).toEqual(b.facetDistribution);
      expect(a.facetStats, label).toEqual(b.facetStats);
    }
  });

  it('agrees on which documents match text queries', async () => {
    for (const query of queries.filter((q) => q.q !== '')) {
      const params = { ...toParams(query), limit: 1000, offset: 0, attributesToRetrieve: ['id'] };
      const [a, b] = await Promise.all([ours.client.index('stock').search(query.q, params), theirs.client.index('stock').search(query.q, params)]);
      const label = `${query.q} ${JSON.stringify(params.filter)}`;
      expect(a.hits.map((h) => h.id).sort(), label).toEqual(b.hits.map((h) => h.id).sort());
      expect(a.facetDistribution, label).toEqual(b.facetDistribution);
    }
  });
});
