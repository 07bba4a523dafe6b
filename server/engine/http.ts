import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { validateIndexUid } from './engine.ts';
import type { Engine } from './engine.ts';
import { MeiliError, toMeiliError } from './errors.ts';
import type { ErrorCode } from './errors.ts';
import { authorize, withSecret } from './keys.ts';
import type { KeyAction, KeyRecord } from './keys.ts';
import { parseSearchBody, parseSearchQueryString } from './search-params.ts';
import { SETTING_ROUTES } from './settings.ts';
import type { Settings } from './settings.ts';

export interface MeiliPluginOptions {
  engine: Engine;
  /** Without a master key every route is open, as with Meilisearch in development mode. */
  masterKey?: string;
}

/** Document batches can be large; Meilisearch's own default payload limit is 100 MB. */
const BODY_LIMIT = 100 * 1024 * 1024;
const VERSION = { commitSha: 'embedded', commitDate: '2025-01-01T00:00:00Z', pkgVersion: '1.15.0' };

type Params = { uid: string; id: string; setting: string; key: string; taskUid: string };
type Req = FastifyRequest<{ Params: Params; Querystring: Record<string, string | undefined>; Body: unknown }>;

function queryInt(value: string | undefined, name: string, code: ErrorCode): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new MeiliError(code, `Invalid value in parameter \`${name}\`: could not parse \`${value}\` as a positive integer`);
  return Number(value);
}

function queryList(value: string | undefined): string[] | undefined {
  return value === undefined ? undefined : value.split(',').map((s) => s.trim()).filter(Boolean);
}

function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new MeiliError('bad_request', 'Invalid value type: expected an object.');
  }
  return body as Record<string, unknown>;
}

/** Maps Fastify's own transport errors onto Meilisearch codes; anything else is internal. */
function fastifyError(err: { statusCode?: number; code?: string; message: string }): MeiliError {
  if (err.statusCode === 413) return new MeiliError('payload_too_large', `The provided payload reached the size limit. The maximum accepted payload size is ${BODY_LIMIT / 1024 / 1024} MiB.`);
  if (err.statusCode === 415) {
    return new MeiliError('invalid_content_type', 'The Content-Type is invalid. Accepted values for the Content-Type header are: `application/json`, `application/x-ndjson`');
  }
  if (err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500) return new MeiliError('bad_request', err.message);
  return toMeiliError(err);
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new MeiliError('malformed_payload', `The \`json\` payload provided is malformed. \`Couldn't serialize document value: ${(err as Error).message}\`.`);
  }
}

function parseNdjson(text: string): unknown {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(parseJson);
}

/**
 * Meilisearch's HTTP API over the embedded engine. Register with `{ prefix: '/meili' }`;
 * the content-type parsers and error handler stay scoped to this plugin.
 */
