/**
 * Sends validated cars to a Meilisearch-compatible engine (Meilisearch itself or the embedded
 * engine at /meili) through the official client: index settings first, then documents in
 * batches, waiting for each task so a failure stops the import at a known point.
 */
import { Meilisearch, MeilisearchApiError, MeilisearchRequestError } from 'meilisearch';
import type { EnqueuedTaskPromise, Task } from 'meilisearch';
import { carIndexSettings } from '../../../schema/car.ts';
import type { Car } from '../../../schema/car.ts';
import { StockError } from './errors.ts';

export const IMPORT_BATCH_SIZE = 5000;
export const DEFAULT_SEARCH_HOST = 'http://127.0.0.1:7700';

export interface ImportOptions {
  host: string;
  apiKey?: string | undefined;
  index: string;
  batchSize?: number;
  /** Called after each batch is indexed. */
  onProgress?: (imported: number, total: number) => void;
  /** Polling interval while waiting for a task, in ms. */
  pollMs?: number;
}

/** Waits for a task; large batches can take a while on a busy engine. */
const TASK_TIMEOUT_MS = 10 * 60 * 1000;

async function settle(what: string, enqueued: EnqueuedTaskPromise, pollMs: number): Promise<Task> {
  const task = await enqueued.waitTask({ timeout: TASK_TIMEOUT_MS, interval: pollMs });
  if (task.status !== 'succeeded') {
    throw new StockError(`The search engine did not accept ${what}: task ${task.uid} ${task.status}${task.error ? `: ${task.error.message}` : ''}.`);
  }
  return task;
}

function explain(error: unknown, host: string): never {
  if (error instanceof StockError) throw error;
  if (error instanceof MeilisearchApiError) {
    const hint = error.response.status === 401 || error.response.status === 403 ? ' Check --key (or DEALER_MASTER_KEY): importing needs a key that can write.' : '';
    throw new StockError(`The search engine at ${host} refused the import: ${error.message}.${hint}`);
  }
  if (error instanceof MeilisearchRequestError) {
    throw new StockError(`Cannot reach the search engine at ${host}: ${(error.cause as Error | undefined)?.message ?? error.message}. Is it running? Set --host or DEALER_SEARCH_HOST.`);
  }
  throw error;
}

export async function importCars(cars: readonly Car[], options: ImportOptions): Promise<void> {
  const { host, apiKey, index: name, batchSize = IMPORT_BATCH_SIZE, onProgress, pollMs = 50 } = options;
  const client = new Meilisearch({ host, ...(apiKey ? { apiKey } : {}) });
  const index = client.index<Car>(name);
  try {
    await settle(`the ${name} settings`, index.updateSettings(carIndexSettings), pollMs);
    for (let start = 0; start < cars.length; start += batchSize) {
      const batch = cars.slice(start, start + batchSize);
      await settle(`cars ${start} to ${start + batch.length - 1}`, index.addDocuments(batch, { primaryKey: 'id' }), pollMs);
      onProgress?.(start + batch.length, cars.length);
    }
  } catch (error) {
    explain(error, host);
  }
}
