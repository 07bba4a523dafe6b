/**
 * Load on the real dealer server over loopback with autocannon, for a bounded time:
 *   1. search only: the multi-searches results pages send, built by the sites' own request builder (the target: ≥ 1,500 searches/s at p99 < 50 ms on 10,000 cars),
 *   2. the same with every search different, so none comes from the server's result cache,
 *   3. the mix shoppers make: 80% search, 15% car page data, 5% lead posts,
 *   4. the peer: GET /healthz, the framework's own ceiling on this machine.
 * Prints requests/s, p50/p99 latency, errors (must be 0) and the server's RSS.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { execa } from 'execa';
import { loadTenant } from '../../cli/lib/tenants.ts';
import { workspace } from '../../cli/lib/workspace.ts';
import { distinctSearchBodies, shopperSearchBodies } from './searches.ts';
import type { MakeModel } from './searches.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

const server = execa(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'server.ts')], { reject: false });
const info = await new Promise<{ address: string; searchKey: string; slug: string; slugs: string[]; makeModels: MakeModel[] }>((resolve, reject) => {
  let out = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]!));
  });
  void server.then((r) => reject(new Error(`server exited: ${r.stderr}`)));
});
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024;

const HOST = `${info.slug}.localhost`;
const tenant = loadTenant(workspace(), info.slug).tenant!;
const SEARCHES = shopperSearchBodies(tenant, info.makeModels);
// More than the server's result cache holds (2,000), cycled in order, so none is answered from it.
const DISTINCT = distinctSearchBodies(tenant, info.makeModels, 5_000);
const multiSearch = (body: string) => ({
  method: 'POST' as const,
  path: '/meili/multi-search',
  headers: { authorization: `Bearer ${info.searchKey}`, 'content-type': 'application/json', host: HOST },
  body,
});
const search = (i: number) => multiSearch(SEARCHES[i % SEARCHES.length]!);
const carPage = (i: number) => ({ method: 'GET' as const, path: `/api/cars/${info.slugs[i % info.slugs.length]}`, headers: { host: HOST } });
const lead = (i: number) => ({
  method: 'POST' as const,
  path: '/api/leads',
  headers: { 'content-type': 'application/json', host: HOST },
  body: JSON.stringify({
    kind: 'enquiry',
    category: 'General Enquiry',
    url: '/contact',
    source: 'Website',
    user_agent: 'bench/load',
    lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
    fields: { name: `Load ${i}`, email: `load${i}@example.com`, phone: '0400 000 000', message: 'Load test' },
  }),
});

/** Runs the load with request `n` (counted across all connections, so they do not move in step) from `pick(n)`. */
async function run(title: string, pick: (n: number) => autocannon.Request) {
  let n = 0;
  const requests = [{ setupRequest: (request: autocannon.Request) => ({ ...request, ...pick(n++) }) }];
  const result = await autocannon({ url: info.address, connections: CONNECTIONS, duration: SECONDS, requests });
  const errors = result.errors + result.timeouts + result.non2xx;
  const failures = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
  if (failures.length) console.log(`${title}: non-2xx answers ${failures.map(([code, { count }]) => `${code} × ${count}`).join(', ')}`);
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors, rss: rssMb() };
}

try {
  const searchOnly = await run('search only', search);
  const uncached = await run('search, every one new (no cache)', (n) => multiSearch(DISTINCT[n % DISTINCT.length]!));
  const mix = await run('80% search, 15% car, 5% lead', (n) => (n % 20 < 16 ? search(n) : n % 20 < 19 ? carPage(n) : lead(n)));
  const peer = await run('peer: GET /healthz', () => ({ method: 'GET', path: '/healthz' }));
  console.log(
    `bench/load: ${SECONDS} s each, ${CONNECTIONS} connections, ${process.env.BENCH_CARS ?? 10_000} cars, ${SEARCHES.length} distinct shopper searches on ${info.slug}, loopback`,
  );
  console.log('case                              req/s    p50 ms   p99 ms   errors   server RSS MB   ratio to peer');
  for (const r of [searchOnly, uncached, mix, peer])
    console.log(
      `${r.title.padEnd(32)} ${r.rps.toFixed(0).padStart(6)}  ${String(r.p50).padStart(7)}  ${String(r.p99).padStart(7)}  ${String(r.errors).padStart(7)}  ${r.rss.toFixed(0).padStart(14)}  ${(r.rps / peer.rps).toFixed(2).padStart(13)}`,
    );
  const met = searchOnly.rps >= 1500 && searchOnly.p99 < 50 && searchOnly.errors === 0 && mix.errors === 0;
  console.log(`target ≥ 1500 searches/s at p99 < 50 ms, 0 errors: ${met ? 'met' : 'NOT met'}`);
} finally {
  server.kill('SIGTERM');
}
