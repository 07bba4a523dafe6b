/**
 * Faults: the server is killed with SIGKILL in the middle of a stream of lead submissions and a
 * stock import, then restarted. Every lead it acknowledged is stored, and the stock is the old
 * stock or the new, never part of each.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa, type ResultPromise } from 'execa';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, sampleTenant } from '../schema/sample-tenants.fixture.ts';
import { sampleStock } from './sample/cars.ts';
import { SQL_DIALECTS, testSqlStores } from './store/sql/test-stores.ts';

const MASTER_KEY = 'fault-test-master-key-0123456789';
const children: ResultPromise[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

async function startServer({ dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string }): Promise<{ child: ResultPromise; base: string }> {
  const child = execa(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server/fault-server.fixture.ts')], {
    cwd: REPO_ROOT,
    reject: false,
    env: { DATA_DIR: dataDir, MASTER_KEY, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  children.push(child);
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.split('\n')[0]!);
    });
    void child.then((result) => reject(new Error(`the server stopped before listening: ${String(result.stderr)}`)));
  });
  return { child, base };
}

/** The stock as (id, vin, price) rows, sorted, so two stocks compare whole. */
async function stockRows(base: string): Promise<string[]> {
  const response = await fetch(`${base}/meili/indexes/Car_production/documents?limit=100000&fields=id,vin,price`, {
    headers: { authorization: `Bearer ${MASTER_KEY}` },
  });
  const { results } = (await response.json()) as { results: { id: number; vin: string; price: number }[] };
  return results.map((car) => `${car.id} ${car.vin} ${car.price}`).sort();
}

/** Posts leads one after another until the server stops answering; returns the emails it acknowledged. */
async function leadStream(base: string): Promise<string[]> {
  const acknowledged: string[] = [];
  for (let n = 0; ; n++) {
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
      return acknowledged;
    }
  }
}

function importStock(base: string, file: string): ResultPromise {
  const child = execa(
    process.execPath,
    [join(REPO_ROOT, 'bin/dealer-gen.js'), 'stock', 'import', file, '--host', `${base}/meili`, '--key', MASTER_KEY, '--batch-size', '100'],
    {
      cwd: REPO_ROOT,
      reject: false,
      env: { NO_COLOR: '1' },
    },
  );
  children.push(child);
  return child;
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

    const first = await startServer(stores.server());
    const oldRows = await stockRows(first.base);
    expect(oldRows.length).toBe(300);

    const leads = leadStream(first.base);
    const importer = importStock(first.base, file);
    // Kill once the import is half way: ten of its twenty batches are in the staging index. An import that ends
    // before then fails the test with what it said, rather than leaving it waiting.
    let importOutput = '';
    await new Promise<void>((resolve, reject) => {
      importer.stderr!.on('data', (chunk: Buffer) => {
        importOutput += chunk.toString();
        if (importOutput.includes('imported 1000/2000')) resolve();
      });
      void importer.then(() => reject(new Error(`the import ended before half way:\n${importOutput}`)));
    });
    first.child.kill('SIGKILL');
    const acknowledged = await leads;
    expect((await importer).exitCode).toBe(1);
    expect(acknowledged.length).toBeGreaterThan(20);

    const rows = await stores.open().db.selectFrom('leads').select('email').execute();
    const stored = new Set(rows.map((row) => row.email));
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);

    const second = await startServer(stores.server());
    expect(await stockRows(second.base)).toEqual(oldRows);
    // The import run again to the end replaces the whole stock, staging index included.
    expect((await importStock(second.base, file)).exitCode).toBe(0);
    expect(await stockRows(second.base)).toEqual(newRows);
    const indexes = (await (await fetch(`${second.base}/meili/indexes`, { headers: { authorization: `Bearer ${MASTER_KEY}` } })).json()) as {
      results: { uid: string }[];
    };
    expect(indexes.results.map((index) => index.uid)).toEqual(['Car_production']);
    second.child.kill('SIGTERM');
    await second.child;
  }, 120_000);
});
