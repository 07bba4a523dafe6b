/**
 * Builds our engine over 100k generated cars in a fresh process and prints its memory as
 * JSON, so the figure is the engine's footprint rather than whatever else the benchmark
 * process allocated. Run by run.ts with --expose-gc.
 */
import { createEngine } from '../../server/engine/engine.ts';
import { generateCars } from './data.ts';
import { OUR_SETTINGS } from './settings.ts';

const size = Number(process.argv[2] ?? 100_000);
const engine = createEngine();
engine.updateSettings('cars', OUR_SETTINGS);
const cars = generateCars(size);
let last = 0;
for (let i = 0; i < size; i += 10_000) last = engine.addDocuments('cars', cars.slice(i, i + 10_000), { primaryKey: 'id' }).taskUid;
await engine.waitForTask(last);
// A server sits idle between imports; give V8's memory reducer the same chance before measuring.
for (let i = 0; i < 3; i++) {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
const { rss, heapUsed } = process.memoryUsage();
process.stdout.write(JSON.stringify({ docs: engine.index('cars').count, rssMb: Math.round(rss / 1048576), heapMb: Math.round(heapUsed / 1048576) }));
