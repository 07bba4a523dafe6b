import type { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGETS } from './test-targets.ts';
import type { TestTarget } from './test-targets.ts';

/**
 * What one search keeps for the next (parsed filters, each part of a filter's documents, checked filters, the arrays
 * a text match writes into) must never show in an answer: each sequence here runs against the real Meilisearch too.
 */
const CARS = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  make: ['Toyota', 'Ford', 'Mazda', 'Kia'][i % 4]!,
  model: ['Hilux', 'Ranger', 'CX-5', 'Sportage', 'Corolla'][i % 5]!,
  body: i % 3 === 0 ? 'Ute' : 'SUV',
  year: 2015 + (i % 9),
  price: 10_000 + 1_000 * i,
}));

const ids = (hits: Array<Record<string, unknown>>) => hits.map((h) => h.id as number).sort((a, b) => a - b);
const expected = (keep: (car: (typeof CARS)[number]) => boolean) => CARS.filter(keep).map((c) => c.id);

describe.each(TARGETS)('%s', (_target, start) => {
  let meili: TestTarget;
  let client: Meilisearch;
  const uid = 'reuse';
  const search = async (body: Record<string, unknown>, index = uid) => client.index(index).search(undefined, { limit: 1000, ...body });

  beforeAll(async () => {
    meili = await start();
    client = meili.client;
    await client.createIndex(uid, { primaryKey: 'id' }).waitTask();
    await client
      .index(uid)
      .updateSettings({ filterableAttributes: ['make', 'body', 'year', 'price'], sortableAttributes: ['price'] })
      .waitTask();
    await client.index(uid).addDocuments(CARS).waitTask();
  }, 60_000);
  afterAll(() => meili.close());

  it('a filter finds the same documents after a text search and a narrower filter used them', async () => {
    const filter = 'body = SUV AND year >= 2018';
    const all = expected((c) => c.body === 'SUV' && c.year >= 2018);
    expect(ids((await search({ filter })).hits)).toEqual(all);
    expect(ids((await search({ q: 'toyota', filter })).hits)).toEqual(expected((c) => c.body === 'SUV' && c.year >= 2018 && c.make === 'Toyota'));
    expect(ids((await search({ filter: `${filter} AND price < 30000` })).hits)).toEqual(
      expected((c) => c.body === 'SUV' && c.year >= 2018 && c.price < 30_000),
    );
    expect(ids((await search({ filter: `NOT (${filter}) OR make = Kia` })).hits)).toEqual(
      expected((c) => !(c.body === 'SUV' && c.year >= 2018) || c.make === 'Kia'),
    );
    expect(ids((await search({ filter: [filter, ['make = Ford', 'make = Mazda']] })).hits)).toEqual(
      expected((c) => c.body === 'SUV' && c.year >= 2018 && (c.make === 'Ford' || c.make === 'Mazda')),
    );
    expect(ids((await search({ filter })).hits)).toEqual(all);
  });

  it('text searches on indexes of different sizes, one after the other, each match their own documents', async () => {
    const small = 'reuse-small';
    await client.createIndex(small, { primaryKey: 'id' }).waitTask();
    await client
      .index(small)
      .updateSettings({ filterableAttributes: ['make'] })
      .waitTask();
    await client.index(small).addDocuments(CARS.slice(0, 3)).waitTask();
    for (let round = 0; round < 2; round++) {
      // The `last` strategy drops words from the end: every Ford matches.
      expect(ids((await search({ q: 'ford ranger' })).hits)).toEqual(expected((c) => c.make === 'Ford'));
      expect(ids((await search({ q: 'ford ranger', matchingStrategy: 'all' })).hits)).toEqual(expected((c) => c.make === 'Ford' && c.model === 'Ranger'));
      expect(ids((await search({ q: 'toyota' }, small)).hits)).toEqual([1]);
      expect(ids((await search({ q: 'mazda', filter: 'make = Mazda' }, small)).hits)).toEqual([3]);
    }
  });

  it('a filter finds documents added since it was last used, and is refused once its attribute is no longer filterable', async () => {
    const filter = 'make = Holden AND price > 0';
    expect((await search({ filter })).hits).toEqual([]);
    await client
      .index(uid)
      .addDocuments([{ id: 99, make: 'Holden', model: 'Commodore', body: 'Sedan', year: 2010, price: 5_000 }])
      .waitTask();
    expect(ids((await search({ filter })).hits)).toEqual([99]);
    await client.index(uid).deleteDocument(99).waitTask();
    expect((await search({ filter })).hits).toEqual([]);
    await client
      .index(uid)
      .updateSettings({ filterableAttributes: ['body', 'year', 'price'] })
      .waitTask();
    await expect(search({ filter })).rejects.toMatchObject({ cause: { code: 'invalid_search_filter' } });
    await client
      .index(uid)
      .updateSettings({ filterableAttributes: ['make', 'body', 'year', 'price'] })
      .waitTask();
    expect((await search({ filter })).hits).toEqual([]);
  });
});
