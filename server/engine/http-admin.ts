import { MeiliError } from './errors.ts';
import { queryInt, queryList } from './http-context.ts';
import type { Req, RouteContext } from './http-context.ts';
import { withSecret } from './keys.ts';
import type { KeyRecord } from './keys.ts';

const VERSION = { commitSha: 'embedded', commitDate: '2025-01-01T00:00:00Z', pkgVersion: '1.15.0' };

/** Instance routes (health, version, stats), tasks and API keys. */
export function registerAdminRoutes(ctx: RouteContext): void {
  const { app, engine, guard } = ctx;
  const { masterKey } = ctx;
  const requireMasterKey = () => {
    if (!masterKey) {
      throw new MeiliError(
        'missing_master_key',
        'Meilisearch is running without a master key. To access this API endpoint, you must have set a master key at launch.',
      );
    }
    return masterKey;
  };
  const keyByUidOrSecret = (keyOrUid: string): KeyRecord => {
    const secret = requireMasterKey();
    const found = engine.findKey(keyOrUid) ?? engine.keys().find((k) => withSecret(k, secret).key === keyOrUid);
    if (!found) throw new MeiliError('api_key_not_found', `API key \`${keyOrUid}\` not found.`);
    return found;
  };

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
}
