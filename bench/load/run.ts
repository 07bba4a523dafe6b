/**
 * Load on the real dealer server over loopback with autocannon, for a bounded time, in two configurations with the
 * same stock: the embedded defaults, and PostgreSQL with a real Meilisearch (where pages' searches go to Meilisearch):
 *   1. the peer: the site's page that is not drawn (its index.html with the search key), what a drawn page that is kept
 *      aims to be as fast as, and a built file of about a drawn page's size, served as it is,
 *   2. GET /healthz, the framework's own ceiling on this machine (it also checks the configuration's stores),
 *   3. the search and car pages the server draws, repeated (answered from the pages it keeps) and every one new, and
 *      /healthz on one connection while new search pages are asked for on the rest (what drawing leaves the API),
 *   4. search only: the multi-searches results pages send, built by the sites' own request builder,
 *   5. the same with every search different, so none comes from the embedded engine's result cache,
 *   6. the mix shoppers make: 80% search, 15% car page data, 5% lead posts.
 * Prints requests/s, p50/p99 latency, errors (must be 0), memory, the ratio to the configuration's peer and to the
 * embedded run, and the goals (issue 25) against the embedded run.
 *   BENCH_CASES=<regular expression> runs only the cases whose titles it matches (`BENCH_CASES='no cache'`: uncached
 *   search alone; ratios are then to the first case run, and goals are not read); BENCH_CONFIGS=embedded runs the
 *   embedded configuration alone.
 */
import { CASE, loadCases } from './cases.ts';
import { EMBEDDED, startExternal, startServer, type Configuration } from './configurations.ts';
import { drive, type Row } from './drive.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const CARS = Number(process.env.BENCH_CARS ?? 10_000);
const CASES = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES) : undefined;
const EMBEDDED_ONLY = process.env.BENCH_CONFIGS === 'embedded';

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
  const { cases: all, shopperSearches } = loadCases(server.info);
  const cases = CASES ? all.filter((c) => CASES.test(c.title)) : all;
  const rows: Row[] = [];
  // A second of the peer first, not counted: the server has just taken its stock in, and the peer sets every ratio.
  await drive(server.info, cases[0]!, { seconds: 1, connections: CONNECTIONS, rssMb: server.rssMb });
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
  console.log('case                              config      req/s    p50 ms   p99 ms   KB/answer   errors   RSS MB   ratio to static   ratio to embedded');
  embedded.rows.forEach((base, i) => {
    for (const { configuration, rows } of [embedded, ...others]) {
      const r = rows[i]!;
      console.log(
        `${(configuration === embedded.configuration ? r.title : '').padEnd(32)}  ${configuration.name.padEnd(9)} ${r.rps.toFixed(0).padStart(6)}  ${String(r.p50).padStart(7)}  ${String(r.p99).padStart(7)}  ${r.kb.toFixed(1).padStart(10)}  ${String(r.errors).padStart(7)}  ${r.rss.toFixed(0).padStart(7)}  ${(r.rps / rows[0]!.rps).toFixed(2).padStart(16)}  ${(r.rps / base.rps).toFixed(2).padStart(18)}`,
      );
    }
  });
  for (const { configuration, rows } of others) for (const r of rows) if (r.split) console.log(`${configuration.name}, ${r.title}: ${r.split}`);
  for (const { configuration, rows } of [embedded, ...others])
    for (const r of rows)
      if (r.lacking) console.log(`${configuration.name}, ${r.title}: ${r.lacking} answers sent bare (past the drawings at once), not counted in req/s`);
  if (CASES) return;
  const row = (title: string) => embedded.rows.find((r) => r.title === title)!;
  const staticRps = row(CASE.static).rps;
  const percentOf = (rps: number, peer: number) => `${((100 * rps) / peer).toFixed(0)}%`;
  const goal = (text: string, met: boolean) => console.log(`goal (embedded) ${text}: ${met ? 'met' : 'NOT met'}`);
  for (const title of [CASE.searchPage, CASE.carPage]) {
    const { rps } = row(title);
    goal(
      `${title} ≥ 25% of the static page's req/s (${percentOf(rps, staticRps)}; ${percentOf(rps, row(CASE.staticFile).rps)} of the built file's)`,
      rps >= 0.25 * staticRps,
    );
  }
  goal(`${CASE.newSearchPage} ≥ 300 req/s (${row(CASE.newSearchPage).rps.toFixed(0)})`, row(CASE.newSearchPage).rps >= 300);
  const healthz = row(CASE.healthzBesidePages);
  goal(`${CASE.healthzBesidePages} at full load: p99 < 50 ms (${healthz.p99} ms)`, healthz.p99 < 50);
  const newSearch = row(CASE.newSearch);
  goal(`${CASE.newSearch} ≥ 3000 req/s at p99 < 20 ms (${newSearch.rps.toFixed(0)}, ${newSearch.p99} ms)`, newSearch.rps >= 3000 && newSearch.p99 < 20);
  const searchOnly = row(CASE.search);
  goal(`${CASE.search} ≥ 1500 req/s at p99 < 50 ms (${searchOnly.rps.toFixed(0)}, ${searchOnly.p99} ms)`, searchOnly.rps >= 1500 && searchOnly.p99 < 50);
  goal(
    '0 errors in every case',
    embedded.rows.every((r) => r.errors === 0),
  );
}

try {
  const external = EMBEDDED_ONLY ? undefined : await startExternal(stops);
  const embedded = await measure(EMBEDDED);
  print(external ? [embedded, await measure(external)] : [embedded]);
} finally {
  await stopAll();
}
