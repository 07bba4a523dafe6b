/** A dealer server over a temp data dir with sample stock for two tenants, for the car and account API tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleTenant } from '../../schema/sample-tenants.fixture.ts';
import { createServer, type DealerServer, type ServerOptions } from '../app.ts';
import { fillSampleStock } from '../sample/fill.ts';

export async function sampleServer(
  slugs: string[],
  carsPerTenant = 60,
  options: Partial<Omit<ServerOptions, 'search'>> = {},
): Promise<{ server: DealerServer; close(): Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), 'dealer-api-'));
  const sites = slugs.map((slug) => ({ tenant: sampleTenant(slug), distDir: join(root, slug) }));
  const server = await createServer({ dataDir: join(root, 'data'), masterKey: 'test-master-key-0123456789', sitesDir: root, sites, ...options });
  await fillSampleStock(
    server.stock,
    sites.map((s) => s.tenant),
    carsPerTenant,
  );
  return {
    server,
    close: async () => {
      await server.app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export const host = (slug: string) => ({ host: `${slug}.localhost:4000` });
