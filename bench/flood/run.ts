/**
 * One small request must not stall the server (#19). On the real dealer server over loopback (bench/load's
 * server: every sample tenant, 10,000 sample cars) with the search key, this measures GET /healthz p99:
 *   1. idle (the peer),
 *   2. under a flood, bounded in time, of the worst search the limits still allow: a single search for every
 *      hit `maxTotalHits` lets out with every facet, and a multi-search of the most queries, hits and facets.
 * Each flood request differs (its offset), so none is answered from the result cache.
 * Prints the worst requests' answer size and time, both p99s and their ratio; the target is p99 < 100 ms.
 */
import { join } from 'node:path';
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { execa } from 'execa';
import { loadTenant } from '../../cli/lib/tenants.ts';
import { workspace } from '../../cli/lib/workspace.ts';
import { MAX_MULTI_SEARCH_HITS, MAX_MULTI_SEARCH_QUERIES } from '../../server/engine/search-limits.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const TARGET_P99_MS = 100;

const server = execa(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../load/server.ts')], { reject: false });

/**
 * The server on the first CPU, the flood and the probe on the rest: receiving 6 MB answers hundreds of times a
 * second costs the load generator a core, which on a 2-core machine it would otherwise take from the server.
 * ISOLATE=off shares every CPU.
 */
function isolate(): string {
  const cpus = availableParallelism();
  if (process.env.ISOLATE === 'off' || cpus < 2) return 'every process shares every CPU';
  try {
    execFileSync('taskset', ['-a', '-c', '-p', '0', String(server.pid)], { stdio: 'ignore' });
    execFileSync('taskset', ['-a', '-c', '-p', cpus === 2 ? '1' : `1-${cpus - 1}`, String(process.pid)], { stdio: 'ignore' });
    return 'the server on CPU 0, the flood and the probe on the others (ISOLATE=off to share)';
  } catch (error) {
    return `every process shares every CPU (taskset failed: ${(error as Error).message.split('\n')[0]})`;
  }
}
const placement = isolate();
const info = await new Promise<{ address: string; searchKey: string; slug: string }>((resolve, reject) => {
  let out = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]!));
  });
  void server.then((r) => reject(new Error(`server exited: ${r.stderr}`)));
});
const indexUid = loadTenant(workspace(), info.slug).tenant!.search.indexName;
// Uncompressed, as autocannon asks: the answer's size is what the engine made.
const headers = { authorization: `Bearer ${info.searchKey}`, 'content-type': 'application/json', 'accept-encoding': 'identity' };

async function post(path: string, body: unknown): Promise<{ status: number; bytes: number; ms: number; json: Record<string, unknown> }> {
  const started = performance.now();
  const response = await fetch(`${info.address}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, bytes: Buffer.byteLength(text), ms: performance.now() - started, json: JSON.parse(text) as Record<string, unknown> };
}

// The most hits one search can return: every car, up to the index's maxTotalHits and the hits one search may ask for.
const reachable = Math.min((await post(`/meili/indexes/${indexUid}/search`, { hitsPerPage: 1 })).json.totalHits as number, MAX_MULTI_SEARCH_HITS);
const worstSearch = (n: number) => ({ path: `/meili/indexes/${indexUid}/search`, body: { offset: n % 10, limit: reachable, facets: ['*'] } });
const worstMultiSearch = (n: number) => ({
  path: '/meili/multi-search',
  body: {
    queries: Array.from({ length: MAX_MULTI_SEARCH_QUERIES }, (_, i) => ({
      indexUid,
      facets: ['*'],
      offset: n % 10,
      limit: i === 0 ? MAX_MULTI_SEARCH_HITS : 0,
      filter: `price > ${i * 1000}`,
    })),
  },
});

async function healthzP99(): Promise<number> {
  const result = await autocannon({ url: `${info.address}/healthz`, connections: 1, duration: SECONDS });
  return result.latency.p99;
}

/** /healthz p99 while `CONNECTIONS` connections send `request(n)` back to back; also the flood's own rate and failures. */
async function underFlood(request: (n: number) => { path: string; body: unknown }) {
  let n = 0;
  const requests = [
    { setupRequest: (r: autocannon.Request) => ({ ...r, method: 'POST' as const, headers, ...request(n), body: JSON.stringify(request(n++).body) }) },
  ];
  const [flood, p99] = await Promise.all([autocannon({ url: info.address, connections: CONNECTIONS, duration: SECONDS, requests, timeout: 60 }), healthzP99()]);
  return { p99, rps: flood.requests.average, failures: flood.errors + flood.timeouts + flood.non2xx };
}

try {
  const idle = await healthzP99();
  const floods = [
    [`search: limit ${reachable}, every facet`, worstSearch],
    [`multi-search: ${MAX_MULTI_SEARCH_QUERIES} queries, ${MAX_MULTI_SEARCH_HITS} hits, every facet`, worstMultiSearch],
  ] as const;
  // Each worst request once on the idle server first: after a flood, its backlog would be timed too.
  const singles = [];
  for (const [title, request] of floods) {
    const one = await post(request(0).path, request(0).body);
    if (one.status !== 200) throw new Error(`${title} answered ${one.status}: ${JSON.stringify(one.json).slice(0, 200)}`);
    singles.push(one);
  }
  const rows = [];
  for (const [i, [title, request]] of floods.entries()) rows.push({ title, bytes: singles[i]!.bytes, ms: singles[i]!.ms, ...(await underFlood(request)) });
  console.log(
    `bench/flood: ${SECONDS} s floods, ${CONNECTIONS} connections, ${process.env.BENCH_CARS ?? 10_000} cars, search key, loopback; /healthz probed on 1 connection; ${placement}`,
  );
  console.log(`/healthz p99 idle (peer): ${idle} ms`);
  console.log('worst allowed request                                  answer bytes   answer ms   flood req/s   failures   /healthz p99 ms   ratio to idle');
  for (const r of rows)
    console.log(
      `${r.title.padEnd(54)} ${String(r.bytes).padStart(12)}  ${r.ms.toFixed(0).padStart(10)}  ${r.rps.toFixed(1).padStart(12)}  ${String(r.failures).padStart(9)}  ${String(r.p99).padStart(16)}  ${(r.p99 / Math.max(idle, 1)).toFixed(1).padStart(14)}`,
    );
  const met = rows.every((r) => r.p99 < TARGET_P99_MS && r.failures === 0);
  console.log(`target /healthz p99 < ${TARGET_P99_MS} ms under every flood, 0 failures: ${met ? 'met' : 'NOT met'}`);
} catch (error) {
  // The server's own last words say why a request found it gone.
  server.kill('SIGTERM');
  console.error(String((await server).stderr).slice(-2000));
  throw error;
} finally {
  server.kill('SIGTERM');
}
