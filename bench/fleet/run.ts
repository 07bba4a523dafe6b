/**
 * A fleet of synthetic dealers, made like real ones from the four sample tenants (both templates, different feature
 * switches, locations and themes), in a throwaway workspace: generate + check + build for N of them, the marginal CPU
 * each tenant adds, `build --all` with nothing changed, and `new --yes` to a served, searchable site. The marginal
 * cost is set against one tenant's own full typecheck (what every tenant paid before builds shared their work), and
 * the goals for 500 tenants on 2 cores are extrapolated from it. `BENCH_FLEET=N`, default 50.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { typecheck } from '../../cli/lib/build-site.ts';
import { table } from '../../cli/lib/output.ts';
import { PACKAGE_ROOT } from '../../cli/lib/workspace.ts';

const N = Number(process.env.BENCH_FLEET ?? 50);
const FLEET = 500;
const CORES = 2;
const GOALS = { fleetMinutes: 15, unchangedSeconds: 30, newToSearchableSeconds: 20 };
const SAMPLES = ['coastal-nissan', 'harbourside-auto-group', 'parkway-motors', 'redgum-used-cars'];
const BIN = join(PACKAGE_ROOT, 'bin', 'dealer-gen.js');
const PORT = 4700 + Math.floor(Math.random() * 200);

if (!Number.isInteger(N) || N < 3) throw new Error('BENCH_FLEET must be a whole number, 3 or more');

/** CPU seconds of this process's finished children (and theirs): utime + stime of the reaped, from /proc. */
function childCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

interface Step {
  wall: number;
  cpu: number;
  output: string;
}

function run(dir: string, ...args: string[]): Step {
  const cpu = childCpuSeconds();
  const started = performance.now();
  const child = spawnSync(process.execPath, [BIN, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, DEALER_GEN_ROOT: dir, CI: 'true', NO_COLOR: '1' },
  });
  const output = `${child.stdout}${child.stderr}`;
  if (child.status !== 0) throw new Error(`dealer-gen ${args.join(' ')} exited ${child.status}:\n${output.slice(-4000)}`);
  return { wall: (performance.now() - started) / 1000, cpu: childCpuSeconds() - cpu, output };
}

type Tenant = Record<string, unknown> & { home?: object; theme?: object; account?: object; search?: object; locations: { address?: object }[] };

/** Tenant i: a sample with its own name, ids, stock index, theme, street and a few switches of its own. */
function synthetic(sample: Tenant, slug: string, i: number): Tenant {
  const hex = (n: number) => `#${(n & 0xffffff).toString(16).padStart(6, '0')}`;
  const tenant: Tenant = {
    ...sample,
    slug,
    id: 100_000 + i,
    name: `${String(sample.name)} ${i}`,
    search: { ...sample.search, indexName: `Car_fleet_${i}` },
    theme: { ...sample.theme, primary: hex(i * 2_654_435_761), secondary: hex(i * 40_503 + 0x3355aa) },
    home: { ...sample.home, heroTitle: `Welcome to dealer ${i}`, ...(i % 4 === 1 ? { budgetFinder: false } : {}) },
    locations: sample.locations.map((location, k) => ({ ...location, address: { ...location.address, street: `${i + 1} Fleet Road ${k + 1}` } })),
  };
  delete tenant.domains;
  delete tenant.url;
  if (i % 3 === 2) tenant.chatAssistant = !sample.chatAssistant;
  if (i % 5 === 3) tenant.account = { ...sample.account, garage: true };
  return tenant;
}

function makeWorkspace(): string {
  const parent = join(PACKAGE_ROOT, '.tmp');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'fleet-'));
  mkdirSync(join(dir, 'tenants'));
  const samples = SAMPLES.map((slug) => JSON.parse(readFileSync(join(PACKAGE_ROOT, 'tenants', `${slug}.json`), 'utf8')) as Tenant);
  for (let i = 0; i < N; i++) {
    const slug = `fleet-${String(i).padStart(3, '0')}-${SAMPLES[i % SAMPLES.length]}`;
    writeFileSync(join(dir, 'tenants', `${slug}.json`), `${JSON.stringify(synthetic(samples[i % samples.length]!, slug, i), null, 2)}\n`);
  }
  // Its own copy of the templates, so the bench's sites never depend on edits in progress elsewhere.
  cpSync(join(PACKAGE_ROOT, 'templates'), join(dir, 'templates'), { recursive: true });
  return dir;
}

const answered = (path: string, host: string) =>
  new Promise<boolean>((resolve) =>
    get({ host: '127.0.0.1', port: PORT, path, headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    }).on('error', () => resolve(false)),
  );

