/**
 * Where sign-in codes are sent. A real gateway (`DEALER_SMS_WEBHOOK_URL`) accepts `{ to, body }` as JSON.
 * The demo's outbox works offline instead: it notes each message in the log and keeps the last few per site and phone,
 * for `GET /api/dev/outbox` on that site only.
 */
export interface SmsMessage {
  /** The slug of the site the message is sent for. */
  site: string;
  to: string;
  body: string;
  at: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: Omit<SmsMessage, 'at'>): Promise<void>;
}

export interface OutboxProvider extends SmsProvider {
  outbox(site: string, to: string): SmsMessage[];
}

/** Messages kept per site and phone: enough for a test to read the latest, never an unbounded log. */
export const OUTBOX_PER_PHONE = 10;

export function outboxProvider(log: (message: string) => void): OutboxProvider {
  const boxes = new Map<string, SmsMessage[]>();
  const boxOf = (site: string, to: string) => `${site}\u0000${to}`;
  return {
    name: 'outbox',
    async send(message) {
      // The number and the code stay out of the log: the outbox holds them for the loopback demo, and logs travel.
      log(`SMS from ${message.site} kept in the demo outbox (GET /api/dev/outbox)`);
      const box = [...(boxes.get(boxOf(message.site, message.to)) ?? []), { ...message, at: new Date().toISOString() }];
      boxes.set(boxOf(message.site, message.to), box.slice(-OUTBOX_PER_PHONE));
    },
    outbox: (site, to) => [...(boxes.get(boxOf(site, to)) ?? [])],
  };
}

export function webhookProvider(url: string, fetcher: typeof fetch = fetch): SmsProvider {
  return {
    name: 'webhook',
    async send({ to, body }) {
      const response = await fetcher(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ to, body }) });
      if (!response.ok) throw new Error(`The SMS gateway answered ${response.status}`);
    },
  };
}

/** The gateway when one is set, else the demo's outbox, else none: sign-in then answers that it is not set up. */
export function smsProvider(options: { webhookUrl?: string | undefined; demo?: boolean | undefined }, log: (message: string) => void): SmsProvider | null {
  if (options.webhookUrl) return webhookProvider(options.webhookUrl);
  return options.demo ? outboxProvider(log) : null;
}

export function hasOutbox(provider: SmsProvider | null): provider is OutboxProvider {
  return typeof (provider as Partial<OutboxProvider> | null)?.outbox === 'function';
}
