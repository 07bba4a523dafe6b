import { describe, expect, it, vi } from 'vitest';
import { hasOutbox, OUTBOX_PER_PHONE, outboxProvider, smsProviderFromEnv, webhookProvider } from './provider.ts';

describe('SMS providers', () => {
  it('the embedded default logs each message and keeps the latest few per phone', async () => {
    const log = vi.fn();
    const sms = outboxProvider(log);
    for (let i = 0; i < OUTBOX_PER_PHONE + 2; i++) await sms.send('0412000000', `code ${i}`);
    expect(log).toHaveBeenCalledWith('SMS to 0412000000: code 0');
    const box = sms.outbox('0412000000');
    expect(box).toHaveLength(OUTBOX_PER_PHONE);
    expect(box.at(-1)?.body).toBe(`code ${OUTBOX_PER_PHONE + 1}`);
    expect(sms.outbox('0499999999')).toEqual([]);
  });

  it('DEALER_SMS_WEBHOOK_URL switches to the gateway, which posts { to, body } and fails on a non-2xx answer', async () => {
    expect(hasOutbox(smsProviderFromEnv({}, () => undefined))).toBe(true);
    expect(smsProviderFromEnv({ DEALER_SMS_WEBHOOK_URL: 'https://sms.example/send' }, () => undefined).name).toBe('webhook');
    const fetcher = vi.fn(async () => new Response(null, { status: 202 }));
    await webhookProvider('https://sms.example/send', fetcher as typeof fetch).send('0412000000', 'hi');
    expect(fetcher).toHaveBeenCalledWith('https://sms.example/send', expect.objectContaining({ method: 'POST', body: JSON.stringify({ to: '0412000000', body: 'hi' }) }));
    const failing = webhookProvider('https://sms.example/send', (async () => new Response(null, { status: 500 })) as typeof fetch);
    await expect(failing.send('0412000000', 'hi')).rejects.toThrow('The SMS gateway answered 500');
  });
});
