/**
 * How long `dealer-gen --help` takes to start: the compiled CLI (bin/dealer-gen.js, what users run) against the same
 * CLI compiled by tsx at every start (how bin ran before), with bare `node` as the floor, runs interleaved so a busy
 * machine slows all three alike. Target: --help under 300 ms. `BENCH_STARTUP_RUNS=N`, default 10.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 10);
const TARGET_MS = 300;

const starts = {
  compiled: [join(ROOT, 'bin', 'dealer-gen.js'), '--help'],
  tsx: ['--import', 'tsx', join(ROOT, 'cli', 'index.ts'), '--help'],
  'bare node': ['-e', '0'],
};
type Start = keyof typeof starts;

function timeOnce(args: string[]): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const times = Object.fromEntries(Object.keys(starts).map((name) => [name, [] as number[]])) as Record<Start, number[]>;
// One of each first, untimed: it recompiles edited sources, and warms the disk cache and tsx's transform cache.
for (const args of Object.values(starts)) timeOnce(args);
for (let i = 0; i < RUNS; i++) for (const [name, args] of Object.entries(starts)) times[name as Start].push(timeOnce(args));

const ms = Object.fromEntries(Object.entries(times).map(([name, values]) => [name, median(values)])) as Record<Start, number>;
console.log(`bench/startup: dealer-gen --help, median of ${RUNS} runs`);
for (const [name, value] of Object.entries(ms)) console.log(`  ${name.padEnd(9)} ${value.toFixed(0).padStart(5)} ms`);
console.log(`  compiled / tsx: ratio ${(ms.compiled / ms.tsx).toFixed(2)} (${(ms.tsx / ms.compiled).toFixed(1)}x faster)`);
console.log(`  above bare node: compiled ${(ms.compiled - ms['bare node']).toFixed(0)} ms, tsx ${(ms.tsx - ms['bare node']).toFixed(0)} ms`);
console.log(`  target ${TARGET_MS} ms: ratio ${(ms.compiled / TARGET_MS).toFixed(2)} of budget ${ms.compiled <= TARGET_MS ? '(within)' : '(OVER)'}`);
