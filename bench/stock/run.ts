/**
 * Sample stock generation speed: 100,000 cars streamed from the generator, against the same count of
 * JSON.parse(JSON.stringify(car)) copies of one car as the peer (the floor for producing car objects).
 * Target: 100,000 cars well under 10 s.
 */
import { join } from 'node:path';
import { sampleCars } from '../../server/sample/cars.ts';
import { loadTenants } from '../../cli/lib/stock/tenants.ts';

const COUNT = Number(process.env.BENCH_CARS ?? 100_000);
const tenants = await loadTenants(join(import.meta.dirname, '..', '..', 'tenants'));

let started = performance.now();
let first: unknown;
let count = 0;
for (const car of sampleCars({ count: COUNT, seed: 3, tenants })) {
  first ??= car;
  count++;
}
const ours = performance.now() - started;
started = performance.now();
const text = JSON.stringify(first);
for (let i = 0; i < COUNT; i++) JSON.parse(text);
const peer = performance.now() - started;
console.log(`bench/stock: ${count} sample cars in ${(ours / 1000).toFixed(2)} s (${Math.round(count / (ours / 1000))} cars/s)`);
console.log(
  `  peer (JSON copies of one car): ${(peer / 1000).toFixed(2)} s; ratio ours/peer ${(ours / peer).toFixed(2)}; target < 10 s: ${ours < 10_000 ? 'met' : 'MISSED'}`,
);
