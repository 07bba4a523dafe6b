// The embedded engine alone over HTTP for bench/search/uncached.ts, in its own process: every sample tenant's
// BENCH_CARS sample cars (seed 1) in their indexes, behind the same plugin and master key as the dealer server.
// It prints where it listens, the search key and the first tenant's visible makes and models for the load to ask for.
import Fastify from 'fastify';
import { listTenantSlugs } from '../../cli/lib/tenant-files.ts';
import { loadTenant } from '../../cli/lib/tenants.ts';
import { workspace } from '../../cli/lib/workspace.ts';
import { siteConditions, siteSearchOptions } from '../../runtime/search/filters.ts';
import { searchKeyOf } from '../../server/app.ts';
import { createEngine } from '../../server/engine/engine.ts';
import { meiliPlugin } from '../../server/engine/http.ts';
import { parseSearchBody } from '../../server/engine/search-params.ts';
import { fillSampleStock } from '../../server/sample/fill.ts';
import { embeddedStockWriter } from '../../server/stock/stock-writer.ts';
import type { MakeModel } from '../load/searches.ts';

export interface EngineInfo {
  address: string;
  searchKey: string;
  slug: string;
  makeModels: MakeModel[];
}

const MASTER_KEY = 'search-bench-master-key-0123456789';
const ws = workspace();
const tenants = listTenantSlugs(ws).map((slug) => loadTenant(ws, slug).tenant!);
const engine = createEngine();
await fillSampleStock(embeddedStockWriter(engine), tenants, Math.ceil(Number(process.env.BENCH_CARS ?? 10_000) / tenants.length));
const tenant = tenants[0]!;
const visible = engine.search(
  tenant.search.indexName,
  parseSearchBody({ limit: 500, filter: siteConditions(siteSearchOptions(tenant), new Date()).join(' AND '), attributesToRetrieve: ['make', 'model'] }),
).hits;
const app = Fastify();
await app.register(meiliPlugin, { prefix: '/meili', engine, masterKey: MASTER_KEY });
const info: EngineInfo = {
  address: await app.listen({ host: '127.0.0.1', port: 0 }),
  searchKey: searchKeyOf(engine, MASTER_KEY).key,
  slug: tenant.slug,
  makeModels: [...new Map(visible.map((h) => [`${String(h.make)}|${String(h.model)}`, { make: String(h.make), model: String(h.model) }])).values()],
};
process.stdout.write(`${JSON.stringify(info)}\n`);
// --cpu-prof writes its profile on a normal exit, so a SIGTERM ends the process through exit().
process.on('SIGTERM', () => void app.close().finally(() => process.exit(0)));
