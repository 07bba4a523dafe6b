import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerServer } from '../app.ts';
import { host, sampleServer } from '../api/sample-server.fixture.ts';

let server: DealerServer;
let close: () => Promise<void>;
const coastal = host('coastal-nissan');

beforeAll(async () => {
  ({ server, close } = await sampleServer(['coastal-nissan', 'redgum-used-cars'], 1, { publicOrigin: 'https://cars.coastal.example' }));
});
afterAll(() => close());

const record = (headers: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/analytics',
    headers: { ...coastal, ...headers },
    payload: { id: 49, path: '/search', at: new Date().toISOString(), website_id: 102 },
  });

describe('calls that change something', () => {
  it("are refused from another site's page, with the API's error shape", async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'http://redgum-used-cars.localhost:4000' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'http://coastal-nissan.localhost:4000' },
    ] as Record<string, string>[]) {
      const response = await record(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ error: "Only this site's own pages can make this request", issues: [] });
    }
  });

  it("go through from the site's own pages, the public origin, and callers that are not browsers", async () => {
    for (const headers of [
      { origin: 'http://coastal-nissan.localhost:4000' },
      { 'sec-fetch-site': 'same-origin', origin: 'http://coastal-nissan.localhost:4000' },
      { origin: 'https://cars.coastal.example' },
      {},
    ] as Record<string, string>[])
      expect((await record(headers)).statusCode, JSON.stringify(headers)).toBe(204);
  });

  it('leave reads alone', async () => {
    expect(
      (await server.app.inject({ url: '/api/session', headers: { ...coastal, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })).statusCode,
    ).toBe(200);
  });
});
