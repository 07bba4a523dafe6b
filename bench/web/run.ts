/**
 * Lighthouse (mobile settings, Debian's Chromium): performance and accessibility of every page type (pages.ts)
 * of every sample tenant, served by the real server with sample stock. Targets: performance ≥ 98,
 * accessibility 100, LCP < 2.0 s, CLS < 0.05, TBT < 150 ms. Each page is measured BENCH_RUNS times (default 3)
 * and its median run reported, as Lighthouse advises on a noisy machine. BENCH_TENANTS and BENCH_PAGES
 * (comma-separated slugs and page type names) measure a part; BENCH_REPORTS names a folder that gets each run's
 * Lighthouse report (JSON) to see why a page scored as it did. A site's 404 page is not measured: Lighthouse
 * reports no figures for a page answered with an error status.
 *
 * Chromium runs with paint holding off. Lighthouse opens each page from about:blank in the same tab, and
 * headless Chromium without a GPU holds the old page's pixels past the new page's first frame until a
 * later tick, so the first paint landed on whole seconds (1.3 s, 2.3 s) whatever the page did. A browser
 * with a screen lets go at the new page's first contentful frame. PAINT_HOLDING=on measures with it.
 *
 * The page's renderer gets processors of its own (isolate.ts): on a 2-core machine the server, Lighthouse and
 * Chromium's other processes otherwise take its core for much of each task, and Lighthouse counts that time
 * four times over as the page's own. Pages are measured one at a time for the same reason: two pages at once
 * share the renderer's processor and each one's score falls.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadTenant } from '../../cli/lib/tenants.ts';
import { workspace } from '../../cli/lib/workspace.ts';
import { CHROMIUM_FLAGS, SAMPLE_TENANTS, startSites } from '../../e2e/harness.ts';
import { siteSamples } from '../../e2e/tenant-pages.ts';
import { slugify } from '../../runtime/site/slug.ts';
import { sitePlan } from '../../schema/site-plan.ts';
import { isolateRenderers } from './isolate.ts';
import { PAGE_TYPES, pagePlan } from './pages.ts';

const TARGET = { performance: 98, accessibility: 100, lcpMs: 2000, cls: 0.05, tbtMs: 150 };
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const listed = (value: string | undefined) => (value ? new Set(value.split(',').map((s) => s.trim())) : undefined);
const onlyTenants = listed(process.env.BENCH_TENANTS);
const onlyPages = listed(process.env.BENCH_PAGES);
const TENANTS = SAMPLE_TENANTS.filter((slug) => !onlyTenants || onlyTenants.has(slug));
const TYPES = PAGE_TYPES.filter((type) => !onlyPages || onlyPages.has(type.name));

const started = performance.now();
const sites = await startSites(TENANTS, 500);
const chromeFlags = [...chromeLauncher.Launcher.defaultFlags(), ...CHROMIUM_FLAGS].map((flag) =>
  flag.startsWith('--disable-features=') && process.env.PAINT_HOLDING !== 'on' ? `${flag},PaintHolding` : flag,
);
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags, ignoreDefaultFlags: true });
const isolation = isolateRenderers(chrome.pid);
const rows: string[][] = [['tenant', 'page', 'path', 'perf', 'a11y', 'LCP ms', 'CLS', 'TBT ms', 'perf of runs', 'a11y failures or error']];
const skipped: string[] = [];
let missed = 0;

const reports = process.env.BENCH_REPORTS;
if (reports) mkdirSync(reports, { recursive: true });
let reportCount = 0;

const measureOnce = async (url: string) => {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'mobile',
  });
  const { audits, categories } = result!.lhr;
  if (reports)
    writeFileSync(
      join(reports, `${String(++reportCount).padStart(3, '0')}-${new URL(url).hostname}-${slugify(new URL(url).pathname)}.json`),
      JSON.stringify(result!.lhr),
    );
  const a11yFailures = categories
    .accessibility!.auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id]!.score !== null && audits[ref.id]!.score! < 1)
    .map((ref) => ref.id);
  return {
    error: result!.lhr.runtimeError?.code,
    performance: Math.round((categories.performance!.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility!.score ?? 0) * 100),
    a11yFailures,
    lcp: audits['largest-contentful-paint']!.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']!.numericValue ?? 0,
    tbt: audits['total-blocking-time']!.numericValue ?? 0,
  };
};
/** Times a run is tried again when Lighthouse could not read its trace (NO_NAVSTART and the like): that run measured nothing. */
const TRACE_RETRIES = 2;
/** The run with the median performance score (Lighthouse's own advice for variable machines), with every run's score. */
const measure = async (url: string) => {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    let run = await measureOnce(url);
    for (let retry = 0; run.error && retry < TRACE_RETRIES; retry++) run = await measureOnce(url);
    runs.push(run);
  }
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, scores: runs.map((r) => r.performance).join('/') };
};

try {
  for (const slug of TENANTS) {
    const tenant = loadTenant(workspace(), slug).tenant!;
    const plan = pagePlan(sitePlan(tenant).routes, await siteSamples(sites, tenant), TYPES);
    for (const entry of plan) {
      if (!('path' in entry)) {
        skipped.push(`${slug} ${entry.type.name} (${entry.skipped})`);
        continue;
      }
      const r = await measure(sites.url(slug, entry.path));
      const ok =
        r.performance >= TARGET.performance && r.accessibility >= TARGET.accessibility && r.lcp < TARGET.lcpMs && r.cls < TARGET.cls && r.tbt < TARGET.tbtMs;
      if (!ok) missed++;
      rows.push([
        slug,
        entry.type.name,
        entry.path,
        String(r.performance),
        String(r.accessibility),
        r.lcp.toFixed(0),
        r.cls.toFixed(3),
        r.tbt.toFixed(0),
        r.scores,
        r.error ?? (r.a11yFailures.join(' ') || '-'),
      ]);
    }
  }
} finally {
  isolation.stop();
  await chrome.kill();
  await sites.close();
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
const leftAligned = new Set([0, 1, 2, 9]);
console.log(
  `bench/web: Lighthouse 12, mobile, Debian Chromium (paint holding ${process.env.PAINT_HOLDING === 'on' ? 'on' : 'off'}), real server with sample stock; median of ${RUNS} run(s) per page`,
);
console.log(`processors: ${isolation.describe}`);
for (const row of rows) console.log(row.map((cell, i) => (leftAligned.has(i) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
if (skipped.length > 0) console.log(`skipped (the site has no such page): ${skipped.join(', ')}`);
console.log(
  `targets: performance ≥ ${TARGET.performance}, accessibility ${TARGET.accessibility}, LCP < ${TARGET.lcpMs} ms, CLS < ${TARGET.cls}, TBT < ${TARGET.tbtMs} ms — ${missed === 0 ? 'all met' : `${missed} page(s) missed`}; ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
