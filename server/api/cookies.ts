/**
 * The site's own cookies: HTTP-only and SameSite=Lax (Strict when asked, as staff's are); over https also Secure with the `__Host-` prefix, so
 * neither a plain-http page nor another host under the same domain can set one in the shopper's browser.
 * A signed cookie carries the server's signature (@fastify/cookie's secret): a forged one reads as none.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const nameOf = (request: FastifyRequest, name: string) => (request.overHttps ? `__Host-${name}` : name);

export function readCookie(request: FastifyRequest, name: string, options: { signed?: boolean } = {}): string | null {
  const raw = request.cookies[nameOf(request, name)];
  if (!raw) return null;
  if (!options.signed) return raw;
  const { valid, value } = request.unsignCookie(raw);
  return valid ? value : null;
}

export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  options: { maxAgeSeconds: number; signed?: boolean; sameSite?: 'lax' | 'strict' },
): void {
  reply.setCookie(nameOf(request, name), value, {
    path: '/',
    httpOnly: true,
    sameSite: options.sameSite ?? 'lax',
    secure: request.overHttps,
    maxAge: options.maxAgeSeconds,
    signed: options.signed ?? false,
  });
}
