import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../store/database.ts';
import { EngineDataInUseError } from './data-in-use.ts';
import type { Document } from './document.ts';
import type { KeyRecord } from './keys.ts';
import type { DocumentChange, EnginePersistence, IndexRecord, LoadedIndex } from './persistence.ts';

// IF NOT EXISTS: files written before migrations were kept already hold these tables.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS indexes (uid TEXT PRIMARY KEY, record TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS documents (
  index_uid TEXT NOT NULL,
  doc_id TEXT NOT NULL,
  slot INTEGER NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (index_uid, doc_id)
);
CREATE INDEX IF NOT EXISTS documents_by_slot ON documents (index_uid, slot);
CREATE TABLE IF NOT EXISTS keys (uid TEXT PRIMARY KEY, record TEXT NOT NULL);
`;

/** How long opening waits for a server that is stopping to let go of the file. */
const LOCK_WAIT_MS = 1000;

/**
 * SQLite persistence. WAL with synchronous=FULL makes each committed transaction durable
 * before the task is reported, and each write is one transaction, so after a `kill -9`
 * an index is either wholly before or wholly after a batch. `slot` keeps tie order.
 *
 * The file belongs to one connection: the engine serves its indexes from memory, so a second
 * process over the file would answer from stock it never sees change. SQLite's exclusive locking
 * mode holds the lock until close, and the OS lets it go when the process dies, even by `kill -9`.
 */
export class SqlitePersistence implements EnginePersistence {
  private readonly db: Database.Database;
  private readonly stmts;

  constructor(file: string) {
    this.db = new Database(file, { timeout: LOCK_WAIT_MS });
    try {
      this.db.pragma('locking_mode = EXCLUSIVE');
      this.db.pragma('journal_mode = WAL');
      this.db.exec('BEGIN EXCLUSIVE; COMMIT');
    } catch (error) {
      this.db.close();
      if (error instanceof Database.SqliteError && error.code === 'SQLITE_BUSY') throw new EngineDataInUseError(dirname(file), { cause: error });
      throw error;
    }
    this.db.pragma('synchronous = FULL');
    migrate(this.db, 'engine-1', SCHEMA);
    this.stmts = {
      upsertIndex: this.db.prepare('INSERT INTO indexes (uid, record) VALUES (?, ?) ON CONFLICT(uid) DO UPDATE SET record = excluded.record'),
      deleteIndex: this.db.prepare('DELETE FROM indexes WHERE uid = ?'),
      indexRecord: this.db.prepare('SELECT record FROM indexes WHERE uid = ?'),
      moveDocs: this.db.prepare('UPDATE documents SET index_uid = ? WHERE index_uid = ?'),
      allIndexes: this.db.prepare('SELECT record FROM indexes ORDER BY uid'),
      putDoc: this.db.prepare(
        'INSERT INTO documents (index_uid, doc_id, slot, body) VALUES (?, ?, ?, ?) ON CONFLICT (index_uid, doc_id) DO UPDATE SET slot = excluded.slot, body = excluded.body',
      ),
      deleteDoc: this.db.prepare('DELETE FROM documents WHERE index_uid = ? AND doc_id = ?'),
      clearDocs: this.db.prepare('DELETE FROM documents WHERE index_uid = ?'),
      docs: this.db.prepare('SELECT doc_id, slot, body FROM documents WHERE index_uid = ? ORDER BY slot'),
      upsertKey: this.db.prepare('INSERT INTO keys (uid, record) VALUES (?, ?) ON CONFLICT(uid) DO UPDATE SET record = excluded.record'),
      deleteKey: this.db.prepare('DELETE FROM keys WHERE uid = ?'),
      allKeys: this.db.prepare('SELECT record FROM keys'),
    };
  }

  load(): { indexes: LoadedIndex[]; keys: KeyRecord[] } {
    const indexes = (this.stmts.allIndexes.all() as Array<{ record: string }>).map(({ record }) => {
      const parsed = JSON.parse(record) as IndexRecord;
      const docs = this.stmts.docs;
      return {
        ...parsed,
        // Streamed so a large index is never held twice (rows and parsed documents) at once.
        documents: {
          *[Symbol.iterator](): Generator<[string, Document, number]> {
            for (const row of docs.iterate(parsed.uid) as Iterable<{ doc_id: string; slot: number; body: string }>) {
              yield [row.doc_id, JSON.parse(row.body) as Document, row.slot];
            }
          },
        },
      };
    });
    const keys = (this.stmts.allKeys.all() as Array<{ record: string }>).map(({ record }) => JSON.parse(record) as KeyRecord);
    return { indexes, keys };
  }

  saveIndex(record: IndexRecord): void {
    this.stmts.upsertIndex.run(record.uid, JSON.stringify(record));
  }

  applyDocuments(record: IndexRecord, change: DocumentChange): void {
    this.db.transaction(() => {
      this.stmts.upsertIndex.run(record.uid, JSON.stringify(record));
      if (change.clear) this.stmts.clearDocs.run(record.uid);
      for (const id of change.deletes) this.stmts.deleteDoc.run(record.uid, id);
      for (const [id, doc, slot] of change.upserts) this.stmts.putDoc.run(record.uid, id, slot, JSON.stringify(doc));
    })();
  }

  deleteIndex(uid: string): void {
    this.db.transaction(() => {
      this.stmts.clearDocs.run(uid);
      this.stmts.deleteIndex.run(uid);
    })();
  }

  swapIndexes(pairs: ReadonlyArray<readonly [string, string]>): void {
    // A uid no index can have holds one side's documents while the other side moves.
    const parked = '\u0000swap';
    this.db.transaction(() => {
      for (const [a, b] of pairs) {
        const record = (uid: string) => JSON.parse((this.stmts.indexRecord.get(uid) as { record: string }).record) as IndexRecord;
        const [first, second] = [record(a), record(b)];
        this.stmts.upsertIndex.run(a, JSON.stringify({ ...second, uid: a }));
        this.stmts.upsertIndex.run(b, JSON.stringify({ ...first, uid: b }));
        this.stmts.moveDocs.run(parked, a);
        this.stmts.moveDocs.run(a, b);
        this.stmts.moveDocs.run(b, parked);
      }
    })();
  }

  saveKey(key: KeyRecord): void {
    this.stmts.upsertKey.run(key.uid, JSON.stringify(key));
  }

  deleteKey(uid: string): void {
    this.stmts.deleteKey.run(uid);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

/** Opens (creating if needed) `engine.sqlite` inside `dataDir`. */
export function openSqlitePersistence(dataDir: string): SqlitePersistence {
  mkdirSync(dataDir, { recursive: true });
  return new SqlitePersistence(join(dataDir, 'engine.sqlite'));
}
