/**
 * Sign-in by phone with a one-time code: POST /api/session/code sends it, POST /api/session checks it
 * and sets the session cookie (cookies.ts), GET /api/session reads the user, DELETE ends it. In the demo
 * only, GET /api/dev/outbox?phone= shows what the outbox "sent" for the site asked through, to loopback clients.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { phoneDigits } from '../../runtime/site/phones.ts';
import { hasOutbox, type SmsProvider } from '../sms/provider.ts';
import { openSessionStore, SESSION_TTL_MS, type SessionStore, type User } from '../store/sessions.ts';
import type { SqlStore } from '../store/sql/sql-store.ts';
import { setCookie } from './cookies.ts';
import { SESSION_COOKIE, sessionToken } from './session-cookie.ts';
import { ApiError, parseBody } from './errors.ts';
import { tenantOf, type ApiContext } from './context.ts';

/**
 * The budgets on sign-in codes, each over a sliding window and kept in the database. A code request is
 * refused (429) while any of the first three is used up, a code check while `wrongCodes` is.
 */
export const CODE_LIMITS = {
  // Counted per address and phone, not per phone: a stranger asking for someone's number from their own
  // address uses up their own quota, never the owner's asking from theirs.
  perAddressAndPhone: { max: 3, windowMs: 10 * 60_000 },
  // One address texting many numbers: what an SMS-pumping script does, and what no visitor needs.
  perAddress: { max: 20, windowMs: 3600_000 },
  // One number texted from many addresses: high enough that a stranger needs several addresses to get in
  // the owner's way, low enough that nobody's phone gets a stream of texts.
  perPhone: { max: 10, windowMs: 3600_000 },
  // Wrong codes for a number from anywhere, after which even the right code is refused: 5 guesses an hour
  // at a 6-digit code is a 1 in 200,000 chance an hour, so guessing is hopeless.
  wrongCodes: { max: 5, windowMs: 3600_000 },
} as const;

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

// One session store per SQL store, migrated once, for every route module that reads who is signed in.
const sessionStores = new WeakMap<SqlStore, Promise<SessionStore>>();
function sessionStoreOf(context: ApiContext): Promise<SessionStore> {
  let opened = sessionStores.get(context.sql);
  if (!opened) {
    opened = openSessionStore(context.sql);
    sessionStores.set(context.sql, opened);
    // One that failed to open (the database was out of reach) is tried again by the next request.
    opened.catch(() => sessionStores.delete(context.sql));
  }
  return opened;
}

/** The signed-in user of a request on its site, or null. */
export async function requestUser(context: ApiContext, request: FastifyRequest): Promise<User | null> {
  const token = sessionToken(request);
  if (!token) return null;
  return (await sessionStoreOf(context)).userOf(tenantOf(context, request).slug, token, new Date());
}

const retryAfterSeconds = (ms: number) => String(Math.ceil(ms / 1000));

/** Only the machine itself: the demo binds to loopback, and this holds if it is ever bound wider. */
const fromLoopback = (request: FastifyRequest) => ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '');

export async function sessionRoutes(app: FastifyInstance, context: ApiContext & SignInOptions): Promise<void> {
  const store = await sessionStoreOf(context);
  const { sms } = context;

  app.post('/session/code', async (request, reply) => {
    const tenant = tenantOf(context, request);
    const { phone } = parseBody(codeRequestSchema, request.body);
    if (!sms) throw new ApiError('unavailable', 'Sign-in by text message is not set up on this site yet; please call the dealer');
    const issued = await store.requestCode(tenant.slug, phone, request.ip, new Date(), CODE_LIMITS);
    if ('refused' in issued) {
      reply.header('retry-after', retryAfterSeconds(issued.retryAfterMs));
      throw new ApiError('too_many_requests', 'Too many codes asked for; please wait a few minutes and try again');
    }
    await sms.send({ site: tenant.slug, to: phone, body: `${issued.code} is your ${tenant.name} sign-in code. It expires in 10 minutes.` });
    return reply.code(202).send({ sent: true });
  });

  app.post('/session', async (request, reply) => {
    const tenant = tenantOf(context, request);
    const { phone, code } = parseBody(verifySchema, request.body);
    const verdict = await store.consumeCode(tenant.slug, phone, code, new Date(), CODE_LIMITS.wrongCodes);
    if (typeof verdict === 'object') {
      reply.header('retry-after', retryAfterSeconds(verdict.retryAfterMs));
      throw new ApiError('too_many_requests', 'Too many wrong codes for this number; please wait and try again later');
    }
    if (!verdict)
      throw new ApiError('bad_request', 'That code is not right or has expired', [{ path: 'code', message: 'Check the code or ask for a new one' }]);
    const { token, user } = await store.startSession(tenant.slug, phone, new Date());
    setCookie(request, reply, SESSION_COOKIE, token, { maxAgeSeconds: SESSION_TTL_MS / 1000 });
    return { user };
  });

  app.get('/session', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { user: await requestUser(context, request) };
  });

  app.delete('/session', async (request, reply) => {
    const tenant = tenantOf(context, request);
    const token = sessionToken(request);
    if (token) await store.endSession(tenant.slug, token);
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
