/**
 * Load on the real dealer server over loopback with autocannon, for a bounded time:
 *   1. search only (the target: ≥ 1,500 searches/s at p99 < 50 ms on 10,000 cars),
 *   2. the mix shoppers make: 80% search, 15% car page data, 5% lead posts,
 *   3. the peer: GET /healthz, the framework's own ceiling on this machine.
 * Prints requests/s, p50/p99 latency, errors (must be 0) and the server's RSS.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { execa } from 'execa';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const HOST = 'coastal-nissan.localhost';

const server = execa(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'server.ts')], { reject: false });
const info = await new Promise<{ address: string; searchKey: string; slugs: string[] }>((resolve, reject) => {
  let out = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]!));
  });
  void server.then((r) => reject(new Error(`server exited: ${r.stderr}`)));
});
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024;

const QUERIES = [
  { q: '', filter: 'car_type = used', facets: ['make', 'body', 'car_type', 'fuel', 'transmission', 'price'], hitsPerPage: 21, page: 1 },
  { q: 'toyota', facets: ['make', 'car_type'], hitsPerPage: 21, page: 1 },
  { q: '', filter: 'make = "Mazda" AND price >= 20000 AND price <= 60000', sort: ['price:asc'], hitsPerPage: 21, page: 2 },
  { q: 'hilux sr5', facets: ['body', 'price'], hitsPerPage: 21, page: 1 },
  { q: '', filter: 'status IN [in_stock, coming_soon] AND year >= 2020', sort: ['created_at:desc'], facets: ['make', 'year', 'km'], hitsPerPage: 21, page: 1 },
];
const search = (i: number) => ({
  method: 'POST' as const,
  path: '/meili/indexes/Car_production/search',
  headers: { authorization: `Bearer ${info.searchKey}`, 'content-type': 'application/json', host: HOST },
  body: JSON.stringify(QUERIES[i % QUERIES.length]),
});
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

async function run(title: string, requests: autocannon.Request[]) {
  const result = await autocannon({ url: info.address, connections: CONNECTIONS, duration: SECONDS, requests });
  const errors = result.errors + result.timeouts + result.non2xx;
  const failures = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
  if (failures.length) console.log(`${title}: non-2xx answers ${failures.map(([code, { count }]) => `${code} × ${count}`).join(', ')}`);
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors, rss: rssMb() };
}

try {
  const searchOnly = await run('search only', QUERIES.map((_, i) => search(i)));
  const mix = await run('80% search, 15% car, 5% lead', Array.from({ length: 20 }, (_, i) => (i < 16 ? search(i) : i < 19 ? carPage(i) : lead(i))));
  const peer = await run('peer: GET /healthz', [{ method: 'GET', path: '/healthz' }]);
  console.log(`bench/load: ${SECONDS} s each, ${CONNECTIONS} connections, ${process.env.BENCH_CARS ?? 10_000} cars, loopback`);
  console.log('case                              req/s    p50 ms   p99 ms   errors   server RSS MB   ratio to peer');
  for (const r of [searchOnly, mix, peer])
    console.log(`${r.title.padEnd(32)} ${r.rps.toFixed(0).padStart(6)}  ${String(r.p50).padStart(7)}  ${String(r.p99).padStart(7)}  ${String(r.errors).padStart(7)}  ${r.rss.toFixed(0).padStart(14)}  ${(r.rps / peer.rps).toFixed(2).padStart(13)}`);
  const met = searchOnly.rps >= 1500 && searchOnly.p99 < 50 && searchOnly.errors === 0 && mix.errors === 0;
  console.log(`target ≥ 1500 searches/s at p99 < 50 ms, 0 errors: ${met ? 'met' : 'NOT met'}`);
} finally {
  server.kill('SIGTERM');
}
