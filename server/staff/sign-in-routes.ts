/**
 * Staff sign-in by e-mailed link: POST /sign-in-link asks for one (202 whatever the address, so it never says who is
 * staff; rate limited per address and per client), POST /sign-in uses it and sets the staff session cookie, GET /me
 * says who is signed in, POST /sign-out ends the session.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_LINK_ERRORS } from '../../runtime/site/staff-api.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { tenantOf } from '../api/context.ts';
import { setCookie } from '../api/cookies.ts';
import { parseBody } from '../api/errors.ts';
import { submissionLimits, type SubmissionLimits } from '../api/rate-limit.ts';
import { STAFF_SESSION_TTL_MS } from '../store/staff.ts';
import { STAFF_COOKIE, staffOf, staffToken } from './auth.ts';
import { sendStaffLink, staffSignInUrl } from './sign-in-mail.ts';
import { signInLinkSchema, signInSchema } from './schemas.ts';
import type { StaffContext } from './staff-context.ts';
import { staffStoreOf } from './staff-store.ts';

/** Link requests allowed per client address and per e-mail address on a site, each over its window. */
export const STAFF_LINK_LIMITS = {
  perClient: { max: 10, windowMs: 15 * 60_000 },
  perContact: { max: 5, windowMs: 15 * 60_000 },
} satisfies SubmissionLimits;

/**
 * Where the link leads: the site's own address when set (a forged Host header cannot send a link elsewhere), else the
 * server's public origin, else the host asked through, as in the demo, where the site runs on this machine.
 */
export function linkOrigin(request: FastifyRequest, tenant: Tenant, demo: boolean): string {
  const asked = `${request.overHttps ? 'https' : 'http'}://${request.host}`;
  if (demo) return asked;
  return tenant.url ?? request.server.publicOrigin ?? asked;
}

export async function staffSignInRoutes(app: FastifyInstance, context: StaffContext): Promise<void> {
  const staff = await staffStoreOf(context.sql);
  const tenantSlug = (request: FastifyRequest) => tenantOf(context, request).slug;
  // Counted as shoppers' submissions are, per client and per e-mail address, apart from them.
  const countLinkRequest = await submissionLimits(app, {
    sql: context.sql,
    limits: STAFF_LINK_LIMITS,
    tenantOf: tenantSlug,
    counted: { key: 'staff-link', words: 'sign-in links asked for' },
  });

  app.post('/sign-in-link', async (request, reply) => {
    const tenant = tenantOf(context, request);
    await countLinkRequest(request, reply);
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
