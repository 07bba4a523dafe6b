import type { Document } from './document.ts';
import type { KeyRecord } from './keys.ts';
import type { Settings } from './settings.ts';

/** Everything about an index except its documents. */
export interface IndexRecord {
  uid: string;
  primaryKey: string | null;
  createdAt: string;
  updatedAt: string;
  settings: Settings;
}

export interface LoadedIndex extends IndexRecord {
  /** Documents with their slots (the tie order, see SearchIndex), in slot order. */
  documents: Iterable<readonly [string, Document, number]>;
}

/** One write batch; `clear` empties the index before applying the rest. Upserts carry their slot. */
export interface DocumentChange {
  clear?: boolean;
  upserts: ReadonlyArray<readonly [string, Document, number]>;
  deletes: readonly string[];
}

/**
 * Where the engine keeps its state. Every method must be atomic: after a crash the
 * stored state reflects either all of a call or none of it. Calls are synchronous so a
 * task is only reported succeeded once its data is durable.
 */
export interface EnginePersistence {
  load(): { indexes: LoadedIndex[]; keys: KeyRecord[] };
  /** Creates or updates the index record (settings, primary key, timestamps). */
  saveIndex(record: IndexRecord): void;
  /** Upserts the index record and applies the document change in one atomic step. */
  applyDocuments(record: IndexRecord, change: DocumentChange): void;
  deleteIndex(uid: string): void;
  /** Exchanges the documents and records of each pair of indexes (both exist), all pairs in one atomic step. */
  swapIndexes(pairs: ReadonlyArray<readonly [string, string]>): void;
  saveKey(key: KeyRecord): void;
  deleteKey(uid: string): void;
  close(): void;
}

/**
 * Keeps state in memory for tests and benchmarks. Documents are held by reference, like
 * the engine's own copy (the engine never mutates a stored document), so nothing is
 * duplicated; records are copied so later setting changes cannot leak into them.
 */
export class MemoryPersistence implements EnginePersistence {
  private readonly indexes = new Map<string, { record: IndexRecord; docs: Map<string, readonly [string, Document, number]> }>();
  private readonly keys = new Map<string, KeyRecord>();

  load(): { indexes: LoadedIndex[]; keys: KeyRecord[] } {
    return {
      indexes: [...this.indexes.values()].map(({ record, docs }) => ({
        ...structuredClone(record),
        documents: [...docs.values()].sort((a, b) => a[2] - b[2]),
      })),
      keys: [...this.keys.values()].map((k) => structuredClone(k)),
    };
  }

  saveIndex(record: IndexRecord): void {
    const existing = this.indexes.get(record.uid);
    if (existing) existing.record = structuredClone(record);
    else this.indexes.set(record.uid, { record: structuredClone(record), docs: new Map() });
  }

  applyDocuments(record: IndexRecord, change: DocumentChange): void {
    this.saveIndex(record);
    const { docs } = this.indexes.get(record.uid)!;
    if (change.clear) docs.clear();
    for (const id of change.deletes) docs.delete(id);
    for (const upsert of change.upserts) docs.set(upsert[0], upsert);
  }

  deleteIndex(uid: string): void {
    this.indexes.delete(uid);
  }

  swapIndexes(pairs: ReadonlyArray<readonly [string, string]>): void {
    for (const [a, b] of pairs) {
      const first = this.indexes.get(a)!;
      const second = this.indexes.get(b)!;
      this.indexes.set(a, { record: { ...second.record, uid: a }, docs: second.docs });
      this.indexes.set(b, { record: { ...first.record, uid: b }, docs: first.docs });
    }
  }

  saveKey(key: KeyRecord): void {
    this.keys.set(key.uid, structuredClone(key));
  }

  deleteKey(uid: string): void {
    this.keys.delete(uid);
  }

  close(): void {}
}
