// The dealer server for bench/load, in its own process: every sample tenant, BENCH_CARS sample cars (seed 1), submission
// limits raised; on the embedded defaults, or on what argv[2] names as JSON (`databaseUrl`, `search`).
// It prints where it listens, where searches go and the first tenant's visible cars (their slugs, makes and models) for the load to ask for.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillSampleStock } from '../../server/sample/fill.ts';
import { listTenantSlugs } from '../../cli/lib/tenant-files.ts';
import { loadTenant } from '../../cli/lib/tenants.ts';
import { workspace } from '../../cli/lib/workspace.ts';
import { createServer, type ServerOptions } from '../../server/app.ts';
import { siteConditions, siteSearchOptions } from '../../runtime/search/filters.ts';
import type { ServerInfo } from './cases.ts';
import type { MakeModel } from './searches.ts';

const backends = JSON.parse(process.argv[2] ?? '{}') as Pick<ServerOptions, 'databaseUrl' | 'search'>;
const ws = workspace();
// The first tenant (alphabetically) answers the load, so its cars are the ones fetched.
const sites = listTenantSlugs(ws).map((slug) => ({ tenant: loadTenant(ws, slug).tenant!, distDir: join(ws.generatedDir, slug, 'dist') }));
const server = await createServer({
  dataDir: mkdtempSync(join(tmpdir(), 'dealer-load-')),
  masterKey: 'load-bench-master-key-0123456789',
  sitesDir: ws.generatedDir,
  sites,
  limits: { perClient: { max: 1e9, windowMs: 60_000 }, perContact: { max: 1e9, windowMs: 60_000 } },
  ...backends,
});
const started = performance.now();
await fillSampleStock(
  server.stock,
  sites.map((s) => s.tenant),
  Math.ceil(Number(process.env.BENCH_CARS ?? 10_000) / sites.length),
);
const fillSeconds = (performance.now() - started) / 1000;
const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
const tenant = sites[0]!.tenant;
const siteCars = async (attributes: string[], limit: number) =>
  (
    await server.stock.search(tenant.search.indexName, {
      limit,
      filter: siteConditions(siteSearchOptions(tenant), new Date()).join(' AND '),
      attributesToRetrieve: attributes,
    })
  ).hits;
const makeModels = [
  ...new Map(
    (await siteCars(['make', 'model'], 500)).map((h) => [`${String(h.make)}|${String(h.model)}`, { make: h.make, model: h.model } as MakeModel]),
  ).values(),
];
const info: ServerInfo = {
  address,
  searchUrl: backends.search?.url ?? `${address}/meili`,
  searchKey: server.searchKey,
  slug: tenant.slug,
  slugs: (await siteCars(['slug'], 1000)).map((h) => String(h.slug)),
  makeModels,
  fillSeconds,
};
process.stdout.write(`${JSON.stringify(info)}\n`);
