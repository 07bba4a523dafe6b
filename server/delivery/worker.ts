/**
 * Sends the outbox's due deliveries (../store/lead-deliveries.ts) from inside the server. It wakes when a lead is
 * stored here (`poke`), when the next retry falls due, and at least every `pollMs` for deliveries other servers
 * stored or leases that ended. Up to a batch of tries run side by side, each slot claiming anew as it frees; a failed try is retried with backoff
 * (./retry-delay.ts) until its window closes, and then kept as failed.
 */
import type { ClaimedDelivery, LeadDeliveryStore } from '../store/lead-deliveries.ts';
import { retryDelay } from './retry-delay.ts';

export interface DeliveryLog {
  delivered(delivery: ClaimedDelivery): void;
  failed(delivery: ClaimedDelivery, reason: string, finally_: boolean): void;
  /** The outbox itself could not be read or written (the database is down); the worker keeps trying. */
  trouble(error: unknown): void;
}

export interface DeliveryWorkerOptions {
  deliveries: LeadDeliveryStore;
  send(delivery: ClaimedDelivery): Promise<void>;
  log: DeliveryLog;
  now?: () => number;
  random?: () => number;
  /** Longest sleep between looks at the outbox. */
  pollMs?: number;
  batch?: number;
  /** How long a claim holds: longer than any one try takes (a webhook's 10 s, an SMTP conversation). */
  leaseMs?: number;
}

export interface DeliveryWorker {
  /** A lead was stored: look now rather than at the next poll. */
  poke(): void;
  /** Sends everything due now, then resolves; for tests and the CLI's retries. */
  drain(): Promise<void>;
  /** Stops looking and waits for the tries under way. */
  stop(): Promise<void>;
}

export const DELIVERY_POLL_MS = 2_000;
export const DELIVERY_BATCH = 32;
export const DELIVERY_LEASE_MS = 120_000;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { deliveries, send, log } = options;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? DELIVERY_POLL_MS;
  const batch = options.batch ?? DELIVERY_BATCH;
  const leaseMs = options.leaseMs ?? DELIVERY_LEASE_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  /**
   * Deliveries sent since the last mark, marked together on the next turn of the event loop: one write for a burst,
   * where SQLite's one connection is shared with every lead being stored.
   */
  let marks: { ids: number[]; written: Promise<void> } | null = null;
  function markDelivered(id: number): Promise<void> {
    if (!marks) {
      const ids: number[] = [];
      const written = new Promise((resolve) => setImmediate(resolve)).then(() => {
        marks = null;
        return deliveries.delivered(ids, now());
      });
      marks = { ids, written };
    }
    marks.ids.push(id);
    return marks.written;
  }

  async function attempt(delivery: ClaimedDelivery): Promise<void> {
    try {
      await send(delivery);
      await markDelivered(delivery.id);
      log.delivered(delivery);
    } catch (error) {
      const reason = reasonOf(error);
      const status = await deliveries.failed(delivery.id, reason, now() + retryDelay(delivery.attempts, options.random));
      log.failed(delivery, reason, status === 'failed');
    }
  }

  /** Tries under way; a slow one (a webhook that hangs for its 10 s) holds up none of the others. */
  const inFlight = new Set<Promise<void>>();
  /** The last claim filled every free slot, so more may be due: a slot that frees up claims again at once. */
  let backlog = false;

  /** Claims due deliveries into the free slots and starts them, until nothing more is due or no slot is free. */
  async function sendDue(): Promise<void> {
    for (;;) {
      const room = batch - inFlight.size;
      if (room <= 0 || stopped) return;
      const claimed = await deliveries.claim(now(), room, leaseMs);
      backlog = claimed.length === room;
      for (const delivery of claimed) {
        const trying: Promise<void> = attempt(delivery)
          .catch(log.trouble)
          .finally(() => {
            inFlight.delete(trying);
            // Refilled when half the slots are free, so a backlog is claimed in batches, not one delivery a query.
            if (backlog && inFlight.size <= batch / 2) void wake();
          });
        inFlight.add(trying);
      }
      if (!backlog) return;
    }
  }

  function schedule(ms: number): void {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(wake, Math.max(0, ms)).unref();
  }

  async function pass(): Promise<void> {
    try {
      for (;;) {
        again = false;
        await sendDue();
        if (stopped) return;
        // With a backlog, freed slots wake the worker; the poll is only a fallback, and the outbox need not be scanned.
        if (backlog) {
          schedule(pollMs);
          return;
        }
        const due = await deliveries.nextDue();
        // Woken meanwhile (a lead stored, a slot freed): look again rather than sleep on what may already be due.
        if (again) continue;
        schedule(due === null ? pollMs : Math.min(pollMs, due - now()));
        return;
      }
    } catch (error) {
      log.trouble(error);
      schedule(pollMs);
    }
  }

  function wake(): Promise<void> {
    if (stopped) return Promise.resolve();
    // A poke during a pass makes it look once more, rather than starting a second pass beside it.
    if (running) {
      again = true;
      return running;
    }
    running = pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  schedule(0);
  return {
    poke: () => void wake(),
    drain: async () => {
      do {
        await wake();
        await Promise.all(inFlight);
      } while (running || inFlight.size > 0);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      await Promise.all(inFlight);
    },
  };
}
