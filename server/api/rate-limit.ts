/**
 * Submission limits, counted by @fastify/rate-limit in the database (server/store/rate-limits.ts), so every
 * process on the data directory and every restart sees the same windows: per client address on a tenant,
 * and per phone and per e-mail on a tenant where a submission gives them, which holds a flood spread over
 * many addresses that sends one contact. No limit covers a whole tenant: then a few addresses flooding it
 * would close its forms for every shopper.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyRateLimitStore, openRateLimitStore } from '../store/rate-limits.ts';
import type { SqlStore } from '../store/sql/sql-store.ts';
import { ApiError } from './errors.ts';

type Limit = { max: number; windowMs: number };

export const SUBMISSION_LIMITS = {
  perClient: { max: 20, windowMs: 60_000 },
  perContact: { max: 20, windowMs: 60_000 },
} satisfies Record<string, Limit>;
export type SubmissionLimits = Record<keyof typeof SUBMISSION_LIMITS, Limit>;

export interface SubmissionLimitOptions {
  sql: SqlStore;
  limits: SubmissionLimits;
  /** The slug of the tenant a request is for: every limit is the tenant's own. */
  tenantOf(request: FastifyRequest): string;
  /** What is counted, apart from other counts (its key) and in the 429's words; shoppers' submissions by default. */
  counted?: { key: string; words: string };
}

/** Counts a submission against its limits; past one, a 429 whose Retry-After says when to try again. */
export type CountSubmission = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

type Contact = 'email' | 'phone';
// One person's contact however it is typed: e-mail case and phone spacing do not make a new key.
const CONTACT_KEYS: Record<Contact, (value: string) => string> = {
  email: (value) => value.trim().toLowerCase(),
  phone: (value) => value.replace(/\D/g, ''),
};

/**
 * The phone or e-mail a submission gives, in its fields (leads, forms) or at its top (valuations). Read from
 * the body as sent, before it is checked, so a body that fails its check still counts, as it does per address.
 */
function contactOf(body: unknown, contact: Contact): string | null {
  const top = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const fields = typeof top.fields === 'object' && top.fields !== null ? (top.fields as Record<string, unknown>) : {};
  const value = [fields[contact], top[contact]].find((v): v is string => typeof v === 'string');
  return (value && CONTACT_KEYS[contact](value).slice(0, 200)) || null;
}

export async function submissionLimits(app: FastifyInstance, options: SubmissionLimitOptions): Promise<CountSubmission> {
  const { limits, tenantOf, counted = { key: 'submit', words: 'submissions' } } = options;
  await app.register(rateLimit, { global: false, store: fastifyRateLimitStore(await openRateLimitStore(options.sql)) });
  const window = (limit: Limit) => ({ max: limit.max, timeWindow: limit.windowMs });
  const checks = [
    app.createRateLimit({ ...window(limits.perClient), keyGenerator: (request) => `${counted.key}|client|${tenantOf(request)}|${normalizeIP(request.ip)}` }),
    ...(['email', 'phone'] as const).map((contact) =>
      app.createRateLimit({
        ...window(limits.perContact),
        keyGenerator: (request) => `${counted.key}|${contact}|${tenantOf(request)}|${contactOf(request.body, contact)}`,
        allowList: (request) => contactOf(request.body, contact) === null,
      }),
    ),
  ];
  return async (request, reply) => {
    for (const check of checks) {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      void reply.header('retry-after', result.ttlInSeconds);
      throw new ApiError('too_many_requests', `Too many ${counted.words}; please try again in ${result.ttlInSeconds} seconds`);
    }
  };
}
