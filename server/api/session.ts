/**
 * Sign-in by phone with a one-time code: POST /api/session/code sends it, POST /api/session checks it
 * and sets the session cookie (cookies.ts), GET /api/session reads the user, DELETE ends it. In the demo
 * only, GET /api/dev/outbox?phone= shows what the outbox "sent" for the site asked through, to loopback clients.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { phoneDigits } from '../../runtime/site/phones.ts';
import { hasOutbox, type SmsProvider } from '../sms/provider.ts';
import { SESSION_TTL_MS, sqliteSessionStore, type User } from '../store/sessions.ts';
import { readCookie, setCookie } from './cookies.ts';
import { ApiError, parseBody } from './errors.ts';
import { tenantOf, type ApiContext } from './context.ts';

/** The cookie's name over plain http; over https it is `__Host-dealer_session`. */
export const SESSION_COOKIE = 'dealer_session';
/** Codes a phone may ask for in a window, and codes one address may ask for in an hour. */
export const CODE_LIMITS = { perPhone: 3, phoneWindowMs: 10 * 60_000, perIp: 20, ipWindowMs: 3600_000 } as const;

/** A 10-digit Australian number, written with or without spaces or +61; stored as digits with a leading 0. */
export const phoneSchema = z
  .string()
  .max(20)
  .transform((value) => phoneDigits(value))
  .refine((digits) => /^0\d{9}$/.test(digits), 'Enter a 10-digit phone number, like 0412 345 678');

const codeRequestSchema = z.strictObject({ phone: phoneSchema });
const verifySchema = z.strictObject({ phone: phoneSchema, code: z.string().regex(/^\d{6}$/, 'The code is the 6 digits we sent you') });
const outboxQuerySchema = z.strictObject({ phone: phoneSchema });

export interface SignInOptions {
  /** Where codes go; null when none is set up, and sign-in then answers 503. */
  sms: SmsProvider | null;
  /** The demo: its outbox is readable at GET /api/dev/outbox. */
  demo: boolean;
}

export const sessionToken = (request: FastifyRequest): string | null => readCookie(request, SESSION_COOKIE);

/** The signed-in user of a request on its site, or null. */
export function requestUser(context: ApiContext, request: FastifyRequest): User | null {
  const token = sessionToken(request);
  if (!token) return null;
  return sqliteSessionStore(context.db).userOf(tenantOf(context, request).slug, token, new Date());
}

/** Only the machine itself: the demo binds to loopback, and this holds if it is ever bound wider. */
const fromLoopback = (request: FastifyRequest) => ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '');

export async function sessionRoutes(app: FastifyInstance, context: ApiContext & SignInOptions): Promise<void> {
  const store = sqliteSessionStore(context.db);
  const { sms } = context;

  app.post('/session/code', async (request, reply) => {
    const tenant = tenantOf(context, request);
    const { phone } = parseBody(codeRequestSchema, request.body);
    if (!sms) throw new ApiError('unavailable', 'Sign-in by text message is not set up on this site yet; please call the dealer');
    const now = Date.now();
    const phoneCount = store.codesSince(tenant.slug, phone, request.ip, new Date(now - CODE_LIMITS.phoneWindowMs)).phone;
    const ipCount = store.codesSince(tenant.slug, phone, request.ip, new Date(now - CODE_LIMITS.ipWindowMs)).ip;
    if (phoneCount >= CODE_LIMITS.perPhone || ipCount >= CODE_LIMITS.perIp) {
      reply.header('retry-after', String(CODE_LIMITS.phoneWindowMs / 1000));
      throw new ApiError('too_many_requests', 'Too many codes asked for; please wait a few minutes and try again');
    }
    const code = store.issueCode(tenant.slug, phone, request.ip, new Date(now));
    await sms.send({ site: tenant.slug, to: phone, body: `${code} is your ${tenant.name} sign-in code. It expires in 10 minutes.` });
    return reply.code(202).send({ sent: true });
  });

  app.post('/session', async (request, reply) => {
    const tenant = tenantOf(context, request);
    const { phone, code } = parseBody(verifySchema, request.body);
    if (!store.consumeCode(tenant.slug, phone, code, new Date()))
      throw new ApiError('bad_request', 'That code is not right or has expired', [{ path: 'code', message: 'Check the code or ask for a new one' }]);
    const { token, user } = store.startSession(tenant.slug, phone, new Date());
    setCookie(request, reply, SESSION_COOKIE, token, { maxAgeSeconds: SESSION_TTL_MS / 1000 });
    return { user };
  });

  app.get('/session', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { user: requestUser(context, request) };
  });

  app.delete('/session', async (request, reply) => {
    const tenant = tenantOf(context, request);
    const token = sessionToken(request);
    if (token) store.endSession(tenant.slug, token);
    setCookie(request, reply, SESSION_COOKIE, '', { maxAgeSeconds: 0 });
    return reply.code(204).send();
  });

  if (context.demo && hasOutbox(sms)) {
    app.get('/dev/outbox', async (request, reply) => {
      if (!fromLoopback(request)) throw new ApiError('not_found', 'Not found');
      const tenant = tenantOf(context, request);
      const { phone } = parseBody(outboxQuerySchema, request.query);
      reply.header('cache-control', 'no-store');
      return { messages: sms.outbox(tenant.slug, phone) };
    });
  }
}
