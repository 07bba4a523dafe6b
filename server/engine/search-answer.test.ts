import { beforeEach, describe, expect, it } from 'vitest';
import { createEngine } from './engine.ts';
import type { Engine } from './engine.ts';
import { ProjectionCache } from './projection-cache.ts';
import { parseSearchBody } from './search-params.ts';

const same = (json: string) => json.replace(/"processingTimeMs":\d+/, '"processingTimeMs":0');

/** The answer written as JSON, checked byte for byte against JSON.stringify of the answer as objects. */
function answer(engine: Engine, body: Record<string, unknown>): Record<string, unknown> {
  const query = parseSearchBody(body);
  const json = engine.searchAnswer('cars', query, 'cars').write(Infinity).bytes().toString();
  expect(same(json)).toBe(same(JSON.stringify({ indexUid: 'cars', ...engine.search('cars', query) })));
  return JSON.parse(json) as Record<string, unknown>;
}

async function settle(engine: Engine, task: { taskUid: number }): Promise<void> {
  const done = await engine.waitForTask(task.taskUid);
  if (done.status !== 'succeeded') throw new Error(JSON.stringify(done.error));
}

const CARS = [
  { id: 1, make: 'Toyota', year: 2021, price: 45_000, tags: ['4x4', '10', 7], seats: '5', grade: { x: 1 } },
  { id: 2, make: 'toyota', year: 2019, price: 22_000, tags: ['7', 10], seats: 5, grade: { x: 2 } },
  { id: 3, make: 'Ford', year: 2023, price: 61_000, tags: [], seats: '7', grade: null },
  { id: 4, make: 'Mazda', year: 2019, price: 9_990, tags: ['Ute', '0', '007'], seats: 2, grade: { x: 1 } },
  { id: 5, make: 'Kia', year: 2020, price: 31_500.5, tags: 'x', seats: '4294967295', grade: { x: '1' } },
];

describe('search answers written as JSON', () => {
  let engine: Engine;
  beforeEach(async () => {
    engine = createEngine();
    await settle(engine, engine.updateSettings('cars', { filterableAttributes: ['make', 'year', 'price', 'tags', 'seats', 'grade', '2'] }));
    await settle(engine, engine.addDocuments('cars', CARS));
  });

  it('are what JSON.stringify makes of the answer: integer-like keys first, a number and a string of one spelling sharing a key', async () => {
    for (const body of [
      { facets: ['*'] },
      { facets: ['tags', 'seats', 'tags', '2', 'grade.x'], attributesToRetrieve: ['make', 'grade.x'] },
      { filter: 'year > 2019', facets: ['year', 'price'], sort: [], limit: 2, offset: 1 },
      { q: 'toyota', facets: [], hitsPerPage: 2, page: 2 },
      { page: 0, facets: ['make'] },
      { limit: 0, facets: ['price'] },
    ])
      answer(engine, body);
    await settle(engine, engine.updateSettings('cars', { faceting: { maxValuesPerFacet: 2, sortFacetValuesBy: { '*': 'count', make: 'alpha' } } }));
    const { make, seats, tags } = answer(engine, { facets: ['*'] }).facetDistribution as Record<string, object>;
    expect([make, seats, tags]).toEqual([
      { Ford: 1, Kia: 1 },
      { 2: 1, 4294967295: 1 },
      { 0: 1, '007': 1 },
    ]);
  });

  it('list a facet of numbers and strings as a JavaScript object would, whether its values are all shown, a few among many, or cut short', async () => {
    const raw = (body: Record<string, unknown>) => {
      const query = parseSearchBody(body);
      const json = engine.searchAnswer('cars', query, 'cars').write(Infinity).bytes().toString();
      expect(same(json)).toBe(same(JSON.stringify({ indexUid: 'cars', ...engine.search('cars', query) })));
      return json;
    };
    // Prices 9990, 22000, 31500.5, 45000, 61000: integer keys first, ascending, then the rest.
    expect(raw({ facets: ['price'] })).toContain('"price":{"9990":1,"22000":1,"45000":1,"61000":1,"31500.5":1}');
    const many = Array.from({ length: 20 }, (_, i) => ({ id: 100 + i, make: 'Holden', year: 3000 + i, price: i % 2 ? 1000 + i : `${i}k` }));
    await settle(engine, engine.addDocuments('cars', many));
    expect(raw({ filter: 'year = 3003', facets: ['price'] })).toContain('"price":{"1003":1}');
    expect(raw({ filter: 'year IN [3002, 3003, 2021]', facets: ['price'] })).toContain('"price":{"1003":1,"45000":1,"2k":1}');
    await settle(engine, engine.updateSettings('cars', { faceting: { maxValuesPerFacet: 3 } }));
    // Cut to the first three by name (0k, 1001, 1003), then listed.
    expect(raw({ facets: ['price'] })).toContain('"price":{"1001":1,"1003":1,"0k":1}');
    expect(raw({ filter: 'year > 3004', facets: ['price'] })).toContain('"price":{"1005":1,"1007":1,"1009":1}');
    expect(raw({ filter: 'price IN [0k, 10k, 12k, 2k]', facets: ['price'] })).toContain('"price":{"0k":1,"10k":1,"12k":1}');
  });

  it('keep each hit once per field list, and a hit written again is the same', () => {
    answer(engine, { attributesToRetrieve: ['make'] });
    const kept = engine.index('cars').projections.size;
    expect(kept).toBe(CARS.length);
    expect(answer(engine, { attributesToRetrieve: ['make'] }).hits).toEqual(CARS.map(({ id: _, make }) => ({ make })));
    expect(engine.index('cars').projections.size).toBe(kept);
    answer(engine, { attributesToRetrieve: ['id', 'year'] });
    expect(engine.index('cars').projections.size).toBe(2 * kept);
  });
});

