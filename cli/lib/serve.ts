import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { createServer, type DealerServer } from '../../server/app.ts';
import type { Engine } from '../../server/engine/engine.ts';
import { EngineDataInUseError } from '../../server/engine/data-in-use.ts';
import { DatabaseUnreachableError } from '../../server/store/sql/database-unreachable.ts';
import { redactedUrl } from '../../server/redacted-url.ts';
import { fillSampleStock } from '../../server/sample/fill.ts';
import { SearchEngineUnavailableError, type ExternalSearch } from '../../server/stock/meilisearch-stock.ts';
import { TenantSearchKeyMissingError } from '../../server/stock/tenant-stock.ts';
import { LeadDeliveryUnsetError } from '../../server/delivery/delivery-check.ts';
import { StripeWebhookSecretMissingError } from '../../server/payments/provider.ts';
import { colour, say, sayProblems } from './output.ts';
import { PROBLEMS } from './problem-catalogue.ts';
import { securityOptions, type SecurityFlags } from './serve-security.ts';
import { UserError } from './problems.ts';
import { listTenantSlugs } from './tenant-files.ts';
import { loadTenant } from './tenants.ts';
import type { Workspace } from './workspace.ts';

export const DEFAULT_SAMPLE_CARS = 2000;

export interface ServeOptions extends SecurityFlags {
  port: number;
  host: string;
  tenant?: string;
  dataDir?: string;
  /** The stores' PostgreSQL database; without it or `DEALER_DATABASE_URL`, a SQLite file in the data directory. */
  databaseUrl?: string;
  masterKey?: string;
  /** An external Meilisearch holding the stock, and its master key; without them or `DEALER_SEARCH_URL`, the embedded engine. */
  searchUrl?: string;
  searchKey?: string;
  /** Cars per served tenant to add when its index is empty. */
  sampleStock?: number;
  /** Made-up offers, reviews, blog cards and page copy, marked as sample, where a tenant has none of its own (always in the demo). */
  sampleContent?: boolean;
  /** JSON request and error logs on stdout, with request ids and personal details redacted. */
  logger?: boolean;
}

function masterKeyFrom(option: string | undefined): { key: string; generated: boolean } {
  const key = option ?? process.env.DEALER_MASTER_KEY;
  if (key) {
    if (key.length < 16) throw new UserError(PROBLEMS.MasterKeyTooShort());
    return { key, generated: false };
  }
  return { key: randomBytes(24).toString('base64url'), generated: true };
}

function externalSearchFrom(options: ServeOptions): ExternalSearch | undefined {
  const url = options.searchUrl || process.env.DEALER_SEARCH_URL;
  if (!url) return undefined;
  const masterKey = options.searchKey || process.env.DEALER_SEARCH_MASTER_KEY;
  if (!masterKey) throw new UserError(PROBLEMS.SearchKeyMissing(url));
  return { url, masterKey };
}

/** Starts the dealer server for every valid tenant (or the one named) and prints where each site is. */
export async function startServer(ws: Workspace, options: ServeOptions): Promise<DealerServer<Engine | undefined>> {
  const slugs = options.tenant ? [options.tenant] : listTenantSlugs(ws);
  const sites = slugs.flatMap((slug) => {
    const loaded = loadTenant(ws, slug);
    if (loaded.tenant) return [{ tenant: loaded.tenant, distDir: join(ws.generatedDir, slug, 'dist') }];
    say(`${colour.yellow('!')} ${slug} is not served: its config has problems`);
    sayProblems(loaded.problems);
    return [];
  });
  if (sites.length === 0) throw new UserError(PROBLEMS.NothingToServe());
  const security = securityOptions(
    options,
    options.host,
    sites.map((s) => s.tenant),
  );
  const master = masterKeyFrom(options.masterKey);
  const search = externalSearchFrom(options);
  const dataDir = resolve(ws.root, options.dataDir ?? '.data');
  const databaseUrl = options.databaseUrl || process.env.DEALER_DATABASE_URL;
  const server = await createServer({
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(search ? { search } : {}),
    masterKey: master.key,
    sitesDir: ws.generatedDir,
    sites,
    ...security,
    ...(options.tenant ? { only: options.tenant } : {}),
    ...(options.sampleContent ? { sampleContent: true } : {}),
    logger: options.logger ?? false,
    // Only from the environment: the SMTP URL holds a password, which a flag would show in the process list.
    delivery: { smtpUrl: process.env.DEALER_SMTP_URL || undefined, mailFrom: process.env.DEALER_MAIL_FROM || undefined },
  }).catch((error: unknown) => {
    if (error instanceof EngineDataInUseError) throw new UserError(PROBLEMS.DataDirInUse(error.dataDir), { cause: error });
    if (error instanceof SearchEngineUnavailableError) throw new UserError(PROBLEMS.SearchEngineUnavailable(error.url, error.status), { cause: error });
    if (error instanceof DatabaseUnreachableError) throw new UserError(PROBLEMS.DatabaseUnreachable(error.where), { cause: error });
    if (error instanceof TenantSearchKeyMissingError) throw new UserError(PROBLEMS.TenantSearchKeyMissing(error.tenant, error.variable), { cause: error });
    if (error instanceof LeadDeliveryUnsetError) throw new UserError(PROBLEMS.LeadDeliveryUnset(error.problems), { cause: error });
    if (error instanceof StripeWebhookSecretMissingError) throw new UserError(PROBLEMS.StripeWebhookSecretMissing(), { cause: error });
    throw error;
  });
  if (options.sampleStock)
    await fillSampleStock(
      server.stock,
      sites.map((s) => s.tenant),
      options.sampleStock,
      (message) => say(`${colour.green('✔')} ${message}`),
    );
  const address = await server.app.listen({ port: options.port, host: options.host });
  const port = new URL(address).port;
  const siteUrl = (slug: string) => (options.tenant ? `${address}/` : `http://${slug}.localhost:${port}/`);
  for (const site of sites) say(`${colour.green('✔')} ${site.tenant.name}: ${colour.bold(siteUrl(site.tenant.slug))}`);
  if (security.demo && !security.smsWebhookUrl)
    say(
      `${colour.yellow('!')} demo outbox on: sign-in codes are kept here, not texted; read a site's at ${siteUrl(sites[0]!.tenant.slug)}api/dev/outbox?phone=<number>`,
    );
  if (master.generated) say(`  master key (this run only; set DEALER_MASTER_KEY to keep one): ${master.key}`);
  say(`  search-only key: ${server.searchKey}`);
  say(`  data: ${dataDir}`);
  if (search) say(`  search: Meilisearch at ${search.url}`);
  if (databaseUrl) say(`  stores: PostgreSQL at ${redactedUrl(databaseUrl)}`);
  if (process.env.DEALER_SMTP_URL) say(`  lead e-mail: SMTP at ${redactedUrl(process.env.DEALER_SMTP_URL)}`);
  return server;
}
