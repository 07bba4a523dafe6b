import { documentId, inferPrimaryKey, project, projector, validateId } from './document.ts';
import type { Document } from './document.ts';
import { MeiliError } from './errors.ts';
import { checkFilterable, evaluateFilter } from './filter-eval.ts';
import { parseFilter } from './filter-parser.ts';
import type { FilterNode } from './filter-parser.ts';
import { defaultKeys, newKeyRecord } from './keys.ts';
import type { KeyRecord } from './keys.ts';
import { MemoryPersistence } from './persistence.ts';
import type { DocumentChange, EnginePersistence, IndexRecord } from './persistence.ts';
import { search } from './search.ts';
import { searchAnswer } from './search-answer.ts';
import type { SearchAnswer } from './search-answer.ts';
import type { SearchResult } from './search.ts';
import { SearchIndex } from './search-index.ts';
import type { IndexInfo } from './search-index.ts';
import type { SearchQuery } from './search-params.ts';
import { applySettingsPatch, defaultSettings, normalizeSettings, validateSettingsPatch } from './settings.ts';
import type { Settings, SettingsPatch } from './settings.ts';
import { TaskQueue } from './tasks.ts';
import type { EnqueuedTask, Task, TaskQuery } from './tasks.ts';

const INDEX_UID = /^[a-zA-Z0-9_-]{1,400}$/;

export interface EngineOptions {
  /** Defaults to in-memory persistence (nothing survives the process). */
  persistence?: EnginePersistence;
}

export interface Page<T> {
  results: T[];
  offset: number;
  limit: number;
  total: number;
}

export interface DocumentsQuery {
  offset?: number;
  limit?: number;
  fields?: string[];
  filter?: unknown;
}

export interface AddDocumentsOptions {
  primaryKey?: string;
  /** PUT semantics: merge into the stored document instead of replacing it. */
  merge?: boolean;
}

export function validateIndexUid(uid: unknown): string {
  if (typeof uid !== 'string' || !INDEX_UID.test(uid)) {
    throw new MeiliError(
      'invalid_index_uid',
      `\`${String(uid)}\` is not a valid index uid. Index uid can be an integer or a string containing only alphanumeric characters, hyphens (-) and underscores (_), and can not be more than 512 bytes.`,
    );
  }
  return uid;
}

function indexNotFound(uid: string): MeiliError {
  return new MeiliError('index_not_found', `Index \`${uid}\` not found.`);
}

/** The embedded Meilisearch-compatible engine: indexes, documents, settings, tasks and keys. */
export class Engine {
  readonly tasks = new TaskQueue();
  private readonly indexes = new Map<string, SearchIndex>();
  private readonly keyRecords = new Map<string, KeyRecord>();

  constructor(private readonly persistence: EnginePersistence) {
    const state = persistence.load();
    for (const stored of state.indexes) {
      const index = new SearchIndex(stored.uid, stored.primaryKey, stored.createdAt, stored.updatedAt);
      index.setSettings(normalizeSettings(stored.settings));
      for (const [id, doc, slot] of stored.documents) index.put(id, doc, slot);
      index.restoreFreeSlots();
      index.prepare();
      this.indexes.set(stored.uid, index);
    }
    for (const key of state.keys) this.keyRecords.set(key.uid, key);
    if (this.keyRecords.size === 0) {
      for (const key of defaultKeys()) {
        persistence.saveKey(key);
        this.keyRecords.set(key.uid, key);
      }
    }
  }

  close(): void {
    this.persistence.close();
  }

  // ---- indexes -------------------------------------------------------------

  index(uid: string): SearchIndex {
    const index = this.indexes.get(uid);
    if (!index) throw indexNotFound(uid);
    return index;
  }

  listIndexes(offset = 0, limit = 20): Page<IndexInfo> {
    const all = [...this.indexes.values()].sort((a, b) => (a.uid < b.uid ? -1 : 1)).map((i) => i.info());
    return { results: all.slice(offset, offset + limit), offset, limit, total: all.length };
  }

  private record(index: SearchIndex, overrides: Partial<IndexRecord> = {}): IndexRecord {
    return { ...index.info(), settings: index.settings, updatedAt: new Date().toISOString(), ...overrides };
  }

