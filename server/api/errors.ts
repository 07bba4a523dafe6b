/**
 * One error contract for /api: a client's bad input is a 400 with `{ error, issues[] }`; anything else is a
 * 500 with a generic message. A stack trace never reaches a client.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

export interface ApiIssue {
  path: string;
  message: string;
}

export const API_ERRORS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  payload_too_large: 413,
  /** Well-formed, but contradicts an earlier request (an Idempotency-Key sent again with another body). */
  unprocessable: 422,
  too_many_requests: 429,
  internal: 500,
  /** A third-party service the request needs (e.g. trade-in valuation) failed; the message says what to do. */
  unavailable: 503,
} as const;
export type ApiErrorCode = keyof typeof API_ERRORS;

export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly issues: ApiIssue[] = [],
  ) {
    super(message);
  }
}

export function zodIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Parses a payload with a zod schema; a mismatch becomes a 400 listing every problem. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiError('bad_request', 'The request is not valid', zodIssues(result.error));
  return result.data;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return reply.code(API_ERRORS[error.code]).send({ error: error.message, issues: error.issues });
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own parsing and limit errors: the client's fault, said plainly.
      const message =
        status === 413 ? 'The request body is too large' : status === 415 ? 'Send JSON with content-type application/json' : 'The request could not be read';
      return reply.code(status).send({ error: message, issues: [{ path: '', message: error.message }] });
    }
    // The detail stays in the log, under the request id the answer's x-request-id header names.
    request.log.error({ err: error }, 'internal error');
    return reply.code(500).send({ error: 'Something went wrong on our side; please try again', issues: [] });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found', issues: [] }));
}
