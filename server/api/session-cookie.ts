import type { FastifyRequest } from 'fastify';
import { readCookie } from './cookies.ts';

/** The shopper's session cookie's name over plain http; over https it is `__Host-dealer_session`. */
export const SESSION_COOKIE = 'dealer_session';

/** The session the request carries, if any: whether it is still good is the session store's to say. */
export const sessionToken = (request: FastifyRequest): string | null => readCookie(request, SESSION_COOKIE);
