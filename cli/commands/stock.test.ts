import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { Command, CommanderError } from 'commander';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { carIndexSettings, carSchema } from '../../schema/car.ts';
import { startFakeMeilisearch } from '../lib/stock/fake-meilisearch.ts';
import type { FakeMeilisearch } from '../lib/stock/fake-meilisearch.ts';
import { registerStockCommands } from './stock.ts';

const tenantsDir = resolve(import.meta.dirname, '../../tenants');
let dir: string;
let stderr: string;
let meili: FakeMeilisearch;

/** Runs `dealer-gen <args>` in-process; resolves with the commander error when the command fails. */
async function cli(...args: string[]): Promise<CommanderError | undefined> {
  const program = new Command('dealer-gen')
    .exitOverride()
    .configureOutput({ writeOut: () => {}, writeErr: (text) => (stderr += stripVTControlCharacters(text)) });
  registerStockCommands(program);
  try {
    await program.parseAsync(args, { from: 'user' });
    return undefined;
  } catch (error) {
    if (error instanceof CommanderError) return error;
    throw error;
  }
}

async function sampleFile(name: string, count: number): Promise<string> {
  const file = join(dir, name);
  expect(await cli('stock', 'sample', '--count', String(count), '--tenants-dir', tenantsDir, '--out', file)).toBeUndefined();
  return file;
}

beforeAll(async () => {
  meili = await startFakeMeilisearch();
});
afterAll(async () => meili.close());
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dealer-gen-stock-'));
  stderr = '';
  meili.requests.length = 0;
  meili.failTasksWith(null);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

describe('dealer-gen stock sample', () => {
  it('writes valid cars to a file and a summary line to stderr', async () => {
    const file = await sampleFile('stock.json', 40);
    const cars = JSON.parse(await readFile(file, 'utf8')) as unknown[];
    expect(cars).toHaveLength(40);
    for (const car of cars) expect(carSchema.safeParse(car).success).toBe(true);
    expect(stderr).toMatch(
      /^sampled 40 cars \(seed 1\) for coastal-nissan, harbourside-auto-group, parkway-motors, redgum-used-cars: \d+ in stock, \d+ coming soon, \d+ sold → /,
    );
    expect(await readdir(dir)).toEqual(['stock.json']);
  });

  it('gives byte-identical files for the same seed and JSON Lines for .jsonl', async () => {
    const a = await readFile(await sampleFile('a.json', 25), 'utf8');
    const b = await readFile(await sampleFile('b.json', 25), 'utf8');
    expect(a).toBe(b);
    const lines = (await readFile(await sampleFile('c.jsonl', 25), 'utf8')).trim().split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual(JSON.parse(a));
  });

  it('limits stock to the named tenants', async () => {
    const file = join(dir, 'kia.json');
    await cli('stock', 'sample', '--count', '20', '--tenant', 'parkway-motors', '--tenants-dir', tenantsDir, '--out', file);
    const cars = JSON.parse(await readFile(file, 'utf8')) as { location: { id: number } }[];
    expect(new Set(cars.map((c) => c.location.id))).toEqual(new Set([41]));
  });

  it('writes to stdout without --out', async () => {
    let out = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      out += String(chunk);
      return true;
    });
    await cli('stock', 'sample', '--count', '3', '--seed', '9', '--tenants-dir', tenantsDir);
    vi.restoreAllMocks();
    expect(JSON.parse(out)).toHaveLength(3);
  });

  it('lists every unknown tenant and writes nothing', async () => {
    const error = await cli('stock', 'sample', '--tenant', 'nope', 'nada', '--tenants-dir', tenantsDir, '--out', join(dir, 'x.json'));
    expect(error?.exitCode).toBe(1);
    expect(stderr).toContain('No tenant "nope"');
    expect(stderr).toContain('No tenant "nada"');
    expect(await readdir(dir)).toEqual([]);
  });

  it('rejects a count that is not a whole number', async () => {
    const error = await cli('stock', 'sample', '--count', 'lots');
    expect(error?.exitCode).toBe(1);
    expect(stderr).toContain('Must be a whole number');
  });
});

