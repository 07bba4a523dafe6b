import type { Meilisearch, MeilisearchApiError, Settings } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGETS } from './test-targets.ts';
import type { TestTarget } from './test-targets.ts';

const cars = [
  {
    id: 1,
    make: 'Toyota',
    model: 'Hilux',
    badge: 'SR5',
    body: 'Ute',
    price: 45000,
    year: 2021,
    km: 30000,
    tags: ['4x4', 'towbar'],
    certified: true,
    location: { city: 'Perth', state: 'WA' },
    custom_rank: 5,
    colour: 'White',
  },
  {
    id: 2,
    make: 'toyota',
    model: 'Corolla',
    badge: 'Ascent',
    body: 'Hatch',
    price: '22000',
    year: 2019,
    km: 60000,
    tags: ['economy'],
    certified: false,
    location: { city: 'Sydney', state: 'NSW' },
    custom_rank: 9,
    colour: 'Red',
  },
  {
    id: 3,
    make: 'Ford',
    model: 'Ranger',
    badge: 'XLT',
    body: 'Ute',
    price: 52000,
    year: 2022,
    km: 15000,
    tags: [],
    certified: true,
    location: { city: 'perth', state: 'WA' },
    custom_rank: 1,
    colour: null,
  },
  {
    id: 4,
    make: 'Škoda',
    model: 'Octavia',
    body: 'Wagon',
    price: 31000,
    year: 2020,
    km: 40000,
    tags: ['towbar'],
    certified: false,
    location: { city: 'Melbourne', state: 'VIC' },
    custom_rank: 7,
    colour: '',
  },
  {
    id: 5,
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Maxx Sport',
    body: 'SUV',
    price: 38000,
    year: 2021,
    tags: ['awd'],
    certified: true,
    location: { city: 'Brisbane', state: 'QLD' },
    custom_rank: 3,
  },
  {
    id: 6,
    make: 'Skoda',
    model: 'Kodiaq',
    badge: "Style 'Plus'",
    body: 'SUV',
    price: 48000,
    year: 2023,
    km: 5000,
    certified: true,
    location: { city: 'Sydney', state: 'NSW' },
    custom_rank: 8,
    colour: 'Blue',
  },
];

const filterable = ['make', 'model', 'badge', 'body', 'price', 'year', 'km', 'tags', 'certified', 'location', 'colour'];
const sortable = ['price', 'year', 'km', 'make'];

