/**
 * Uncached search over HTTP: the multi-searches a results page sends (built by the sites' own request builder), every
 * one different so none is answered from the engine's result cache, against the embedded engine alone in a child
 * process with BENCH_CARS sample cars. The peer, in the same run on the same server, is `GET /meili/health`: the
 * framework's own ceiling. Goal (#25): ≥ 3,000 req/s at p99 < 20 ms with 16 connections on 10,000 cars.
 *   npx tsx bench/search/uncached.ts     BENCH_SECONDS (5), BENCH_CONNECTIONS (16), BENCH_CARS (10000);
 *   BENCH_CPU_PROF=<dir> writes the engine process's CPU profile there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { execa } from 'execa';
import { loadTenant } from '../../cli/lib/tenants.ts';
import { workspace } from '../../cli/lib/workspace.ts';
import { distinctSearchBodies } from '../load/searches.ts';
import type { EngineInfo } from './uncached-server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** More than the engine's result cache holds (2,000), cycled in order, so none is a repeat it kept. */
const DISTINCT = 5_000;
/** Linux's USER_HZ, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = 100;
const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];

const engine = execa(process.execPath, [...profile, '--import', 'tsx', join(import.meta.dirname, 'uncached-server.ts')], { reject: false });
const stop = async () => {
  engine.kill('SIGTERM');
  await engine;
};

interface Row {
  title: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Engine CPU time per request. */
  cpuMs: number;
}

/** CPU time the engine process has used, in ms: under a busy machine a steadier measure than the rate. */
function engineCpuMs(): number {
  const fields = readFileSync(`/proc/${engine.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

async function drive(title: string, info: EngineInfo, request: (n: number) => autocannon.Request): Promise<Row> {
  let n = 0;
  const cpuBefore = engineCpuMs();
  const result = await autocannon({
    url: info.address,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (base: autocannon.Request) => ({ ...base, ...request(n++) }) }],
  });
  return {
    title,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMs: (engineCpuMs() - cpuBefore) / result.requests.total,
  };
}

try {
  const info = await new Promise<EngineInfo>((resolve, reject) => {
    let out = '';
    engine.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]!) as EngineInfo);
    });
    void engine.then((r) => reject(new Error(`the engine process exited: ${r.stderr}`)));
  });
  const bodies = distinctSearchBodies(loadTenant(workspace(), info.slug).tenant!, info.makeModels, DISTINCT);
  const headers = { authorization: `Bearer ${info.searchKey}`, 'content-type': 'application/json' };
  const rows = [
    await drive('multi-search, every one new (no cache)', info, (n) => ({ method: 'POST', path: '/meili/multi-search', headers, body: bodies[n % DISTINCT] })),
    await drive('peer: GET /meili/health', info, () => ({ method: 'GET', path: '/meili/health' })),
  ];
  const peer = rows.at(-1)!;
  console.log(
    `bench/search/uncached: ${SECONDS} s each, ${CONNECTIONS} connections, ${process.env.BENCH_CARS ?? 10_000} sample cars, ${DISTINCT} distinct multi-searches on ${info.slug}`,
  );
  console.log('case                                        req/s   p50 ms   p99 ms   errors   ratio to peer   engine CPU ms/req');
  for (const r of rows)
    console.log(
      `${r.title.padEnd(40)} ${r.rps.toFixed(0).padStart(7)}  ${String(r.p50).padStart(7)}  ${String(r.p99).padStart(7)}  ${String(r.errors).padStart(7)}  ${(r.rps / peer.rps).toFixed(2).padStart(14)}  ${r.cpuMs.toFixed(3).padStart(18)}`,
    );
  const [uncached] = rows as [Row];
  console.log(`goal ≥ 3000 req/s at p99 < 20 ms, 0 errors: ${uncached.rps >= 3000 && uncached.p99 < 20 && uncached.errors === 0 ? 'met' : 'NOT met'}`);
} finally {
  await stop();
}
