/** Sample stock for a server with none: what `dealer-gen serve` starts with, and what tests and benchmarks serve. */
import type { Tenant } from '../../schema/tenant.ts';
import type { StockWriter } from '../stock/stock-writer.ts';
import { sampleStock } from './cars.ts';

/**
 * Fills each served tenant's index with seeded sample cars when it is empty; "now" is today, so sold and new-arrival dates read true.
 * `log` hears of each index filled: the CLI prints it, tests and benchmarks need not.
 */
export async function fillSampleStock(stock: StockWriter, tenants: Tenant[], perTenant: number, log: (message: string) => void = () => {}): Promise<void> {
  const byIndex = new Map<string, Tenant[]>();
  for (const tenant of tenants) byIndex.set(tenant.search.indexName, [...(byIndex.get(tenant.search.indexName) ?? []), tenant]);
  for (const [indexName, group] of byIndex) {
    // Stock kept from an earlier run keeps its cars but takes this release's index settings (a newly filterable field, say).
    await stock.applyCarSettings(indexName);
    if ((await stock.documentCount(indexName)) > 0) continue;
    const today = new Date(new Date().toISOString().slice(0, 10));
    const cars = sampleStock({ count: perTenant * group.length, seed: 1, tenants: group, baseDate: today });
    await stock.addCars(indexName, cars);
    log(`added ${cars.length} sample cars to index ${indexName} for ${group.map((t) => t.slug).join(', ')}`);
  }
}
