import type { FastifyReply } from 'fastify';
import type { Engine } from './engine.ts';
import { MeiliError, toMeiliError } from './errors.ts';
import { bodyObject, rawBodies } from './http-context.ts';
import type { Req, RouteContext } from './http-context.ts';
import { ResultCache } from './result-cache.ts';
import { parseSearchBody, parseSearchQueryString } from './search-params.ts';

/** Search (POST and GET) and multi-search; answers are cached by request until an index they read changes. */
export function registerSearchRoutes(ctx: RouteContext): void {
  const { app, engine, guard } = ctx;
  const cache = new ResultCache();

  /** The cached JSON for this request, else `answer()` serialised and kept. The key carries the API key, whose rules may narrow results. */
  function cached(req: Req, reply: FastifyReply, uids: readonly string[], answer: () => unknown): string {
    const key = `${req.headers.authorization ?? ''}\u0000${req.method} ${req.url}\u0000${rawBodies.get(req) ?? ''}`;
    const versions = uids.map((uid) => engine.indexVersion(uid));
    let json = cache.get(key, versions);
    if (json === undefined) {
      json = JSON.stringify(answer());
      cache.set(key, versions, json);
    }
    // Typed only once there is an answer: an error keeps the plugin's own error reply.
    void reply.type('application/json; charset=utf-8');
    return json;
  }

  app.post('/indexes/:uid/search', async (req: Req, reply) => {
    guard(req, 'search', [req.params.uid]);
    return cached(req, reply, [req.params.uid], () => engine.search(req.params.uid, parseSearchBody(req.body ?? {})));
  });

  app.get('/indexes/:uid/search', async (req: Req, reply) => {
    guard(req, 'search', [req.params.uid]);
    return cached(req, reply, [req.params.uid], () => engine.search(req.params.uid, parseSearchQueryString(req.query)));
  });

  app.post('/multi-search', async (req: Req, reply) => {
    const body = bodyObject(req.body);
    const queries = body.queries;
    if (!Array.isArray(queries)) throw new MeiliError('invalid_multi_search_queries', 'Invalid value type at `.queries`: expected an array.');
    if (body.federation !== undefined && body.federation !== null) throw new MeiliError('bad_request', 'Federated multi-search is not supported by the embedded engine.');
    const uids = queries.map((q: unknown) => (q !== null && typeof q === 'object' ? (q as { indexUid?: unknown }).indexUid : undefined));
    guard(req, 'search', uids.filter((u): u is string => typeof u === 'string'));
    return cached(req, reply, uids.map(String), () => ({ results: multiSearch(engine, queries) }));
  });

}

/** Each query of a multi-search against its index; a failing one names its place, as Meilisearch does. */
export function multiSearch(engine: Engine, queries: readonly unknown[]): unknown[] {
  return queries.map((raw: unknown, i: number) => {
    try {
      const uid = raw !== null && typeof raw === 'object' ? (raw as { indexUid?: unknown }).indexUid : undefined;
      if (typeof uid !== 'string') throw new MeiliError('bad_request', 'Missing field `indexUid`');
      const { indexUid: _omit, ...rest } = raw as Record<string, unknown>;
      return { indexUid: uid, ...engine.search(uid, parseSearchBody(rest)) };
    } catch (err) {
      const e = toMeiliError(err);
      throw new MeiliError(e.code, `Inside \`.queries[${i}]\`: ${e.message}`, e.status === 500 ? 500 : 400);
    }
  });
}
