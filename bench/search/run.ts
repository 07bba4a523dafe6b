/**
 * Search benchmark: our embedded engine (in-process and over HTTP with the official
 * client) against @orama/orama on the same synthetic stock and shopper queries.
 * Run: npx tsx bench/search/run.ts   (add --expose-gc via NODE_OPTIONS for steadier RSS)
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import type { Orama } from '@orama/orama';
import Fastify from 'fastify';
import { Meilisearch } from 'meilisearch';
import { createEngine } from '../../server/engine/engine.ts';
import type { Engine } from '../../server/engine/engine.ts';
import { meiliPlugin } from '../../server/engine/http.ts';
import { parseSearchBody } from '../../server/engine/search-params.ts';
import { generateCars, generateQueries } from './data.ts';
import type { Car, ShopperQuery } from './data.ts';
import { OUR_SETTINGS, SEARCHABLE } from './settings.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const QUERY_COUNT = 300;
const WARMUP = 50;
/** Orama takes hundreds of ms per faceted query at 100k, so it gets a time budget. */
const PEER_BUDGET_MS = 45_000;
const PEER_WARMUP = 5;
const STRING_FACETS = ['make', 'body', 'car_type', 'fuel', 'transmission'] as const;
const FACETS = [...STRING_FACETS, 'price'];
const PRICE_RANGES = [0, 10_000, 20_000, 30_000, 40_000, 60_000, 80_000, 120_000].map((from, i, all) => ({ from, to: (all[i + 1] ?? 1_000_000) - 1 }));

interface MeiliRequest {
  q: string;
  filter: string[];
  facets: string[];
  sort?: string[];
  offset: number;
  limit: number;
}

function toMeili(query: ShopperQuery): MeiliRequest {
  const filter: string[] = [];
  if (query.make) filter.push(`make = "${query.make}"`);
  if (query.body) filter.push(`body = "${query.body}"`);
  if (query.carType) filter.push(`car_type = ${query.carType}`);
  if (query.statuses) filter.push(`status IN [${query.statuses.join(', ')}]`);
  if (query.price) filter.push(`price ${query.price[0]} TO ${query.price[1]}`);
  if (query.year) filter.push(`year ${query.year[0]} TO ${query.year[1]}`);
  const sort = query.sort ? [`${query.sort.field}:${query.sort.desc ? 'desc' : 'asc'}`] : undefined;
  return { q: query.q, filter, facets: FACETS, sort, offset: query.offset, limit: 20 };
}

const ORAMA_SCHEMA = {
  id: 'string',
  make: 'enum',
  body: 'enum',
  car_type: 'enum',
  fuel: 'enum',
  transmission: 'enum',
  status: 'enum',
  price: 'number',
  year: 'number',
  km: 'number',
  custom_rank: 'number',
  name: 'string',
  model: 'string',
  badge: 'string',
  description: 'string',
} as const;

type OramaDb = Orama<typeof ORAMA_SCHEMA>;

/** The same query for Orama; with no text and no sort it orders by custom_rank like our ranking rule. */
function toOrama(query: ShopperQuery) {
  const where: Record<string, unknown> = {};
  if (query.make) where.make = { eq: query.make };
  if (query.body) where.body = { eq: query.body };
  if (query.carType) where.car_type = { eq: query.carType };
  if (query.statuses) where.status = { in: query.statuses };
  if (query.price) where.price = { between: query.price };
  if (query.year) where.year = { between: query.year };
  const facets: Record<string, unknown> = Object.fromEntries(STRING_FACETS.map((f) => [f, {}]));
  facets.price = { ranges: PRICE_RANGES };
  const sortBy = query.sort
    ? { property: query.sort.field, order: query.sort.desc ? 'DESC' : 'ASC' }
    : query.q
      ? undefined
      : { property: 'custom_rank', order: 'DESC' };
  // Orama scans every token when given properties with an empty term, so only text queries name them.
  const text = query.q ? { term: query.q, properties: SEARCHABLE, tolerance: 1 } : { term: '' };
  return { ...text, where, facets, sortBy, limit: 20, offset: query.offset };
}

const progress = (message: string) => process.stderr.write(`[${(performance.now() / 1000).toFixed(1)}s] ${message}\n`);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

interface Timing {
  p50: number;
  p99: number;
  /** How many queries were timed; fewer than all when the time budget ran out. */
  measured: number;
}

/** Warms up, then times each query in turn until done or `budgetMs` is spent. */
async function measure(queries: ShopperQuery[], run: (q: ShopperQuery) => unknown, budgetMs = Infinity, warmup = WARMUP): Promise<Timing> {
  for (const q of queries.slice(0, warmup)) await run(q);
  const times: number[] = [];
  const deadline = performance.now() + budgetMs;
  for (const q of queries) {
    const start = performance.now();
    await run(q);
    times.push(performance.now() - start);
    if (start > deadline) break;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), measured: times.length };
}

async function buildOurs(cars: Car[]): Promise<{ engine: Engine; ms: number }> {
  const start = performance.now();
  const engine = createEngine();
  engine.updateSettings('cars', OUR_SETTINGS);
  let last = 0;
  for (let i = 0; i < cars.length; i += 10_000) last = engine.addDocuments('cars', cars.slice(i, i + 10_000), { primaryKey: 'id' }).taskUid;
  const task = await engine.waitForTask(last);
  if (task.status !== 'succeeded') throw new Error(JSON.stringify(task.error));
  return { engine, ms: performance.now() - start };
}

