import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerServer } from '../app.ts';
import { host, sampleServer } from '../api/sample-server.fixture.ts';

const coastal = host('coastal-nissan');
const redgum = host('redgum-used-cars');

describe('the demo outbox', () => {
  let server: DealerServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ server, close } = await sampleServer(['coastal-nissan', 'redgum-used-cars'], 1, { demo: true }));
  });
  afterAll(() => close());

  const outbox = (headers: Record<string, string>, remoteAddress?: string) =>
    server.app.inject({ url: '/api/dev/outbox?phone=0412000001', headers, ...(remoteAddress ? { remoteAddress } : {}) });

  it("shows a site's codes through that site's host only", async () => {
    expect((await server.app.inject({ method: 'POST', url: '/api/session/code', headers: coastal, payload: { phone: '0412000001' } })).statusCode).toBe(202);
    expect((await outbox(coastal)).json().messages).toHaveLength(1);
    expect((await outbox(redgum)).json().messages).toEqual([]);
  });

  it('answers the machine itself only', async () => {
    expect((await outbox(coastal, '203.0.113.9')).statusCode).toBe(404);
  });
});

describe('a server that is not the demo', () => {
  let server: DealerServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ server, close } = await sampleServer(['coastal-nissan'], 1));
  });
  afterAll(() => close());

  it('has no outbox, and without an SMS gateway says sign-in is not set up rather than sending nowhere', async () => {
    expect((await server.app.inject({ url: '/api/dev/outbox?phone=0412000001', headers: coastal })).statusCode).toBe(404);
    const code = await server.app.inject({ method: 'POST', url: '/api/session/code', headers: coastal, payload: { phone: '0412000001' } });
    expect(code.statusCode).toBe(503);
    expect(code.json()).toEqual({ error: expect.stringContaining('not set up'), issues: [] });
  });
});
