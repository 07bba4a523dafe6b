/**
 * Sends the outbox's due deliveries (../store/lead-deliveries.ts) from inside the server. It wakes when a lead is
 * stored here (`poke`), when the next retry falls due, and at least every `pollMs` for deliveries other servers
 * stored or leases that ended. Tries run side by side, up to a batch at a time; a failed try is retried with backoff
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

  async function attempt(delivery: ClaimedDelivery): Promise<void> {
    try {
      await send(delivery);
      await deliveries.delivered(delivery.id, now());
      log.delivered(delivery);
    } catch (error) {
      const reason = reasonOf(error);
      const status = await deliveries.failed(delivery.id, reason, now() + retryDelay(delivery.attempts, options.random));
      log.failed(delivery, reason, status === 'failed');
    }
  }

  /** Claims and sends batches until nothing is due. */
  async function sendDue(): Promise<void> {
    for (;;) {
      const claimed = await deliveries.claim(now(), batch, leaseMs);
      await Promise.all(claimed.map((delivery) => attempt(delivery).catch(log.trouble)));
      if (claimed.length < batch || stopped) return;
    }
  }

  function schedule(ms: number): void {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(wake, Math.max(0, ms)).unref();
  }

  async function pass(): Promise<void> {
    try {
      do {
        again = false;
        await sendDue();
      } while (again && !stopped);
      const due = await deliveries.nextDue();
      schedule(due === null ? pollMs : Math.min(pollMs, due - now()));
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
      await running;
      await wake();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
