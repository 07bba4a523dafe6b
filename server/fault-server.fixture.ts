/**
 * The dealer server for the fault tests, in its own process so a test can SIGKILL it: one
 * tenant over DATA_DIR (and the PostgreSQL database DATABASE_URL names, if any), sample stock when the index is empty, submission limits raised so a
 * stream of leads is not cut short by the spam limits. Prints its address on the first line.
 */
import { join } from 'node:path';
import { REPO_ROOT, sampleTenant } from '../schema/sample-tenants.fixture.ts';
import { createServer } from './app.ts';
import { fillSampleStock } from './sample/fill.ts';

const generatedDir = join(REPO_ROOT, 'generated');
const tenant = sampleTenant(process.env.FAULT_TENANT ?? 'redgum-used-cars');
const server = await createServer({
  dataDir: process.env.DATA_DIR!,
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  masterKey: process.env.MASTER_KEY!,
  sitesDir: generatedDir,
  sites: [{ tenant, distDir: join(generatedDir, tenant.slug, 'dist') }],
  only: tenant.slug,
  limits: { perClient: { max: 1e9, windowMs: 60_000 }, perContact: { max: 1e9, windowMs: 60_000 } },
});
await fillSampleStock(server.stock, [tenant], 300);
const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
