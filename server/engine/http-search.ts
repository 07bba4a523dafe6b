import type { FastifyReply } from 'fastify';
import { validateIndexUid } from './engine.ts';
import type { Engine } from './engine.ts';
import { MeiliError, toMeiliError } from './errors.ts';
import { rawBodies } from './http-context.ts';
import type { Req, RouteContext } from './http-context.ts';
import { mayRead } from './keys.ts';
import { checkMultiSearchLimits, checkSearchLimits } from './search-limits.ts';
import { ResultCache } from './result-cache.ts';
import { ruledQuery, type SearchRules } from './search-rules.ts';
import { parseMultiSearchBody, parseSearchBody, parseSearchQueryString, type IndexedQuery, type SearchQuery } from './search-params.ts';
import { resultsBytes, type SearchAnswer } from './search-answer.ts';
import { answerInTurns } from './search-turns.ts';

/** A search body is a query, not data: a few kilobytes at most (#19). */
export const SEARCH_BODY_LIMIT = 64 * 1024;

/** Search (POST and GET) and multi-search; answers are cached by request until an index they read changes. */
export function registerSearchRoutes(ctx: RouteContext): void {
  const { app, engine, guard } = ctx;
  const cache = new ResultCache();

  /** The cached JSON for this request, else the JSON `answer()` makes, kept. The key carries the API key, whose rules may narrow results. */
  async function cached(req: Req, reply: FastifyReply, uids: readonly string[], answer: () => Promise<Buffer>): Promise<Buffer> {
    const key = `${req.headers.authorization ?? ''}\u0000${req.method} ${req.url}\u0000${rawBodies.get(req) ?? ''}`;
    const versions = uids.map((uid) => engine.indexVersion(uid));
    let body = cache.get(key, versions);
    if (body === undefined) {
      body = await answer();
      cache.set(key, versions, body);
    }
    // Typed only once there is an answer: an error keeps the plugin's own error reply.
    void reply.type('application/json; charset=utf-8');
    return body;
  }

  const searchJson = async (uid: string, query: SearchQuery) => (await answerInTurns(() => engine.searchAnswer(uid, query))).bytes();

  app.post('/indexes/:uid/search', { bodyLimit: SEARCH_BODY_LIMIT }, async (req: Req, reply) => {
    const { rules } = guard(req, 'search', [req.params.uid]);
    checkSearchLimits(req.body);
    return cached(req, reply, [req.params.uid], () => {
      // As Meilisearch: the body's errors before the index uid's.
      const query = parseSearchBody(req.body ?? {});
      validateIndexUid(req.params.uid);
      return searchJson(req.params.uid, ruledQuery(rules, req.params.uid, query));
    });
  });

  app.get('/indexes/:uid/search', async (req: Req, reply) => {
    const { rules } = guard(req, 'search', [req.params.uid]);
    const query = parseSearchQueryString(req.query);
    validateIndexUid(req.params.uid);
    checkSearchLimits(query);
    return cached(req, reply, [req.params.uid], () => searchJson(req.params.uid, ruledQuery(rules, req.params.uid, query)));
  });

  app.post('/multi-search', { bodyLimit: SEARCH_BODY_LIMIT }, async (req: Req, reply) => {
    // As Meilisearch: the key first, then the whole body, then each query's index, naming the query that may not read it.
    const access = guard(req, 'search');
    const { queries, federation } = parseMultiSearchBody(req.body);
    if (federation !== undefined && federation !== null) throw new MeiliError('bad_request', 'Federated multi-search is not supported by the embedded engine.');
    queries.forEach(({ indexUid }, i) => {
      if (!mayRead(access, indexUid)) throw new MeiliError('invalid_api_key', `Inside \`.queries[${i}]\`: The provided API key is invalid.`);
    });
    checkMultiSearchLimits(queries.map(({ query }) => query));
    return cached(
      req,
      reply,
      queries.map(({ indexUid }) => indexUid),
      async () => {
        const results: SearchAnswer[] = [];
        for (const [i, query] of queries.entries()) results.push(await answerInTurns(() => answerAt(engine, query, i, access.rules)));
        return resultsBytes(results);
      },
    );
  });
}

/** Each query of a multi-search against its index, at once: for the server's own searches, which are few and small. */
export function multiSearch(engine: Engine, queries: readonly unknown[], rules?: SearchRules): unknown[] {
  return parseMultiSearchBody({ queries }).queries.map((query, i) => searchAt(engine, query, i, rules));
}

/** Query `i` of a multi-search against its index. */
function searchAt(engine: Engine, { indexUid, query }: IndexedQuery, i: number, rules?: SearchRules): object {
  return atQuery(i, () => ({ indexUid, ...engine.search(indexUid, ruledQuery(rules, indexUid, query)) }));
}

/** The same, its answer to be written as JSON. */
function answerAt(engine: Engine, { indexUid, query }: IndexedQuery, i: number, rules?: SearchRules): SearchAnswer {
  return atQuery(i, () => engine.searchAnswer(indexUid, ruledQuery(rules, indexUid, query), indexUid));
}

/** A failing query of a multi-search names its place, as Meilisearch does. */
function atQuery<T>(i: number, search: () => T): T {
  try {
    return search();
  } catch (err) {
    const e = toMeiliError(err);
    throw new MeiliError(e.code, `Inside \`.queries[${i}]\`: ${e.message}`, { status: e.status === 500 ? 500 : 400, cause: e });
  }
}
