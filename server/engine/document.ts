import { MeiliError } from './errors.ts';

export type Document = Record<string, unknown>;
export type Scalar = string | number | boolean;

/** One dotted field of a document after flattening nested objects and arrays. */
export interface FlatField {
  values: Scalar[];
  isNull: boolean;
  isEmpty: boolean;
}

/**
 * Flattens like Meilisearch: `{a: {b: 1}}` gives `a.b`, arrays of objects collect every
 * element's value under one path, and parents are recorded so `a EXISTS` holds.
 */
export function flatten(doc: Document): Map<string, FlatField> {
  const out = new Map<string, FlatField>();
  for (const key of Object.keys(doc)) walk(doc[key], key, out);
  return out;
}

function walk(value: unknown, path: string, out: Map<string, FlatField>): void {
  let field = out.get(path);
  if (!field) {
    field = { values: [], isNull: false, isEmpty: false };
    out.set(path, field);
  }
  if (value === null || value === undefined) {
    field.isNull = true;
  } else if (Array.isArray(value)) {
    if (value.length === 0) field.isEmpty = true;
    for (const item of value) {
      if (Array.isArray(item) || (item !== null && typeof item === 'object')) walk(item, path, out);
      else if (item !== null && item !== undefined && item !== '') field.values.push(item as Scalar);
    }
  } else if (typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0) field.isEmpty = true;
    for (const key of keys) walk((value as Document)[key], `${path}.${key}`, out);
  } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    // As in Meilisearch, an empty string is no facet value: `IS EMPTY` holds, `= ""` and facet counts miss it.
    if (value === '') field.isEmpty = true;
    else field.values.push(value);
  }
}

/** Reads a possibly dotted path, descending through nested objects. */
function getPath(doc: Document, path: string): unknown {
  if (path in doc) return doc[path];
  let cur: unknown = doc;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object' || Array.isArray(cur)) return undefined;
    cur = (cur as Document)[part];
  }
  return cur;
}

const ID_PATTERN = /^[a-zA-Z0-9_-]+$/;

/** Validates a primary-key value and returns its canonical string form (1 and "1" are the same document). */
export function documentId(doc: Document, primaryKey: string): string {
  const raw = getPath(doc, primaryKey);
  if (raw === undefined || raw === null) {
    throw new MeiliError('missing_document_id', `Document doesn't have a \`${primaryKey}\` attribute: \`${JSON.stringify(doc)}\`.`);
  }
  return validateId(raw);
}

export function validateId(raw: unknown): string {
  if (typeof raw === 'number' && Number.isSafeInteger(raw)) return String(raw);
  if (typeof raw === 'string' && ID_PATTERN.test(raw) && Buffer.byteLength(raw) <= 511) return raw;
  throw new MeiliError(
    'invalid_document_id',
    `Document identifier \`${JSON.stringify(raw)}\` is invalid. A document identifier can be of type integer or string, only composed of alphanumeric characters (a-z A-Z 0-9), hyphens (-) and underscores (_), and can not be more than 511 bytes.`,
  );
}

/** Meilisearch picks the single top-level field whose name ends in `id` (any case). */
export function inferPrimaryKey(doc: Document): string {
  const candidates = Object.keys(doc).filter((key) => key.toLowerCase().endsWith('id'));
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length === 0) {
    throw new MeiliError(
      'index_primary_key_no_candidate_found',
      'The primary key inference failed as the engine did not find any field ending with `id` in its name. Please specify the primary key manually using the `primaryKey` query parameter.',
    );
  }
  throw new MeiliError(
    'index_primary_key_multiple_candidates_found',
    `The primary key inference failed as the engine found ${candidates.length} fields ending with \`id\` in their names: '${candidates.join("' and '")}'. Please specify the primary key manually using the \`primaryKey\` query parameter.`,
  );
}

const DOT = '.'.charCodeAt(0);

/** True when attribute pattern `pattern` (`*`, exact or a parent object) covers `field`. */
export function matchesPattern(pattern: string, field: string): boolean {
  if (pattern === '*' || pattern === field) return true;
  // A parent object: checked without building `${pattern}.`, as every search checks each facet and filter field against every pattern.
  if (field.length > pattern.length && field.charCodeAt(pattern.length) === DOT && field.startsWith(pattern)) return true;
  if (pattern.endsWith('*')) return field.startsWith(pattern.slice(0, -1));
  return false;
}

/**
 * Keeps only the fields allowed by both lists; a nested selector like `a.b` keeps the
 * corresponding sub-object. Built once per request and applied to each hit.
 */
export function projector(displayed: readonly string[], requested: readonly string[] | undefined): (doc: Document) => Document {
  const allowAll = (list: readonly string[] | undefined) => list === undefined || list.includes('*');
  if (allowAll(displayed) && allowAll(requested)) return (doc) => doc;
  const topLevel = topLevelSelection(displayed, requested, allowAll);
  if (topLevel) {
    // Whole top-level fields only (what search pages ask for): no need to walk every leaf.
    return (doc) => {
      const picked: Document = {};
      for (const key of topLevel) if (Object.hasOwn(doc, key)) picked[key] = doc[key];
      return picked;
    };
  }
  return (doc) => {
    const out: Document = {};
    for (const [path, value] of flatPaths(doc)) {
      const shown = allowAll(displayed) || displayed.some((p) => matchesPattern(p, path));
      const wanted = allowAll(requested) || requested!.some((p) => matchesPattern(p, path));
      if (shown && wanted) setPath(out, path, value);
    }
    return out;
  };
}

export function project(doc: Document, displayed: readonly string[], requested: readonly string[] | undefined): Document {
  return projector(displayed, requested)(doc);
}

/** The fields both lists allow when each names whole top-level fields (no dots, no wildcards), else null. */
function topLevelSelection(
  displayed: readonly string[],
  requested: readonly string[] | undefined,
  allowAll: (list: readonly string[] | undefined) => boolean,
): string[] | null {
  const plain = (list: readonly string[]) => list.every((p) => !p.includes('.') && !p.includes('*'));
  if (!allowAll(displayed) && !plain(displayed)) return null;
  if (!allowAll(requested) && !plain(requested!)) return null;
  if (allowAll(displayed)) return [...new Set(requested)];
  if (allowAll(requested)) return [...new Set(displayed)];
  const wanted = new Set(requested);
  return [...new Set(displayed.filter((field) => wanted.has(field)))];
}

/** Leaf paths that still carry their original values (arrays are kept whole). */
function flatPaths(doc: Document, prefix = '', out: Array<[string, unknown]> = []): Array<[string, unknown]> {
  for (const [key, value] of Object.entries(doc)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
      flatPaths(value as Document, path, out);
    } else {
      out.push([path, value]);
    }
  }
  return out;
}

function setPath(target: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur = target;
  for (const part of parts.slice(0, -1)) {
    const next = cur[part];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) cur[part] = {};
    cur = cur[part] as Document;
  }
  cur[parts[parts.length - 1]!] = value;
}
