import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { carIndexSettings } from '../../schema/car.ts';
import { createServer, type DealerServer } from '../../server/app.ts';
import type { Engine } from '../../server/engine/engine.ts';
import type { Tenant } from '../../schema/tenant.ts';
import { sampleStock } from './stock/sample.ts';
import { colour, say, sayProblems } from './output.ts';
import { UserError } from './problems.ts';
import { listTenantSlugs, loadTenant } from './tenants.ts';
import type { Workspace } from './workspace.ts';

export const DEFAULT_SAMPLE_CARS = 2000;

export interface ServeOptions {
  port: number;
  host: string;
  tenant?: string;
  dataDir?: string;
  masterKey?: string;
  /** Cars per served tenant to add when its index is empty. */
  sampleStock?: number;
}

/** Whether `current` already has every value `wanted` sets (objects field by field, the rest whole). */
function covers(current: unknown, wanted: unknown): boolean {
  if (wanted !== null && typeof wanted === 'object' && !Array.isArray(wanted)) {
    const have = (current ?? {}) as Record<string, unknown>;
    return Object.entries(wanted).every(([name, value]) => covers(have[name], value));
  }
  return JSON.stringify(current) === JSON.stringify(wanted);
}

/** Fills each served tenant's index with seeded sample cars when it is empty; "now" is today, so sold and new-arrival dates read true. */
export async function fillSampleStock(engine: Engine, tenants: Tenant[], perTenant: number): Promise<void> {
  const byIndex = new Map<string, Tenant[]>();
  for (const tenant of tenants) byIndex.set(tenant.search.indexName, [...(byIndex.get(tenant.search.indexName) ?? []), tenant]);
  for (const [indexName, group] of byIndex) {
    const exists = engine.listIndexes(0, 1000).results.some((index) => index.uid === indexName);
    if (exists && engine.stats(indexName).numberOfDocuments > 0) {
      // Stock kept from an earlier run keeps its cars but takes this release's index settings (a newly filterable field, say).
      if (!covers(engine.settings(indexName), carIndexSettings)) await engine.waitForTask(engine.updateSettings(indexName, carIndexSettings).taskUid);
      continue;
    }
    const today = new Date(new Date().toISOString().slice(0, 10));
    const cars = sampleStock({ count: perTenant * group.length, seed: 1, tenants: group, baseDate: today });
    await engine.waitForTask(engine.updateSettings(indexName, carIndexSettings).taskUid);
    const task = await engine.waitForTask(engine.addDocuments(indexName, cars, { primaryKey: 'id' }).taskUid);
    if (task.status !== 'succeeded') throw new Error(`Sample stock was not added to ${indexName}: ${task.error?.message ?? task.status}`);
    say(`${colour.green('✔')} added ${cars.length} sample cars to index ${indexName} for ${group.map((t) => t.slug).join(', ')}`);
  }
}

function masterKeyFrom(option: string | undefined): { key: string; generated: boolean } {
  const key = option ?? process.env.DEALER_MASTER_KEY;
  if (key) {
    if (key.length < 16) throw new UserError('The master key must be at least 16 characters long');
    return { key, generated: false };
  }
  return { key: randomBytes(24).toString('base64url'), generated: true };
}

/** Starts the dealer server for every valid tenant (or the one named) and prints where each site is. */
export async function startServer(ws: Workspace, options: ServeOptions): Promise<DealerServer> {
  const slugs = options.tenant ? [options.tenant] : listTenantSlugs(ws);
  const sites = slugs.flatMap((slug) => {
    const loaded = loadTenant(ws, slug);
    if (loaded.tenant) return [{ tenant: loaded.tenant, distDir: join(ws.generatedDir, slug, 'dist') }];
    say(`${colour.yellow('!')} ${slug} is not served: its config has problems`);
    sayProblems(loaded.problems);
    return [];
  });
  if (sites.length === 0) throw new UserError('No valid tenant to serve');
  const master = masterKeyFrom(options.masterKey);
  const dataDir = resolve(ws.root, options.dataDir ?? '.data');
  const server = await createServer({ dataDir, masterKey: master.key, sitesDir: ws.generatedDir, sites, ...(options.tenant ? { only: options.tenant } : {}) });
  if (options.sampleStock) await fillSampleStock(server.engine, sites.map((s) => s.tenant), options.sampleStock);
  const address = await server.app.listen({ port: options.port, host: options.host });
  const port = new URL(address).port;
  for (const site of sites) say(`${colour.green('✔')} ${site.tenant.name}: ${colour.bold(options.tenant ? `${address}/` : `http://${site.tenant.slug}.localhost:${port}/`)}`);
  if (master.generated) say(`  master key (this run only; set DEALER_MASTER_KEY to keep one): ${master.key}`);
  say(`  search-only key: ${server.searchKey}`);
  say(`  data: ${dataDir}`);
  return server;
}
