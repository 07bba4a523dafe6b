import { createHmac } from 'node:crypto';
import type { Key, MeilisearchApiError, TokenSearchRules } from 'meilisearch';
import { generateTenantToken } from 'meilisearch/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGETS } from './test-targets.ts';
import type { TestTarget } from './test-targets.ts';

/**
 * Tenant tokens, run on the embedded engine and (as a differential oracle) on the Meilisearch 1.21
 * binary: the same expectations hold on both, messages included.
 */
const MASTER = 'master-key-for-tenant-tokens-0123456789';
const CARS = [
  { id: 1, tenant: 'a', shown: true },
  { id: 2, tenant: 'a', shown: false },
  { id: 3, tenant: 'b', shown: true },
  { id: 4, tenant: 'b', shown: false },
];
const DENIED = 'The provided API key is invalid.';

type Outcome = { ids: number[] } | { status: number; code: string; message: string };

async function outcome(promise: Promise<{ hits: Array<Record<string, unknown>> }>): Promise<Outcome> {
  try {
    return { ids: (await promise).hits.map((h) => Number(h.id)).sort() };
  } catch (err) {
    const e = err as MeilisearchApiError;
    if (!e.response) throw err;
    return { status: e.response.status, code: e.cause!.code, message: e.cause!.message };
  }
}

const refused = (message: string | RegExp) => ({
  status: 403,
  code: 'invalid_api_key',
  message: typeof message === 'string' ? message : expect.stringMatching(message),
});