/** `new --yes`, then build and serve it: seconds until its search page (drawn with its first results) and its engine answer. */
async function newToSearchable(dir: string): Promise<number> {
  const slug = 'bench-new-dealer';
  const started = performance.now();
  run(dir, 'new', slug, '--yes');
  run(dir, 'build', slug);
  // --demo: sign-in codes go to the demo outbox, as no SMS gateway is set here.
  const server = spawn(process.execPath, [BIN, 'serve', '--demo', '--port', String(PORT), '--tenant', slug], {
    cwd: dir,
    env: { ...process.env, DEALER_GEN_ROOT: dir, CI: 'true', NO_COLOR: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    const host = `${slug}.localhost`;
    while (!((await answered('/search', host)) && (await answered('/meili/health', host)))) {
      if (server.exitCode !== null || performance.now() - started > 120_000) throw new Error(`the new site was not served:\n${log.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return (performance.now() - started) / 1000;
  } finally {
    server.kill();
  }
}

const s = (seconds: number) => `${seconds.toFixed(1)} s`;
const verdict = (value: number, goal: number) => `${value <= goal ? 'within' : 'OVER'} (ratio ${(value / goal).toFixed(2)})`;

const dir = makeWorkspace();
try {
  const generate = run(dir, 'generate', '--all');
  const check = run(dir, 'generate', '--all', '--check');
  const first = `fleet-000-${SAMPLES[0]}`;
  // One tenant alone first: the fixed cost of a run (start, the runtime's typecheck) plus one tenant's; the rest of the
  // fleet then adds only its marginal cost.
  const one = run(dir, 'build', '--parallel', String(CORES), first);
  const rest = run(dir, 'build', '--all', '--parallel', String(CORES));
  const unchanged = run(dir, 'build', '--all', '--parallel', String(CORES));
  // The same for one tenant: a run's fixed cost (start, planning), which a fleet pays once, not per tenant.
  const unchangedOne = run(dir, 'build', '--parallel', String(CORES), first);
  // Only an input changed during the run (someone editing the runtime) makes it rebuild anything; it is said below.
  const rebuilt = N - (unchanged.output.match(/unchanged, skipped/g)?.length ?? 0);
  const codeSets = /(\d+) distinct generated code set/.exec(rest.output)?.[1] ?? '?';
  // An upper bound: the second run's own start and planning are shared out among its tenants too.
  const marginalCpu = rest.cpu / (N - 1);

  const peerStarted = process.cpuUsage();
  const peerWall = performance.now();
  const peerErrors = typecheck(join(dir, 'generated', first));
  const peer = { cpu: (process.cpuUsage(peerStarted).user + process.cpuUsage(peerStarted).system) / 1e6, wall: (performance.now() - peerWall) / 1000 };
  if (peerErrors.length) throw new Error(`the peer typecheck found errors:\n${peerErrors.join('\n')}`);

  const newSeconds = await newToSearchable(dir);

  const measuredTotal = generate.wall + check.wall + one.wall + rest.wall;
  const scale = FLEET / N;
  // From CPU, not wall: a shared machine's wall time says more about its other work. Generating, checking and the
  // first tenant's run (the runtime's typecheck) are one process each; the other builds spread over the cores.
  const fleetSeconds = (generate.cpu + check.cpu) * scale + one.cpu + ((FLEET - 1) * marginalCpu) / CORES;
  // One process, so its CPU is its wall time on a machine doing nothing else: the fixed cost once, each tenant's share.
  const unchangedFleet = unchangedOne.cpu + ((unchanged.cpu - unchangedOne.cpu) * (FLEET - 1)) / (N - 1);
  console.log(`bench/fleet: ${N} synthetic tenants from ${SAMPLES.length} samples (BENCH_FLEET=${N}), ${codeSets} distinct generated code sets\n`);
  console.log(
    table([
      ['step', 'wall', 'CPU (children)'],
      ['generate --all', s(generate.wall), s(generate.cpu)],
      ['generate --all --check', s(check.wall), s(check.cpu)],
      [`build ${first} (alone: fixed cost + 1)`, s(one.wall), s(one.cpu)],
      [`build --all (the other ${N - 1})`, s(rest.wall), s(rest.cpu)],
      [`generate + check + build, ${N} tenants`, s(measuredTotal), s(generate.cpu + check.cpu + one.cpu + rest.cpu)],
      [`build --all, nothing changed${rebuilt ? ` (${rebuilt} rebuilt: an input changed during the run)` : ''}`, s(unchanged.wall), s(unchanged.cpu)],
      [`build ${first}, nothing changed (a run's fixed cost)`, s(unchangedOne.wall), s(unchangedOne.cpu)],
      ['peer: one tenant’s own full typecheck (before)', s(peer.wall), s(peer.cpu)],
      ['new --yes → served, searchable site (runtime check remembered)', s(newSeconds), '-'],
    ]),
  );
  console.log(`\nmarginal CPU per tenant: ${s(marginalCpu)} (upper bound: all of build, the typecheck's share, 2 Vite builds, compression)`);
  console.log(`  against one tenant's full typecheck before (${s(peer.cpu)} CPU, typecheck alone): ratio ${(marginalCpu / peer.cpu).toFixed(2)}`);
  console.log(
    `\ngoals (${FLEET} tenants extrapolated from ${N}: from CPU: generate and check scaled linearly, build = the first tenant's run + ${FLEET - 1} × marginal CPU / ${CORES} cores, nothing changed = one tenant's run + ${FLEET - 1} × each other tenant's share):`,
  );
  console.log(
    `  generate + check + build ${FLEET} on ${CORES} cores: ${s(fleetSeconds)} = ${(fleetSeconds / 60).toFixed(1)} min, goal ${GOALS.fleetMinutes} min: ${verdict(fleetSeconds / 60, GOALS.fleetMinutes)}`,
  );
  console.log(
    `  build --all nothing changed, ${FLEET}: ${s(unchangedFleet)}, goal ${GOALS.unchangedSeconds} s: ${verdict(unchangedFleet, GOALS.unchangedSeconds)}`,
  );
  console.log(
    `  new --yes → served searchable site (measured, wall): ${s(newSeconds)}, goal ${GOALS.newToSearchableSeconds} s: ${verdict(newSeconds, GOALS.newToSearchableSeconds)}`,
  );
  if (fleetSeconds / 60 > GOALS.fleetMinutes || unchangedFleet > GOALS.unchangedSeconds || newSeconds > GOALS.newToSearchableSeconds) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