describe.each(TARGETS)('%s', (_target, start) => {
  let meili: TestTarget;
  let client: Meilisearch;

  async function seed(uid: string, settings: Settings = {}): Promise<void> {
    await client.createIndex(uid, { primaryKey: 'id' }).waitTask();
    const task = await client
      .index(uid)
      .updateSettings({ filterableAttributes: filterable, sortableAttributes: sortable, ...settings })
      .waitTask();
    expect(task.status).toBe('succeeded');
    expect((await client.index(uid).addDocuments(cars).waitTask()).status).toBe('succeeded');
  }

  beforeAll(async () => {
    meili = await start();
    client = meili.client;
    await seed('cars');
  });

  afterAll(async () => {
    await meili.close();
  });

  async function ids(filter: string | Array<string | string[]>, q = ''): Promise<number[]> {
    const res = await client.index('cars').search(q, { filter, limit: 100 });
    return res.hits.map((h) => h.id as number).sort((a, b) => a - b);
  }

  async function apiError(promise: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
    try {
      await promise;
    } catch (err) {
      const e = err as MeilisearchApiError;
      return { status: e.response.status, code: e.cause!.code, message: e.cause!.message };
    }
    throw new Error('expected the request to fail');
  }

  describe('filters through the official client', () => {
    it('compares strings ignoring case', async () => {
      expect(await ids('make = toyota')).toEqual([1, 2]);
      expect(await ids('location.city = PERTH')).toEqual([1, 3]);
    });

    it('does not fold accents in string equality', async () => {
      expect(await ids('make = Skoda')).toEqual([6]);
      expect(await ids('make = "Škoda"')).toEqual([4]);
    });

    it('matches documents lacking the field with != and NOT', async () => {
      expect(await ids('badge != SR5')).toEqual([2, 3, 4, 5, 6]);
      expect(await ids('NOT km > 30000')).toEqual([1, 3, 5, 6]);
    });

    it('evaluates > >= < <= on numbers', async () => {
      expect(await ids('km > 30000')).toEqual([2, 4]);
      expect(await ids('km >= 30000')).toEqual([1, 2, 4]);
      expect(await ids('km < 15000')).toEqual([6]);
      expect(await ids('km <= 15000')).toEqual([3, 6]);
    });

    it('compares string values lexicographically in ranges, even numeric-looking ones', async () => {
      expect(await ids('price < 30000')).toEqual([2]);
      expect(await ids('make > s')).toEqual([1, 2, 4, 6]);
    });

    it('treats TO as inclusive on both ends', async () => {
      expect(await ids('year 2020 TO 2021')).toEqual([1, 4, 5]);
    });

    it('matches numeric strings with a number and numbers with a quoted number', async () => {
      expect(await ids('price = 22000')).toEqual([2]);
      expect(await ids('price = "45000"')).toEqual([1]);
    });

    it('matches array fields when any element matches', async () => {
      expect(await ids('tags = towbar')).toEqual([1, 4]);
      expect(await ids('tags IN [awd, economy]')).toEqual([2, 5]);
    });

    it('supports IN and NOT IN', async () => {
      expect(await ids('location.state IN [wa, QLD]')).toEqual([1, 3, 5]);
      expect(await ids('make NOT IN [toyota, ford]')).toEqual([4, 5, 6]);
      expect(await ids('make IN ["Škoda", Mazda]')).toEqual([4, 5]);
    });

    it('supports EXISTS and NOT EXISTS', async () => {
      expect(await ids('tags EXISTS')).toEqual([1, 2, 3, 4, 5]);
      expect(await ids('tags NOT EXISTS')).toEqual([6]);
      expect(await ids('km NOT EXISTS')).toEqual([5]);
    });

    it('supports IS NULL and IS NOT NULL', async () => {
      expect(await ids('colour IS NULL')).toEqual([3]);
      expect(await ids('colour IS NOT NULL')).toEqual([1, 2, 4, 5, 6]);
    });

    it('supports IS EMPTY and IS NOT EMPTY for empty strings and arrays', async () => {
      expect(await ids('colour IS EMPTY')).toEqual([4]);
      expect(await ids('tags IS EMPTY')).toEqual([3]);
      expect(await ids('tags IS NOT EMPTY')).toEqual([1, 2, 4, 5, 6]);
    });

    it('supports STARTS WITH and NOT STARTS WITH on case-folded strings', async () => {
      expect(await ids('model STARTS WITH co')).toEqual([2]);
      expect(await ids('location.city STARTS WITH "PER"')).toEqual([1, 3]);
      expect(await ids('make NOT STARTS WITH to')).toEqual([3, 4, 5, 6]);
    });

    it('never matches an empty string with =, though IS EMPTY finds it', async () => {
      expect(await ids('colour = ""')).toEqual([]);
      expect(await ids('colour IS EMPTY')).toEqual([4]);
    });

    it('filters booleans as true/false', async () => {
      expect(await ids('certified = true')).toEqual([1, 3, 5, 6]);
      expect(await ids('certified = false')).toEqual([2, 4]);
    });

    it('binds AND tighter than OR, and honours parentheses', async () => {
      expect(await ids('make = Ford OR make = Mazda AND year = 2022')).toEqual([3]);
      expect(await ids('(make = Ford OR make = Mazda) AND year = 2021')).toEqual([5]);
    });

    it('reads the array form as AND of ORs', async () => {
      expect(await ids([['make = Ford', 'make = Mazda'], 'year >= 2022'])).toEqual([3]);
    });

    it('handles single and double quoting with escapes', async () => {
      expect(await ids('model = "CX-5"')).toEqual([5]);
      expect(await ids("badge = 'Maxx Sport'")).toEqual([5]);
      expect(await ids(`badge = "Style 'Plus'"`)).toEqual([6]);
      expect(await ids(`badge = 'Style \\'Plus\\''`)).toEqual([6]);
    });

    it('rejects attributes that are not filterable', async () => {
      const err = await apiError(client.index('cars').search('', { filter: 'custom_rank > 2' }));
      expect(err).toMatchObject({ status: 400, code: 'invalid_search_filter' });
      expect(err.message).toContain('Attribute `custom_rank` is not filterable. Available filterable attribute patterns are: `badge`, `body`, `certified`');
      expect(err.message).toContain('1:12 custom_rank > 2');
    });

    it('refuses a geo filter while _geo is not filterable, after the other attributes', async () => {
      const err = await apiError(client.index('cars').search('', { filter: '_geoRadius(-31.9, 115.8, 5000) AND make = Ford' }));
      expect(err).toMatchObject({ status: 400, code: 'invalid_search_filter' });
      expect(err.message).toMatch(/^Index `cars`: Attribute `_geo` is not filterable\..*\n12:17 _geoRadius/);
      const first = await apiError(client.index('cars').search('', { filter: '_geoRadius(-31.9, 115.8, 5000) AND custom_rank = 1' }));
      expect(first.message).toContain('Attribute `custom_rank` is not filterable');
    });

    it('rejects syntax errors', async () => {
      const err = await apiError(client.index('cars').search('', { filter: 'make = Ford AND' }));
      expect(err).toMatchObject({ status: 400, code: 'invalid_search_filter' });
    });
  });

  describe('facets', () => {
    it('counts values over all filtered hits whatever the page', async () => {
      const expected = {
        make: { Ford: 1, Mazda: 1, Skoda: 1, Toyota: 1, Škoda: 1 },
        body: { SUV: 2, Ute: 2, Wagon: 1 },
      };
      for (const offset of [0, 1, 4]) {
        const res = await client.index('cars').search('', { filter: 'year >= 2020', facets: ['make', 'body', 'price'], limit: 1, offset });
        expect(res.facetDistribution).toMatchObject(expected);
        expect(res.facetStats).toEqual({ price: { min: 31000, max: 52000 } });
      }
    });

    it('sorts values alphabetically and keys numbers as strings', async () => {
      const res = await client.index('cars').search('', { facets: ['make', 'year'] });
      expect(Object.keys(res.facetDistribution!.make!)).toEqual(['Ford', 'Mazda', 'Skoda', 'Škoda', 'Toyota']);
      expect(res.facetDistribution!.year).toEqual({ '2019': 1, '2020': 1, '2021': 2, '2022': 1, '2023': 1 });
      expect(res.facetStats!.year).toEqual({ min: 2019, max: 2023 });
    });

    it('facets booleans as "true"/"false"', async () => {
      const res = await client.index('cars').search('', { facets: ['certified'] });
      expect(res.facetDistribution).toEqual({ certified: { false: 2, true: 4 } });
      expect(res.facetStats).toEqual({});
    });

    it('leaves empty strings and nulls out of the counts', async () => {
      const res = await client.index('cars').search('', { facets: ['colour'] });
      expect(res.facetDistribution).toEqual({ colour: { Blue: 1, Red: 1, White: 1 } });
    });

    it('counts array elements and nested fields', async () => {
      const res = await client.index('cars').search('', { facets: ['tags', 'location.state'] });
      expect(res.facetDistribution).toEqual({
        tags: { '4x4': 1, awd: 1, economy: 1, towbar: 2 },
        'location.state': { NSW: 2, QLD: 1, VIC: 1, WA: 2 },
      });
    });

    it('expands * to every filterable attribute', async () => {
      const res = await client.index('cars').search('', { facets: ['*'], limit: 0 });
      expect(Object.keys(res.facetDistribution!)).toEqual(expect.arrayContaining(['make', 'body', 'price', 'certified', 'location.city']));
    });

    it('rejects facets on attributes that are not filterable', async () => {
      const err = await apiError(client.index('cars').search('', { facets: ['custom_rank'] }));
      expect(err).toMatchObject({ status: 400, code: 'invalid_search_facets' });
      expect(err.message).toContain('Attribute `custom_rank` is not filterable. Available filterable attributes patterns are: `badge, body, certified,');
    });

    it('caps values at faceting.maxValuesPerFacet', async () => {
      await seed('cars-faceting', { faceting: { maxValuesPerFacet: 2 } });
      const res = await client.index('cars-faceting').search('', { facets: ['make'] });
      expect(res.facetDistribution).toEqual({ make: { Ford: 1, Mazda: 1 } });
    });
  });

  describe('sort', () => {
    const order = async (sort: string[]) => (await client.index('cars').search('', { sort })).hits.map((h) => h.id);

    it('sorts ascending and descending with missing values last both ways', async () => {
      expect(await order(['km:asc'])).toEqual([6, 3, 1, 4, 2, 5]);
      expect(await order(['km:desc'])).toEqual([2, 4, 1, 3, 6, 5]);
    });

    it('applies several sort criteria in order', async () => {
      expect(await order(['year:desc', 'price:asc'])).toEqual([6, 3, 5, 1, 4, 2]);
    });

    it('rejects attributes that are not sortable', async () => {
      const err = await apiError(client.index('cars').search('', { sort: ['custom_rank:asc'] }));
      expect(err).toMatchObject({ status: 400, code: 'invalid_search_sort' });
      expect(err.message).toBe('Index `cars`: Attribute `custom_rank` is not sortable. Available sortable attributes are: `km, make, price, year`.');
    });

    it('rejects malformed sort expressions', async () => {
      expect(await apiError(client.index('cars').search('', { sort: ['price'] }))).toMatchObject({ status: 400, code: 'invalid_search_sort' });
    });

    it('rejects a sort parameter when the sort ranking rule is absent', async () => {
      await seed('cars-no-sort-rule', { rankingRules: ['words', 'typo'] });
      const err = await apiError(client.index('cars-no-sort-rule').search('', { sort: ['price:asc'] }));
      expect(err).toMatchObject({ status: 400, code: 'invalid_search_sort' });
    });

    it('honours a custom ranking rule', async () => {
      await seed('cars-ranked', { rankingRules: ['custom_rank:desc', 'words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'] });
      const res = await client.index('cars-ranked').search('');
      expect(res.hits.map((h) => h.id)).toEqual([2, 6, 4, 1, 5, 3]);
    });
  });

  describe('pagination', () => {
    it('answers offset/limit with estimatedTotalHits', async () => {
      const res = await client.index('cars').search('', { offset: 2, limit: 2 });
      expect(res.hits.map((h) => h.id)).toEqual([3, 4]);
      expect(res).toMatchObject({ offset: 2, limit: 2, estimatedTotalHits: 6 });
      expect(res).not.toHaveProperty('totalPages');
    });

    it('defaults to offset 0 and limit 20', async () => {
      const res = await client.index('cars').search('');
      expect(res).toMatchObject({ offset: 0, limit: 20, estimatedTotalHits: 6, query: '' });
      expect(typeof res.processingTimeMs).toBe('number');
    });

    it('switches to page/hitsPerPage with exhaustive totals', async () => {
      const res = await client.index('cars').search('', { page: 2, hitsPerPage: 4 });
      expect(res.hits.map((h) => h.id)).toEqual([5, 6]);
      expect(res).toMatchObject({ page: 2, hitsPerPage: 4, totalHits: 6, totalPages: 2 });
      expect(res).not.toHaveProperty('estimatedTotalHits');
      expect(res).not.toHaveProperty('offset');
    });

    it('caps hits at pagination.maxTotalHits', async () => {
      await seed('cars-capped', { pagination: { maxTotalHits: 3 } });
      const res = await client.index('cars-capped').search('', { offset: 2, limit: 5 });
      expect(res.hits.map((h) => h.id)).toEqual([3]);
      expect(res.estimatedTotalHits).toBe(3);
      const paged = await client.index('cars-capped').search('', { page: 1, hitsPerPage: 2 });
      expect(paged).toMatchObject({ totalHits: 3, totalPages: 2 });
    });

    it('rejects negative or non-integer paging values', async () => {
      expect(await apiError(client.index('cars').search('', { limit: -1 }))).toMatchObject({ status: 400, code: 'invalid_search_limit' });
      expect(await apiError(client.index('cars').search('', { offset: 1.5 }))).toMatchObject({ status: 400, code: 'invalid_search_offset' });
    });

    it('returns only attributesToRetrieve', async () => {
      const res = await client.index('cars').search('', { attributesToRetrieve: ['id', 'location.city'], limit: 1 });
      expect(res.hits).toEqual([{ id: 1, location: { city: 'Perth' } }]);
    });
  });

  describe('text query', () => {
    const found = async (q: string, extra = {}) => (await client.index('cars').search(q, extra)).hits.map((h) => h.id);

    it('matches the last word as a prefix', async () => {
      expect(await found('toy')).toEqual([1, 2]);
      expect(await found('hil')).toEqual([1]);
    });

    it('does not treat a word followed by a space as a prefix', async () => {
      expect(await found('toy ')).toEqual([]);
    });

    it('tolerates one typo from five letters and two from nine', async () => {
      expect(await found('ranegr')).toEqual([3]);
      expect(await found('melbuorme')).toEqual([4]);
    });

    it('allows no typo on words under five letters', async () => {
      expect(await found('fird')).toEqual([]);
    });

    it('charges a first-letter typo double', async () => {
      expect(await found('sanger')).toEqual([]);
    });

    it('ranks documents with more query words first (matching strategy last)', async () => {
      expect(await found('toyota hilux')).toEqual([1, 2]);
      expect(await found('toyota hilux', { matchingStrategy: 'all' })).toEqual([1]);
    });

    it('folds accents in text search', async () => {
      expect(await found('skoda')).toEqual([4, 6]);
    });

    it('combines the query with a filter', async () => {
      expect(await found('toyota', { filter: 'year > 2020' })).toEqual([1]);
    });

    it('answers GET search like POST', async () => {
      const res = await client.index('cars').searchGet('', { filter: 'body = SUV', sort: ['price:desc'], facets: ['make'] });
      expect(res.hits.map((h) => h.id)).toEqual([6, 5]);
      expect(res.facetDistribution).toEqual({ make: { Mazda: 1, Skoda: 1 } });
    });
  });

  describe('multi-search', () => {
    it('answers each query with its indexUid', async () => {
      const res = await client.multiSearch({
        queries: [
          { indexUid: 'cars', q: 'toyota', limit: 1 },
          { indexUid: 'cars-ranked', filter: 'body = Ute', facets: ['make'] },
        ],
      });
      expect(res.results).toHaveLength(2);
      expect(res.results[0]).toMatchObject({ indexUid: 'cars', estimatedTotalHits: 2 });
      expect(res.results[0]!.hits.map((h) => h.id)).toEqual([1]);
      expect(res.results[1]).toMatchObject({ indexUid: 'cars-ranked', facetDistribution: { make: { Ford: 1, Toyota: 1 } } });
      expect(res.results[1]!.hits.map((h) => h.id)).toEqual([1, 3]);
    });

    it('reports which query failed', async () => {
      const err = await apiError(client.multiSearch({ queries: [{ indexUid: 'cars' }, { indexUid: 'cars', filter: 'nope = 1' }] }));
      expect(err).toMatchObject({ status: 400, code: 'invalid_search_filter' });
      expect(err.message).toMatch(/^Inside `\.queries\[1\]`/);
    });

    it('reports a missing index with status 400', async () => {
      expect(await apiError(client.multiSearch({ queries: [{ indexUid: 'missing' }] }))).toMatchObject({ status: 400, code: 'index_not_found' });
    });
  });

  describe('after writes', () => {
    it('answers a repeated filter with the documents added, changed and deleted since', async () => {
      await seed('cars-writes');
      const index = client.index('cars-writes');
      const utes = async () => (await index.search('', { filter: 'body = Ute AND price > 40000', sort: ['price:asc'] })).hits.map((h) => h.id);
      expect(await utes()).toEqual([1, 3]);
      await index.addDocuments([{ id: 7, make: 'Isuzu', model: 'D-Max', body: 'Ute', price: 41000 }]).waitTask();
      expect(await utes()).toEqual([7, 1, 3]);
      await index.updateDocuments([{ id: 1, price: 39000 }]).waitTask();
      expect(await utes()).toEqual([7, 3]);
      await index.deleteDocument(3).waitTask();
      expect(await utes()).toEqual([7]);
      await index.deleteAllDocuments().waitTask();
      expect(await utes()).toEqual([]);
    });
  });

  describe('swap indexes', () => {
    it('exchanges two indexes at once, and refuses missing or repeated ones', async () => {
      await seed('swap-live');
      await client
        .index('swap-new')
        .addDocuments([{ id: 9, make: 'Kia', body: 'SUV' }], { primaryKey: 'id' })
        .waitTask();
      const before = (await client.index('swap-live').search('')).estimatedTotalHits;
      expect((await client.swapIndexes([{ indexes: ['swap-live', 'swap-new'], rename: false }]).waitTask()).status).toBe('succeeded');
      expect((await client.index('swap-live').search('')).hits.map((h) => h.id)).toEqual([9]);
      expect((await client.index('swap-new').search('')).estimatedTotalHits).toBe(before);
      const missing = await client.swapIndexes([{ indexes: ['swap-live', 'swap-nowhere'], rename: false }]).waitTask();
      expect(missing).toMatchObject({ status: 'failed', error: { code: 'index_not_found' } });
      expect(await apiError(client.swapIndexes([{ indexes: ['swap-live', 'swap-live'], rename: false }]))).toMatchObject({
        status: 400,
        code: 'invalid_swap_duplicate_index_found',
      });
    });
  });
});
