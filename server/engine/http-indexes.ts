import type { FastifyReply } from 'fastify';
import { validateIndexUid } from './engine.ts';
import { MeiliError } from './errors.ts';
import { bodyObject, queryInt } from './http-context.ts';
import type { Req, RouteContext } from './http-context.ts';
import { SETTING_ROUTES } from './settings.ts';
import type { Settings } from './settings.ts';

/** Index, stats and settings routes. */
export function registerIndexRoutes(ctx: RouteContext): void {
  const { app, engine, guard, enqueued } = ctx;

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
    if (primaryKey !== null && typeof primaryKey !== 'string')
      throw new MeiliError('invalid_index_primary_key', 'Invalid value type at `.primaryKey`: expected a string.');
    return enqueued(reply, engine.createIndex(validateIndexUid(body.uid), primaryKey));
  });

  app.post('/swap-indexes', async (req: Req, reply) => {
    const pairs = swapPairs(req.body);
    guard(req, 'indexes.swap', pairs.flat());
    return enqueued(reply, engine.swapIndexes(pairs));
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
}

/** `[{ "indexes": ["a", "b"], "rename": false }, …]`, as Meilisearch takes it. */
function swapPairs(body: unknown): Array<[string, string]> {
  if (!Array.isArray(body)) throw new MeiliError('bad_request', 'Invalid value type: expected an array.');
  return body.map((entry: unknown, i) => {
    const indexes = entry !== null && typeof entry === 'object' ? (entry as { indexes?: unknown }).indexes : undefined;
    if (!Array.isArray(indexes) || indexes.length !== 2 || !indexes.every((uid) => typeof uid === 'string')) {
      throw new MeiliError('invalid_swap_indexes', `Invalid value at \`[${i}].indexes\`: expected an array of two index uids.`);
    }
    if ((entry as { rename?: unknown }).rename === true)
      throw new MeiliError('bad_request', `\`[${i}].rename\`: renaming an index by swap is not supported by the embedded engine.`);
    return [indexes[0], indexes[1]] as [string, string];
  });
}
