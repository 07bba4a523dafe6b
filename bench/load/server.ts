// The dealer server for bench/load, in its own process: every sample tenant, 10,000 sample cars, submission limits raised.
// It prints where it listens and the first tenant's visible cars (their slugs, makes and models) for the load to ask for.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillSampleStock } from '../../server/sample/fill.ts';
import { listTenantSlugs } from '../../cli/lib/tenant-files.ts';
import { loadTenant } from '../../cli/lib/tenants.ts';
import { workspace } from '../../cli/lib/workspace.ts';
import { createServer } from '../../server/app.ts';
import { parseSearchBody } from '../../server/engine/search-params.ts';
import { siteConditions, siteSearchOptions } from '../../runtime/search/filters.ts';

const ws = workspace();
// The first tenant (alphabetically) answers the load, so its cars are the ones fetched.
const sites = listTenantSlugs(ws).map((slug) => ({ tenant: loadTenant(ws, slug).tenant!, distDir: join(ws.generatedDir, slug, 'dist') }));
const server = await createServer({
  dataDir: mkdtempSync(join(tmpdir(), 'dealer-load-')),
  masterKey: 'load-bench-master-key-0123456789',
  sitesDir: ws.generatedDir,
  sites,
  limits: { perClient: { max: 1e9, windowMs: 60_000 }, perContact: { max: 1e9, windowMs: 60_000 } },
});
await fillSampleStock(
  server.stock,
  sites.map((s) => s.tenant),
  Math.ceil(Number(process.env.BENCH_CARS ?? 10_000) / sites.length),
);
const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
const siteCars = (attributes: string[], limit: number) =>
  server.engine.search(
    'Car_production',
    parseSearchBody({ limit, filter: siteConditions(siteSearchOptions(sites[0]!.tenant), new Date()).join(' AND '), attributesToRetrieve: attributes }),
  ).hits;
const makeModels = [...new Map(siteCars(['make', 'model'], 500).map((h) => [`${h.make}|${h.model}`, { make: h.make, model: h.model }])).values()];
process.stdout.write(
  `${JSON.stringify({ address, searchKey: server.searchKey, slug: sites[0]!.tenant.slug, slugs: siteCars(['slug'], 50).map((h) => h.slug), makeModels })}\n`,
);
