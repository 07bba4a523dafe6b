import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type DealerServer } from '../../server/app.ts';
import { PACKAGE_ROOT } from '../lib/workspace.ts';
import { testProject, type TestProject } from '../test-project.ts';

const MASTER = 'stock-test-master-key-0123456789';
let server: DealerServer;
let host: string;
let project: TestProject;
const dataDir = mkdtempSync(join(tmpdir(), 'dealer-stock-'));

beforeAll(async () => {
  server = await createServer({ dataDir, masterKey: MASTER, sitesDir: dataDir, sites: [] });
  host = `${await server.app.listen({ port: 0, host: '127.0.0.1' })}/meili`;
  project = testProject({ tenants: ['harbourside-auto-group', 'redgum-used-cars'] });
  const sample = await project.run('stock', 'sample', '--count', '120', '--out', 'stock.json');
  expect(sample.exitCode).toBe(0);
});
afterAll(async () => {
  await server.app.close();
  project.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('dealer-gen stock import into the embedded engine', () => {
  it('imports a sample with the index settings the sites need, through the official client', async () => {
    const result = await project.run('stock', 'import', 'stock.json', '--host', host, '--key', MASTER);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toContain('imported 120/120 cars');
    const client = new Meilisearch({ host, apiKey: server.searchKey });
    const found = await client.index('Car_production').search('', { filter: 'car_type = used', facets: ['make'], limit: 1 });
    expect(found.estimatedTotalHits).toBeGreaterThan(0);
    expect(Object.keys(found.facetDistribution?.make ?? {}).length).toBeGreaterThan(3);
    const settings = await new Meilisearch({ host, apiKey: MASTER }).index('Car_production').getSettings();
    expect(settings.rankingRules).toContain('custom_rank:desc');
    expect(settings.filterableAttributes).toEqual(expect.arrayContaining(['make', 'price', 'status', 'location.id']));
  });

  it('takes the engine and its key from DEALER_SEARCH_URL and DEALER_SEARCH_MASTER_KEY, as the server does', async () => {
    const result = await execa(process.execPath, [join(PACKAGE_ROOT, 'bin', 'dealer-gen.js'), 'stock', 'import', 'stock.json', '--index', 'from_env'], {
      cwd: project.dir,
      reject: false,
      env: { CI: 'true', NO_COLOR: '1', DEALER_GEN_ROOT: project.dir, DEALER_SEARCH_URL: host, DEALER_SEARCH_MASTER_KEY: MASTER },
    });
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toContain(`imported 120 cars into from_env at ${host}`);
  });

  it('refuses to write with the search-only key', async () => {
    const result = await project.run('stock', 'import', 'stock.json', '--host', host, '--key', server.searchKey);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/key/i);
  });

  it('reports every bad row with its index and JSON path, and imports nothing', async () => {
    const cars = JSON.parse(project.read('stock.json')) as Record<string, unknown>[];
    cars[3]!.price = 'cheap';
    cars[7]!.status = 'gone';
    project.write('bad.json', JSON.stringify(cars.slice(0, 10).map((car, i) => ({ ...car, id: 900_000 + i }))));
    const result = await project.run('stock', 'import', 'bad.json', '--host', host, '--key', MASTER, '--index', 'Bad_stock');
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('bad.json  [3].price');
    expect(result.stderr).toContain('bad.json  [7].status');
    const indexes = await new Meilisearch({ host, apiKey: MASTER }).getIndexes();
    expect(indexes.results.map((i) => i.uid)).not.toContain('Bad_stock');
  });
});
