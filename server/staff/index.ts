/**
 * The staff inbox's API, under STAFF_API (runtime/site/staff-api.ts): sign-in, members, leads and reports. Nothing
 * here may be kept by a browser or a CDN: every answer is personal or the staff's own.
 */
import type { FastifyInstance } from 'fastify';
import { STAFF_API } from '../../runtime/site/staff-api.ts';
import { staffLeadRoutes } from './lead-routes.ts';
import { staffMemberRoutes } from './member-routes.ts';
import { staffReportRoutes } from './report-routes.ts';
import { staffSignInRoutes } from './sign-in-routes.ts';
import type { StaffContext } from './staff-context.ts';

/** Registered under /api: the staff routes' own part of STAFF_API. */
export const STAFF_PREFIX = STAFF_API.replace(/^\/api/, '');

export async function staffRoutes(app: FastifyInstance, context: StaffContext): Promise<void> {
  await app.register(
    async (staff) => {
      staff.addHook('onSend', async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
      });
      for (const routes of [staffSignInRoutes, staffMemberRoutes, staffLeadRoutes, staffReportRoutes]) await staff.register(routes, context);
    },
    { prefix: STAFF_PREFIX },
  );
}
