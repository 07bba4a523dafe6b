import type { FastifyReply } from 'fastify';
import type { Engine } from './engine.ts';
import { MeiliError, toMeiliError } from './errors.ts';
import { bodyObject, rawBodies } from './http-context.ts';
import type { Req, RouteContext } from './http-context.ts';
import { mayRead } from './keys.ts';
import { checkMultiSearchLimits, checkSearchLimits } from './search-limits.ts';
import { ResultCache } from './result-cache.ts';
import { ruledQuery, type SearchRules } from './search-rules.ts';
import { parseSearchBody, parseSearchQueryString, type SearchQuery } from './search-params.ts';
import { answerJson, inTurn } from './search-turns.ts';

/** A search body is a query, not data: a few kilobytes at most (#19). */
export const SEARCH_BODY_LIMIT = 64 * 1024;

/** Search (POST and GET) and multi-search; answers are cached by request until an index they read changes. */
export function registerSearchRoutes(ctx: RouteContext): void {
  const { app, engine, guard } = ctx;
  const cache = new ResultCache();

  /** The cached JSON for this request, else the JSON `answer()` makes, kept. The key carries the API key, whose rules may narrow results. */
  async function cached(req: Req, reply: FastifyReply, uids: readonly string[], answer: () => Promise<string>): Promise<Buffer> {
    const key = `${req.headers.authorization ?? ''}\u0000${req.method} ${req.url}\u0000${rawBodies.get(req) ?? ''}`;
    const versions = uids.map((uid) => engine.indexVersion(uid));
    let body = cache.get(key, versions);
    if (body === undefined) {
      body = Buffer.from(await answer());
      cache.set(key, versions, body);
    }
    // Typed only once there is an answer: an error keeps the plugin's own error reply.
    void reply.type('application/json; charset=utf-8');
    return body;
  }

  const searchJson = async (uid: string, query: SearchQuery) => answerJson(await inTurn(() => engine.search(uid, query)));

  app.post('/indexes/:uid/search', { bodyLimit: SEARCH_BODY_LIMIT }, async (req: Req, reply) => {
    const { rules } = guard(req, 'search', [req.params.uid]);
    checkSearchLimits(req.body);
    return cached(req, reply, [req.params.uid], () => searchJson(req.params.uid, ruledQuery(rules, req.params.uid, parseSearchBody(req.body ?? {}))));
  });

  app.get('/indexes/:uid/search', async (req: Req, reply) => {
    const { rules } = guard(req, 'search', [req.params.uid]);
    const query = parseSearchQueryString(req.query);
    checkSearchLimits(query);
    return cached(req, reply, [req.params.uid], () => searchJson(req.params.uid, ruledQuery(rules, req.params.uid, query)));
  });

  app.post('/multi-search', { bodyLimit: SEARCH_BODY_LIMIT }, async (req: Req, reply) => {
    const body = bodyObject(req.body);
    const queries = body.queries;
    if (!Array.isArray(queries)) throw new MeiliError('invalid_multi_search_queries', 'Invalid value type at `.queries`: expected an array.');
    if (body.federation !== undefined && body.federation !== null)
      throw new MeiliError('bad_request', 'Federated multi-search is not supported by the embedded engine.');
    const uids = queries.map((q: unknown) => (q !== null && typeof q === 'object' ? (q as { indexUid?: unknown }).indexUid : undefined));
    // As Meilisearch: the key is checked first, then each query's index, naming the query that may not read it.
    const access = guard(req, 'search');
    uids.forEach((uid, i) => {
      if (typeof uid === 'string' && !mayRead(access, uid))
        throw new MeiliError('invalid_api_key', `Inside \`.queries[${i}]\`: The provided API key is invalid.`);
    });
    checkMultiSearchLimits(queries);
    return cached(req, reply, uids.map(String), async () => {
      const results: string[] = [];
      for (const [i, query] of queries.entries()) results.push(await answerJson(await inTurn(() => searchAt(engine, query, i, access.rules))));
      return `{"results":[${results.join(',')}]}`;
    });
  });
}

/** Each query of a multi-search against its index, at once: for the server's own searches, which are few and small. */
export function multiSearch(engine: Engine, queries: readonly unknown[], rules?: SearchRules): unknown[] {
  return queries.map((raw: unknown, i: number) => searchAt(engine, raw, i, rules));
}

/** Query `i` of a multi-search against its index; a failing one names its place, as Meilisearch does. */
function searchAt(engine: Engine, raw: unknown, i: number, rules?: SearchRules): object {
  try {
    const uid = raw !== null && typeof raw === 'object' ? (raw as { indexUid?: unknown }).indexUid : undefined;
    if (typeof uid !== 'string') throw new MeiliError('bad_request', 'Missing field `indexUid`');
    const { indexUid: _omit, ...rest } = raw as Record<string, unknown>;
    return { indexUid: uid, ...engine.search(uid, ruledQuery(rules, uid, parseSearchBody(rest))) };
  } catch (err) {
    const e = toMeiliError(err);
    throw new MeiliError(e.code, `Inside \`.queries[${i}]\`: ${e.message}`, { status: e.status === 500 ? 500 : 400, cause: e });
  }
}