  createIndex(uid: string, primaryKey: string | null = null): EnqueuedTask {
    validateIndexUid(uid);
    return this.tasks.enqueue('indexCreation', uid, { primaryKey }, () => {
      if (this.indexes.has(uid)) throw new MeiliError('index_already_exists', `Index \`${uid}\` already exists.`);
      const index = new SearchIndex(uid, primaryKey);
      this.persistence.saveIndex(this.record(index));
      this.indexes.set(uid, index);
      return { primaryKey };
    });
  }

  updateIndex(uid: string, primaryKey: string | null | undefined): EnqueuedTask {
    return this.tasks.enqueue('indexUpdate', uid, { primaryKey: primaryKey ?? null }, () => {
      const index = this.index(uid);
      if (primaryKey !== undefined && primaryKey !== null && primaryKey !== index.primaryKey) {
        if (index.count > 0) {
          throw new MeiliError('index_primary_key_already_exists', `Index \`${uid}\`: Index already has a primary key: \`${index.primaryKey}\`.`);
        }
        const record = this.record(index, { primaryKey });
        this.persistence.saveIndex(record);
        index.primaryKey = primaryKey;
        index.updatedAt = record.updatedAt;
      }
      return { primaryKey: index.primaryKey };
    });
  }

  deleteIndex(uid: string): EnqueuedTask {
    return this.tasks.enqueue('indexDeletion', uid, { deletedDocuments: null }, () => {
      const index = this.index(uid);
      this.persistence.deleteIndex(uid);
      this.indexes.delete(uid);
      return { deletedDocuments: index.count };
    });
  }

  /**
   * Swaps each pair of indexes in one atomic step, as Meilisearch's swap-indexes does: a stock
   * import fills a staging index and swaps it in, so searches see the old stock or the new,
   * never a part of it, even if the server dies mid-import.
   */
  swapIndexes(pairs: ReadonlyArray<readonly [string, string]>): EnqueuedTask {
    const seen = new Set<string>();
    for (const uid of pairs.flat()) {
      validateIndexUid(uid);
      if (seen.has(uid))
        throw new MeiliError('invalid_swap_duplicate_index_found', `Indexes must be declared only once during a swap. \`${uid}\` was specified several times.`);
      seen.add(uid);
    }
    return this.tasks.enqueue('indexSwap', null, { swaps: pairs.map((pair) => ({ indexes: [...pair] })) }, () => {
      const missing = [...seen].filter((uid) => !this.indexes.has(uid));
      if (missing.length) throw new MeiliError('index_not_found', `Indexes ${missing.map((uid) => `\`${uid}\``).join(', ')} not found.`);
      this.persistence.swapIndexes(pairs);
      for (const [a, b] of pairs) {
        const [first, second] = [this.indexes.get(a)!, this.indexes.get(b)!];
        first.renameTo(b);
        second.renameTo(a);
        this.indexes.set(a, second);
        this.indexes.set(b, first);
      }
      return { swaps: pairs.map((pair) => ({ indexes: [...pair] })) };
    });
  }

  stats(uid: string): { numberOfDocuments: number; isIndexing: boolean; fieldDistribution: Record<string, number> } {
    const index = this.index(uid);
    const counts = new Map<string, number>();
    for (const [, doc] of index.entries()) {
      for (const field of Object.keys(doc)) counts.set(field, (counts.get(field) ?? 0) + 1);
    }
    const fieldDistribution = Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : 1)));
    const isIndexing = this.tasks.list({ indexUids: [uid], statuses: ['enqueued', 'processing'], limit: 1 }).total > 0;
    return { numberOfDocuments: index.count, isIndexing, fieldDistribution };
  }

  // ---- settings ------------------------------------------------------------

  settings(uid: string): Settings {
    return this.index(uid).settings;
  }

  /** Validates synchronously; an update on a missing index creates it, as in Meilisearch. */
  updateSettings(uid: string, rawPatch: unknown): EnqueuedTask {
    validateIndexUid(uid);
    const patch: SettingsPatch = validateSettingsPatch(rawPatch);
    return this.tasks.enqueue('settingsUpdate', uid, { ...patch }, () => {
      const existing = this.indexes.get(uid);
      const index = existing ?? new SearchIndex(uid, null);
      const settings = applySettingsPatch(existing ? index.settings : defaultSettings(), patch);
      const record = this.record(index, { settings });
      this.persistence.saveIndex(record);
      index.setSettings(settings);
      index.updatedAt = record.updatedAt;
      if (!existing) this.indexes.set(uid, index);
      return { ...patch };
    });
  }

  resetSettings(uid: string, keys: ReadonlyArray<keyof Settings> = Object.keys(defaultSettings()) as Array<keyof Settings>): EnqueuedTask {
    return this.updateSettings(uid, Object.fromEntries(keys.map((k) => [k, null])));
  }

  // ---- documents -----------------------------------------------------------

  getDocument(uid: string, id: string, fields?: string[]): Document {
    const index = this.index(uid);
    const doc = index.get(id);
    if (!doc) throw new MeiliError('document_not_found', `Document \`${id}\` not found.`);
    // The documents API ignores displayedAttributes, as in Meilisearch; only `fields` narrows.
    return project(doc, ['*'], fields);
  }

