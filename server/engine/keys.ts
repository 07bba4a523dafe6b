import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { MeiliError } from './errors.ts';
import { matchesIndexPattern, rulePatterns, rulesCoverIndex, type SearchRules } from './search-rules.ts';
import { readTenantToken } from './tenant-token.ts';

/** A stored API key. The secret itself is never stored: like Meilisearch it is HMAC(master key, uid). */
export interface KeyRecord {
  uid: string;
  name: string | null;
  description: string | null;
  actions: string[];
  indexes: string[];
  expiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ApiKey extends KeyRecord {
  key: string;
}

export const KEY_ACTIONS = [
  '*',
  'search',
  'documents.*',
  'documents.add',
  'documents.get',
  'documents.delete',
  'indexes.*',
  'indexes.create',
  'indexes.get',
  'indexes.update',
  'indexes.delete',
  'indexes.swap',
  'tasks.*',
  'tasks.get',
  'tasks.cancel',
  'tasks.delete',
  'settings.*',
  'settings.get',
  'settings.update',
  'stats.*',
  'stats.get',
  'dumps.*',
  'dumps.create',
  'snapshots.*',
  'snapshots.create',
  'version',
  'keys.*',
  'keys.create',
  'keys.get',
  'keys.update',
  'keys.delete',
] as const;

export type KeyAction = Exclude<(typeof KEY_ACTIONS)[number], '*' | `${string}.*`>;

export function defaultKeys(now = new Date().toISOString()): KeyRecord[] {
  const base = { expiresAt: null, createdAt: now, updatedAt: now };
  return [
    { uid: randomUUID(), name: 'Default Search API Key', description: 'Use it to search from the frontend', actions: ['search'], indexes: ['*'], ...base },
    {
      uid: randomUUID(),
      name: 'Default Admin API Key',
      description: 'Use it for anything that is not a search operation. Caution! Do not expose it on a public frontend',
      actions: ['*'],
      indexes: ['*'],
      ...base,
    },
  ];
}

/** Secrets worked out, by master key, then uid: each request with an API key compares it with every key's secret (#25). */
const derived = new Map<string, Map<string, string>>();
/** Far more than a server has keys: a bound, not an eviction policy. */
const DERIVED_LIMIT = 1024;

export function deriveKey(masterKey: string, uid: string): string {
  let byUid = derived.get(masterKey);
  if (!byUid) {
    if (derived.size >= DERIVED_LIMIT) derived.clear();
    derived.set(masterKey, (byUid = new Map()));
  }
  let key = byUid.get(uid);
  if (key === undefined) {
    if (byUid.size >= DERIVED_LIMIT) byUid.clear();
    key = createHmac('sha256', masterKey).update(uid).digest('hex');
    byUid.set(uid, key);
  }
  return key;
}

export function withSecret(record: KeyRecord, masterKey: string): ApiKey {
  const { name, description, ...rest } = record;
  return { name, description, key: deriveKey(masterKey, record.uid), ...rest };
}

function allowsAction(actions: readonly string[], action: KeyAction): boolean {
  const family = action.split('.')[0];
  return actions.some((a) => a === '*' || a === action || a === `${family}.*`);
}

function allowsIndex(patterns: readonly string[], uid: string): boolean {
  return patterns.some((p) => matchesIndexPattern(p, uid));
}

/** Constant-time comparison, so response timing does not leak how much of a key matched. */
function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What a request may read: its key's indexes and, for a tenant token, the token's search rules. */
export interface Access {
  indexes: readonly string[];
  rules: SearchRules | undefined;
}

const FULL_ACCESS: Access = { indexes: ['*'], rules: undefined };

/** Whether the key, and its token's rules if any, cover the index; multi-search asks per query. */
export function mayRead(access: Access, uid: string): boolean {
  return allowsIndex(access.indexes, uid) && (!access.rules || rulesCoverIndex(access.rules, uid));
}

/** Rust's `{:?}` of a list of strings, as Meilisearch's messages print them. */
const debugList = (items: readonly string[]) => `[${items.map((i) => JSON.stringify(i)).join(', ')}]`;

/**
 * Meilisearch's authorisation: with no master key everything is open; otherwise the master key may
 * do anything, other keys only what their actions and indexes allow, and on search routes a tenant
 * token signed by a key may search what both the key and the token's rules allow.
 */
export function authorize(
  masterKey: string | undefined,
  records: Iterable<KeyRecord>,
  header: string | undefined,
  action: KeyAction,
  indexUids: readonly string[],
): Access {
  if (!masterKey) return FULL_ACCESS;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) {
    throw new MeiliError('missing_authorization_header', 'The Authorization header is missing. It must use the bearer authorization method.');
  }
  if (sameSecret(token, masterKey)) return FULL_ACCESS;
  const denied = () => new MeiliError('invalid_api_key', 'The provided API key is invalid.');
  const all = [...records];
  const tenant = action === 'search' ? readTenantToken(token, (uid) => deriveKey(masterKey, uid), Math.floor(Date.now() / 1000)) : undefined;
  const record = tenant ? all.find((r) => r.uid.toLowerCase() === tenant.apiKeyUid) : all.find((r) => sameSecret(token, deriveKey(masterKey, r.uid)));
  if (!record) throw denied();
  const rules = tenant?.searchRules;
  for (const uid of indexUids) {
    if (rules && !rulesCoverIndex(rules, uid)) {
      throw new MeiliError(
        'invalid_api_key',
        `The provided tenant token cannot acces the index \`${uid}\`, allowed indexes are ${debugList(rulePatterns(rules))}.`,
      );
    }
    if (!allowsIndex(record.indexes, uid)) {
      // A token's reader may not learn which indexes its parent key covers.
      throw new MeiliError(
        'invalid_api_key',
        rules
          ? `The API key used to generate this tenant token cannot acces the index \`${uid}\`.`
          : `The API key cannot acces the index \`${uid}\`, authorized indexes are ${debugList([...record.indexes].sort())}.`,
      );
    }
  }
  if (record.expiresAt && Date.parse(record.expiresAt) <= Date.now()) throw denied();
  if (!allowsAction(record.actions, action)) throw denied();
  return { indexes: record.indexes, rules };
}

