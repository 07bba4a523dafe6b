/**
 * The dealer server: built sites by host, their /api, the embedded search engine under /meili and sample
 * media under /media, in one Fastify process over one data directory.
 */
import { createHmac } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Tenant } from '../schema/tenant.ts';
import { createEngine, type Engine } from './engine/engine.ts';
import { meiliPlugin } from './engine/http.ts';
import { withSecret } from './engine/keys.ts';
import { openSqlitePersistence } from './engine/persist-sqlite.ts';
import { apiPlugin } from './api/index.ts';
import { contentProvider } from './content/provider.ts';
import { installLeadDelivery, prepareLeadDelivery, type LeadDeliveryOptions } from './delivery/lead-delivery.ts';
import type { LeadsOptions } from './api/leads.ts';
import { mediaPlugin } from './media/routes.ts';
import { stockCarLook } from './media/stock-look.ts';
import type { CarIndexFor } from './payments/holds.ts';
import { paymentProvider, stripeSettings } from './payments/provider.ts';
import { valuationProviderFor } from './valuation/provider.ts';
import { smsProvider } from './sms/provider.ts';
import { sitemapPlugin } from './sitemap.ts';
import { installInternalErrorHandler } from './internal-errors.ts';
import { installRequestIdHeader, loggingOptions, type LogDestination } from './logging.ts';
import { installSecurityHeaders } from './security.ts';
import { searchTokens as createSearchTokens, type ParentKey } from './search-token.ts';
import { sitesPlugin, type SitesOptions } from './sites.ts';
import { openMeilisearchStock, type ExternalSearch } from './stock/meilisearch-stock.ts';
import { embeddedStock, type StockReader } from './stock/stock-reader.ts';
import { embeddedStockWriter, type StockWriter } from './stock/stock-writer.ts';
import { ownSearchStock } from './stock/tenant-stock.ts';
import { openServerStore, pingSqlStore } from './store/sql/server-store.ts';
import type { SqlStore } from './store/sql/sql-store.ts';
import { installTransport, type TransportOptions } from './transport.ts';

export interface ServerOptions extends Omit<SitesOptions, 'searchTokens' | 'stockFor' | 'searchHost'>, TransportOptions {
  dataDir: string;
  /**
   * The PostgreSQL database the stores use (`DEALER_DATABASE_URL`), shared by any number of servers; without it they
   * use a SQLite file in `dataDir`. Unreachable at start, the server does not start (`DatabaseUnreachableError`).
   */
  databaseUrl?: string;
  masterKey: string;
  /**
   * An external Meilisearch holding the stock (`DEALER_SEARCH_URL` and its master key): every server-side read of
   * stock goes to it, but for a tenant with a search host of its own (tenant-stock.ts); pages search it with tokens
   * signed by its default search key, and the embedded engine is not opened. Unreachable, or refusing the key, at
   * start: the server does not start (`SearchEngineUnavailableError`).
   */
  search?: ExternalSearch;
  /** Structured request and error logs; off unless asked for. */
  logger?: LogDestination;
  /** Submission limits per client address and per contact on a tenant; a load test raises them. */
  limits?: LeadsOptions['limits'];
  /**
   * The demo (`dealer-gen start`, `dev`, `serve --demo`), on loopback: without an SMS gateway, sign-in codes go
   * to an outbox that GET /api/dev/outbox reads. Never set for a public server.
   */
  demo?: boolean;
  /**
   * Made-up offers, reviews, blog cards and page copy, marked as sample, where a tenant's config has none (`serve
   * --sample-content`); always in the demo. Without it, a block with no configured content is left out.
   */
  sampleContent?: boolean;
  /** The SMS gateway sign-in codes are posted to (`DEALER_SMS_WEBHOOK_URL`); without it and the demo, sign-in is off. */
  smsWebhookUrl?: string;
  /**
   * Where the variables tenants name are read (`search.serverKeyEnv`, a webhook's `secretEnv`); this process's environment by default.
   * A variable named and not set: the server does not start (`TenantSearchKeyMissingError`, `LeadDeliveryUnsetError`).
   */
  env?: NodeJS.ProcessEnv;
  /**
   * How leads leave for the dealers (`DEALER_SMTP_URL`, `DEALER_MAIL_FROM`; webhook secrets from `env`). A tenant's
   * delivery this server could not carry out stops the start (`LeadDeliveryUnsetError`).
   */
  delivery?: Pick<LeadDeliveryOptions, 'smtpUrl' | 'mailFrom' | 'worker'>;
}

/** `engine` is the embedded engine, or undefined when the stock is in an external Meilisearch (`search`). */
export interface DealerServer<E extends Engine | undefined = Engine> {
  app: FastifyInstance;
  engine: E;
  /** The server's own engine: sample stock is written here, and every tenant's stock read but for one with a search host of its own. */
  stock: StockReader & StockWriter;
  /** The stores on the SQL builder, over PostgreSQL or the data directory's SQLite file. */
  sql: SqlStore;
  /** The engine's default search-only key, for operators and load tests; pages get tenant tokens signed with it. */
  searchKey: string;
}