async function buildOrama(cars: Car[]): Promise<{ db: OramaDb; ms: number }> {
  const start = performance.now();
  const db = create({ schema: ORAMA_SCHEMA });
  await insertMultiple(db, cars.map((c) => ({ ...c, id: String(c.id) })) as never, 5000);
  return { db, ms: performance.now() - start };
}

async function serve(engine: Engine): Promise<{ client: Meilisearch; close: () => Promise<void> }> {
  const app = Fastify();
  await app.register(meiliPlugin, { prefix: '/meili', engine });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
  return { client: new Meilisearch({ host: `http://127.0.0.1:${address.port}/meili` }), close: () => app.close() };
}

/**
 * Compares string-facet counts on text-free queries, where both engines agree on the
 * semantics: exact enum equality, IN, inclusive numeric ranges, counts over all hits.
 */
async function compareFacets(engine: Engine, db: OramaDb, queries: ShopperQuery[]): Promise<{ compared: number; equal: number }> {
  const sample = queries.filter((q) => q.q === '').slice(0, 20);
  let equal = 0;
  for (const query of sample) {
    const ours = engine.search('cars', parseSearchBody(toMeili(query))).facetDistribution!;
    const peer = (await oramaSearch(db, toOrama(query) as never)) as { facets?: Record<string, { values: Record<string, number> }> };
    const same = STRING_FACETS.every((f) => JSON.stringify(sortKeys(ours[f] ?? {})) === JSON.stringify(sortKeys(peer.facets?.[f]?.values ?? {})));
    if (same) equal++;
  }
  return { compared: sample.length, equal };
}

const sortKeys = (o: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(o)
      .filter(([, n]) => n > 0)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );

/** Measured in a child process so nothing else this benchmark allocated is counted. */
function ourFootprint(size: number): string {
  const script = fileURLToPath(new URL('./memory.ts', import.meta.url));
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', script, String(size)], { encoding: 'utf8' });
  const { rssMb, heapMb, docs } = JSON.parse(out) as { rssMb: number; heapMb: number; docs: number };
  return `${docs} docs, RSS ${rssMb} MB, JS heap used ${heapMb} MB (source documents included, as the engine keeps them)`;
}

function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

interface Row {
  case: string;
  docs: number;
  buildMs: number | undefined;
  p50: number;
  p99: number;
  ratio: string;
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const notes: string[] = [];
  const queries = generateQueries(QUERY_COUNT);
  const fmt = (n: number) => n.toFixed(2);
  for (const size of SIZES) {
    // Held by a property so it can be let go before the peer is timed: both copies of a large stock would not fit.
    const stock: { cars?: Car[] } = { cars: generateCars(size) };
    progress(`${size}: building ours`);
    const ours = await buildOurs(stock.cars!);
    progress(`${size}: querying ours in-process`);
    gc();
    const inProcess = await measure(queries, (q) => ours.engine.search('cars', parseSearchBody(toMeili(q))));
    progress(`${size}: querying ours over HTTP`);
    const http = await serve(ours.engine);
    const overHttp = await measure(queries, (q) => {
      const { q: text, ...rest } = toMeili(q);
      return http.client.index('cars').search(text, rest);
    });
    await http.close();
    progress(`${size}: building orama`);
    const peer = await buildOrama(stock.cars!);
    progress(`${size}: querying orama`);
    delete stock.cars;
    const oramaTimes = await measure(queries, (q) => oramaSearch(peer.db, toOrama(q) as never), PEER_BUDGET_MS, PEER_WARMUP);
    const check = await compareFacets(ours.engine, peer.db, queries);
    notes.push(`${size} docs: string facet counts identical on ${check.equal}/${check.compared} text-free queries`);
    const ratio = (t: Timing) => `${fmt(t.p50 / oramaTimes.p50)} / ${fmt(t.p99 / oramaTimes.p99)}`;
    rows.push({ case: 'ours in-process', docs: size, buildMs: ours.ms, ...inProcess, ratio: ratio(inProcess) });
    rows.push({ case: 'ours HTTP + client', docs: size, buildMs: undefined, ...overHttp, ratio: ratio(overHttp) });
    rows.push({ case: 'orama in-process', docs: size, buildMs: peer.ms, ...oramaTimes, ratio: '1.00 / 1.00' });
    notes.push(`${size} docs: timed queries — ours ${inProcess.measured}, HTTP ${overHttp.measured}, orama ${oramaTimes.measured}`);
    gc();
  }
  console.log(`\n${QUERY_COUNT} shopper queries, 6 facets each (make, body, car_type, fuel, transmission, price)\n`);
  console.log('| case | docs | index build ms | p50 ms | p99 ms | ours/peer p50 / p99 |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.case} | ${r.docs} | ${r.buildMs === undefined ? 'shared' : r.buildMs.toFixed(0)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.ratio} |`);
  }
  console.log('');
  for (const note of notes) console.log(note);
  console.log(`memory of ours alone after building 100k (fresh process): ${ourFootprint(100_000)}`);
}

await main();
