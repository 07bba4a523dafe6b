/**
 * Security headers on every response, from helmet. A site's pages get a Content-Security-Policy built from
 * its tenant config: only its own origin, plus the search host, image host, video host and map provider it
 * names; everything else gets none at all. HSTS goes out over https only (transport.ts).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { YOUTUBE_EMBED_ORIGIN } from '../runtime/site/video-embed.ts';
import type { Tenant } from '../schema/tenant.ts';

const origin = (url: string) => (/^https?:\/\//.test(url) ? new URL(url).origin : null);
const sources = (...urls: (string | null)[]) => ["'self'", ...new Set(urls.filter((u): u is string => u !== null))].join(' ');

/** `searchHost` is where the page searches (search-host.ts), which may not be the host the tenant names. */
export function contentSecurityPolicy(tenant: Tenant, searchHost = tenant.search.host): string {
  const maps = tenant.maps.provider === 'google' ? 'https://maps.googleapis.com https://maps.gstatic.com' : null;
  // A third-party chat widget the tenant names loads its code, styles, pictures and frames from its own origin, and talks back to it.
  const widget = tenant.chat.widgetScript ? origin(tenant.chat.widgetScript) : null;
  const widgetSocket = widget && widget.replace(/^https:/, 'wss:');
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    `script-src ${sources(maps, widget)}`,
    // React sets style attributes (e.g. a hero image); no inline <style> or script is generated.
    `style-src ${sources(widget)} 'unsafe-inline'`,
    `img-src ${sources(origin(tenant.images.host), maps, widget)} data: blob:`,
    `connect-src ${sources(origin(searchHost), widget, widgetSocket)}`,
    // YouTube watch links in a feed play through its no-cookie embed (runtime/site/video-embed.ts).
    `frame-src ${sources(origin(tenant.vehicle.videoHost), YOUTUBE_EMBED_ORIGIN, tenant.maps.provider === 'google' ? 'https://www.google.com' : null, widget)}`,
    `media-src ${sources()} https:`,
  ].join('; ');
}

/** Powerful features no page of a dealer site uses, refused for the page and any frame in it (maps, videos). */
export const PERMISSIONS_POLICY = 'camera=(), geolocation=(), microphone=(), payment=(), usb=()';

/** Headers every response carries; pages add their CSP in the sites plugin. */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    return payload;
  });
}