export const meiliPlugin: FastifyPluginAsync<MeiliPluginOptions> = async (app: FastifyInstance, opts: MeiliPluginOptions) => {
  const { engine, masterKey } = opts;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
    try {
      done(null, parseJson(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.addContentTypeParser('application/x-ndjson', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
    try {
      done(null, parseNdjson(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });

  app.setErrorHandler((err, req, reply) => {
    const error = err instanceof MeiliError ? err : fastifyError(err as { statusCode?: number; message: string });
    if (error.code === 'internal') req.log.error({ err }, 'meili engine internal error');
    void reply.code(error.status).send(error.toJSON());
  });
  app.setNotFoundHandler((req, reply) => {
    void reply.code(404).send(new MeiliError('not_found', `Route \`${req.method} ${req.url}\` not found.`).toJSON());
  });

  const guard = (req: FastifyRequest, action: KeyAction, indexes: readonly string[] = []) =>
    authorize(masterKey, engine.keys(), req.headers.authorization, action, indexes);
  const enqueued = (reply: FastifyReply, task: unknown) => reply.code(202).send(task);
  const requireMasterKey = () => {
    if (!masterKey) {
      throw new MeiliError('missing_master_key', 'Meilisearch is running without a master key. To access this API endpoint, you must have set a master key at launch.');
    }
    return masterKey;
  };
  const keyByUidOrSecret = (keyOrUid: string): KeyRecord => {
    const secret = requireMasterKey();
    const found = engine.findKey(keyOrUid) ?? engine.keys().find((k) => withSecret(k, secret).key === keyOrUid);
    if (!found) throw new MeiliError('api_key_not_found', `API key \`${keyOrUid}\` not found.`);
    return found;
  };

  // ---- instance -------------------------------------------------------------

  app.get('/health', async () => ({ status: 'available' }));

  app.get('/version', async (req) => {
    guard(req, 'version');
    return VERSION;
  });

  app.get('/stats', async (req) => {
    guard(req, 'stats.get');
    const indexes = Object.fromEntries(engine.listIndexes(0, Number.MAX_SAFE_INTEGER).results.map((i) => [i.uid, engine.stats(i.uid)]));
    return { databaseSize: 0, lastUpdate: null, indexes };
  });

  // ---- indexes --------------------------------------------------------------

  app.get('/indexes', async (req: Req) => {
    guard(req, 'indexes.get');
    const offset = queryInt(req.query.offset, 'offset', 'invalid_index_offset');
    const limit = queryInt(req.query.limit, 'limit', 'invalid_index_limit');
    return engine.listIndexes(offset, limit);
  });

  app.post('/indexes', async (req: Req, reply) => {
    guard(req, 'indexes.create');
    const body = bodyObject(req.body);
    if (body.uid === undefined) throw new MeiliError('bad_request', 'Missing field `uid`');
    const primaryKey = body.primaryKey ?? null;
    if (primaryKey !== null && typeof primaryKey !== 'string') throw new MeiliError('invalid_index_primary_key', 'Invalid value type at `.primaryKey`: expected a string.');
    return enqueued(reply, engine.createIndex(validateIndexUid(body.uid), primaryKey));
  });

  app.get('/indexes/:uid', async (req: Req) => {
    guard(req, 'indexes.get', [req.params.uid]);
    return engine.index(req.params.uid).info();
  });

  app.patch('/indexes/:uid', async (req: Req, reply) => {
    guard(req, 'indexes.update', [req.params.uid]);
    const primaryKey = bodyObject(req.body).primaryKey;
    if (primaryKey !== undefined && primaryKey !== null && typeof primaryKey !== 'string') {
      throw new MeiliError('invalid_index_primary_key', 'Invalid value type at `.primaryKey`: expected a string.');
    }
    return enqueued(reply, engine.updateIndex(req.params.uid, primaryKey));
  });

  app.delete('/indexes/:uid', async (req: Req, reply) => {
    guard(req, 'indexes.delete', [req.params.uid]);
    return enqueued(reply, engine.deleteIndex(req.params.uid));
  });

  app.get('/indexes/:uid/stats', async (req: Req) => {
    guard(req, 'stats.get', [req.params.uid]);
    return engine.stats(req.params.uid);
  });

  // ---- settings -------------------------------------------------------------

  app.get('/indexes/:uid/settings', async (req: Req) => {
    guard(req, 'settings.get', [req.params.uid]);
    return engine.settings(req.params.uid);
  });

  app.patch('/indexes/:uid/settings', async (req: Req, reply) => {
    guard(req, 'settings.update', [req.params.uid]);
    return enqueued(reply, engine.updateSettings(req.params.uid, req.body));
  });

  app.delete('/indexes/:uid/settings', async (req: Req, reply) => {
    guard(req, 'settings.update', [req.params.uid]);
    return enqueued(reply, engine.resetSettings(req.params.uid));
  });

  const settingName = (segment: string): keyof Settings => {
    const name = SETTING_ROUTES[segment];
    if (!name) throw new MeiliError('not_found', `Unknown setting \`${segment}\`.`);
    return name;
  };

  app.get('/indexes/:uid/settings/:setting', async (req: Req) => {
    guard(req, 'settings.get', [req.params.uid]);
    return engine.settings(req.params.uid)[settingName(req.params.setting)];
  });

  const updateOne = async (req: Req, reply: FastifyReply) => {
    guard(req, 'settings.update', [req.params.uid]);
    return enqueued(reply, engine.updateSettings(req.params.uid, { [settingName(req.params.setting)]: req.body ?? null }));
  };
  app.put('/indexes/:uid/settings/:setting', updateOne);
  app.patch('/indexes/:uid/settings/:setting', updateOne);

  app.delete('/indexes/:uid/settings/:setting', async (req: Req, reply) => {
    guard(req, 'settings.update', [req.params.uid]);
    return enqueued(reply, engine.resetSettings(req.params.uid, [settingName(req.params.setting)]));
  });

  // ---- documents ------------------------------------------------------------

  app.get('/indexes/:uid/documents', async (req: Req) => {
    guard(req, 'documents.get', [req.params.uid]);
    return engine.getDocuments(req.params.uid, {
      offset: queryInt(req.query.offset, 'offset', 'invalid_document_offset'),
      limit: queryInt(req.query.limit, 'limit', 'invalid_document_limit'),
      fields: queryList(req.query.fields),
      filter: req.query.filter,
    });
  });

  app.post('/indexes/:uid/documents/fetch', async (req: Req) => {
    guard(req, 'documents.get', [req.params.uid]);
    const body = bodyObject(req.body);
    const int = (key: string, code: ErrorCode) => {
      const v = body[key];
      if (v === undefined || v === null) return undefined;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw new MeiliError(code, `Invalid value type at \`.${key}\`: expected a positive integer.`);
      return v;
    };
    const fields = body.fields;
    if (fields !== undefined && fields !== null && (!Array.isArray(fields) || fields.some((f) => typeof f !== 'string'))) {
      throw new MeiliError('invalid_document_fields', 'Invalid value type at `.fields`: expected an array of strings.');
    }
    return engine.getDocuments(req.params.uid, {
      offset: int('offset', 'invalid_document_offset'),
      limit: int('limit', 'invalid_document_limit'),
      fields: (fields as string[] | null | undefined) ?? undefined,
      filter: body.filter,
    });
  });

  app.get('/indexes/:uid/documents/:id', async (req: Req) => {
    guard(req, 'documents.get', [req.params.uid]);
    return engine.getDocument(req.params.uid, req.params.id, queryList(req.query.fields));
  });

  const addDocuments = (merge: boolean) => async (req: Req, reply: FastifyReply) => {
    guard(req, 'documents.add', [req.params.uid]);
    if (req.body === undefined) throw new MeiliError('missing_payload', 'A json payload is missing.');
    return enqueued(reply, engine.addDocuments(req.params.uid, req.body, { primaryKey: req.query.primaryKey, merge }));
  };
  app.post('/indexes/:uid/documents', addDocuments(false));
  app.put('/indexes/:uid/documents', addDocuments(true));

  app.delete('/indexes/:uid/documents/:id', async (req: Req, reply) => {
    guard(req, 'documents.delete', [req.params.uid]);
    return enqueued(reply, engine.deleteDocuments(req.params.uid, [req.params.id]));
  });

  app.post('/indexes/:uid/documents/delete-batch', async (req: Req, reply) => {
    guard(req, 'documents.delete', [req.params.uid]);
    return enqueued(reply, engine.deleteDocuments(req.params.uid, req.body));
  });

  app.post('/indexes/:uid/documents/delete', async (req: Req, reply) => {
    guard(req, 'documents.delete', [req.params.uid]);
    return enqueued(reply, engine.deleteDocumentsByFilter(req.params.uid, req.body));
  });

  app.delete('/indexes/:uid/documents', async (req: Req, reply) => {
    guard(req, 'documents.delete', [req.params.uid]);
    return enqueued(reply, engine.clearDocuments(req.params.uid));
  });

  // ---- search ---------------------------------------------------------------

  app.post('/indexes/:uid/search', async (req: Req) => {
    guard(req, 'search', [req.params.uid]);
    return engine.search(req.params.uid, parseSearchBody(req.body ?? {}));
  });

  app.get('/indexes/:uid/search', async (req: Req) => {
    guard(req, 'search', [req.params.uid]);
    return engine.search(req.params.uid, parseSearchQueryString(req.query));
  });

  app.post('/multi-search', async (req: Req) => {
    const body = bodyObject(req.body);
    const queries = body.queries;
    if (!Array.isArray(queries)) throw new MeiliError('invalid_multi_search_queries', 'Invalid value type at `.queries`: expected an array.');
    if (body.federation !== undefined && body.federation !== null) throw new MeiliError('bad_request', 'Federated multi-search is not supported by the embedded engine.');
    const uids = queries.map((q: unknown) => (q !== null && typeof q === 'object' ? (q as { indexUid?: unknown }).indexUid : undefined));
    guard(req, 'search', uids.filter((u): u is string => typeof u === 'string'));
    const results = queries.map((raw: unknown, i: number) => {
      try {
        const uid = uids[i];
        if (typeof uid !== 'string') throw new MeiliError('bad_request', 'Missing field `indexUid`');
        const { indexUid: _omit, ...rest } = raw as Record<string, unknown>;
        return { indexUid: uid, ...engine.search(uid, parseSearchBody(rest)) };
      } catch (err) {
        const e = toMeiliError(err);
        throw new MeiliError(e.code, `Inside \`.queries[${i}]\`: ${e.message}`, e.status === 500 ? 500 : 400);
      }
    });
    return { results };
  });

  // ---- tasks ----------------------------------------------------------------

  app.get('/tasks', async (req: Req) => {
    guard(req, 'tasks.get');
    const uids = queryList(req.query.uids)?.map((u) => {
      const n = queryInt(u, 'uids', 'invalid_task_uids');
      return n!;
    });
    return engine.listTasks({
      uids,
      indexUids: queryList(req.query.indexUids),
      statuses: queryList(req.query.statuses),
      types: queryList(req.query.types),
      limit: queryInt(req.query.limit, 'limit', 'bad_request'),
      from: queryInt(req.query.from, 'from', 'bad_request'),
    });
  });

  app.get('/tasks/:taskUid', async (req: Req) => {
    guard(req, 'tasks.get');
    const uid = queryInt(req.params.taskUid, 'taskUid', 'invalid_task_uids')!;
    return engine.task(uid);
  });

  // ---- keys -----------------------------------------------------------------

  app.get('/keys', async (req: Req) => {
    guard(req, 'keys.get');
    const secret = requireMasterKey();
    const all = engine.keys().map((k) => withSecret(k, secret));
    const offset = queryInt(req.query.offset, 'offset', 'bad_request') ?? 0;
    const limit = queryInt(req.query.limit, 'limit', 'bad_request') ?? 20;
    return { results: all.slice(offset, offset + limit), offset, limit, total: all.length };
  });

  app.get('/keys/:key', async (req: Req) => {
    guard(req, 'keys.get');
    return withSecret(keyByUidOrSecret(req.params.key), requireMasterKey());
  });

  app.post('/keys', async (req: Req, reply) => {
    guard(req, 'keys.create');
    const secret = requireMasterKey();
    return reply.code(201).send(withSecret(engine.createKey(req.body), secret));
  });

  app.patch('/keys/:key', async (req: Req) => {
    guard(req, 'keys.update');
    const record = keyByUidOrSecret(req.params.key);
    return withSecret(engine.updateKey(record.uid, req.body), requireMasterKey());
  });

  app.delete('/keys/:key', async (req: Req, reply) => {
    guard(req, 'keys.delete');
    engine.deleteKey(keyByUidOrSecret(req.params.key).uid);
    return reply.code(204).send();
  });
};
