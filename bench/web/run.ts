/**
 * Lighthouse (mobile settings, Debian's Chromium) on the search and car pages of two tenants served by the
 * real server with sample stock. Targets: performance ≥ 95, LCP < 2.0 s, CLS < 0.05, TBT < 150 ms.
 * The peer is the same site's 404 page: the shell alone, drawn in the browser, so each figure reads against
 * the page's floor. Search and car pages are drawn by the server and hydrated. Each page is measured
 * BENCH_RUNS times (default 3) and its median run reported, as Lighthouse advises on a noisy machine.
 *
 * Chromium runs with paint holding off. Lighthouse opens each page from about:blank in the same tab, and
 * headless Chromium without a GPU holds the old page's pixels past the new page's first frame until a
 * later tick, so the first paint landed on whole seconds (1.3 s, 2.3 s) whatever the page did. A browser
 * with a screen lets go at the new page's first contentful frame. PAINT_HOLDING=on measures with it.
 *
 * The page's renderer gets processors of its own (isolate.ts): on a 2-core machine the server, Lighthouse and
 * Chromium's other processes otherwise take its core for much of each task, and Lighthouse counts that time
 * four times over as the page's own.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadTenant } from '../../cli/lib/tenants.ts';
import { workspace } from '../../cli/lib/workspace.ts';
import { CHROMIUM_FLAGS, startSites } from '../../e2e/harness.ts';
import { parseSearchBody } from '../../server/engine/search-params.ts';
import { isolateRenderers } from './isolate.ts';

const TENANTS = ['harbourside-auto-group', 'coastal-nissan'] as const;
const TARGET = { score: 95, lcpMs: 2000, cls: 0.05, tbtMs: 150 };
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

const sites = await startSites(TENANTS, 500);
const chromeFlags = [...chromeLauncher.Launcher.defaultFlags(), ...CHROMIUM_FLAGS].map((flag) =>
  flag.startsWith('--disable-features=') && process.env.PAINT_HOLDING !== 'on' ? `${flag},PaintHolding` : flag,
);
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags, ignoreDefaultFlags: true });
const isolation = isolateRenderers(chrome.pid);
const rows: string[][] = [['tenant', 'page', 'score', 'LCP ms', 'CLS', 'TBT ms', 'vs shell LCP', 'scores of runs']];
let missed = 0;
try {
  for (const slug of TENANTS) {
    const tenant = loadTenant(workspace(), slug).tenant!;
    const filter = `location.id IN [${tenant.locations.map((l) => l.id).join(', ')}] AND status = in_stock AND show_on_dealer_website = true`;
    const car = sites.server.engine.search(tenant.search.indexName, parseSearchBody({ filter, limit: 1 })).hits[0]!.slug as string;
    const measureOnce = async (path: string) => {
      const result = await lighthouse(sites.url(slug, path), {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
      });
      const audits = result!.lhr.audits;
      return {
        score: Math.round((result!.lhr.categories.performance!.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint']!.numericValue ?? 0,
        cls: audits['cumulative-layout-shift']!.numericValue ?? 0,
        tbt: audits['total-blocking-time']!.numericValue ?? 0,
      };
    };
    /** The run with the median score (Lighthouse's own advice for variable machines), with every run's score. */
    const measure = async (path: string) => {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(path));
      const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcp - a.lcp);
      return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, scores: runs.map((r) => r.score).join('/') };
    };
    const shell = await measure('/no-such-page');
    for (const [name, path] of [
      ['search', tenant.search.defaultPath],
      ['car', `/cars/${car}`],
    ] as const) {
      const r = await measure(path);
      const ok = r.score >= TARGET.score && r.lcp < TARGET.lcpMs && r.cls < TARGET.cls && r.tbt < TARGET.tbtMs;
      if (!ok) missed++;
      rows.push([slug, name, String(r.score), r.lcp.toFixed(0), r.cls.toFixed(3), r.tbt.toFixed(0), (r.lcp / shell.lcp).toFixed(2), r.scores]);
    }
  }
} finally {
  isolation.stop();
  await chrome.kill();
  await sites.close();
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
console.log(
  `bench/web: Lighthouse 12, mobile, Debian Chromium (paint holding ${process.env.PAINT_HOLDING === 'on' ? 'on' : 'off'}), real server with sample stock; median of ${RUNS} run(s) per page`,
);
console.log(`processors: ${isolation.describe}`);
for (const row of rows) console.log(row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
console.log(
  `targets: score ≥ ${TARGET.score}, LCP < ${TARGET.lcpMs} ms, CLS < ${TARGET.cls}, TBT < ${TARGET.tbtMs} ms — ${missed === 0 ? 'all met' : `${missed} page(s) missed`}`,
);
