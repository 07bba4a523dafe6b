import type { Meilisearch, MeilisearchApiError } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED, TARGETS } from './test-targets.ts';
import type { TestTarget } from './test-targets.ts';

describe.each(TARGETS)('%s', (target, start) => {
  let meili: TestTarget;
  let client: Meilisearch;
  let n = 0;
  const freshUid = () => `idx${++n}`;

  beforeAll(async () => {
    meili = await start();
    client = meili.client;
  });

  afterAll(async () => {
    await meili.close();
  });

  async function apiError(promise: Promise<unknown>): Promise<{ status: number; code: string; message: string; type: string; link: string }> {
    try {
      await promise;
    } catch (err) {
      const e = err as MeilisearchApiError;
      return { status: e.response.status, ...(e.cause as { code: string; message: string; type: string; link: string }) };
    }
    throw new Error('expected the request to fail');
  }

  async function raw(
    method: string,
    path: string,
    body?: string,
    contentType = 'application/json',
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const res = await fetch(`${meili.host}/${path}`, { method, body, headers: { 'Content-Type': contentType } });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  describe('indexes', () => {
    it('creates an index through an enqueued task', async () => {
      const uid = freshUid();
      const enqueued = await client.createIndex(uid, { primaryKey: 'id' });
      expect(enqueued).toMatchObject({ indexUid: uid, status: 'enqueued', type: 'indexCreation' });
      expect(typeof enqueued.taskUid).toBe('number');
      const task = await client.tasks.waitForTask(enqueued.taskUid);
      expect(task).toMatchObject({ uid: enqueued.taskUid, status: 'succeeded', type: 'indexCreation', details: { primaryKey: 'id' }, error: null });
      expect(await client.getRawIndex(uid)).toMatchObject({ uid, primaryKey: 'id' });
    });

    it('answers 202 for writes', async () => {
      const res = await raw('POST', 'indexes', JSON.stringify({ uid: freshUid() }));
      expect(res.status).toBe(202);
      expect(res.json).toMatchObject({ status: 'enqueued', type: 'indexCreation' });
    });

    it('fails the task with index_already_exists for a duplicate', async () => {
      const uid = freshUid();
      await client.createIndex(uid).waitTask();
      const task = await client.createIndex(uid).waitTask();
      expect(task.status).toBe('failed');
      expect(task.error).toMatchObject({
        code: 'index_already_exists',
        type: 'invalid_request',
        link: 'https://docs.meilisearch.com/errors#index_already_exists',
      });
    });

    it('lists indexes with offset/limit', async () => {
      await client.createIndex('list-a').waitTask();
      await client.createIndex('list-b').waitTask();
      const all = await client.getRawIndexes({ limit: 1000 });
      const page = await client.getRawIndexes({ offset: 1, limit: 1 });
      expect(page).toMatchObject({ offset: 1, limit: 1, total: all.total });
      expect(page.results).toEqual([all.results[1]]);
    });

    it('updates the primary key of an empty index and deletes indexes', async () => {
      const uid = freshUid();
      await client.createIndex(uid).waitTask();
      expect((await client.updateIndex(uid, { primaryKey: 'sku' }).waitTask()).status).toBe('succeeded');
      expect((await client.getRawIndex(uid)).primaryKey).toBe('sku');
      expect((await client.deleteIndex(uid).waitTask()).status).toBe('succeeded');
      expect(await apiError(client.getRawIndex(uid))).toMatchObject({ status: 404, code: 'index_not_found' });
    });

    it('rejects an invalid index uid synchronously', async () => {
      expect(await apiError(client.createIndex('bad uid!'))).toMatchObject({ status: 400, code: 'invalid_index_uid' });
    });

    it('answers index_not_found for every read on a missing index', async () => {
      expect(await apiError(client.index('nope').search(''))).toMatchObject({ status: 404, code: 'index_not_found', message: 'Index `nope` not found.' });
      expect(await apiError(client.index('nope').getDocument(1))).toMatchObject({ status: 404, code: 'index_not_found' });
      expect(await apiError(client.index('nope').getSettings())).toMatchObject({ status: 404, code: 'index_not_found' });
    });
  });

  describe('documents', () => {
    it('infers the primary key from the single field ending in id', async () => {
      const uid = freshUid();
      expect(
        (
          await client
            .index(uid)
            .addDocuments([{ car_id: 'a-1', make: 'Kia' }])
            .waitTask()
        ).status,
      ).toBe('succeeded');
      expect((await client.getRawIndex(uid)).primaryKey).toBe('car_id');
    });

    it('fails inference when several fields end in id', async () => {
      const task = await client
        .index(freshUid())
        .addDocuments([{ id: 1, dealer_id: 2 }])
        .waitTask();
      expect(task.error?.code).toBe('index_primary_key_multiple_candidates_found');
    });

    it('fails inference when no field ends in id', async () => {
      const task = await client
        .index(freshUid())
        .addDocuments([{ make: 'Kia' }])
        .waitTask();
      expect(task.error?.code).toBe('index_primary_key_no_candidate_found');
    });

    it('replaces with POST and merges with PUT', async () => {
      const uid = freshUid();
      const index = client.index(uid);
      await index.addDocuments([{ id: 1, make: 'Kia', model: 'Rio' }], { primaryKey: 'id' }).waitTask();
      await index.updateDocuments([{ id: 1, price: 20000 }]).waitTask();
      expect(await index.getDocument(1)).toEqual({ id: 1, make: 'Kia', model: 'Rio', price: 20000 });
      await index.addDocuments([{ id: 1, make: 'Kia' }]).waitTask();
      expect(await index.getDocument(1)).toEqual({ id: 1, make: 'Kia' });
    });

    it('treats 1 and "1" as the same document id', async () => {
      const uid = freshUid();
      const index = client.index(uid);
      await index.addDocuments([{ id: 1, v: 'a' }], { primaryKey: 'id' }).waitTask();
      await index.addDocuments([{ id: '1', v: 'b' }]).waitTask();
      expect((await index.getDocuments()).results).toEqual([{ id: '1', v: 'b' }]);
    });

    it('keeps a replaced document in place and gives a new one the lowest freed place', async () => {
      const uid = freshUid();
      const index = client.index(uid);
      await index
        .addDocuments(
          [1, 2, 3, 4, 5].map((id) => ({ id })),
          { primaryKey: 'id' },
        )
        .waitTask();
      await index.addDocuments([{ id: 1, v: 'replaced' }]).waitTask();
      await index.updateDocuments([{ id: 3, v: 'merged' }]).waitTask();
      await index.deleteDocuments([2, 4]).waitTask();
      await index.addDocuments([{ id: 6 }, { id: 7 }, { id: 8 }]).waitTask();
      const expected = [1, 6, 3, 7, 5, 8];
      expect((await index.search('')).hits.map((h) => h.id)).toEqual(expected);
      expect((await index.getDocuments()).results.map((d) => d.id)).toEqual(expected);
    });

    it('reports task details for additions', async () => {
      const task = await client
        .index(freshUid())
        .addDocuments([{ id: 1 }, { id: 2 }], { primaryKey: 'id' })
        .waitTask();
      expect(task).toMatchObject({ status: 'succeeded', type: 'documentAdditionOrUpdate', details: { receivedDocuments: 2, indexedDocuments: 2 } });
      expect(task.duration).toMatch(/^PT[\d.]+S$/);
    });

    it('gets one document with selected fields', async () => {
      const uid = freshUid();
      await client
        .index(uid)
        .addDocuments([{ id: 7, make: 'Kia', model: 'Rio', price: 1 }], { primaryKey: 'id' })
        .waitTask();
      expect(await client.index(uid).getDocument(7, { fields: ['make', 'price'] })).toEqual({ make: 'Kia', price: 1 });
    });

    it('pages documents with GET and filters them with POST /documents/fetch', async () => {
      const uid = freshUid();
      const index = client.index(uid);
      await index.updateFilterableAttributes(['make']).waitTask();
      await index
        .addDocuments(
          [1, 2, 3, 4, 5].map((id) => ({ id, make: id % 2 ? 'Kia' : 'Ford', model: `m${id}` })),
          { primaryKey: 'id' },
        )
        .waitTask();
      const page = await index.getDocuments({ offset: 1, limit: 2, fields: ['id'] });
      expect(page).toEqual({ results: [{ id: 2 }, { id: 3 }], offset: 1, limit: 2, total: 5 });
      const filtered = await index.getDocuments({ filter: 'make = kia', fields: ['id'] });
      expect(filtered).toMatchObject({ results: [{ id: 1 }, { id: 3 }, { id: 5 }], total: 3 });
      expect(await apiError(index.getDocuments({ filter: 'model = m1' }))).toMatchObject({
        status: 400,
        code: 'invalid_document_filter',
        message: 'Attribute `model` is not filterable. Available filterable attribute patterns are: `make`.\n1:6 model = m1',
      });
      const starting = await index.getDocuments({ filter: 'make STARTS WITH k', fields: ['id'] });
      expect(starting.results).toEqual([{ id: 1 }, { id: 3 }, { id: 5 }]);
    });

    it('deletes one, a batch, by filter and all', async () => {
      const uid = freshUid();
      const index = client.index(uid);
      await index.updateFilterableAttributes(['make']).waitTask();
      await index
        .addDocuments(
          [1, 2, 3, 4, 5, 6].map((id) => ({ id, make: id > 4 ? 'Ford' : 'Kia' })),
          { primaryKey: 'id' },
        )
        .waitTask();
      expect((await index.deleteDocument(1).waitTask()).details).toMatchObject({ providedIds: 1, deletedDocuments: 1 });
      expect((await index.deleteDocuments([2, 3, 99]).waitTask()).details).toMatchObject({ providedIds: 3, deletedDocuments: 2 });
      expect((await index.deleteDocuments({ filter: 'make = Ford' }).waitTask()).details).toMatchObject({ deletedDocuments: 2 });
      expect((await index.getDocuments()).results.map((d) => d.id)).toEqual([4]);
      expect((await index.deleteAllDocuments().waitTask()).details).toMatchObject({ deletedDocuments: 1 });
      expect((await index.getDocuments()).total).toBe(0);
    });

    it('ignores displayedAttributes in the documents API', async () => {
      const uid = freshUid();
      const index = client.index(uid);
      await index.updateDisplayedAttributes(['id']).waitTask();
      await index.addDocuments([{ id: 1, make: 'Kia' }], { primaryKey: 'id' }).waitTask();
      expect(await index.getDocument(1)).toEqual({ id: 1, make: 'Kia' });
      expect((await index.getDocuments()).results).toEqual([{ id: 1, make: 'Kia' }]);
      expect((await index.search('')).hits).toEqual([{ id: 1 }]);
    });

    it('reports top-level field distribution in index stats', async () => {
      const uid = freshUid();
      const index = client.index(uid);
      await index
        .addDocuments(
          [
            { id: 1, make: 'Kia', location: { city: 'Perth' } },
            { id: 2, make: 'Ford' },
          ],
          { primaryKey: 'id' },
        )
        .waitTask();
      expect(await index.getStats()).toMatchObject({ numberOfDocuments: 2, isIndexing: false, fieldDistribution: { id: 2, location: 1, make: 2 } });
    });

    it('answers document_not_found for a missing document', async () => {
      const uid = freshUid();
      await client.createIndex(uid, { primaryKey: 'id' }).waitTask();
      expect(await apiError(client.index(uid).getDocument(42))).toMatchObject({ status: 404, code: 'document_not_found' });
    });

    it('fails a batch with a missing id atomically', async () => {
      const uid = freshUid();
      const index = client.index(uid);
      await index.addDocuments([{ id: 1, v: 'old' }], { primaryKey: 'id' }).waitTask();
      const task = await index.addDocuments([{ id: 1, v: 'new' }, { id: 2 }, { v: 'no id' }]).waitTask();
      expect(task.status).toBe('failed');
      expect(task.error).toMatchObject({ code: 'missing_document_id', type: 'invalid_request' });
      expect((await index.getDocuments()).results).toEqual([{ id: 1, v: 'old' }]);
    });

    it('fails a batch with an invalid id atomically', async () => {
      const uid = freshUid();
      const index = client.index(uid);
      await index.addDocuments([{ id: 'a', v: 1 }], { primaryKey: 'id' }).waitTask();
      for (const bad of ['has space', 'x'.repeat(512), 1.5, true]) {
        const task = await index.addDocuments([{ id: 'b' }, { id: bad }]).waitTask();
        expect(task.error?.code).toBe('invalid_document_id');
      }
      expect((await index.getDocuments()).results).toEqual([{ id: 'a', v: 1 }]);
    });

    it('accepts an id of 511 bytes made of allowed characters', async () => {
      const task = await client
        .index(freshUid())
        .addDocuments([{ id: `A_-9${'z'.repeat(507)}` }], { primaryKey: 'id' })
        .waitTask();
      expect(task.status).toBe('succeeded');
    });
  });

  describe('settings', () => {
    it('returns defaults', async () => {
      const uid = freshUid();
      await client.createIndex(uid).waitTask();
      expect(await client.index(uid).getSettings()).toMatchObject({
        displayedAttributes: ['*'],
        searchableAttributes: ['*'],
        filterableAttributes: [],
        sortableAttributes: [],
        rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
        faceting: { maxValuesPerFacet: 100 },
        pagination: { maxTotalHits: 1000 },
      });
    });

    it('updates and resets through /settings and the per-setting routes', async () => {
      const uid = freshUid();
      const index = client.index(uid);
      await index.updateSettings({ filterableAttributes: ['make'], pagination: { maxTotalHits: 50 } }).waitTask();
      await index.updateSortableAttributes(['price']).waitTask();
      await index.updateFaceting({ maxValuesPerFacet: 5 }).waitTask();
      await index.updateRankingRules(['custom_rank:desc', 'words']).waitTask();
      await index.updateDisplayedAttributes(['make']).waitTask();
      await index.updateSearchableAttributes(['model']).waitTask();
      expect(await index.getFilterableAttributes()).toEqual(['make']);
      expect(await index.getSortableAttributes()).toEqual(['price']);
      expect(await index.getFaceting()).toMatchObject({ maxValuesPerFacet: 5 });
      expect(await index.getPagination()).toEqual({ maxTotalHits: 50 });
      expect(await index.getRankingRules()).toEqual(['custom_rank:desc', 'words']);
      expect(await index.getDisplayedAttributes()).toEqual(['make']);
      expect(await index.getSearchableAttributes()).toEqual(['model']);
      await index.resetPagination().waitTask();
      await index.resetFilterableAttributes().waitTask();
      expect(await index.getPagination()).toEqual({ maxTotalHits: 1000 });
      expect(await index.getFilterableAttributes()).toEqual([]);
      await index.resetSettings().waitTask();
      expect(await index.getRankingRules()).toEqual(['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness']);
    });

    it('applies displayed and searchable attributes to search', async () => {
      const uid = freshUid();
      const index = client.index(uid);
      await index.updateSettings({ displayedAttributes: ['id', 'model'], searchableAttributes: ['model'] }).waitTask();
      await index.addDocuments([{ id: 1, make: 'Kia', model: 'Rio' }], { primaryKey: 'id' }).waitTask();
      expect((await index.search('rio')).hits).toEqual([{ id: 1, model: 'Rio' }]);
      expect((await index.search('kia')).hits).toEqual([]);
    });

    it('rejects invalid settings with a 400 before enqueuing', async () => {
      const uid = freshUid();
      await client.createIndex(uid).waitTask();
      expect(await apiError(client.index(uid).updateRankingRules(['fastest']))).toMatchObject({ status: 400, code: 'invalid_settings_ranking_rules' });
      expect(await apiError(client.index(uid).updateSettings({ filterableAttributes: 'make' as never }))).toMatchObject({
        status: 400,
        code: 'invalid_settings_filterable_attributes',
      });
      expect(await apiError(client.index(uid).updateFaceting({ maxValuesPerFacet: -1 }))).toMatchObject({ status: 400, code: 'invalid_settings_faceting' });
    });

    it('re-indexes existing documents when filterable attributes change', async () => {
      const uid = freshUid();
      const index = client.index(uid);
      await index
        .addDocuments(
          [
            { id: 1, make: 'Kia' },
            { id: 2, make: 'Ford' },
          ],
          { primaryKey: 'id' },
        )
        .waitTask();
      await index.updateFilterableAttributes(['make']).waitTask();
      expect((await index.search('', { filter: 'make = ford' })).hits.map((h) => h.id)).toEqual([2]);
    });
  });

  describe('tasks', () => {
    it('lists tasks newest first and filters them', async () => {
      const uid = freshUid();
      const created = await client.createIndex(uid).waitTask();
      const list = await client.tasks.getTasks({ indexUids: [uid] });
      expect(list.results.map((t) => t.uid)).toEqual([created.uid]);
      const all = await client.tasks.getTasks({ limit: 2 });
      expect(all.results).toHaveLength(2);
      expect(all.results[0]!.uid).toBeGreaterThan(all.results[1]!.uid);
      expect(all.next).toBe(all.results[1]!.uid - 1);
    });

    it('answers task_not_found for an unknown task', async () => {
      expect(await apiError(client.tasks.getTask(999_999))).toMatchObject({ status: 404, code: 'task_not_found' });
    });

    it('applies tasks in order even without waiting', async () => {
      const uid = freshUid();
      const index = client.index(uid);
      await index.addDocuments([{ id: 1, v: 1 }], { primaryKey: 'id' });
      await index.updateDocuments([{ id: 1, w: 2 }]);
      const last = await index.deleteDocuments([1]);
      await index.addDocuments([{ id: 2 }]).waitTask();
      expect((await client.tasks.getTask(last.taskUid)).status).toBe('succeeded');
      expect((await index.getDocuments()).results).toEqual([{ id: 2 }]);
    });
  });

  describe('HTTP errors', () => {
    it('answers malformed JSON with malformed_payload', async () => {
      const res = await raw('POST', 'indexes/x/documents', '[{"id": 1,');
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: 'malformed_payload', type: 'invalid_request', link: 'https://docs.meilisearch.com/errors#malformed_payload' });
    });

    it('answers a missing payload with missing_payload', async () => {
      expect((await raw('POST', 'indexes/x/documents')).json).toMatchObject({ code: 'missing_payload' });
    });

    it('answers an unsupported content type with invalid_content_type', async () => {
      const res = await raw('POST', 'indexes/x/documents', 'id\n1', 'text/plain');
      expect(res.status).toBe(415);
      expect(res.json).toMatchObject({ code: 'invalid_content_type' });
    });

    it('accepts NDJSON document batches', async () => {
      const uid = freshUid();
      const res = await raw('POST', `indexes/${uid}/documents?primaryKey=id`, '{"id":1}\n{"id":2}\n', 'application/x-ndjson');
      expect(res.status).toBe(202);
      await client.tasks.waitForTask(res.json.taskUid as number);
      expect((await client.index(uid).getDocuments()).total).toBe(2);
    });

    it('answers bad search bodies with 400, never 500', async () => {
      await client.createIndex('errs').waitTask();
      for (const body of ['[]', '"x"', '{"q": 5}', '{"limit": "ten"}', '{"unknownParam": 1}', '{"filter": {"a": 1}}', '{"facets": "make"}']) {
        const res = await raw('POST', 'indexes/errs/search', body);
        expect(res.status, body).toBe(400);
        expect(res.json).toHaveProperty('code');
      }
    });

    // Real Meilisearch answers an empty 404 here; ours keeps the error-object contract.
    it.runIf(target === EMBEDDED)('answers unknown routes with a Meilisearch-style 404', async () => {
      const res = await raw('GET', 'nowhere');
      expect(res.status).toBe(404);
      expect(res.json).toHaveProperty('link');
    });

    it('serves /health and /version', async () => {
      expect(await client.health()).toEqual({ status: 'available' });
      expect((await client.getVersion()).pkgVersion).toMatch(/^\d+\.\d+\.\d+$/);
    });
  });
});
