import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerServer } from '../app.ts';
import { host, sampleServer } from './sample-server.fixture.ts';
import { CODE_LIMITS } from './session.ts';

let server: DealerServer;
let close: () => Promise<void>;
const site = host('coastal-nissan');

beforeAll(async () => {
  // The demo: sign-in codes are read from its outbox.
  ({ server, close } = await sampleServer(['coastal-nissan'], 1, { demo: true }));
});
afterAll(() => close());

const askCode = (phone: string, remoteAddress = '127.0.0.1') =>
  server.app.inject({ method: 'POST', url: '/api/session/code', headers: site, payload: { phone }, remoteAddress });
const verify = (phone: string, code: string, remoteAddress = '127.0.0.1') =>
  server.app.inject({ method: 'POST', url: '/api/session', headers: site, payload: { phone, code }, remoteAddress });
async function lastCode(phone: string): Promise<string> {
  const outbox = await server.app.inject({ url: `/api/dev/outbox?phone=${phone}`, headers: site });
  return /\d{6}/.exec(outbox.json().messages.at(-1).body)![0];
}

describe('sign-in code budgets', () => {
  it('refuses even the right code, with Retry-After, once a phone has had its wrong codes for the hour', async () => {
    expect((await askCode('0412000101')).statusCode).toBe(202);
    const code = await lastCode('0412000101');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_LIMITS.wrongCodes.max; i++) expect((await verify('0412000101', wrong)).statusCode).toBe(400);
    // From another address too: the budget is the phone's.
    for (const address of ['127.0.0.1', '203.0.113.9']) {
      const refused = await verify('0412000101', code, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: expect.stringContaining('Too many wrong codes'), issues: [] });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(CODE_LIMITS.wrongCodes.windowMs / 1000 - 60);
    }
  });

  it("does not let a stranger's address use up the owner's code requests", async () => {
    const stranger = '203.0.113.20';
    for (let i = 0; i < CODE_LIMITS.perAddressAndPhone.max; i++) expect((await askCode('0412000102', stranger)).statusCode).toBe(202);
    const refused = await askCode('0412000102', stranger);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('Too many codes asked for; please wait a few minutes and try again');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await askCode('0412000102', '198.51.100.7')).statusCode).toBe(202);
    const code = await lastCode('0412000102');
    expect((await verify('0412000102', code, '198.51.100.7')).statusCode).toBe(200);
  });

  it('caps the texts one phone gets from many addresses, and one address sends to many phones', async () => {
    for (let i = 0; i < CODE_LIMITS.perPhone.max; i++) expect((await askCode('0412000103', `203.0.113.${100 + i}`)).statusCode).toBe(202);
    expect((await askCode('0412000103', '203.0.113.99')).statusCode).toBe(429);
    const busy = '198.51.100.50';
    for (let i = 0; i < CODE_LIMITS.perAddress.max; i++) expect((await askCode(`04130001${String(i).padStart(2, '0')}`, busy)).statusCode).toBe(202);
    expect((await askCode('0413000199', busy)).statusCode).toBe(429);
  });
});
