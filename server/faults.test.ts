/**
 * Faults: the server is killed with SIGKILL in the middle of a stream of lead submissions and a
 * stock import, then restarted. Every lead it acknowledged is stored, and the stock is the old
 * stock or the new, never part of each.
 *
 * Each wait is a step with a deadline of its own: one that hangs fails the case at once, naming the step and
 * showing what each child process said last, rather than leaving the case to run out Vitest's timeout.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa, type ResultPromise } from 'execa';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, sampleTenant } from '../schema/sample-tenants.fixture.ts';
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

/** A child process of the case, with the end of what it printed for a failure to show. */
interface Child {
  name: string;
  subprocess: ResultPromise;
  output: string;
}

const TAIL_CHARS = 4000;
let children: Child[] = [];

afterEach(async () => {
  // A case that failed leaves its processes running; they go before the next case starts its own.
  const left = children;
  children = [];
  for (const child of left) child.subprocess.kill('SIGKILL');
  await Promise.all(left.map((child) => exited(child)));
});

function spawnChild(name: string, args: string[], env: Record<string, string>): Child {
  const subprocess = execa(process.execPath, args, { cwd: REPO_ROOT, reject: false, env });
  const child: Child = { name, subprocess, output: '' };
  const keep = (chunk: Buffer) => {
    child.output = (child.output + chunk.toString()).slice(-TAIL_CHARS);
  };
  subprocess.stdout!.on('data', keep);
  subprocess.stderr!.on('data', keep);
  children.push(child);
  return child;
}

function state(child: Child): string {
  const { pid, exitCode, signalCode } = child.subprocess;
  if (signalCode) return `pid ${pid}, killed by ${signalCode}`;
  if (exitCode !== null) return `pid ${pid}, exited with ${exitCode}`;
  return `pid ${pid}, running`;
}

/**
 * Resolves once the process has ended, whether or not that was before this was called. It is the process alone:
 * the execa promise also waits for its output pipes to close, which a grandchild holding them (tsx's esbuild
 * service) can put off.
 */
function exited(child: Child): Promise<void> {
  const { exitCode, signalCode } = child.subprocess;
  if (exitCode !== null || signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.subprocess.once('exit', () => resolve()));
}

function childrenReport(): string {
  return children.map((child) => `--- ${child.name} (${state(child)}), last output:\n${child.output.trimEnd() || '(nothing)'}`).join('\n');
}

/**
 * Runs one step of a case, failing it, labelled, with the children's state and output, if it takes more than `ms`
 * or throws. `work` is given a signal that is aborted at the deadline, for requests to pass to fetch.
 */
async function step<T>(label: string, ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const started = Date.now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      // Rejected before the abort, so the race settles with this and not with what the abort makes `work` throw.
      reject(new Error(`Step "${label}" was not done after ${ms} ms.\n${childrenReport()}`));
      controller.abort();
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } catch (error) {
    if (controller.signal.aborted) throw error;
    throw new Error(`Step "${label}" failed after ${Date.now() - started} ms: ${String(error)}\n${childrenReport()}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

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
