import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { DealerServer } from '../app.ts';
import { parseSearchBody } from '../engine/search-params.ts';
import { host, sampleServer } from './sample-server.fixture.ts';
import { CODE_LIMITS } from './session.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

let server: DealerServer;
let close: () => Promise<void>;
const site = host('coastal-nissan');

beforeAll(async () => {
  // The demo: sign-in codes are read from its outbox.
  ({ server, close } = await sampleServer(['coastal-nissan', 'redgum-used-cars'], 60, { demo: true }));
});
afterAll(() => close());

const inject = (options: InjectOptions) => server.app.inject(options);

async function signIn(phone: string, headers = site): Promise<string> {
  const sent = await inject({ method: 'POST', url: '/api/session/code', headers, payload: { phone } });
  expect(sent.statusCode).toBe(202);
  const digits = phone.replace(/\D/g, '').replace(/^61/, '0');
  const outbox = await inject({ url: `/api/dev/outbox?phone=${encodeURIComponent(digits)}`, headers });
  const code = /\d{6}/.exec(outbox.json().messages.at(-1).body)![0];
  const verified = await inject({ method: 'POST', url: '/api/session', headers, payload: { phone, code } });
  expect(verified.statusCode).toBe(200);
  const cookie = String(verified.headers['set-cookie']);
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
  return cookie.split(';')[0]!;
}

/** A car listed on Coastal Nissan (location 21). */
function listedCarId(): number {
  const filter = 'location.id IN [21] AND show_on_dealer_website = true AND status = in_stock';
  return (server.engine.search('Car_production', parseSearchBody({ filter, limit: 1 })).hits[0] as { id: number }).id;
}

describe('sign-in by phone', () => {
  it('sends a code through the outbox, signs in with it once, reads and ends the session', async () => {
    const cookie = await signIn('+61 412 000 001');
    const me = await inject({ url: '/api/session', headers: { ...site, cookie } });
    expect(me.json().user).toMatchObject({ phone: '0412000001' });
    expect((await inject({ method: 'DELETE', url: '/api/session', headers: { ...site, cookie } })).statusCode).toBe(204);
    expect((await inject({ url: '/api/session', headers: { ...site, cookie } })).json().user).toBeNull();
  });

  it('refuses a wrong code, a reused code and a session cookie from another site', async () => {
    await inject({ method: 'POST', url: '/api/session/code', headers: site, payload: { phone: '0412000002' } });
    const wrong = await inject({ method: 'POST', url: '/api/session', headers: site, payload: { phone: '0412000002', code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('That code is not right or has expired');
    const cookie = await signIn('0412000003');
    expect((await inject({ url: '/api/session', headers: { ...host('redgum-used-cars'), cookie } })).json().user).toBeNull();
  });

  it('validates the phone and limits code requests per phone', async () => {
    const bad = await inject({ method: 'POST', url: '/api/session/code', headers: site, payload: { phone: '12' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('phone');
    for (let i = 0; i < CODE_LIMITS.perAddressAndPhone.max; i++)
      expect((await inject({ method: 'POST', url: '/api/session/code', headers: site, payload: { phone: '0412000004' } })).statusCode).toBe(202);
    expect((await inject({ method: 'POST', url: '/api/session/code', headers: site, payload: { phone: '0412000004' } })).statusCode).toBe(429);
  });

  it('has no session cookie name clash with other cookies', async () => {
    const cookie = await signIn('0412000005');
    expect((await inject({ url: '/api/session', headers: { ...site, cookie: `other=1; ${cookie}` } })).json().user.phone).toBe('0412000005');
    expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
  });
});

describe('watchlist', () => {
  it('saves and removes idempotently for the signed-in phone, and lists favourite entries', async () => {
    const cookie = await signIn('0412000010');
    const carId = listedCarId();
    const change = (what: 'save-car' | 'remove-car') =>
      inject({ method: 'POST', url: `/api/watchlist/${what}`, headers: { ...site, cookie }, payload: { phone_number: '0412000010', car_id: carId } });
    expect((await change('save-car')).json()).toEqual({ success: true });
    expect((await change('save-car')).json()).toEqual({ success: true });
    const list = (await inject({ url: '/api/watchlist', headers: { ...site, cookie } })).json().entries;
    expect(list).toHaveLength(1);
    expect(Object.keys(list[0])).toEqual(expect.arrayContaining(['id', 'name', 'slug', 'make', 'model', 'primary_image_url']));
    expect((await change('remove-car')).json()).toEqual({ success: true });
    expect((await change('remove-car')).json()).toEqual({ success: true });
    expect((await inject({ url: '/api/watchlist', headers: { ...site, cookie } })).json().entries).toEqual([]);
  });

  it("is 403 for another phone's watchlist, 401 signed out, 400 for bad input", async () => {
    const cookie = await signIn('0412000011');
    const other = await inject({
      method: 'POST',
      url: '/api/watchlist/save-car',
      headers: { ...site, cookie },
      payload: { phone_number: '0412000099', car_id: listedCarId() },
    });
    expect(other.statusCode).toBe(403);
    const signedOut = await inject({ method: 'POST', url: '/api/watchlist/save-car', headers: site, payload: { phone_number: '0412000011', car_id: 1 } });
    expect(signedOut.statusCode).toBe(401);
    const bad = await inject({
      method: 'POST',
      url: '/api/watchlist/save-car',
      headers: { ...site, cookie },
      payload: { phone_number: '0412000011', car_id: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('car_id');
  });

  it('persists across a restart of the store', async () => {
    const cookie = await signIn('0412000012');
    await inject({
      method: 'POST',
      url: '/api/watchlist/save-car',
      headers: { ...site, cookie },
      payload: { phone_number: '0412000012', car_id: listedCarId() },
    });
    const rows = await server.sql.db.selectFrom('watchlist').select('car_id').where('phone', '=', '0412000012').execute();
    expect(rows).toHaveLength(1);
  });
});
