/**
 * The dealer server: built sites by host, their /api, the embedded search engine under /meili and sample
 * media under /media, in one Fastify process over one data directory.
 */
import { createHmac } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { createEngine, type Engine } from './engine/engine.ts';
import { meiliPlugin } from './engine/http.ts';
import { withSecret } from './engine/keys.ts';
import { openSqlitePersistence } from './engine/persist-sqlite.ts';
import { apiPlugin } from './api/index.ts';
import type { LeadsOptions } from './api/leads.ts';
import { mediaPlugin } from './media/routes.ts';
import { smsProvider } from './sms/provider.ts';
import { sitemapPlugin } from './sitemap.ts';
import { installInternalErrorHandler } from './internal-errors.ts';
import { installRequestIdHeader, loggingOptions, type LogDestination } from './logging.ts';
import { installSecurityHeaders } from './security.ts';
import { searchTokens as createSearchTokens, type ParentKey } from './search-token.ts';
import { sitesPlugin, type SitesOptions } from './sites.ts';
import { openDatabase, type Db } from './store/database.ts';
import { openSqlStore, type SqlStore } from './store/sql/sql-store.ts';
import { installTransport, type TransportOptions } from './transport.ts';

export interface ServerOptions extends Omit<SitesOptions, 'searchTokens'>, TransportOptions {
  dataDir: string;
  masterKey: string;
  /** Structured request and error logs; off unless asked for. */
  logger?: LogDestination;
  /** Submission limits per client address and per contact on a tenant; a load test raises them. */
  limits?: LeadsOptions['limits'];
  /**
   * The demo (`dealer-gen start`, `dev`, `serve --demo`), on loopback: without an SMS gateway, sign-in codes go
   * to an outbox that GET /api/dev/outbox reads. Never set for a public server.
   */
  demo?: boolean;
  /** The SMS gateway sign-in codes are posted to (`DEALER_SMS_WEBHOOK_URL`); without it and the demo, sign-in is off. */
  smsWebhookUrl?: string;
}

export interface DealerServer {
  app: FastifyInstance;
  engine: Engine;
  db: Db;
  /** The stores on the SQL builder, over `db` for now. */
  sql: SqlStore;
  /** The engine's default search-only key, for operators and load tests; pages get tenant tokens signed with it. */
  searchKey: string;
}

export function searchKeyOf(engine: Engine, masterKey: string): ParentKey {
  const record = engine.keys().find((key) => key.actions.length === 1 && key.actions[0] === 'search');
  if (!record) throw new Error('The search engine has no search-only key');
  return { uid: record.uid, key: withSecret(record, masterKey).key };
}

/** What this server keeps its data in, named in /healthz; PostgreSQL and Meilisearch will be the others. */
const BACKENDS = { store: 'sqlite', engine: 'embedded' } as const;

export async function createServer(options: ServerOptions): Promise<DealerServer> {
  // The engine's data first: while another server holds it (`EngineDataInUseError`), this one opens nothing.
  const engine = createEngine({ persistence: openSqlitePersistence(options.dataDir) });
  const db = openDatabase(options.dataDir);
  const sql = openSqlStore({ sqlite: db });
  const parentKey = searchKeyOf(engine, options.masterKey);
  const searchTokens = createSearchTokens(parentKey);
  const app = Fastify({ ...loggingOptions(options.logger ?? false), bodyLimit: 1024 * 1024, trustProxy: options.trustProxy ?? false });
  app.addHook('onClose', async () => {
    engine.close();
    await sql.close();
    db.close();
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
      db.prepare('SELECT 1').get();
      engine.listIndexes(0, 1);
      return { status: 'ok', ...BACKENDS };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable', ...BACKENDS });
    }
  });
  await app.register(meiliPlugin, { prefix: '/meili', engine, masterKey: options.masterKey });
  // Sample photos draw the car itself: its make, model and colour from the stock in the engine.
  const indexes = [...new Set(options.sites.map((site) => site.tenant.search.indexName))];
  const lookup = (id: number) => {
    for (const uid of indexes) {
      try {
        const car = engine.getDocument(uid, String(id)) as { make?: string; model?: string; colour?: string };
        if (car.make && car.model) return { make: car.make, model: car.model, colour: car.colour ?? 'White' };
      } catch {
        // Not in this index (or no index yet): try the next, then fall back to a derived look.
      }
    }
    return undefined;
  };
  await app.register(mediaPlugin, { lookup });
  const sms = smsProvider({ webhookUrl: options.smsWebhookUrl, demo: options.demo }, (message) => app.log.info(message));
  const signIn = { sms, demo: options.demo ?? false };
  await app.register(apiPlugin, {
    prefix: '/api',
    db,
    sql,
    engine,
    sites: options,
    searchTokens,
    ...signIn,
    ...(options.limits ? { limits: options.limits } : {}),
  });
  await app.register(sitemapPlugin, { engine, sites: options });
  await app.register(sitesPlugin, { ...options, searchTokens, engine });
  return { app, engine, db, sql, searchKey: parentKey.key };
}
