import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Engine } from './engine.ts';
import { MeiliError, toMeiliError } from './errors.ts';
import { registerAdminRoutes } from './http-admin.ts';
import { rawBodies } from './http-context.ts';
import type { RouteContext } from './http-context.ts';
import { registerDocumentRoutes } from './http-documents.ts';
import { registerIndexRoutes } from './http-indexes.ts';
import { registerSearchRoutes } from './http-search.ts';
import { authorize } from './keys.ts';

export interface MeiliPluginOptions {
  engine: Engine;
  /** Without a master key every route is open, as with Meilisearch in development mode. */
  masterKey?: string;
}

/** Document batches can be large; Meilisearch's own default payload limit is 100 MB. Routes may set less (search: 64 KiB). */
const BODY_LIMIT = 100 * 1024 * 1024;

/** A byte size as Meilisearch words it: `100 MiB`, `64 KiB`. */
function binarySize(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MiB` : `${bytes / 1024} KiB`;
}

/** Maps Fastify's own transport errors onto Meilisearch codes; anything else is internal. `bodyLimit` is the route's. */
function fastifyError(err: { statusCode?: number; code?: string; message: string }, bodyLimit: number): MeiliError {
  if (err.statusCode === 413)
    return new MeiliError('payload_too_large', `The provided payload reached the size limit. The maximum accepted payload size is ${binarySize(bodyLimit)}.`, {
      cause: err,
    });
  if (err.statusCode === 415) {
    return new MeiliError(
      'invalid_content_type',
      'The Content-Type is invalid. Accepted values for the Content-Type header are: `application/json`, `application/x-ndjson`',
      { cause: err },
    );
  }
  if (err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500) return new MeiliError('bad_request', err.message, { cause: err });
  return toMeiliError(err);
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new MeiliError('malformed_payload', `The \`json\` payload provided is malformed. \`Couldn't serialize document value: ${(err as Error).message}\`.`, {
      cause: err,
    });
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

  // Every route carries its limit, so a 413 can name the one that applied.
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= BODY_LIMIT;
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    rawBodies.set(req, body as string);
    try {
      done(null, parseJson(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.addContentTypeParser('application/x-ndjson', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseNdjson(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });

  app.setErrorHandler((err, req, reply) => {
    const error = err instanceof MeiliError ? err : fastifyError(err as { statusCode?: number; message: string }, req.routeOptions.bodyLimit);
    if (error.code === 'internal') req.log.error({ err }, 'meili engine internal error');
    void reply.code(error.status).send(error.toResponse());
  });
  app.setNotFoundHandler((req, reply) => {
    void reply.code(404).send(new MeiliError('not_found', `Route \`${req.method} ${req.url}\` not found.`).toResponse());
  });

  const ctx: RouteContext = {
    app,
    engine,
    masterKey,
    guard: (req, action, indexes = []) => authorize(masterKey, engine.keys(), req.headers.authorization, action, indexes),
    enqueued: (reply, task) => reply.code(202).send(task),
  };
  registerAdminRoutes(ctx);
  registerIndexRoutes(ctx);
  registerDocumentRoutes(ctx);
  registerSearchRoutes(ctx);
};
