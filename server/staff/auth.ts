/**
 * Who a staff request is from: the staff session cookie (its own name, SameSite=Strict, apart from shoppers'
 * sessions) read against the request's site. Every staff route (and the chat's staff side) starts here:
 * 401 without a live session of this site, 403 for an admin's action taken by staff.
 */
import type { FastifyRequest } from 'fastify';
import type { StaffMember } from '../../runtime/site/staff-api.ts';
import { tenantOf, type ApiContext } from '../api/context.ts';
import { readCookie } from '../api/cookies.ts';
import { ApiError } from '../api/errors.ts';
import { staffStoreOf } from './staff-store.ts';

/** The cookie's name over plain http; over https it is `__Host-dealer_staff`. */
export const STAFF_COOKIE = 'dealer_staff';

export interface Staff {
  member: StaffMember;
  /** The tenant's slug. */
  tenant: string;
}

export const staffToken = (request: FastifyRequest): string | null => readCookie(request, STAFF_COOKIE);

/** The signed-in staff member of the request's site; 401 without one. */
export async function staffOf(context: ApiContext, request: FastifyRequest): Promise<Staff> {
  const tenant = tenantOf(context, request).slug;
  const token = staffToken(request);
  const member = token ? await (await staffStoreOf(context.sql)).memberOf(tenant, token, new Date()) : undefined;
  if (!member) throw new ApiError('unauthorized', 'Sign in to the staff pages first');
  return { member, tenant };
}

/** As staffOf, and 403 unless the member is an admin. */
export async function requireAdmin(context: ApiContext, request: FastifyRequest): Promise<Staff> {
  const staff = await staffOf(context, request);
  if (staff.member.role !== 'admin') throw new ApiError('forbidden', 'Only an admin of this site may do that');
  return staff;
}
