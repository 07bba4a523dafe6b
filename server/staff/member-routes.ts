/**
 * A site's staff: GET /members lists them for any member; an admin invites (POST /members, which e-mails a sign-in
 * link) and removes (DELETE /members/:id) staff of their own site only: another site's member is not found.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, parseBody } from '../api/errors.ts';
import { tenantOf } from '../api/context.ts';
import { requireAdmin, staffOf } from './auth.ts';
import { inviteSchema, memberParams } from './schemas.ts';
import { sendStaffLink, staffSignInUrl } from './sign-in-mail.ts';
import { linkOrigin } from './sign-in-routes.ts';
import type { StaffContext } from './staff-context.ts';
import { staffStoreOf } from './staff-store.ts';

export async function staffMemberRoutes(app: FastifyInstance, context: StaffContext): Promise<void> {
  const staff = await staffStoreOf(context.sql);

  app.get('/members', async (request) => staff.members((await staffOf(context, request)).tenant));

  app.post('/members', async (request, reply) => {
    const admin = await requireAdmin(context, request);
    const { email, role } = parseBody(inviteSchema, request.body);
    const { mail } = context;
    if (!mail) throw new ApiError('unavailable', 'E-mail is not set up on this server (DEALER_SMTP_URL), so the sign-in link cannot be sent');
    const now = new Date();
    const member = await staff.invite(admin.tenant, email, role, now);
    const tenant = tenantOf(context, request);
    const token = await staff.issueLink(admin.tenant, member.id, now);
    await sendStaffLink(mail, member.email, tenant.name, staffSignInUrl(linkOrigin(request, tenant, context.demo), token), (message) =>
      request.log.info(message),
    );
    await staff.audit({ tenant: admin.tenant, memberId: admin.member.id, what: `invited ${member.email} as ${role}` }, now);
    return reply.code(201).send(member);
  });

  app.delete('/members/:id', async (request, reply) => {
    const admin = await requireAdmin(context, request);
    const { id } = parseBody(memberParams, request.params);
    if (id === admin.member.id) throw new ApiError('bad_request', 'You cannot remove yourself; ask another admin', [{ path: 'id', message: 'That is you' }]);
    const member = await staff.member(admin.tenant, id);
    if (!member || !(await staff.remove(admin.tenant, id))) throw new ApiError('not_found', 'No such staff member');
    await staff.audit({ tenant: admin.tenant, memberId: admin.member.id, what: `removed ${member.email}` }, new Date());
    return reply.code(204).send();
  });
}
