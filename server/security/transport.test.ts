import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerServer, ServerOptions } from '../app.ts';
import { host, sampleServer } from '../api/sample-server.fixture.ts';
import { SESSION_COOKIE } from '../api/session-cookie.ts';
import { HSTS } from '../transport.ts';

const coastal = host('coastal-nissan');

async function signIn(server: DealerServer, headers: Record<string, string> = {}): Promise<string> {
  const phone = '0412000001';
  await server.app.inject({ method: 'POST', url: '/api/session/code', headers: { ...coastal, ...headers }, payload: { phone } });
  const messages = (await server.app.inject({ url: `/api/dev/outbox?phone=${phone}`, headers: coastal })).json().messages;
  const code = /\d{6}/.exec(messages.at(-1).body)![0];
  const verified = await server.app.inject({ method: 'POST', url: '/api/session', headers: { ...coastal, ...headers }, payload: { phone, code } });
  expect(verified.statusCode).toBe(200);
  return String(verified.headers['set-cookie']);
}

function serverWith(options: Partial<ServerOptions>) {
  const running = { server: undefined as unknown as DealerServer, close: async () => undefined };
  beforeAll(async () => {
    Object.assign(running, await sampleServer(['coastal-nissan'], 1, { demo: true, ...options }));
  });
  afterAll(() => running.close());
  return running;
}

describe('over plain http (a server on its own, no proxy)', () => {
  const running = serverWith({});

  it('sets a plain session cookie and no HSTS', async () => {
    const cookie = await signIn(running.server);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(cookie).not.toMatch(/Secure/);
    expect((await running.server.app.inject({ url: '/api/session', headers: coastal })).headers['strict-transport-security']).toBeUndefined();
  });

  it('believes no X-Forwarded-Proto unless a proxy is trusted', async () => {
    const cookie = await signIn(running.server, { 'x-forwarded-proto': 'https' });
    expect(cookie).not.toMatch(/Secure/);
  });

  it('reads a malformed session cookie as signed out, not a 500', async () => {
    const response = await running.server.app.inject({ url: '/api/session', headers: { ...coastal, cookie: `${SESSION_COOKIE}=%E0%A4%A` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('sends the hardening headers on pages and the API', async () => {
    for (const url of ['/', '/api/session', '/meili/health']) {
      const headers = (await running.server.app.inject({ url, headers: coastal })).headers;
      expect(headers['permissions-policy'], url).toMatch(/camera=\(\)/);
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('behind a TLS proxy', () => {
  const configured = serverWith({ publicOrigin: 'https://cars.coastal.example' });
  const proxied = serverWith({ trustProxy: '127.0.0.1' });

  it('with an https public origin: a __Host- Secure session cookie, read back, and HSTS', async () => {
    const cookie = await signIn(configured.server);
    expect(cookie).toMatch(new RegExp(`^__Host-${SESSION_COOKIE}=[^;]+; Max-Age=\\d+; Path=/; HttpOnly; Secure; SameSite=Lax`));
    const me = await configured.server.app.inject({ url: '/api/session', headers: { ...coastal, cookie: cookie.split(';')[0]! } });
    expect(me.json().user).toMatchObject({ phone: '0412000001' });
    expect(me.headers['strict-transport-security']).toBe(HSTS);
    // A cookie without the prefix could have been planted by a plain-http page or a sibling host: not read.
    const planted = `${SESSION_COOKIE}=${cookie.split(';')[0]!.split('=')[1]}`;
    expect((await configured.server.app.inject({ url: '/api/session', headers: { ...coastal, cookie: planted } })).json().user).toBeNull();
    expect((await configured.server.app.inject({ url: '/', headers: coastal })).headers['strict-transport-security']).toBe(HSTS);
  });

  it("with a trusted proxy: the proxy's X-Forwarded-Proto decides", async () => {
    expect(await signIn(proxied.server, { 'x-forwarded-proto': 'https' })).toMatch(/^__Host-dealer_session=.*Secure/);
    expect(await signIn(proxied.server, { 'x-forwarded-proto': 'http' })).toMatch(/^dealer_session=/);
    const answer = await proxied.server.app.inject({ url: '/api/session', headers: { ...coastal, 'x-forwarded-proto': 'https' } });
    expect(answer.headers['strict-transport-security']).toBe(HSTS);
  });
});
