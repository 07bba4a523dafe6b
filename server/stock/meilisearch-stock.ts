/**
 * Stock in an external Meilisearch (`DEALER_SEARCH_URL`), read and written through the official client. On start the
 * server checks the engine answers, takes its default search key (pages' tenant tokens are signed with it)
 * and gives each served index the car settings, waiting for the task.
 */
import { Meilisearch, MeilisearchApiError, MeilisearchRequestError, type SearchParams } from 'meilisearch';
import { carIndexSettings } from '../../schema/car.ts';
import { quoteFilterValue } from '../../runtime/search/filters.ts';
import type { ParentKey } from '../search-token.ts';
import { coversSettings } from './index-settings.ts';
import type { StockDocument, StockReader } from './stock-reader.ts';
import type { StockWriter } from './stock-writer.ts';
import { taskFinished } from './task-finished.ts';

export interface ExternalSearch {
  url: string;
  /** The master key, or a key that can read keys, settings, documents and search and write settings. */
  masterKey: string;
}

/** The external Meilisearch could not be used at start: `status` is its HTTP answer, absent when it did not answer. */
export class SearchEngineUnavailableError extends Error {
  readonly url: string;
  readonly status: number | undefined;

  constructor(url: string, status: number | undefined, options: { cause: unknown }) {
    super(status === undefined ? `Cannot reach the search engine at ${url}` : `The search engine at ${url} refused the server (HTTP ${status})`, options);
    this.name = 'SearchEngineUnavailableError';
    this.url = url;
    this.status = status;
  }
}

/** Ids per documents request: a filter of a sitemap's 50,000 ids at once is a needlessly large body. */
const IDS_PER_FETCH = 1000;

const missingIndex = (error: unknown) => error instanceof MeilisearchApiError && error.cause?.code === 'index_not_found';

export function meilisearchStock(client: Meilisearch): StockReader {
  return {
    kind: 'meilisearch',
    async search(uid, body) {
      try {
        return await client.index(uid).search(null, body as SearchParams);
      } catch (error) {
        if (missingIndex(error)) return { hits: [] };
        throw error;
      }
    },
    async multiSearch(queries) {
      return (await client.multiSearch({ queries: queries as never })).results;
    },
    async documents(uid, ids, fields) {
      const found = new Map<string, StockDocument>();
      for (let start = 0; start < ids.length; start += IDS_PER_FETCH) {
        const chunk = ids.slice(start, start + IDS_PER_FETCH);
        const filter = `id IN [${chunk.map((id) => (typeof id === 'number' ? id : quoteFilterValue(id))).join(', ')}]`;
        // The primary key must come back to put the documents in order, whatever `fields` asks for.
        const query = { filter, limit: chunk.length, ...(fields ? { fields: [...new Set(['id', ...fields])] } : {}) };
        try {
          for (const document of (await client.index(uid).getDocuments<StockDocument>(query)).results) found.set(String(document.id), document);
        } catch (error) {
          if (missingIndex(error)) return [];
          throw error;
        }
      }
      return ids.flatMap((id) => {
        const document = found.get(String(id));
        if (!document) return [];
        if (fields && !fields.includes('id')) delete document.id;
        return [document];
      });
    },
    async health() {
      await client.health();
    },
  };
}

/** Meilisearch's own default search key: actions `search` only, on every index. */
async function defaultSearchKey(client: Meilisearch): Promise<ParentKey> {
  const { results } = await client.getKeys({ limit: 1000 });
  const key = results.find((record) => record.actions.length === 1 && record.actions[0] === 'search' && record.indexes.includes('*'));
  if (!key) throw new Error('The search engine has no search-only key for every index (Meilisearch makes one, "Default Search API Key")');
  return { uid: key.uid, key: key.key };
}

export function meilisearchStockWriter(client: Meilisearch): StockWriter {
  return {
    async documentCount(uid) {
      try {
        return (await client.index(uid).getStats()).numberOfDocuments;
      } catch (error) {
        if (missingIndex(error)) return 0;
        throw error;
      }
    },
    async applyCarSettings(uid) {
      const index = client.index(uid);
      const current = await index.getSettings().catch((error: unknown) => {
        // Settings make a missing index, as an import would.
        if (missingIndex(error)) return {};
        throw error;
      });
      if (coversSettings(current, carIndexSettings)) return;
      const task = await taskFinished(client, index.updateSettings(carIndexSettings));
      if (task.status !== 'succeeded') throw new Error(`The car settings of index ${uid} were not applied: ${task.error?.message ?? task.status}`);
    },
    async addCars(uid, cars) {
      const task = await taskFinished(client, client.index(uid).addDocuments([...cars], { primaryKey: 'id' }));
      if (task.status !== 'succeeded') throw new Error(`Cars were not added to ${uid}: ${task.error?.message ?? task.status}`);
    },
    async setReserved(uid, carId, reserved) {
      const index = client.index(uid);
      try {
        await index.getDocument(carId, { fields: ['id'] });
      } catch (error) {
        // An update would otherwise make a document of the flag alone.
        if (error instanceof MeilisearchApiError && (error.cause?.code === 'document_not_found' || missingIndex(error))) return;
        throw error;
      }
      const task = await taskFinished(client, index.updateDocuments([{ id: carId, reserved }]));
      if (task.status !== 'succeeded') throw new Error(`Car ${carId} of ${uid} was not updated: ${task.error?.message ?? task.status}`);
    },
  };
}

/**
 * The reader for `search` and the key pages' tokens are signed with, once the engine has answered and each
 * of `indexes` has the car settings. An engine that does not answer, or refuses the key, fails the start.
 */
export async function openMeilisearchStock(
  search: ExternalSearch,
  indexes: readonly string[],
): Promise<{ stock: StockReader & StockWriter; parentKey: ParentKey }> {
  const client = new Meilisearch({ host: search.url, apiKey: search.masterKey });
  try {
    await client.health();
    const parentKey = await defaultSearchKey(client);
    const stock = { ...meilisearchStock(client), ...meilisearchStockWriter(client) };
    for (const uid of new Set(indexes)) await stock.applyCarSettings(uid);
    return { stock, parentKey };
  } catch (error) {
    if (error instanceof MeilisearchRequestError) throw new SearchEngineUnavailableError(search.url, undefined, { cause: error });
    if (error instanceof MeilisearchApiError) throw new SearchEngineUnavailableError(search.url, error.response.status, { cause: error });
    throw error;
  }
}
