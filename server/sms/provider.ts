/**
 * Where sign-in codes are sent. The embedded default works offline: it logs each message and keeps
 * the last few per phone in a dev outbox (read by `GET /api/dev/outbox` outside production). Setting
 * `DEALER_SMS_WEBHOOK_URL` switches to a real gateway that accepts `{ to, body }` as JSON.
 */
export interface SmsMessage {
  to: string;
  body: string;
  at: string;
}

export interface SmsProvider {
  readonly name: string;
  send(to: string, body: string): Promise<void>;
}

export interface OutboxProvider extends SmsProvider {
  outbox(to: string): SmsMessage[];
}

/** Messages kept per phone: enough for a test to read the latest, never an unbounded log. */
export const OUTBOX_PER_PHONE = 10;

export function outboxProvider(log: (message: string) => void): OutboxProvider {
  const boxes = new Map<string, SmsMessage[]>();
  return {
    name: 'outbox',
    async send(to, body) {
      log(`SMS to ${to}: ${body}`);
      const box = [...(boxes.get(to) ?? []), { to, body, at: new Date().toISOString() }];
      boxes.set(to, box.slice(-OUTBOX_PER_PHONE));
    },
    outbox: (to) => [...(boxes.get(to) ?? [])],
  };
}

export function webhookProvider(url: string, fetcher: typeof fetch = fetch): SmsProvider {
  return {
    name: 'webhook',
    async send(to, body) {
      const response = await fetcher(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ to, body }) });
      if (!response.ok) throw new Error(`The SMS gateway answered ${response.status}`);
    },
  };
}

export function smsProviderFromEnv(env: NodeJS.ProcessEnv, log: (message: string) => void): SmsProvider {
  return env.DEALER_SMS_WEBHOOK_URL ? webhookProvider(env.DEALER_SMS_WEBHOOK_URL) : outboxProvider(log);
}

export function hasOutbox(provider: SmsProvider): provider is OutboxProvider {
  return typeof (provider as Partial<OutboxProvider>).outbox === 'function';
}
