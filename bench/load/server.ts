// The dealer server for bench/load, in its own process: every sample tenant, 10,000 sample cars, submission limits raised.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillSampleStock } from '../../cli/lib/serve.ts';
import { listTenantSlugs, loadTenant } from '../../cli/lib/tenants.ts';
import { workspace } from '../../cli/lib/workspace.ts';
import { createServer } from '../../server/app.ts';
import { parseSearchBody } from '../../server/engine/search-params.ts';

const ws = workspace();
// The first tenant (alphabetically) answers the load, so its cars are the ones fetched.
const sites = listTenantSlugs(ws).map((slug) => ({ tenant: loadTenant(ws, slug).tenant!, distDir: join(ws.generatedDir, slug, 'dist') }));
const server = await createServer({
  dataDir: mkdtempSync(join(tmpdir(), 'dealer-load-')),
  masterKey: 'load-bench-master-key-0123456789',
  sitesDir: ws.generatedDir,
  sites,
  limits: { perIp: { max: 1e9, windowMs: 60_000 }, perTenant: { max: 1e9, windowMs: 60_000 } },
});
await fillSampleStock(server.engine, sites.map((s) => s.tenant), Math.ceil(Number(process.env.BENCH_CARS ?? 10_000) / sites.length));
const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ address, searchKey: server.searchKey, slugs: server.engine.search('Car_production', parseSearchBody({ limit: 50, filter: `location.id IN [${sites[0]!.tenant.locations.map((l) => l.id).join(', ')}]`, attributesToRetrieve: ['slug'] })).hits.map((h) => h.slug) })}\n`);
