/**
 * Drawing sample photos against the event loop, over loopback: rounds of PARALLEL photo PNGs nobody asked for
 * before (so none comes from the cache), with GET /healthz asked every few milliseconds while they are drawn; the peer
 * is /healthz on an idle server. Prints /healthz p50, p95 and max latency in both, how long a round's photos took, and
 * a repeated photo (served from the cache).
 */
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { execa } from 'execa';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 4);
const WIDTH = Number(process.env.BENCH_WIDTH ?? 640);
const PROBE_GAP_MS = 5;

const server = execa(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'server.ts')], { reject: false });
const address = await new Promise<string>((resolve, reject) => {
  let out = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('\n')) resolve(out.split('\n')[0]!);
  });
  void server.then((r) => reject(new Error(`server exited: ${r.stderr}`)));
});

async function timed(path: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${address}${path}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return performance.now() - start;
}

/** /healthz every PROBE_GAP_MS until `done` settles; a gap, so the probes do not take the processor from the drawing. */
async function healthzUntil(done: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void done.finally(() => (settled = true));
  const latencies: number[] = [];
  while (!settled) {
    latencies.push(await timed('/healthz'));
    await setTimeout(PROBE_GAP_MS);
  }
  return latencies;
}

const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
};
const photo = (carId: number) => `/media/car/${carId}/1.png?w=${WIDTH}`;

try {
  // Starts the drawing threads and warms the connection, so the rounds measure drawing alone.
  await timed(photo(1));
  const idle = summary(await healthzUntil(setTimeout(1000)));
  const during: number[] = [];
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    const photos = Promise.all(Array.from({ length: PARALLEL }, (_, i) => timed(photo(1000 + round * PARALLEL + i))));
    during.push(...(await healthzUntil(photos)));
    await photos;
    rounds.push(performance.now() - start);
  }
  const busy = summary(during);
  const repeat = await timed(photo(1000));
  console.log(`bench/media: ${ROUNDS} rounds of ${PARALLEL} new ${WIDTH} px photo PNGs in parallel, loopback`);
  console.log('/healthz latency, ms           p50      p95      max');
  const row = (title: string, r: ReturnType<typeof summary>) =>
    console.log(`${title.padEnd(26)} ${[r.p50, r.p95, r.max].map((ms) => ms.toFixed(1).padStart(8)).join(' ')}`);
  row('peer: idle server', idle);
  row(`while ${PARALLEL} photos are drawn`, busy);
  console.log(`a round of ${PARALLEL} photos: p50 ${summary(rounds).p50.toFixed(0)} ms; a repeated photo (cached): ${repeat.toFixed(1)} ms`);
} finally {
  server.kill();
}