export function searchKeyOf(engine: Engine, masterKey: string): ParentKey {
  const record = engine.keys().find((key) => key.actions.length === 1 && key.actions[0] === 'search');
  if (!record) throw new Error('The search engine has no search-only key');
  return { uid: record.uid, key: withSecret(record, masterKey).key };
}

/** The stock and the key pages' tokens are signed with: an external Meilisearch's, else the embedded engine's. */
async function openStock(options: ServerOptions): Promise<{ engine?: Engine; stock: StockReader & StockWriter; parentKey: ParentKey }> {
  if (options.search)
    return openMeilisearchStock(
      options.search,
      options.sites.map((site) => site.tenant.search.indexName),
    );
  const engine = createEngine({ persistence: openSqlitePersistence(options.dataDir) });
  return { engine, stock: { ...embeddedStock(engine), ...embeddedStockWriter(engine) }, parentKey: searchKeyOf(engine, options.masterKey) };
}

export function createServer(options: ServerOptions & { search?: undefined }): Promise<DealerServer>;
export function createServer(options: ServerOptions): Promise<DealerServer<Engine | undefined>>;
export async function createServer(options: ServerOptions): Promise<DealerServer<Engine | undefined>> {
  // Before anything is opened: a tenant's key missing from the environment stops the start.
  const ownStock = ownSearchStock(
    options.sites.map((site) => site.tenant),
    options.env ?? process.env,
  );
  const delivery = prepareLeadDelivery(
    options.sites.map((site) => site.tenant),
    { ...options.delivery, demo: options.demo, dataDir: options.dataDir, env: options.env ?? process.env },
  );
  // Stripe's key without its webhook secret stops the start too (`StripeWebhookSecretMissingError`).
  const stripe = stripeSettings(options.env ?? process.env);
  // The engine's data first: while another server holds it (`EngineDataInUseError`), this one opens nothing.
  const { engine, stock, parentKey } = await openStock(options);
  const stockFor = (tenant: Tenant) => ownStock.get(tenant.slug) ?? stock;
  const sql = await openServerStore(options).catch((error: unknown) => {
    engine?.close();
    throw error;
  });
  // What this server keeps its data in, named in /healthz.
  const backends = { store: sql.dialect, engine: stock.kind } as const;
  const sites = { ...options, ...(options.search ? { searchHost: options.search.url } : {}) };
  const searchTokens = createSearchTokens(parentKey);
  const app = Fastify({ ...loggingOptions(options.logger ?? false), bodyLimit: 1024 * 1024, trustProxy: options.trustProxy ?? false });
  const leadDelivery = installLeadDelivery(app, sql, delivery);
  app.addHook('onClose', async () => {
    await leadDelivery.stop();
    engine?.close();
    await sql.close();
  });
  installRequestIdHeader(app);
  installInternalErrorHandler(app);
  installTransport(app, options);
  await installSecurityHeaders(app);
  // Signed cookies (the view counter's visitor) need a secret only this server knows: one derived from the master key.
  await app.register(cookie, { secret: createHmac('sha256', options.masterKey).update('dealer-gen cookies').digest('base64url') });
  await app.register(compress, { global: true, threshold: 1024 });
  app.get('/healthz', async (request, reply) => {
    try {
      await pingSqlStore(sql);
      await stock.health();
      return { status: 'ok', ...backends };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable', ...backends });
    }
  });
  if (engine) await app.register(meiliPlugin, { prefix: '/meili', engine, masterKey: options.masterKey });
  await app.register(mediaPlugin, {
    lookup: stockCarLook(
      stockFor,
      options.sites.map((site) => site.tenant),
    ),
  });
  const sms = smsProvider({ webhookUrl: options.smsWebhookUrl, demo: options.demo }, (message) => app.log.info(message));
  const signIn = { sms, demo: options.demo ?? false };
  // Deposits flag cars reserved in the engine the tenant's site reads: its own, or the server's.
  const tenants = new Map(options.sites.map((site) => [site.tenant.slug, site.tenant]));
  const indexFor: CarIndexFor = (slug) => {
    const tenant = tenants.get(slug);
    return tenant ? { stock: stockFor(tenant), uid: tenant.search.indexName } : null;
  };
  const payments = await paymentProvider({ stripe, demo: options.demo, sql });
  await app.register(apiPlugin, {
    prefix: '/api',
    sql,
    stockFor,
    sites,
    searchTokens,
    leadStored: leadDelivery.poke,
    mail: delivery.mail,
    ...signIn,
    payments,
    indexFor,
    content: contentProvider(
      options.sites.map((site) => site.tenant),
      { sample: Boolean(options.demo || options.sampleContent), env: options.env ?? process.env, warn: (message) => app.log.warn(message) },
    ),
    valuationFor: (tenant: Tenant) => valuationProviderFor(tenant, { sample: Boolean(options.demo || options.sampleContent), env: options.env ?? process.env }),
    ...(options.limits ? { limits: options.limits } : {}),
  });
  await app.register(sitemapPlugin, { stockFor, sites });
  await app.register(sitesPlugin, { ...sites, searchTokens, stockFor });
  return { app, engine, stock, sql, searchKey: parentKey.key };
}
