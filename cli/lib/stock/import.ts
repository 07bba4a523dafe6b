/**
 * Sends validated cars to a Meilisearch-compatible engine (Meilisearch itself or the embedded
 * engine at /meili) through the official client: a staging index with the settings, documents
 * in batches, then one swap into the live index, waiting for each task so a failure stops the
 * import at a known point with the live stock untouched.
 */
import { Meilisearch, MeilisearchApiError, MeilisearchRequestError } from 'meilisearch';
import type { EnqueuedTaskPromise, Task } from 'meilisearch';
import { carIndexSettings } from '../../../schema/car.ts';
import { taskFinished } from '../../../server/stock/task-finished.ts';
import type { Car } from '../../../schema/car.ts';
import { PROBLEMS } from '../problem-catalogue.ts';
import { UserError } from '../problems.ts';

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
  /** How long one request may take before the import gives up on the engine, in ms. */
  requestTimeoutMs?: number;
}

/**
 * One request, a batch of 5,000 cars included, is seconds even to a distant engine. An engine that dies with a
 * request under way can leave it unanswered for good (seen when a server was killed mid-upload): the import must
 * then fail and say so, not wait forever.
 */
const REQUEST_TIMEOUT_MS = 60_000;

async function settle(client: Meilisearch, what: string, enqueued: EnqueuedTaskPromise, pollMs: number): Promise<Task> {
  const task = await taskFinished(client, enqueued, pollMs);
  if (task.status !== 'succeeded') throw new UserError(PROBLEMS.EngineRejectedTask(what, task.uid, task.status, task.error?.message));
  return task;
}

function explain(error: unknown, host: string): never {
  if (error instanceof MeilisearchApiError) throw new UserError(PROBLEMS.EngineRefused(host, error.response.status), { cause: error });
  if (error instanceof MeilisearchRequestError) throw new UserError(PROBLEMS.EngineUnreachable(host), { cause: error });
  throw error;
}

/** Where an import builds the new stock before it is swapped in, beside the live index. */
export const STAGING_SUFFIX = '_import';

/** Like `settle`, but a task that failed with `code` (already there, or not there) is as good as done. */
async function settleUnless(client: Meilisearch, code: string, what: string, enqueued: EnqueuedTaskPromise, pollMs: number): Promise<void> {
  const task = await taskFinished(client, enqueued, pollMs);
  if (task.status === 'succeeded' || task.error?.code === code) return;
  throw new UserError(PROBLEMS.EngineRejectedTask(what, task.uid, task.status, task.error?.message));
}

/**
 * Replaces the index's stock with `cars`. The cars go into a staging index first and are then
 * swapped in at once, so shoppers (and a server killed mid-import) see the old stock or the
 * new, never part of each; cars missing from the feed leave the site with the swap.
 */
export async function importCars(cars: readonly Car[], options: ImportOptions): Promise<void> {
  const { host, apiKey, index: name, batchSize = IMPORT_BATCH_SIZE, onProgress, pollMs = 50, requestTimeoutMs = REQUEST_TIMEOUT_MS } = options;
  const client = new Meilisearch({ host, ...(apiKey ? { apiKey } : {}), timeout: requestTimeoutMs });
  const staging = `${name}${STAGING_SUFFIX}`;
  try {
    // A staging index left by an import that died is stale: start it afresh.
    await settleUnless(client, 'index_not_found', `removing the old staging index ${staging}`, client.deleteIndex(staging), pollMs);
    await settle(client, `the staging index ${staging}`, client.createIndex(staging, { primaryKey: 'id' }), pollMs);
    const index = client.index<Car>(staging);
    await settle(client, `the ${name} settings`, index.updateSettings(carIndexSettings), pollMs);
    for (let start = 0; start < cars.length; start += batchSize) {
      const batch = cars.slice(start, start + batchSize);
      await settle(client, `cars ${start} to ${start + batch.length - 1}`, index.addDocuments(batch, { primaryKey: 'id' }), pollMs);
      onProgress?.(start + batch.length, cars.length);
    }
    await settleUnless(client, 'index_already_exists', `the index ${name}`, client.createIndex(name, { primaryKey: 'id' }), pollMs);
    await settle(client, `swapping the new stock into ${name}`, client.swapIndexes([{ indexes: [name, staging], rename: false }]), pollMs);
    await settle(client, `removing the old stock (now in ${staging})`, client.deleteIndex(staging), pollMs);
  } catch (error) {
    explain(error, host);
  }
}
