import { MeiliError, toMeiliError } from './errors.ts';
import { bodyObject } from './http-context.ts';
import type { Req, RouteContext } from './http-context.ts';
import { parseSearchBody, parseSearchQueryString } from './search-params.ts';

/** Search (POST and GET) and multi-search. */
export function registerSearchRoutes(ctx: RouteContext): void {
  const { app, engine, guard } = ctx;

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
}