/** A JWT made by hand, for what the official helper will not make. */
function jwt(header: object, claims: object, secret: string, hash = 'sha256'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part(header)}.${part(claims)}`;
  return `${body}.${createHmac(hash, secret).update(body).digest('base64url')}`;
}

describe.each(TARGETS)('tenant tokens on the %s', (_name, start) => {
  let meili: TestTarget;
  let searchKey: Key;
  let noSearchKey: Key;
  let carsOnlyKey: Key;

  const token = (searchRules: TokenSearchRules, key: Key = searchKey, extra: { expiresAt?: Date; algorithm?: 'HS256' | 'HS512' } = {}) =>
    generateTenantToken({ apiKey: key.key, apiKeyUid: key.uid, searchRules, ...extra });
  const search = (bearer: string, index = 'Car_production', filter?: string) =>
    outcome(
      meili
        .clientWith(bearer)
        .index(index)
        .search('', filter ? { filter } : {}),
    );

  beforeAll(async () => {
    meili = await start({ masterKey: MASTER });
    for (const uid of ['Car_production', 'Car_archive', 'Other']) {
      await meili.client
        .index(uid)
        .updateSettings({ filterableAttributes: ['tenant', 'shown'] })
        .waitTask();
      expect((await meili.client.index(uid).addDocuments(CARS, { primaryKey: 'id' }).waitTask()).status).toBe('succeeded');
    }
    searchKey = (await meili.client.getKeys()).results.find((k) => k.name === 'Default Search API Key')!;
    noSearchKey = await meili.client.createKey({ actions: ['documents.get'], indexes: ['*'], expiresAt: null });
    carsOnlyKey = await meili.client.createKey({ actions: ['search'], indexes: ['Car_production'], expiresAt: null });
  }, 120_000);

  afterAll(async () => {
    await meili?.close();
  });

  it("ANDs the rule's filter into the query's", async () => {
    const bearer = await token({ Car_production: { filter: 'tenant = a' } });
    expect(await search(bearer)).toEqual({ ids: [1, 2] });
    expect(await search(bearer, 'Car_production', 'shown = true')).toEqual({ ids: [1] });
    expect(await search(bearer, 'Car_production', 'tenant = b')).toEqual({ ids: [] });
  });

  it('applies the most specific pattern: an exact name, then the longest prefix, then *', async () => {
    const bearer = await token({ '*': { filter: 'tenant = a' }, 'Car_*': { filter: 'tenant = b' }, Car_production: { filter: 'shown = true' } });
    expect(await search(bearer)).toEqual({ ids: [1, 3] });
    expect(await search(bearer, 'Car_archive')).toEqual({ ids: [3, 4] });
    expect(await search(bearer, 'Other')).toEqual({ ids: [1, 2] });
    expect(await search(await token({ 'Car_*': { filter: 'tenant = b' }, Car_production: null }))).toEqual({ ids: [1, 2, 3, 4] });
  });

  it('reads a list of patterns as indexes without filters', async () => {
    const bearer = await token(['Car_*']);
    expect(await search(bearer, 'Car_archive')).toEqual({ ids: [1, 2, 3, 4] });
    expect(await search(bearer, 'Other')).toEqual(refused('The provided tenant token cannot acces the index `Other`, allowed indexes are ["Car_*"].'));
  });

  it('applies the rule to each query of a multi-search and refuses a query for an index it does not cover', async () => {
    const client = meili.clientWith(await token({ Car_production: { filter: 'tenant = b' }, Car_archive: { filter: 'tenant = a' } }));
    const { results } = await client.multiSearch({ queries: [{ indexUid: 'Car_production' }, { indexUid: 'Car_archive', filter: ['shown = true'] }] });
    expect(results.map((r) => r.hits.map((h) => h.id).sort())).toEqual([[3, 4], [1]]);
    const other = await outcome(client.multiSearch({ queries: [{ indexUid: 'Car_production' }, { indexUid: 'Other' }] }).then(() => ({ hits: [] })));
    expect(other).toEqual(refused(`Inside \`.queries[1]\`: ${DENIED}`));
  });

  it('refuses a token for another index', async () => {
    expect(await search(await token({ Other: null }))).toEqual(
      refused('The provided tenant token cannot acces the index `Car_production`, allowed indexes are ["Other"].'),
    );
  });

  it("refuses a token for an index its parent key does not cover, without naming the key's indexes", async () => {
    const bearer = await token(['*'], carsOnlyKey);
    expect(await search(bearer)).toEqual({ ids: [1, 2, 3, 4] });
    expect(await search(bearer, 'Other')).toEqual(refused('The API key used to generate this tenant token cannot acces the index `Other`.'));
  });

  it('refuses an expired token', async () => {
    const bearer = await token(['*'], searchKey, { expiresAt: new Date(Date.now() - 5_000) });
    expect(await search(bearer)).toEqual(refused(/^Tenant token expired\. Was valid up to `\d+` and we're now `\d+`\.$/));
  });

  it('refuses a token signed with the master key, or with its signature changed', async () => {
    expect(await search(await generateTenantToken({ apiKey: MASTER, apiKeyUid: searchKey.uid, searchRules: ['*'] }))).toEqual(
      refused('Could not decode tenant token, InvalidSignature.'),
    );
    const good = await token(['*']);
    const tampered = `${good.slice(0, -2)}${good.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await search(tampered)).toEqual(refused('Could not decode tenant token, InvalidSignature.'));
    const widened = jwt({ alg: 'HS256', typ: 'JWT' }, { apiKeyUid: searchKey.uid, searchRules: ['*'] }, 'not-the-secret');
    expect(await search(widened)).toEqual(refused('Could not decode tenant token, InvalidSignature.'));
  });

  it('refuses a token whose parent key may not search, or that names no key', async () => {
    expect(await search(await token(['*'], noSearchKey))).toEqual(refused(DENIED));
    const unknownUid = jwt({ alg: 'HS256', typ: 'JWT' }, { apiKeyUid: '0b7c3f9e-4a53-4f56-9d6c-3c1e1a2b3c4d', searchRules: ['*'] }, searchKey.key);
    expect(await search(unknownUid)).toEqual(refused('Could not decode tenant token, InvalidSignature.'));
  });

  it('accepts HS512 and refuses an algorithm that is not HMAC or a token with an audience', async () => {
    expect(await search(await token({ Car_production: { filter: 'tenant = b' } }, searchKey, { algorithm: 'HS512' }))).toEqual({ ids: [3, 4] });
    const rs256 = jwt({ alg: 'RS256', typ: 'JWT' }, { apiKeyUid: searchKey.uid, searchRules: ['*'] }, searchKey.key);
    expect(await search(rs256)).toEqual(refused('Could not decode tenant token, InvalidAlgorithm.'));
    const aud = jwt({ alg: 'HS256', typ: 'JWT' }, { apiKeyUid: searchKey.uid, searchRules: ['*'], aud: 'x' }, searchKey.key);
    expect(await search(aud)).toEqual(refused('Could not decode tenant token, InvalidAudience.'));
  });

  it('authorises only search: a token is no key for other routes', async () => {
    const bearer = await token(['*']);
    const documents = await outcome(
      meili
        .clientWith(bearer)
        .index('Car_production')
        .getDocuments()
        .then(() => ({ hits: [] })),
    );
    expect(documents).toEqual(refused(DENIED));
  });
});
