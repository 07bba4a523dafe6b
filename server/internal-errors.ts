/**
 * A failure on our side outside /api and /meili (pages, media, the sitemap), which answer in their own shapes.
 * Fastify's own answer would carry the error's message, which may name files or SQL; the client is told only
 * "internal error" and the detail goes to the log under the request's id, which the answer's x-request-id names.
 */
import type { FastifyError, FastifyInstance } from 'fastify';

export const INTERNAL_ERROR_BODY = { statusCode: 500, error: 'Internal Server Error', message: 'internal error' } as const;

export function installInternalErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The client's own mistakes keep Fastify's answer (and its log line and headers, such as Retry-After).
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) return reply.send(error);
    request.log.error({ err: error }, 'internal error');
    return reply.code(500).send(INTERNAL_ERROR_BODY);
  });
}
