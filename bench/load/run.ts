/**
 * Load on the real dealer server over loopback with autocannon, for a bounded time, in two configurations with the
 * same stock: the embedded defaults, and PostgreSQL with a real Meilisearch (where pages' searches go to Meilisearch):
 *   1. search only: the multi-searches results pages send, built by the sites' own request builder (the target, for the
 *      embedded defaults: ≥ 1,500 searches/s at p99 < 50 ms on 10,000 cars),
 *   2. the same with every search different, so none comes from the embedded engine's result cache,
 *   3. the mix shoppers make: 80% search, 15% car page data, 5% lead posts,
 *   4. the peer: GET /healthz, the framework's own ceiling on this machine (it also checks the configuration's stores).
 * Prints requests/s, p50/p99 latency, errors (must be 0), memory, the ratio to the configuration's peer and to the embedded run.
 */
import { loadCases } from './cases.ts';
import { EMBEDDED, startExternal, startServer, type Configuration } from './configurations.ts';
import { drive, type Row } from './drive.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const CARS = Number(process.env.BENCH_CARS ?? 10_000);

// Every cluster, engine and server started, stopped last first: at the end, on failure, or when the bench is interrupted.
// Stopping happens once: a second Ctrl-C (npm passes one on) or the failure it causes waits for it rather than cutting it short.
const stops: Array<() => Promise<void>> = [];
let stopped: Promise<void> | undefined;
const stopAll = () =>
  (stopped ??= (async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch((error: unknown) => console.error('bench/load: stopping failed', error));
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll().finally(() => process.exit(1)));

interface Measured {
  configuration: Configuration;
  rows: Row[];
  fillSeconds: number;
  slug: string;
  shopperSearches: number;
}

async function measure(configuration: Configuration): Promise<Measured> {
  const server = await startServer(configuration);
  stops.push(server.stop);
  const { cases, shopperSearches } = loadCases(server.info);
  const rows: Row[] = [];
  for (const load of cases) rows.push(await drive(server.info, load, { seconds: SECONDS, connections: CONNECTIONS, rssMb: server.rssMb }));
  await server.stop();
  return { configuration, rows, fillSeconds: server.info.fillSeconds, slug: server.info.slug, shopperSearches };
}

function print([embedded, ...others]: [Measured, ...Measured[]]) {
  console.log(
    `bench/load: ${SECONDS} s each, ${CONNECTIONS} connections, ${CARS} cars (seed 1), ${embedded.shopperSearches} distinct shopper searches on ${embedded.slug}, loopback`,
  );
  for (const { configuration, fillSeconds } of [embedded, ...others])
    console.log(`${configuration.name}: ${configuration.description}; stock in and searchable in ${fillSeconds.toFixed(1)} s`);
  console.log('case                              config      req/s    p50 ms   p99 ms   errors   RSS MB   ratio to peer   ratio to embedded');
  embedded.rows.forEach((base, i) => {
    for (const { configuration, rows } of [embedded, ...others]) {
      const r = rows[i]!;
      console.log(
        `${(configuration === embedded.configuration ? r.title : '').padEnd(32)}  ${configuration.name.padEnd(9)} ${r.rps.toFixed(0).padStart(6)}  ${String(r.p50).padStart(7)}  ${String(r.p99).padStart(7)}  ${String(r.errors).padStart(7)}  ${r.rss.toFixed(0).padStart(7)}  ${(r.rps / rows.at(-1)!.rps).toFixed(2).padStart(14)}  ${(r.rps / base.rps).toFixed(2).padStart(18)}`,
      );
    }
  });
  for (const { configuration, rows } of others) for (const r of rows) if (r.split) console.log(`${configuration.name}, ${r.title}: ${r.split}`);
  const searchOnly = embedded.rows[0]!;
  const met = searchOnly.rps >= 1500 && searchOnly.p99 < 50 && searchOnly.errors === 0 && embedded.rows[2]!.errors === 0;
  console.log(`target (embedded) ≥ 1500 searches/s at p99 < 50 ms, 0 errors: ${met ? 'met' : 'NOT met'}`);
}

try {
  const external = await startExternal(stops);
  const embedded = await measure(EMBEDDED);
  print([embedded, await measure(external)]);
} finally {
  await stopAll();
}
