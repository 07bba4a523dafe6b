/**
 * Staff sign-in by e-mailed link: POST /sign-in-link asks for one (202 whatever the address, so it never says who is
 * staff; rate limited per address and per client), POST /sign-in uses it and sets the staff session cookie, GET /me
 * says who is signed in, POST /sign-out ends the session.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_LINK_ERRORS } from '../../runtime/site/staff-api.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { tenantOf } from '../api/context.ts';
import { setCookie } from '../api/cookies.ts';
import { ApiError, parseBody } from '../api/errors.ts';
import { fastifyRateLimitStore, openRateLimitStore } from '../store/rate-limits.ts';
import { normalEmail, STAFF_SESSION_TTL_MS } from '../store/staff.ts';
import { STAFF_COOKIE, staffOf, staffToken } from './auth.ts';
import { sendStaffLink, staffSignInUrl } from './sign-in-mail.ts';
import { signInLinkSchema, signInSchema } from './schemas.ts';
import type { StaffContext } from './staff-context.ts';
import { staffStoreOf } from './staff-store.ts';

/** Link requests allowed per client address and per e-mail address on a site, each over its window. */
export const STAFF_LINK_LIMITS = {
  perClient: { max: 10, windowMs: 15 * 60_000 },
  perEmail: { max: 5, windowMs: 15 * 60_000 },
} as const;

/**
 * Where the link leads: the site's own address when set (a forged Host header cannot send a link elsewhere), else the
 * server's public origin, else the host asked through, as in the demo, where the site runs on this machine.
 */
export function linkOrigin(request: FastifyRequest, tenant: Tenant, demo: boolean): string {
  const asked = `${request.overHttps ? 'https' : 'http'}://${request.host}`;
  if (demo) return asked;
  return tenant.url ?? request.server.publicOrigin ?? asked;
}

const emailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? normalEmail(email).slice(0, 254) : '';
};

export async function staffSignInRoutes(app: FastifyInstance, context: StaffContext): Promise<void> {
  const staff = await staffStoreOf(context.sql);
  const tenantSlug = (request: FastifyRequest) => tenantOf(context, request).slug;
  await app.register(rateLimit, { global: false, store: fastifyRateLimitStore(await openRateLimitStore(context.sql)) });
  const window = (limit: { max: number; windowMs: number }) => ({ max: limit.max, timeWindow: limit.windowMs });
  const checks = [
    app.createRateLimit({
      ...window(STAFF_LINK_LIMITS.perClient),
      keyGenerator: (request) => `staff-link|client|${tenantSlug(request)}|${normalizeIP(request.ip)}`,
    }),
    app.createRateLimit({
      ...window(STAFF_LINK_LIMITS.perEmail),
      keyGenerator: (request) => `staff-link|email|${tenantSlug(request)}|${emailOf(request.body)}`,
    }),
  ];

  app.post('/sign-in-link', async (request, reply) => {
    const tenant = tenantOf(context, request);
    for (const check of checks) {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      void reply.header('retry-after', result.ttlInSeconds);
      throw new ApiError('too_many_requests', `Too many sign-in links asked for; please try again in ${result.ttlInSeconds} seconds`);
    }
    const { email } = parseBody(signInLinkSchema, request.body);
    const member = await staff.memberByEmail(tenant.slug, email);
    if (member) {
      if (!context.mail) request.log.warn({ tenant: tenant.slug }, 'a staff sign-in link was asked for, and no SMTP server is set (DEALER_SMTP_URL)');
      else {
        const token = await staff.issueLink(tenant.slug, member.id, new Date());
        const url = staffSignInUrl(linkOrigin(request, tenant, context.demo), token);
        await sendStaffLink(context.mail, member.email, tenant.name, url, (message) => request.log.info(message));
        await staff.audit({ tenant: tenant.slug, memberId: member.id, what: 'sign-in link sent' }, new Date());
      }
    }
    return reply.code(202).send({ sent: true });
  });

  app.post('/sign-in', async (request, reply) => {
    const tenant = tenantOf(context, request);
    const { token } = parseBody(signInSchema, request.body);
    const now = new Date();
    const result = await staff.signIn(tenant.slug, token, now);
    if ('refused' in result) return reply.code(400).send({ error: STAFF_LINK_ERRORS[result.refused], code: result.refused, issues: [] });
    setCookie(request, reply, STAFF_COOKIE, result.token, { maxAgeSeconds: STAFF_SESSION_TTL_MS / 1000, sameSite: 'strict' });
    await staff.audit({ tenant: tenant.slug, memberId: result.member.id, what: 'signed in' }, now);
    return result.member;
  });

  app.get('/me', async (request) => (await staffOf(context, request)).member);

  app.post('/sign-out', async (request, reply) => {
    const tenant = tenantOf(context, request);
    const token = staffToken(request);
    if (token) {
      const member = await staff.memberOf(tenant.slug, token, new Date());
      await staff.endSession(tenant.slug, token);
      if (member) await staff.audit({ tenant: tenant.slug, memberId: member.id, what: 'signed out' }, new Date());
    }
    setCookie(request, reply, STAFF_COOKIE, '', { maxAgeSeconds: 0, sameSite: 'strict' });
    return reply.code(204).send();
  });
}