function keyField<T>(
  body: Record<string, unknown>,
  field: string,
  check: (v: unknown) => v is T,
  code: 'invalid_api_key_actions' | 'invalid_api_key_indexes' | 'invalid_api_key_expires_at',
): T {
  const value = body[field];
  if (!check(value)) throw new MeiliError(code, `Invalid value type at \`.${field}\`: found ${JSON.stringify(value)}.`);
  return value;
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
const isDateOrNull = (v: unknown): v is string | null => v === null || (typeof v === 'string' && !Number.isNaN(Date.parse(v)));

function futureOrNull(expiresAt: string | null): string | null {
  if (expiresAt !== null && Date.parse(expiresAt) <= Date.now()) {
    throw new MeiliError(
      'invalid_api_key_expires_at',
      `Invalid value at \`.expiresAt\`: \`${expiresAt}\` is not a valid date. It should follow the RFC 3339 format to represents a date or datetime in the future or specified as a null value.`,
    );
  }
  return expiresAt;
}

/** Validates a `POST /keys` body into a new record. */
export function newKeyRecord(raw: unknown): KeyRecord {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new MeiliError('bad_request', 'Invalid value type: expected an object.');
  const body = raw as Record<string, unknown>;
  if (body.actions === undefined) throw new MeiliError('missing_api_key_actions', 'Missing field `actions`');
  if (body.indexes === undefined) throw new MeiliError('missing_api_key_indexes', 'Missing field `indexes`');
  if (body.expiresAt === undefined) throw new MeiliError('missing_api_key_expires_at', 'Missing field `expiresAt`');
  const actions = keyField(body, 'actions', isStringArray, 'invalid_api_key_actions');
  for (const action of actions) {
    if (!(KEY_ACTIONS as readonly string[]).includes(action)) {
      throw new MeiliError('invalid_api_key_actions', `Unknown value \`${action}\` at \`.actions\`.`);
    }
  }
  const now = new Date().toISOString();
  return {
    uid: typeof body.uid === 'string' ? body.uid : randomUUID(),
    name: typeof body.name === 'string' ? body.name : null,
    description: typeof body.description === 'string' ? body.description : null,
    actions,
    indexes: keyField(body, 'indexes', isStringArray, 'invalid_api_key_indexes'),
    expiresAt: futureOrNull(keyField(body, 'expiresAt', isDateOrNull, 'invalid_api_key_expires_at')),
    createdAt: now,
    updatedAt: now,
  };
}