describe('dealer-gen stock import', () => {
  it('applies the index settings, then adds documents in batches with progress', async () => {
    const file = await sampleFile('stock.json', 25);
    stderr = '';
    const error = await cli('stock', 'import', file, '--host', meili.host, '--key', 'master', '--index', 'Cars_test', '--batch-size', '10');
    expect(error).toBeUndefined();
    const writes = meili.requests.filter((r) => r.method !== 'GET');
    expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual([
      'DELETE /indexes/Cars_test_import',
      'POST /indexes',
      'PATCH /indexes/Cars_test_import/settings',
      'POST /indexes/Cars_test_import/documents?primaryKey=id',
      'POST /indexes/Cars_test_import/documents?primaryKey=id',
      'POST /indexes/Cars_test_import/documents?primaryKey=id',
      'POST /indexes',
      'POST /swap-indexes',
      'DELETE /indexes/Cars_test_import',
    ]);
    const settings = writes[2];
    const documents = writes.slice(3, 6);
    expect(settings).toMatchObject({ body: carIndexSettings });
    expect(settings?.headers.authorization).toBe('Bearer master');
    expect(documents.map((r) => (r.body as unknown[]).length)).toEqual([10, 10, 5]);
    expect(writes[7]?.body).toEqual([{ indexes: ['Cars_test', 'Cars_test_import'], rename: false }]);
    const first = (documents[0]?.body as Record<string, unknown>[])[0];
    expect(first).toMatchObject({ make_model: expect.any(String), location_name: expect.any(String) });
    expect(meili.requests.filter((r) => r.method === 'GET').length).toBeGreaterThanOrEqual(4);
    expect(stderr).toContain('imported 10/25 cars\nimported 20/25 cars\nimported 25/25 cars\n');
  });

  it('reports every bad row with its path and imports nothing', async () => {
    const cars = JSON.parse(await readFile(await sampleFile('stock.json', 5), 'utf8')) as Record<string, unknown>[];
    cars[1] = { ...cars[1], price: 'cheap', colr: 'red' };
    (cars[3]?.images as Record<string, unknown>[])[2] = { image: { url: 'not a url', thumb: { url: '/ok.svg' } } };
    const file = join(dir, 'bad.json');
    await writeFile(file, JSON.stringify(cars));
    stderr = '';
    const error = await cli('stock', 'import', file, '--host', meili.host);
    expect(error?.exitCode).toBe(1);
    expect(stderr).toContain('2 of 5 rows in');
    expect(stderr).toContain('hint: Fix them, or pass --skip-invalid to import the other 3.');
    expect(stderr).toContain('bad.json  [1].price  Invalid input: expected number, received string');
    expect(stderr).toContain('bad.json  [1].colr  Unknown key "colr"\n      hint: Did you mean "colour"?');
    expect(stderr).toContain('bad.json  [3].images[2].image.url  Must be an absolute http(s) URL');
    expect(meili.requests).toEqual([]);
  });

  it('imports the valid rows with --skip-invalid and reports the skipped', async () => {
    const cars = JSON.parse(await readFile(await sampleFile('stock.json', 6), 'utf8')) as Record<string, unknown>[];
    cars[4] = { ...cars[4], status: 'gone' };
    const file = join(dir, 'some-bad.json');
    await writeFile(file, JSON.stringify(cars));
    stderr = '';
    expect(await cli('stock', 'import', file, '--host', meili.host, '--skip-invalid')).toBeUndefined();
    expect(stderr).toContain('skipping 1 invalid rows of 6:\n  ✖ ' + file + '  [4].status  ');
    const added = meili.requests.filter((r) => r.url.includes('/documents')).flatMap((r) => r.body as { id: number }[]);
    expect(added.map((c) => c.id)).toEqual(cars.filter((_, i) => i !== 4).map((c) => c.id));
    expect(meili.requests.find((r) => r.method === 'PATCH')?.url).toBe('/indexes/Car_production_import/settings');
  });

  it('stops with the task error when the engine fails a task', async () => {
    const file = await sampleFile('stock.json', 3);
    meili.failTasksWith('Index `Car_production`: bad settings');
    const error = await cli('stock', 'import', file, '--host', meili.host);
    expect(error?.exitCode).toBe(1);
    expect(stderr).toMatch(
      /The search engine did not accept removing the old staging index Car_production_import: task \d+ failed: Index `Car_production`: bad settings\./,
    );
  });

  it('explains an unreachable engine in plain English', async () => {
    const file = await sampleFile('stock.json', 2);
    const error = await cli('stock', 'import', file, '--host', 'http://127.0.0.1:9');
    expect(error?.exitCode).toBe(1);
    expect(stderr).toContain('Cannot reach the search engine at http://127.0.0.1:9\n  hint: Is it running?');
    // The client's own error, and what it wraps, say why.
    expect(stderr).toMatch(/\n {2}cause: .+/);
  });

  it('reports JSON syntax errors with line and column', async () => {
    const file = join(dir, 'broken.json');
    await writeFile(file, '[\n  {"id": 1,\n   "slug": "a" "make": "Kia"}\n]');
    await cli('stock', 'import', file, '--host', meili.host);
    expect(stderr).toMatch(/broken\.json:3:\d+ {2}Invalid JSON: A comma is expected here/);
    expect(meili.requests).toEqual([]);
  });
});
