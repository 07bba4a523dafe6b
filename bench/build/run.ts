/**
 * Builds every sample tenant several times and prints the median typecheck and build time per tenant, then the
 * gzip JS each route loads first (entry + the route's lazy page and its imports) against bench/budgets.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSiteInWorker } from '../../cli/lib/build.ts';
import { kb, table } from '../../cli/lib/output.ts';
import { sitePlan } from '../../schema/site-plan.ts';
import { listTenantSlugs } from '../../cli/lib/tenant-files.ts';
import { loadTenant } from '../../cli/lib/tenants.ts';
import { workspace } from '../../cli/lib/workspace.ts';
import type { SiteBuildResult } from '../../cli/lib/build-site.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const budgets = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'budgets.json'), 'utf8')).firstLoadJsGzipKb as Record<string, number>;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const routeKind = (path: string) =>
  path === '/'
    ? 'home'
    : path.startsWith('/cars/:slug') && path.split('/').length === 3
      ? 'car'
      : /^\/(search|used-car|special-offers)(\/|$)/.test(path)
        ? 'search'
        : 'other';

const ws = workspace();
const timing = [['tenant', 'typecheck (median)', 'vite build (median)', 'JS gzip total', 'CSS gzip total']];
const routes = [['tenant', 'route', 'page', 'first-load JS gzip', 'budget', 'ratio']];
let over = 0;
for (const slug of listTenantSlugs(ws)) {
  const tenant = loadTenant(ws, slug).tenant;
  if (!tenant) throw new Error(`${slug} is not valid: run dealer-gen validate ${slug}`);
  const results: SiteBuildResult[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await buildSiteInWorker(join(ws.generatedDir, slug));
    if (!result.ok) throw new Error(`${slug} did not build:\n${result.errors.join('\n')}`);
    results.push(result);
  }
  const sizes = results.at(-1)!.sizes!;
  timing.push([slug, `${median(results.map((r) => r.typecheckMs))} ms`, `${median(results.map((r) => r.buildMs))} ms`, kb(sizes.js.gzip), kb(sizes.css.gzip)]);
  const rows: [string, string, number][] = [['/', 'Home', sizes.firstLoadJsGzip.Home ?? sizes.entryJsGzip]];
  for (const route of sitePlan(tenant).routes) rows.push([route.path, route.page, sizes.firstLoadJsGzip[route.page] ?? sizes.entryJsGzip]);
  for (const [path, page, bytes] of rows) {
    const budget = budgets[routeKind(path)]! * 1024;
    if (bytes > budget) over++;
    routes.push([slug, path, page, kb(bytes), kb(budget), (bytes / budget).toFixed(2)]);
  }
}
console.log(`bench/build: ${RUNS} builds per tenant\n`);
console.log(table(timing));
console.log();
console.log(table(routes));
console.log(`\n${over === 0 ? 'every route within its budget' : `${over} routes over budget`}`);
if (over > 0) process.exitCode = 1;