  getDocuments(uid: string, query: DocumentsQuery): Page<Document> {
    const index = this.index(uid);
    const offset = query.offset ?? 0;
    const limit = query.limit ?? 20;
    const filter = parseFilter(query.filter, 'invalid_document_filter');
    let ids: Iterable<number>;
    if (filter) {
      checkFilterable(index, filter, 'invalid_document_filter');
      ids = evaluateFilter(index, filter).toIds();
    } else {
      ids = index.live().toIds();
    }
    const all = [...ids];
    const tie = index.tieOrder();
    if (tie) all.sort((a, b) => tie[a]! - tie[b]!);
    const shown = projector(['*'], query.fields);
    const results = all.slice(offset, offset + limit).map((id) => shown(index.doc(id)));
    return { results, offset, limit, total: all.length };
  }

  /** Adds or replaces (or, with `merge`, updates) a batch; the whole batch applies or none of it. */
  addDocuments(uid: string, payload: unknown, options: AddDocumentsOptions = {}): EnqueuedTask {
    validateIndexUid(uid);
    const docs = Array.isArray(payload) ? payload : [payload];
    for (const doc of docs) {
      if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
        throw new MeiliError(
          'malformed_payload',
          `The \`json\` payload provided is malformed. \`Couldn't serialize document value: invalid type: ${JSON.stringify(doc)}, expected a map\`.`,
        );
      }
    }
    const batch = docs as Document[];
    return this.tasks.enqueue('documentAdditionOrUpdate', uid, { receivedDocuments: batch.length, indexedDocuments: null }, () => {
      const existing = this.indexes.get(uid);
      const currentKey = existing?.primaryKey ?? null;
      if (options.primaryKey && currentKey && options.primaryKey !== currentKey) {
        throw new MeiliError('index_primary_key_already_exists', `Index \`${uid}\`: Index already has a primary key: \`${currentKey}\`.`);
      }
      const primaryKey = currentKey ?? options.primaryKey ?? (batch[0] ? inferPrimaryKey(batch[0]) : null);
      const upserts = new Map<string, Document>();
      if (primaryKey !== null) {
        for (const doc of batch) {
          const id = documentId(doc, primaryKey);
          const base = options.merge ? (upserts.get(id) ?? existing?.get(id)) : undefined;
          upserts.delete(id);
          upserts.set(id, base ? { ...base, ...doc } : doc);
        }
      }
      const index = existing ?? new SearchIndex(uid, primaryKey);
      const slots = index.planSlots([...upserts.keys()]);
      this.commit(index, { upserts: [...upserts].map(([id, doc], i) => [id, doc, slots[i]!] as const), deletes: [] }, { primaryKey });
      if (!existing) this.indexes.set(uid, index);
      return { receivedDocuments: batch.length, indexedDocuments: upserts.size };
    });
  }

  /** Persists the change first, then mirrors it in memory, so a failed write changes nothing. */
  private commit(index: SearchIndex, change: DocumentChange, overrides: Partial<IndexRecord> = {}): void {
    const record = this.record(index, overrides);
    this.persistence.applyDocuments(record, change);
    if (index.primaryKey !== record.primaryKey) index.primaryKey = record.primaryKey;
    if (change.clear) index.clear();
    for (const id of change.deletes) index.delete(id);
    for (const [id, doc] of change.upserts) index.put(id, doc);
    index.updatedAt = record.updatedAt;
    index.compactIfNeeded();
    index.prepare();
  }

  deleteDocuments(uid: string, rawIds: unknown): EnqueuedTask {
    if (!Array.isArray(rawIds)) throw new MeiliError('bad_request', 'Invalid value type: expected an array of document ids.');
    const ids = rawIds.map((id) => validateId(id));
    return this.tasks.enqueue('documentDeletion', uid, { providedIds: ids.length, deletedDocuments: null, originalFilter: null }, () => {
      const index = this.index(uid);
      const present = [...new Set(ids)].filter((id) => index.get(id) !== undefined);
      this.commit(index, { upserts: [], deletes: present });
      return { providedIds: ids.length, deletedDocuments: present.length, originalFilter: null };
    });
  }

  deleteDocumentsByFilter(uid: string, body: unknown): EnqueuedTask {
    const filterInput = body !== null && typeof body === 'object' ? (body as { filter?: unknown }).filter : undefined;
    if (filterInput === undefined || filterInput === null) throw new MeiliError('missing_document_filter', 'Missing field `filter`');
    const filter: FilterNode | undefined = parseFilter(filterInput, 'invalid_document_filter');
    const originalFilter = JSON.stringify(filterInput);
    return this.tasks.enqueue('documentDeletion', uid, { providedIds: 0, deletedDocuments: null, originalFilter }, () => {
      const index = this.index(uid);
      let deletes: string[] = [];
      if (filter) {
        checkFilterable(index, filter, 'invalid_document_filter');
        const primaryKey = index.primaryKey;
        deletes = Array.from(evaluateFilter(index, filter).toIds(), (id) => documentId(index.doc(id), primaryKey!));
      }
      this.commit(index, { upserts: [], deletes });
      return { providedIds: 0, deletedDocuments: deletes.length, originalFilter };
    });
  }

  clearDocuments(uid: string): EnqueuedTask {
    return this.tasks.enqueue('documentDeletion', uid, { providedIds: 0, deletedDocuments: null, originalFilter: null }, () => {
      const index = this.index(uid);
      const deleted = index.count;
      this.commit(index, { clear: true, upserts: [], deletes: [] });
      return { providedIds: 0, deletedDocuments: deleted, originalFilter: null };
    });
  }

  // ---- search --------------------------------------------------------------

  /** The index's current version (see SearchIndex.version), or -1 when there is no such index. */
  indexVersion(uid: string): number {
    return this.indexes.get(uid)?.version ?? -1;
  }

  search(uid: string, query: SearchQuery): SearchResult {
    return search(this.index(uid), query);
  }

  /** The same search, its answer to be written as JSON (`indexUid` first when given, as in a multi-search). */
  searchAnswer(uid: string, query: SearchQuery, indexUid?: string): SearchAnswer {
    return searchAnswer(this.index(uid), query, indexUid);
  }

  // ---- tasks ---------------------------------------------------------------

  task(uid: number): Task {
    return this.tasks.get(uid);
  }

  listTasks(query: TaskQuery): ReturnType<TaskQueue['list']> {
    return this.tasks.list(query);
  }

  /** In-process equivalent of the client's `waitForTask`. */
  waitForTask(uid: number): Promise<Task> {
    return this.tasks.wait(uid);
  }

  // ---- keys ----------------------------------------------------------------

  keys(): KeyRecord[] {
    return [...this.keyRecords.values()].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  }

  findKey(uid: string): KeyRecord | undefined {
    return this.keyRecords.get(uid);
  }

  createKey(body: unknown): KeyRecord {
    const record = newKeyRecord(body);
    this.persistence.saveKey(record);
    this.keyRecords.set(record.uid, record);
    return record;
  }

  updateKey(uid: string, body: unknown): KeyRecord {
    const current = this.keyRecords.get(uid);
    if (!current) throw new MeiliError('api_key_not_found', `API key \`${uid}\` not found.`);
    const patch = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const next: KeyRecord = {
      ...current,
      name: typeof patch.name === 'string' || patch.name === null ? patch.name : current.name,
      description: typeof patch.description === 'string' || patch.description === null ? patch.description : current.description,
      updatedAt: new Date().toISOString(),
    };
    this.persistence.saveKey(next);
    this.keyRecords.set(uid, next);
    return next;
  }

  deleteKey(uid: string): void {
    if (!this.keyRecords.has(uid)) throw new MeiliError('api_key_not_found', `API key \`${uid}\` not found.`);
    this.persistence.deleteKey(uid);
    this.keyRecords.delete(uid);
  }
}

export function createEngine(options: EngineOptions = {}): Engine {
  return new Engine(options.persistence ?? new MemoryPersistence());
}
