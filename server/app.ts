/**
 * The dealer server: built sites by host, their /api, the embedded search engine under /meili and sample
 * media under /media, in one Fastify process over one data directory.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { createEngine, type Engine } from './engine/engine.ts';
import { meiliPlugin } from './engine/http.ts';
import { withSecret } from './engine/keys.ts';
import { openSqlitePersistence } from './engine/persist-sqlite.ts';
import { apiPlugin } from './api/index.ts';
import type { LeadsOptions } from './api/leads.ts';
import { mediaPlugin } from './media/routes.ts';
import { sitemapPlugin } from './sitemap.ts';
import { installSecurityHeaders } from './security.ts';
import { sitesPlugin, type SitesOptions } from './sites.ts';
import { openDatabase, type Db } from './store/database.ts';

export interface ServerOptions extends Omit<SitesOptions, 'searchKey'> {
  dataDir: string;
  masterKey: string;
  logger?: boolean;
  /** Submission limits per IP and per tenant; a load test raises them. */
  limits?: LeadsOptions['limits'];
}

export interface DealerServer {
  app: FastifyInstance;
  engine: Engine;
  db: Db;
  /** The engine's default search-only key: what the sites send from the browser. */
  searchKey: string;
}

export function searchKeyOf(engine: Engine, masterKey: string): string {
  const record = engine.keys().find((key) => key.actions.length === 1 && key.actions[0] === 'search');
  if (!record) throw new Error('The search engine has no search-only key');
  return withSecret(record, masterKey).key;
}

export async function createServer(options: ServerOptions): Promise<DealerServer> {
  const db = openDatabase(options.dataDir);
  const engine = createEngine({ persistence: openSqlitePersistence(options.dataDir) });
  const searchKey = searchKeyOf(engine, options.masterKey);
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024, trustProxy: false });
  app.addHook('onClose', async () => {
    engine.close();
    db.close();
  });
  installSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024 });
  app.get('/healthz', async (_request, reply) => {
    try {
      db.prepare('SELECT 1').get();
      engine.listIndexes(0, 1);
      return { status: 'ok' };
    } catch (error) {
      return reply.code(503).send({ status: 'unavailable', error: (error as Error).message });
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
  await app.register(apiPlugin, { prefix: '/api', db, engine, sites: options, searchKey, ...(options.limits ? { limits: options.limits } : {}) });
  await app.register(sitemapPlugin, { engine, sites: options });
  await app.register(sitesPlugin, { ...options, searchKey, engine });
  return { app, engine, db, searchKey };
}
