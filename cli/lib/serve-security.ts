/**
 * The settings that decide how safe a running server is, from flags and the environment, checked before it
 * starts: sign-in codes need a real SMS gateway outside the demo, the demo stays on loopback, and behind a TLS
 * proxy the server must be told so (a public origin, or a trusted proxy's X-Forwarded-Proto).
 */
import type { ServerOptions } from '../../server/app.ts';
import { signInNeeded } from '../../schema/features.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { PROBLEMS } from './problem-catalogue.ts';
import { UserError } from './problems.ts';

export interface SecurityFlags {
  /** The demo: sign-in codes go to a readable outbox instead of an SMS gateway. */
  demo?: boolean;
  /** Default: $DEALER_PUBLIC_ORIGIN. */
  publicOrigin?: string;
  /** `true`, or proxy addresses and CIDR ranges, comma-separated. Default: $DEALER_TRUST_PROXY. */
  trustProxy?: string;
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/;

function publicOriginFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== value.replace(/\/$/, '')) throw new UserError(PROBLEMS.NotAnOrigin(value));
  return url.origin;
}

function trustProxyFrom(value: string | undefined): boolean | string | undefined {
  if (!value || value === 'false') return undefined;
  return value === 'true' ? true : value;
}

/** The server options these settings make, or the problem that stops the server from starting. */
export function securityOptions(flags: SecurityFlags, host: string, tenants: Tenant[], env: NodeJS.ProcessEnv = process.env): Partial<ServerOptions> {
  const smsWebhookUrl = env.DEALER_SMS_WEBHOOK_URL || undefined;
  if (flags.demo && !LOOPBACK.test(host)) throw new UserError(PROBLEMS.DemoNotOnLoopback(host));
  const signingIn = tenants.filter(signInNeeded).map((tenant) => tenant.slug);
  if (!flags.demo && !smsWebhookUrl && signingIn.length > 0) throw new UserError(PROBLEMS.NoSmsGateway(signingIn));
  const publicOrigin = publicOriginFrom(flags.publicOrigin ?? env.DEALER_PUBLIC_ORIGIN);
  const trustProxy = trustProxyFrom(flags.trustProxy ?? env.DEALER_TRUST_PROXY);
  return {
    ...(flags.demo ? { demo: true } : {}),
    ...(smsWebhookUrl ? { smsWebhookUrl } : {}),
    ...(publicOrigin ? { publicOrigin } : {}),
    ...(trustProxy ? { trustProxy } : {}),
  };
}