describe('kept projections and facet structures after a write', () => {
  let engine: Engine;
  const projections = () => engine.index('cars').projections.size;
  beforeEach(async () => {
    engine = createEngine();
    await settle(engine, engine.updateSettings('cars', { filterableAttributes: ['make', 'year'] }));
    await settle(engine, engine.addDocuments('cars', CARS));
    answer(engine, { facets: ['make', 'year'], attributesToRetrieve: ['id', 'make'] });
    expect(projections()).toBe(CARS.length);
  });

  it('a document added: shown and counted, in its alphabetical place, the others kept', async () => {
    await settle(engine, engine.addDocuments('cars', [{ id: 6, make: 'Audi', year: 2024 }]));
    expect(projections()).toBe(CARS.length);
    const found = answer(engine, { facets: ['make', 'year'], attributesToRetrieve: ['id', 'make'] });
    expect((found.hits as unknown[]).at(-1)).toEqual({ id: 6, make: 'Audi' });
    expect(Object.keys((found.facetDistribution as Record<string, object>).make!)).toEqual(['Audi', 'Ford', 'Kia', 'Mazda', 'Toyota']);
    expect(found.facetStats).toEqual({ year: { min: 2019, max: 2024 } });
  });

  it('a document updated: its projection dropped, the new one shown, its counts moved', async () => {
    await settle(engine, engine.addDocuments('cars', [{ id: 3, make: 'Holden' }], { merge: true }));
    expect(projections()).toBe(CARS.length - 1);
    const found = answer(engine, { facets: ['make'], attributesToRetrieve: ['id', 'make'], filter: 'year = 2023' });
    expect(found.hits).toEqual([{ id: 3, make: 'Holden' }]);
    expect(found.facetDistribution).toEqual({ make: { Holden: 1 } });
  });

  it('a document deleted: its projection dropped, its values no longer counted', async () => {
    await settle(engine, engine.deleteDocuments('cars', [4]));
    expect(projections()).toBe(CARS.length - 1);
    const found = answer(engine, { facets: ['make', 'year'], attributesToRetrieve: ['id'] });
    expect(found.hits).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 5 }]);
    expect(found.facetDistribution).toEqual({ make: { Ford: 1, Kia: 1, Toyota: 2 }, year: { 2019: 1, 2020: 1, 2021: 1, 2023: 1 } });
  });

  it('settings changed: every projection and facet structure dropped, answers as the new settings say', async () => {
    await settle(
      engine,
      engine.updateSettings('cars', { displayedAttributes: ['id', 'year'], filterableAttributes: ['year'], faceting: { sortFacetValuesBy: { '*': 'count' } } }),
    );
    expect(projections()).toBe(0);
    const found = answer(engine, { facets: ['year'], attributesToRetrieve: ['id', 'make'] });
    expect(found.hits).toEqual(CARS.map(({ id }) => ({ id })));
    expect(Object.keys((found.facetDistribution as Record<string, object>).year!)).toEqual(['2019', '2020', '2021', '2023']);
    expect(found.facetDistribution).toEqual({ year: { 2019: 2, 2020: 1, 2021: 1, 2023: 1 } });
  });

  it('all documents cleared: every projection dropped', async () => {
    await settle(engine, engine.clearDocuments('cars'));
    expect(projections()).toBe(0);
    expect(answer(engine, { facets: ['make'] })).toMatchObject({ hits: [], facetDistribution: { make: {} } });
  });
});

describe('ProjectionCache', () => {
  it('keeps no more bytes than its bound, the list used longest ago going first', () => {
    const cache = new ProjectionCache(40);
    const doc = { id: 1, make: 'Toyota', model: 'Hilux' };
    const makes = cache.projection(['*'], ['make']);
    expect(makes.bytes(0, doc).toString()).toBe('{"make":"Toyota"}');
    expect(makes.bytes(1, doc).toString()).toBe('{"make":"Toyota"}');
    expect(cache.size).toBe(2);
    const models = cache.projection(['*'], ['model']);
    expect(models.bytes(0, doc).toString()).toBe('{"model":"Hilux"}');
    expect(cache.size).toBe(1);
    // A list written to after it was dropped is no longer kept.
    makes.bytes(2, doc);
    expect(cache.size).toBe(1);
    cache.forget(0);
    expect(cache.size).toBe(0);
  });
});
