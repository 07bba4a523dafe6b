import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineDataInUseError } from './data-in-use.ts';
import { createEngine } from './engine.ts';
import { openSqlitePersistence } from './persist-sqlite.ts';
import { MemoryPersistence } from './persistence.ts';
import type { DocumentChange, IndexRecord } from './persistence.ts';
import { startTestMeili } from './test-server.ts';

const MASTER = 'persisted-master-key';
const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'meili-engine-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('SQLite persistence', () => {
  it('belongs to one connection: another is refused, naming the data directory, until the first closes', () => {
    const dir = tempDir();
    const first = openSqlitePersistence(dir);
    const refused = catchError(() => openSqlitePersistence(dir));
    expect(refused).toBeInstanceOf(EngineDataInUseError);
    expect((refused as EngineDataInUseError).dataDir).toBe(dir);
    expect((refused as Error).message).toContain(dir);
    first.close();
    openSqlitePersistence(dir).close();
  });

  it('keeps documents, settings and keys across a restart', async () => {
    const dir = tempDir();
    const first = await startTestMeili({ masterKey: MASTER, persistence: openSqlitePersistence(dir) });
    const index = first.client.index('cars');
    await index
      .addDocuments(
        [
          { id: 1, make: 'Kia' },
          { id: 2, make: 'Ford' },
          { id: 3, make: 'Mazda' },
        ],
        { primaryKey: 'id' },
      )
      .waitTask();
    await index.updateSettings({ filterableAttributes: ['make'], sortableAttributes: ['make'], rankingRules: ['make:asc', 'words'] }).waitTask();
    await index.updateDocuments([{ id: 2, colour: 'red' }]).waitTask();
    await index.deleteDocument(3).waitTask();
    const keysBefore = (await first.client.getKeys()).results.map((k) => k.key).sort();
    await first.close();

    const second = await startTestMeili({ masterKey: MASTER, persistence: openSqlitePersistence(dir) });
    try {
      const reopened = second.client.index('cars');
      expect(await second.client.getRawIndex('cars')).toMatchObject({ primaryKey: 'id' });
      expect(await reopened.getFilterableAttributes()).toEqual(['make']);
      expect(await reopened.getRankingRules()).toEqual(['make:asc', 'words']);
      expect((await reopened.search('', { filter: 'make = ford' })).hits).toEqual([{ id: 2, make: 'Ford', colour: 'red' }]);
      expect((await reopened.search('')).hits.map((h) => h.id)).toEqual([2, 1]);
      expect((await second.client.getKeys()).results.map((k) => k.key).sort()).toEqual(keysBefore);
    } finally {
      await second.close();
    }
  });

  it('opens a file written before its tables were migrations, keeping what it holds', async () => {
    const dir = tempDir();
    const old = new Database(join(dir, 'engine.sqlite'));
    old.exec(`CREATE TABLE indexes (uid TEXT PRIMARY KEY, record TEXT NOT NULL);
      CREATE TABLE documents (index_uid TEXT NOT NULL, doc_id TEXT NOT NULL, slot INTEGER NOT NULL, body TEXT NOT NULL, PRIMARY KEY (index_uid, doc_id));
      CREATE INDEX documents_by_slot ON documents (index_uid, slot);
      CREATE TABLE keys (uid TEXT PRIMARY KEY, record TEXT NOT NULL);`);
    old.close();
    const first = createEngine({ persistence: openSqlitePersistence(dir) });
    await first.waitForTask(first.addDocuments('kept', [{ id: 1 }], { primaryKey: 'id' }).taskUid);
    first.close();
    const second = createEngine({ persistence: openSqlitePersistence(dir) });
    expect(second.index('kept').count).toBe(1);
    second.close();
  });

  it('keeps tie order and freed places across a restart', async () => {
    const dir = tempDir();
    const first = createEngine({ persistence: openSqlitePersistence(dir) });
    await first.waitForTask(
      first.addDocuments(
        'order',
        [1, 2, 3, 4].map((id) => ({ id })),
        { primaryKey: 'id' },
      ).taskUid,
    );
    await first.waitForTask(first.addDocuments('order', [{ id: 1, v: 'replaced' }]).taskUid);
    await first.waitForTask(first.deleteDocuments('order', [2]).taskUid);
    first.close();
    const second = createEngine({ persistence: openSqlitePersistence(dir) });
    await second.waitForTask(second.addDocuments('order', [{ id: 5 }]).taskUid);
    expect(second.getDocuments('order', {}).results.map((d) => d.id)).toEqual([1, 5, 3, 4]);
    second.close();
  });

  it('keeps swapped indexes swapped after a restart, settings and documents alike', async () => {
    const dir = tempDir();
    const first = await startTestMeili({ masterKey: MASTER, persistence: openSqlitePersistence(dir) });
    await first.client
      .index('live')
      .addDocuments(
        [
          { id: 1, make: 'Kia' },
          { id: 2, make: 'Ford' },
        ],
        { primaryKey: 'id' },
      )
      .waitTask();
    await first.client
      .index('staging')
      .addDocuments([{ id: 3, make: 'Mazda' }], { primaryKey: 'id' })
      .waitTask();
    await first.client
      .index('staging')
      .updateSettings({ filterableAttributes: ['make'] })
      .waitTask();
    expect((await first.client.swapIndexes([{ indexes: ['live', 'staging'], rename: false }]).waitTask()).status).toBe('succeeded');
    expect((await first.client.index('live').search('', { filter: 'make = Mazda' })).hits).toEqual([{ id: 3, make: 'Mazda' }]);
    await first.close();

    const second = await startTestMeili({ masterKey: MASTER, persistence: openSqlitePersistence(dir) });
    try {
      expect((await second.client.index('live').search('', { filter: 'make = Mazda' })).hits).toEqual([{ id: 3, make: 'Mazda' }]);
      expect((await second.client.index('staging').getDocuments()).results.map((d) => d.id).sort()).toEqual([1, 2]);
      expect(await second.client.index('staging').getFilterableAttributes()).toEqual([]);
      expect((await second.client.getRawIndex('live')).uid).toBe('live');
    } finally {
      await second.close();
    }
  });

  it('forgets a deleted index after a restart', async () => {
    const dir = tempDir();
    const first = createEngine({ persistence: openSqlitePersistence(dir) });
    await first.waitForTask(first.addDocuments('gone', [{ id: 1 }], { primaryKey: 'id' }).taskUid);
    await first.waitForTask(first.deleteIndex('gone').taskUid);
    first.close();
    const second = createEngine({ persistence: openSqlitePersistence(dir) });
    expect(second.listIndexes().total).toBe(0);
    second.close();
  });

  it('keeps every acknowledged batch, and never half of one, after kill -9', async () => {
    const dir = tempDir();
    const writer = fileURLToPath(new URL('./test-crash-writer.ts', import.meta.url));
    const batchSize = 500;
    const child = spawn(process.execPath, ['--import', 'tsx', writer, dir, String(batchSize)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let acknowledged = 0;
    let refusedWhileRunning: unknown;
    await new Promise<void>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', (code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`writer exited with ${code}`))));
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        for (const line of chunk.split('\n').filter(Boolean)) acknowledged = Number(line);
        if (acknowledged >= 5 * batchSize && !child.killed) {
          refusedWhileRunning = catchError(() => openSqlitePersistence(dir));
          child.kill('SIGKILL');
        }
      });
    });
    // The writer's lock went with it: nothing it left behind keeps the next process out.
    expect(refusedWhileRunning).toBeInstanceOf(EngineDataInUseError);
    const engine = createEngine({ persistence: openSqlitePersistence(dir) });
    try {
      const count = engine.index('crash').count;
      expect(count).toBeGreaterThanOrEqual(acknowledged);
      expect(count % batchSize).toBe(0);
    } finally {
      engine.close();
    }
  });
});

describe('failed writes', () => {
  /** Fails every document write after construction, like a full disk. */
  class FailingPersistence extends MemoryPersistence {
    failing = false;

    override applyDocuments(record: IndexRecord, change: DocumentChange): void {
      if (this.failing) throw new Error('disk full');
      super.applyDocuments(record, change);
    }
  }

  it('fails the task and leaves the index unchanged when the store rejects a batch', async () => {
    const persistence = new FailingPersistence();
    const engine = createEngine({ persistence });
    await engine.waitForTask(engine.addDocuments('cars', [{ id: 1, make: 'Kia' }], { primaryKey: 'id' }).taskUid);
    persistence.failing = true;
    const task = await engine.waitForTask(engine.addDocuments('cars', [{ id: 1, make: 'Ford' }, { id: 2 }]).taskUid);
    expect(task.status).toBe('failed');
    expect(task.error).toMatchObject({ code: 'internal', type: 'internal' });
    expect(engine.getDocuments('cars', {}).results).toEqual([{ id: 1, make: 'Kia' }]);
  });
});
