/**
 * Who is looking at a car page, for counting a view once per visitor and day. A browser carries a signed
 * visitor cookie; a caller without one (a first visit, curl) is known by its address, and is given a cookie
 * that is remembered under that address too, so its next view is not a second count. Forging or dropping the
 * cookie only falls back to the address.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, setCookie } from './cookies.ts';

export const VISITOR_COOKIE = 'dealer_visitor';

/** The visitor's id from their cookie, or null for a caller without a valid one. */
export function knownVisitor(request: FastifyRequest): string | null {
  return readCookie(request, VISITOR_COOKIE, { signed: true });
}

/** A new visitor id, given to the caller as their cookie. */
export function newVisitor(request: FastifyRequest, reply: FastifyReply): string {
  const fresh = randomUUID();
  setCookie(request, reply, VISITOR_COOKIE, fresh, { maxAgeSeconds: 24 * 3600, signed: true });
  return fresh;
}

export function visitorNames(request: FastifyRequest, reply: FastifyReply): [string, ...string[]] {
  const known = knownVisitor(request);
  if (known) return [`visitor:${known}`];
  return [`address:${request.ip}`, `visitor:${newVisitor(request, reply)}`];
}
