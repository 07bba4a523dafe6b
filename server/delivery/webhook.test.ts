import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { leadMessage } from './lead-message.fixture.ts';
import { DELIVERY_ID_HEADER, SIGNATURE_HEADER, sendWebhook, signatureHeader, verifySignature, webhookBody } from './webhook.ts';

const SECRET = 'whsec_test';
const NOW = 1_700_000_000_000;

let server: Server | undefined;
afterEach(async () => {
  const open = server;
  server = undefined;
  if (!open) return;
  // A receiver that never answered still holds its socket; close() alone would wait for it.
  open.closeAllConnections();
  await new Promise((resolve) => open.close(resolve));
});

/** A dealer's endpoint on loopback: records each request once it has the whole body, then lets `answer` reply. */
async function receiver(answer: (response: ServerResponse) => void) {
  const received: { method: string | undefined; headers: IncomingHttpHeaders; body: string }[] = [];
  const listening = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      answer(response);
    });
  });
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}/hooks/leads`, received };
}

const delivery = { deliveryId: 'dlv_01', body: webhookBody(leadMessage(), 'dlv_01') };
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the delivery should have failed'),
    (error: unknown) => error as Error,
  );

describe('webhookBody', () => {
  it('wraps the lead, in snake_case, in a lead.created event carrying the delivery id', () => {
    const message = leadMessage();
    const body = JSON.parse(webhookBody(message, 'dlv_42')) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['type', 'delivery_id', 'lead']);
    expect(body).toMatchObject({ type: 'lead.created', delivery_id: 'dlv_42' });
    // Back to camelCase, the lead is the message again: no field dropped, renamed wrongly or added.
    const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    const unsnake = (value: unknown, keepKeys = false): unknown =>
      value === null || typeof value !== 'object' || Array.isArray(value)
        ? value
        : Object.fromEntries(
            Object.entries(value).map(([key, inner]) => [keepKeys ? key : camel(key), unsnake(inner, key === 'utm' || key === 'other_fields')]),
          );
    expect(unsnake(body.lead)).toEqual(message);
  });

  it('gives the same bytes whatever order the utm and other fields were stored in', () => {
    const one = webhookBody(leadMessage({ utm: { utm_source: 'google', utm_medium: 'cpc' }, otherFields: { colour: 'red', budget_note: 'flexible' } }), 'd');
    const two = webhookBody(leadMessage({ utm: { utm_medium: 'cpc', utm_source: 'google' }, otherFields: { budget_note: 'flexible', colour: 'red' } }), 'd');
    expect(one).toBe(two);
    expect(Object.keys((JSON.parse(one) as { lead: { utm: object } }).lead.utm)).toEqual(['utm_medium', 'utm_source']);
  });
});

describe('signatures', () => {
  const body = delivery.body;
  const header = signatureHeader(SECRET, body, NOW / 1000);

  it('signs "<t>.<body>" with HMAC-SHA256, as a receiver in any language can recompute', () => {
    expect(header).toBe(`t=1700000000,v1=${createHmac('sha256', SECRET).update(`1700000000.${body}`).digest('hex')}`);
  });

  it('verifies with the right secret and fails with a wrong secret or an altered body', () => {
    expect(verifySignature(header, body, SECRET, { now: NOW })).toBe(true);
    expect(verifySignature(header, body, 'whsec_other', { now: NOW })).toBe(false);
    expect(verifySignature(header, body.replace('lead.created', 'lead.deleted'), SECRET, { now: NOW })).toBe(false);
    expect(verifySignature(header.replace('t=1700000000', 't=1700000001'), body, SECRET, { now: NOW })).toBe(false);
  });

  it('fails outside the tolerance either way, default five minutes', () => {
    expect(verifySignature(header, body, SECRET, { now: NOW + 300_000 })).toBe(true);
    expect(verifySignature(header, body, SECRET, { now: NOW + 301_000 })).toBe(false);
    expect(verifySignature(header, body, SECRET, { now: NOW - 301_000 })).toBe(false);
    expect(verifySignature(header, body, SECRET, { now: NOW + 3_600_000, toleranceSeconds: 3600 })).toBe(true);
  });

  it('accepts any matching v1, so a secret can be rotated, and answers false to a malformed header', () => {
    const [t, v1] = header.split(',');
    const stale = signatureHeader('whsec_retired', body, NOW / 1000).split(',')[1];
    expect(verifySignature(`${t}, ${stale}, ${v1}`, body, SECRET, { now: NOW })).toBe(true);
    for (const bad of ['', 'garbage', `${v1}`, `${t}`, `${t},v1=abc`, `${t},t=1700000001,${v1}`, `t=now,${v1}`]) {
      expect(verifySignature(bad, body, SECRET, { now: NOW }), bad).toBe(false);
    }
  });
});

describe('sendWebhook', () => {
  it('POSTs the body as JSON, signed when sent, with the delivery id; a 204 is delivered', async () => {
    const { url, received } = await receiver((response) => response.writeHead(204).end());
    await sendWebhook({ url, secret: SECRET }, delivery, { now: () => NOW, userAgent: 'dealer-gen/0.1.0' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', body: delivery.body });
    expect(request!.headers).toMatchObject({ 'content-type': 'application/json', 'user-agent': 'dealer-gen/0.1.0', 'dealer-delivery-id': 'dlv_01' });
    const signature = request!.headers[SIGNATURE_HEADER.toLowerCase()] as string;
    expect(verifySignature(signature, request!.body, SECRET, { now: NOW })).toBe(true);
    expect(JSON.parse(request!.body)).toMatchObject({ lead: { lead_id: leadMessage().leadId } });
  });

  it('sends the same delivery id on a retry, with a fresh signature', async () => {
    const { url, received } = await receiver((response) => response.writeHead(200).end('ok'));
    await sendWebhook({ url, secret: SECRET }, delivery, { now: () => NOW });
    await sendWebhook({ url, secret: SECRET }, delivery, { now: () => NOW + 60_000 });
    const ids = received.map((r) => r.headers[DELIVERY_ID_HEADER.toLowerCase()]);
    const stamps = received.map((r) => (r.headers[SIGNATURE_HEADER.toLowerCase()] as string).split(',')[0]);
    expect(ids).toEqual(['dlv_01', 'dlv_01']);
    expect(stamps).toEqual(['t=1700000000', 't=1700000060']);
  });

  it('is delivered on a 2xx without reading an endless answer, and lets the connection go', async () => {
    let closed!: () => void;
    const connectionClosed = new Promise<void>((resolve) => (closed = resolve));
    const { url } = await receiver((response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const drip = setInterval(() => response.write('x'.repeat(16_384)), 5);
      response.on('close', () => {
        clearInterval(drip);
        closed();
      });
    });
    await sendWebhook({ url, secret: SECRET }, delivery, { timeoutMs: 5_000 });
    await connectionClosed;
  });

  it('rejects an error status with the status in the message', async () => {
    const { url } = await receiver((response) => response.writeHead(500).end('database on fire'));
    const error = await rejection(sendWebhook({ url, secret: SECRET }, delivery));
    expect(error.message).toBe('Webhook answered 500 Internal Server Error');
  });

  it('does not follow a redirect and rejects it with its status', async () => {
    const { url, received } = await receiver((response) => response.writeHead(302, { location: '/elsewhere' }).end());
    const error = await rejection(sendWebhook({ url, secret: SECRET }, delivery));
    expect(error.message).toBe('Webhook answered 302 Found; redirects are not followed');
    expect(received).toHaveLength(1);
  });

  it('gives up on a receiver that never answers after the timeout', async () => {
    const { url } = await receiver(() => undefined);
    const started = Date.now();
    const error = await rejection(sendWebhook({ url, secret: SECRET }, delivery, { timeoutMs: 300 }));
    expect(error.message).toBe('Webhook did not answer within 300 ms');
    expect(error.cause).toBeDefined();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('says so when nothing listens, keeping the network error as the cause', async () => {
    const { url } = await receiver(() => undefined);
    await new Promise((resolve) => server!.close(resolve));
    const error = await rejection(sendWebhook({ url, secret: SECRET }, delivery));
    expect(error.message).toBe('Webhook could not be reached: ECONNREFUSED');
    expect(error.cause).toBeInstanceOf(Error);
  });
});
