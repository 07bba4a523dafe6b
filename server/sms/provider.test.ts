import { describe, expect, it, vi } from 'vitest';
import { hasOutbox, OUTBOX_PER_PHONE, outboxProvider, smsProvider, webhookProvider } from './provider.ts';

describe('SMS providers', () => {
  it("the demo's outbox logs each message and keeps the latest few per site and phone", async () => {
    const log = vi.fn();
    const sms = outboxProvider(log);
    for (let i = 0; i < OUTBOX_PER_PHONE + 2; i++) await sms.send({ site: 'coastal-nissan', to: '0412000000', body: `code ${i}` });
    expect(log).toHaveBeenCalledWith('SMS from coastal-nissan kept in the demo outbox (GET /api/dev/outbox)');
    const box = sms.outbox('coastal-nissan', '0412000000');
    expect(box).toHaveLength(OUTBOX_PER_PHONE);
    expect(box.at(-1)?.body).toBe(`code ${OUTBOX_PER_PHONE + 1}`);
    expect(sms.outbox('coastal-nissan', '0499999999')).toEqual([]);
    expect(sms.outbox('redgum-used-cars', '0412000000')).toEqual([]);
  });

  it('a webhook URL switches to the gateway, which posts { to, body } and fails on a non-2xx answer; without one only the demo has an outbox', async () => {
    expect(hasOutbox(smsProvider({ demo: true }, () => undefined))).toBe(true);
    expect(smsProvider({}, () => undefined)).toBeNull();
    expect(smsProvider({ webhookUrl: 'https://sms.example/send', demo: true }, () => undefined)?.name).toBe('webhook');
    const fetcher = vi.fn(async () => new Response(null, { status: 202 }));
    await webhookProvider('https://sms.example/send', fetcher as typeof fetch).send({ site: 'coastal-nissan', to: '0412000000', body: 'hi' });
    expect(fetcher).toHaveBeenCalledWith(
      'https://sms.example/send',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ to: '0412000000', body: 'hi' }) }),
    );
    const failing = webhookProvider('https://sms.example/send', (async () => new Response(null, { status: 500 })) as typeof fetch);
    await expect(failing.send({ site: 'coastal-nissan', to: '0412000000', body: 'hi' })).rejects.toThrow('The SMS gateway answered 500');
  });
});
