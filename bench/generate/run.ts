/**
 * Generates 500 synthetic, valid tenants into a temp project and prints tenants per second and ms per
 * tenant. Target: 500 tenants in under 10 s on a 2-core machine.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planTenants, writePlans } from '../../cli/lib/generate.ts';
import { workspace } from '../../cli/lib/workspace.ts';
import type { TenantInput } from '../../schema/tenant.ts';

const COUNT = Number(process.env.BENCH_TENANTS ?? 500);
const TARGET_MS = 10_000;

const samplesDir = join(import.meta.dirname, '..', '..', 'tenants');
const samples = readdirSync(samplesDir).map((file) => JSON.parse(readFileSync(join(samplesDir, file), 'utf8')) as TenantInput);

const root = mkdtempSync(join(tmpdir(), 'dealer-gen-bench-'));
mkdirSync(join(root, 'tenants'));
const slugs: string[] = [];
for (let i = 0; i < COUNT; i++) {
  const tenant = structuredClone(samples[i % samples.length]!);
  tenant.slug = `bench-${tenant.slug}-${i}`;
  tenant.id = 10_000 + i;
  // Copies keep their sample's location ids, so each searches an index of its own: no two tenants claim one location.
  tenant.search = { ...tenant.search, indexName: `Car_bench_${i}` };
  tenant.name = `${tenant.name} ${i}`;
  tenant.chatAssistant = i % 3 === 0;
  tenant.theme = { ...tenant.theme, primary: `#${(0x100000 + i * 2713).toString(16).slice(-6)}` };
  slugs.push(tenant.slug);
  writeFileSync(join(root, 'tenants', `${tenant.slug}.json`), JSON.stringify(tenant));
}

try {
  const ws = workspace(root);
  const started = performance.now();
  const plans = await planTenants(ws, slugs);
  const rendered = performance.now();
  writePlans(plans);
  const elapsed = performance.now() - started;
  const problems = plans.filter((p) => p.problems.length);
  if (problems.length) throw new Error(`${problems.length} synthetic tenants were invalid: ${JSON.stringify(problems[0]!.problems[0])}`);
  const files = plans.reduce((sum, plan) => sum + plan.changes.length, 0);
  console.log(`bench/generate: ${COUNT} tenants, ${files} files`);
  console.log(`  validate + render + format: ${(rendered - started).toFixed(0)} ms; write: ${(elapsed - (rendered - started)).toFixed(0)} ms`);
  console.log(`  total ${(elapsed / 1000).toFixed(2)} s  →  ${(COUNT / (elapsed / 1000)).toFixed(0)} tenants/s, ${(elapsed / COUNT).toFixed(1)} ms/tenant`);
  console.log(
    `  target ${TARGET_MS / 1000} s for 500: ratio ${((elapsed * (500 / COUNT)) / TARGET_MS).toFixed(2)} of budget ${elapsed * (500 / COUNT) <= TARGET_MS ? '(within)' : '(OVER)'}`,
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
