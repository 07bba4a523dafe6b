/** Sample stock for a server with none: what `dealer-gen serve` starts with, and what tests and benchmarks serve. */
import { carIndexSettings } from '../../schema/car.ts';
import type { Tenant } from '../../schema/tenant.ts';
import type { Engine } from '../engine/engine.ts';
import { sampleStock } from './cars.ts';

/** Whether `current` already has every value `wanted` sets (objects field by field, the rest whole). */
function covers(current: unknown, wanted: unknown): boolean {
  if (wanted !== null && typeof wanted === 'object' && !Array.isArray(wanted)) {
    const have = (current ?? {}) as Record<string, unknown>;
    return Object.entries(wanted).every(([name, value]) => covers(have[name], value));
  }
  return JSON.stringify(current) === JSON.stringify(wanted);
}

/**
 * Fills each served tenant's index with seeded sample cars when it is empty; "now" is today, so sold and new-arrival dates read true.
 * `log` hears of each index filled: the CLI prints it, tests and benchmarks need not.
 */
export async function fillSampleStock(engine: Engine, tenants: Tenant[], perTenant: number, log: (message: string) => void = () => {}): Promise<void> {
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
    log(`added ${cars.length} sample cars to index ${indexName} for ${group.map((t) => t.slug).join(', ')}`);
  }
}
