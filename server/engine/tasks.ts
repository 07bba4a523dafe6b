import { MeiliError, toMeiliError } from './errors.ts';
import type { MeiliErrorBody } from './errors.ts';

export type TaskType = 'indexCreation' | 'indexUpdate' | 'indexDeletion' | 'indexSwap' | 'documentAdditionOrUpdate' | 'documentDeletion' | 'settingsUpdate';
export type TaskStatus = 'enqueued' | 'processing' | 'succeeded' | 'failed';

export interface Task {
  uid: number;
  batchUid: number | null;
  indexUid: string | null;
  status: TaskStatus;
  type: TaskType;
  canceledBy: null;
  details: Record<string, unknown>;
  error: MeiliErrorBody | null;
  duration: string | null;
  enqueuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** What a write endpoint answers with HTTP 202. */
export interface EnqueuedTask {
  taskUid: number;
  indexUid: string | null;
  status: 'enqueued';
  type: TaskType;
  enqueuedAt: string;
}

/** Applies a task; returns the final `details`. Throwing fails the task with that error. */
export type TaskRunner = () => Record<string, unknown>;

export interface TaskQuery {
  uids?: number[];
  indexUids?: string[];
  statuses?: string[];
  types?: string[];
  limit?: number;
  from?: number;
}

/** Finished tasks beyond this many are forgotten, oldest first. */
const RETAINED_TASKS = 10_000;

/**
 * FIFO queue of writes, applied one per event-loop turn so HTTP requests interleave
 * with long imports. A task is reported succeeded only after its runner (which persists)
 * returned.
 */
export class TaskQueue {
  private readonly tasks = new Map<number, Task>();
  private readonly pending: Array<{ task: Task; run: TaskRunner }> = [];
  private nextUid = 0;
  private scheduled = false;
  private readonly waiters = new Map<number, Array<(task: Task) => void>>();

  enqueue(type: TaskType, indexUid: string | null, details: Record<string, unknown>, run: TaskRunner): EnqueuedTask {
    const task: Task = {
      uid: this.nextUid++,
      batchUid: null,
      indexUid,
      status: 'enqueued',
      type,
      canceledBy: null,
      details,
      error: null,
      duration: null,
      enqueuedAt: new Date().toISOString(),
      startedAt: null,
      finishedAt: null,
    };
    this.tasks.set(task.uid, task);
    this.pending.push({ task, run });
    this.schedule();
    return { taskUid: task.uid, indexUid, status: 'enqueued', type, enqueuedAt: task.enqueuedAt };
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const next = this.pending.shift();
      if (next) this.process(next.task, next.run);
      if (this.pending.length) this.schedule();
    });
  }

  private process(task: Task, run: TaskRunner): void {
    const started = performance.now();
    task.status = 'processing';
    task.startedAt = new Date().toISOString();
    task.batchUid = task.uid;
    try {
      task.details = run();
      task.status = 'succeeded';
    } catch (err) {
      task.error = toMeiliError(err).toJSON();
      task.status = 'failed';
    }
    task.duration = `PT${((performance.now() - started) / 1000).toFixed(6)}S`;
    task.finishedAt = new Date().toISOString();
    for (const resolve of this.waiters.get(task.uid) ?? []) resolve(task);
    this.waiters.delete(task.uid);
    this.trim();
  }

  private trim(): void {
    if (this.tasks.size <= RETAINED_TASKS) return;
    for (const [uid, task] of this.tasks) {
      if (this.tasks.size <= RETAINED_TASKS) break;
      if (task.status === 'succeeded' || task.status === 'failed') this.tasks.delete(uid);
    }
  }

  get(uid: number): Task {
    const task = this.tasks.get(uid);
    if (!task) throw new MeiliError('task_not_found', `Task \`${uid}\` not found.`);
    return task;
  }

  /** Resolves once the task has finished (succeeded or failed). */
  wait(uid: number): Promise<Task> {
    const task = this.get(uid);
    if (task.status === 'succeeded' || task.status === 'failed') return Promise.resolve(task);
    return new Promise((resolve) => {
      const list = this.waiters.get(uid) ?? [];
      list.push(resolve);
      this.waiters.set(uid, list);
    });
  }

  /** Resolves when every task enqueued so far has finished. */
  async idle(): Promise<void> {
    const last = this.pending[this.pending.length - 1];
    if (last) await this.wait(last.task.uid);
  }

  /** Newest first, paginated by `from` (a task uid) like Meilisearch's `GET /tasks`. */
  list(query: TaskQuery): { results: Task[]; total: number; limit: number; from: number | null; next: number | null } {
    const limit = query.limit ?? 20;
    const matching = [...this.tasks.values()]
      .reverse()
      .filter(
        (t) =>
          (!query.uids || query.uids.includes(t.uid)) &&
          (!query.indexUids || (t.indexUid !== null && query.indexUids.includes(t.indexUid))) &&
          (!query.statuses || query.statuses.includes(t.status)) &&
          (!query.types || query.types.includes(t.type)),
      );
    const start = query.from === undefined ? matching : matching.filter((t) => t.uid <= query.from!);
    const results = start.slice(0, limit);
    return {
      results,
      total: matching.length,
      limit,
      from: results[0]?.uid ?? null,
      next: start[limit]?.uid ?? null,
    };
  }
}
