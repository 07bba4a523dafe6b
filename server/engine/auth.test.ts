import type { Key, MeilisearchApiError } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGETS } from './test-targets.ts';
import type { TestTarget } from './test-targets.ts';

const MASTER = 'master-key-for-tests-0123456789';

describe.each(TARGETS)('%s', (_target, start) => {
  let meili: TestTarget;
  let searchKey: Key;
  let adminKey: Key;

  async function apiError(promise: Promise<unknown>): Promise<{ status: number; code: string; type: string }> {
    try {
      await promise;
    } catch (err) {
      const e = err as MeilisearchApiError;
      return { status: e.response.status, code: e.cause!.code, type: e.cause!.type };
    }
    throw new Error('expected the request to fail');
  }

  beforeAll(async () => {
    meili = await start({ masterKey: MASTER });
    await meili.client
      .index('cars')
      .addDocuments([{ id: 1, make: 'Kia' }], { primaryKey: 'id' })
      .waitTask();
    const keys = (await meili.client.getKeys()).results;
    searchKey = keys.find((k) => k.name === 'Default Search API Key')!;
    adminKey = keys.find((k) => k.name === 'Default Admin API Key')!;
  });

  afterAll(async () => {
    await meili.close();
  });

  describe('API keys', () => {
    it('lists the default search and admin keys with their full shape', async () => {
      expect(searchKey).toMatchObject({ actions: ['search'], indexes: ['*'], expiresAt: null, description: expect.any(String) });
      expect(adminKey).toMatchObject({ actions: ['*'], indexes: ['*'], expiresAt: null });
      for (const key of [searchKey, adminKey]) {
        expect(Object.keys(key).sort()).toEqual(['actions', 'createdAt', 'description', 'expiresAt', 'indexes', 'key', 'name', 'uid', 'updatedAt']);
        expect(key.key).toMatch(/^[0-9a-f]{64}$/);
      }
    });

    it('lets the admin key list keys', async () => {
      expect((await meili.clientWith(adminKey.key).getKeys()).total).toBeGreaterThanOrEqual(2);
    });

    it('answers 401 missing_authorization_header without a key', async () => {
      expect(await apiError(meili.clientWith().index('cars').search(''))).toEqual({ status: 401, code: 'missing_authorization_header', type: 'auth' });
    });

    it('answers 403 invalid_api_key for an unknown key', async () => {
      expect(await apiError(meili.clientWith('not-a-key').index('cars').search(''))).toEqual({ status: 403, code: 'invalid_api_key', type: 'auth' });
    });

    it('lets the search key search and multi-search', async () => {
      const client = meili.clientWith(searchKey.key);
      expect((await client.index('cars').search('kia')).hits).toHaveLength(1);
      expect((await client.multiSearch({ queries: [{ indexUid: 'cars' }] })).results).toHaveLength(1);
    });

    it('forbids the search key from anything but search', async () => {
      const client = meili.clientWith(searchKey.key);
      expect(await apiError(client.index('cars').addDocuments([{ id: 2 }]))).toMatchObject({ status: 403, code: 'invalid_api_key' });
      expect(await apiError(client.index('cars').getDocuments())).toMatchObject({ status: 403, code: 'invalid_api_key' });
      expect(await apiError(client.getKeys())).toMatchObject({ status: 403, code: 'invalid_api_key' });
      expect(await apiError(client.index('cars').updateFilterableAttributes(['make']))).toMatchObject({ status: 403 });
    });

    it('lets the admin key write', async () => {
      const task = await meili
        .clientWith(adminKey.key)
        .index('cars')
        .addDocuments([{ id: 3, make: 'Ford' }])
        .waitTask();
      expect(task.status).toBe('succeeded');
    });

    it('serves /health without a key', async () => {
      expect(await meili.clientWith().health()).toEqual({ status: 'available' });
    });

    it('restricts a created key to its indexes and actions', async () => {
      const created = await meili.client.createKey({ actions: ['search', 'documents.get'], indexes: ['cars'], expiresAt: null, name: 'scoped' });
      const client = meili.clientWith(created.key);
      expect((await client.index('cars').getDocuments()).total).toBeGreaterThan(0);
      expect(await apiError(client.index('other').search(''))).toMatchObject({ status: 403, code: 'invalid_api_key' });
      await meili.client.deleteKey(created.uid);
      expect(await apiError(client.index('cars').search(''))).toMatchObject({ status: 403 });
    });

    it('refuses to create a key that has already expired', async () => {
      const err = await apiError(meili.client.createKey({ actions: ['search'], indexes: ['*'], expiresAt: new Date(Date.now() - 60_000) }));
      expect(err).toMatchObject({ status: 400, code: 'invalid_api_key_expires_at' });
    });

    it('rejects a key once it has expired', async () => {
      const created = await meili.client.createKey({ actions: ['search'], indexes: ['*'], expiresAt: new Date(Date.now() + 1500) });
      expect((await meili.clientWith(created.key).index('cars').search('')).hits.length).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 2000));
      expect(await apiError(meili.clientWith(created.key).index('cars').search(''))).toMatchObject({ status: 403, code: 'invalid_api_key' });
    });
  });

  describe('without a master key', () => {
    it('leaves every route open and refuses key management', async () => {
      const open = await start();
      try {
        expect((await open.client.createIndex('x').waitTask()).status).toBe('succeeded');
        expect(await apiError(open.client.getKeys())).toMatchObject({ status: 401, code: 'missing_master_key' });
      } finally {
        await open.close();
      }
    });
  });
});
