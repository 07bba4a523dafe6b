/**
 * Faults: the server is killed with SIGKILL in the middle of a stream of lead submissions and a
 * stock import, then restarted. Every lead it acknowledged is stored, and the stock is the old
 * stock or the new, never part of each.

 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, sampleTenant } from '../schema/sample-tenants.fixture.ts';
import { childSteps, exited, type Child } from './child-steps.fixture.ts';
import { sampleStock } from './sample/cars.ts';
import { SQL_DIALECTS, testSqlStores } from './store/sql/test-stores.ts';

const MASTER_KEY = 'fault-test-master-key-0123456789';

// Each several times the slowest seen with two cores fully loaded (a start 11 s, half an import 12 s, a whole one 10 s,
// anything after a kill 0.2 s), and short enough that a step that hangs fails well within the case's own timeout.
const START_MS = 30_000;
const IMPORT_HALF_MS = 30_000;
const AFTER_KILL_MS = 10_000;
const READ_MS = 10_000;
const FULL_IMPORT_MS = 40_000;

const { spawnChild, step } = childSteps();

async function startServer(name: string, { dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string }): Promise<{ server: Child; base: string }> {
  const server = spawnChild(name, ['--import', 'tsx', join(REPO_ROOT, 'server/fault-server.fixture.ts')], {
    DATA_DIR: dataDir,
    MASTER_KEY,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const base = await step(
    `${name}: start and print its address`,
    START_MS,
    () =>
      new Promise<string>((resolve, reject) => {
        let output = '';
        server.subprocess.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('\n')) resolve(output.split('\n')[0]!);
        });
        void server.subprocess.then(() => reject(new Error('the server stopped before listening')));
      }),
  );
  return { server, base };
}

/** The stock as (id, vin, price) rows, sorted, so two stocks compare whole. */
async function stockRows(base: string, signal: AbortSignal): Promise<string[]> {
  const response = await fetch(`${base}/meili/indexes/Car_production/documents?limit=100000&fields=id,vin,price`, {
    headers: { authorization: `Bearer ${MASTER_KEY}` },
    signal,
  });
  const { results } = (await response.json()) as { results: { id: number; vin: string; price: number }[] };
  return results.map((car) => `${car.id} ${car.vin} ${car.price}`).sort();
}

/**
 * Posts leads one after another until one fails or `stop` is aborted (the server has been killed); returns the
 * emails the server acknowledged. Once the server is killed no lead is begun: its port is free then, and another
 * process's server may be listening on it.
 */
async function leadStream(base: string, stop: AbortSignal): Promise<string[]> {
  const acknowledged: string[] = [];
  for (let n = 0; !stop.aborted; n++) {
    const email = `fault${n}@example.com`;
    try {
      const response = await fetch(`${base}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          kind: 'enquiry',
          category: 'General Enquiry',
          url: '/contact',
          source: 'Website',
          user_agent: 'faults.test',
          lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
          fields: { name: `Fault ${n}`, email, phone: '0400 000 000', message: 'Still there?' },
        }),
      });
      if (response.status === 201) acknowledged.push(email);
    } catch {
      break;
    }
  }
  return acknowledged;
}

function importStock(name: string, base: string, file: string): Child {
  return spawnChild(
    name,
    [join(REPO_ROOT, 'bin/dealer-gen.js'), 'stock', 'import', file, '--host', `${base}/meili`, '--key', MASTER_KEY, '--batch-size', '100'],
    { NO_COLOR: '1' },
  );
}

describe.each(SQL_DIALECTS)('on %s', (dialect) => {
  const stores = testSqlStores(dialect);

  it('keeps every acknowledged lead, and the old stock or the new, when killed mid-import', async () => {
    const { dataDir } = stores.server();
    const tenant = sampleTenant('redgum-used-cars');
    const newStock = sampleStock({ count: 2000, seed: 99, tenants: [tenant] });
    const file = join(dataDir, 'new-stock.json');
    writeFileSync(file, JSON.stringify(newStock));
    const newRows = newStock.map((car) => `${car.id} ${car.vin} ${car.price}`).sort();

    const first = await startServer('first server', stores.server());
    const oldRows = await step('first server: read the stock', READ_MS, (signal) => stockRows(first.base, signal));
    expect(oldRows.length).toBe(300);

    const stopLeads = new AbortController();
    const leads = leadStream(first.base, stopLeads.signal);
    const importer = importStock('import', first.base, file);
    // Kill once the import is half way: ten of its twenty batches are in the staging index.
    await step(
      'import: reach half way (1000 of 2000 cars)',
      IMPORT_HALF_MS,
      () =>
        new Promise<void>((resolve, reject) => {
          let said = '';
          importer.subprocess.stderr!.on('data', (chunk: Buffer) => {
            said += chunk.toString();
            if (said.includes('imported 1000/2000')) resolve();
          });
          void importer.subprocess.then(() => reject(new Error('the import ended before half way')));
        }),
    );
    first.server.subprocess.kill('SIGKILL');
    stopLeads.abort();
    // Its data is read, and a server started over it, only once the process is gone and the OS has let go of its files.
    await step('first server: be gone after SIGKILL', AFTER_KILL_MS, () => exited(first.server));
    const acknowledged = await step('leads: the one under way at the kill settles', AFTER_KILL_MS, () => leads);
    const killedImport = await step('import: exit once its server is killed', AFTER_KILL_MS, () => importer.subprocess);
    expect(killedImport.exitCode, importer.output).toBe(1);
    expect(acknowledged.length).toBeGreaterThan(20);

    const rows = await step('read the stored leads', READ_MS, () => stores.open().db.selectFrom('leads').select('email').execute());
    const stored = new Set(rows.map((row) => row.email));
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);

    const second = await startServer('second server', stores.server());
    expect(await step('second server: read the stock', READ_MS, (signal) => stockRows(second.base, signal))).toEqual(oldRows);
    // The import run again to the end replaces the whole stock, staging index included.
    const reimport = importStock('import again', second.base, file);
    const reimported = await step('import again: run to the end', FULL_IMPORT_MS, () => reimport.subprocess);
    expect(reimported.exitCode, reimport.output).toBe(0);
    expect(await step('second server: read the new stock', READ_MS, (signal) => stockRows(second.base, signal))).toEqual(newRows);
    const indexes = await step('second server: list the indexes', READ_MS, async (signal) => {
      const response = await fetch(`${second.base}/meili/indexes`, { headers: { authorization: `Bearer ${MASTER_KEY}` }, signal });
      return (await response.json()) as { results: { uid: string }[] };
    });
    expect(indexes.results.map((index) => index.uid)).toEqual(['Car_production']);
    second.server.subprocess.kill('SIGTERM');
    await step('second server: stop on SIGTERM', AFTER_KILL_MS, () => second.server.subprocess);
  }, 120_000);
});
