/**
 * The server's logs: Fastify's pino, one JSON line an event, every line of a request carrying its id (also sent
 * back as `x-request-id`, so a shopper's report or a proxy's log leads to ours). What reaches the dealer (phone,
 * e-mail) and what proves who someone is (cookies, keys, tokens, sign-in codes) is redacted before it is written.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Long enough to be unique, and nothing that could split or disguise a log line. */
const WELL_FORMED_ID = /^[\w.:-]{8,128}$/;

/** Fields redacted wherever they appear in a logged object or a logged URL's query. */
const SECRET_FIELDS = ['phone', 'phone_number', 'email', 'code', 'token', 'offer_secret'];
const SECRET_HEADERS = ['cookie', 'authorization', 'proxy-authorization'];
const REDACTED = '[redacted]';

/** `true` logs to stdout; a stream (a test's) gets the lines instead. */
export type LogDestination = boolean | { write(line: string): void };

/** A proxy's id is kept so its logs and ours line up; a missing or odd one is replaced by a fresh one. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
}

/** The URL as sent, but for the values of secret query fields: the demo outbox is read by ?phone=. */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const pairs = url.slice(at + 1).split('&');
  // Keys are compared decoded, as the server's query parser will read them (`ph%6Fne` is `phone`).
  const secret = (pair: string) => SECRET_FIELDS.includes([...new URLSearchParams(pair).keys()][0]?.toLowerCase() ?? '');
  return `${url.slice(0, at)}?${pairs.map((pair) => (secret(pair) ? `${pair.split('=')[0]}=${REDACTED}` : pair)).join('&')}`;
}

const redactPaths = [
  ...SECRET_HEADERS.flatMap((header) => [`req.headers["${header}"]`, `headers["${header}"]`]),
  // Bodies and queries logged as they arrive: a field at the top, or in an object, or in an object's object.
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
];

/** Fastify's own request summary, with the headers (for user agents and proxies) and the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
    headers: request.headers,
  };
}

/** Fastify's options for logs and request ids. */
export function loggingOptions(destination: LogDestination): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    genReqId: requestId,
    // genReqId reads the header itself, so only a well-formed one is believed.
    requestIdHeader: false,
    logger:
      destination === false
        ? false
        : {
            level: 'info',
            redact: { paths: redactPaths, censor: REDACTED },
            serializers: { req: serializeRequest },
            ...(destination === true ? {} : { stream: destination }),
          },
  };
}

/** Every answer, errors and 404s included, names its request. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
