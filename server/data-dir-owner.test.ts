import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createServer } from './app.ts';
import { EngineDataInUseError } from './engine/data-in-use.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'dealer-owner-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const serve = () => createServer({ dataDir, masterKey: 'test-master-key-0123456789', sitesDir: dataDir, sites: [] });

it('refuses a second server on a data directory while the first runs, and starts one once it has closed', async () => {
  const first = await serve();
  const refused = await serve().catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(EngineDataInUseError);
  expect((refused as EngineDataInUseError).dataDir).toBe(dataDir);
  expect((await first.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  await first.app.close();
  const next = await serve();
  expect((await next.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  await next.app.close();
});
