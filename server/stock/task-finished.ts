/**
 * Waiting for a Meilisearch task, for `stock import` and the server's own writes. The client's `waitTask`
 * (meilisearch 0.62) leaves its timeout's timer running when a poll fails, and that timer alone kept a failed
 * import, which had already said it could not reach the engine, from exiting for the whole timeout.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { MeilisearchTaskTimeOutError, type EnqueuedTaskPromise, type Meilisearch, type Task } from 'meilisearch';

/** A settings task reindexes the whole index, and a batch of cars takes a while on a busy engine. */
export const TASK_TIMEOUT_MS = 10 * 60 * 1000;
const POLL_MS = 50;

/** The task once it has finished, whatever its outcome; throws when a poll fails or the timeout passes, leaving nothing pending. */
export async function taskFinished(client: Meilisearch, enqueued: EnqueuedTaskPromise, pollMs = POLL_MS): Promise<Task> {
  const { taskUid } = await enqueued;
  const deadline = Date.now() + TASK_TIMEOUT_MS;
  for (;;) {
    const task = await client.tasks.getTask(taskUid);
    if (task.status !== 'enqueued' && task.status !== 'processing') return task;
    if (Date.now() >= deadline) throw new MeilisearchTaskTimeOutError(taskUid, TASK_TIMEOUT_MS);
    await sleep(pollMs);
  }
}
