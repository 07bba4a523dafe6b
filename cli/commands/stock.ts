/**
 * `dealer-gen stock sample` makes seeded demo stock; `dealer-gen stock import` validates a stock
 * file and loads it into the search index through the official Meilisearch client.
 */
import { resolve } from 'node:path';
import { InvalidArgumentError } from 'commander';
import type { Command } from 'commander';
import type { Car } from '../../schema/car.ts';
import { SEARCH_INDEX_NAME } from '../../schema/constants.ts';
import { errorLines, problemLines } from '../lib/output.ts';
import { PROBLEMS } from '../lib/problem-catalogue.ts';
import { UserError } from '../lib/problems.ts';
import { DEFAULT_SEARCH_HOST, importCars } from '../lib/stock/import.ts';
import { readStock } from '../lib/stock/read.ts';
import { SAMPLE_BASE_DATE, sampleCars } from '../../server/sample/cars.ts';
import { loadTenants } from '../lib/stock/tenants.ts';
import { stockProblems, validateStock } from '../lib/stock/validate.ts';
import { writeStock, writeStockFile } from '../lib/stock/write.ts';

function wholeNumber(min: number) {
  return (value: string): number => {
    if (!/^\d+$/.test(value.trim()) || Number(value) < min) throw new InvalidArgumentError(`Must be a whole number of at least ${min}.`);
    return Number(value);
  };
}

function isoDate(value: string): string {
  if (!Number.isFinite(Date.parse(value))) throw new InvalidArgumentError('Must be an ISO date like 2025-10-01 or 2025-10-01T00:00:00Z.');
  return value;
}

/** Reports a UserError through commander, so it goes to the command's stderr and the exit code is 1. */
async function run(command: Command, action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    command.error(errorLines(error).join('\n'), { exitCode: 1, code: 'dealer-gen.stock' });
  }
}

/** Passes cars through while counting them by status, for the summary line. */
function* tally(cars: Iterable<Car>, counts: Record<string, number>): Generator<Car> {
  for (const car of cars) {
    counts[car.status] = (counts[car.status] ?? 0) + 1;
    yield car;
  }
}

interface SampleFlags {
  count: number;
  seed: number;
  tenant?: string[];
  tenantsDir: string;
  baseDate: string;
  out?: string;
}

interface ImportFlags {
  host: string;
  key?: string;
  index: string;
  skipInvalid?: boolean;
  batchSize: number;
}

export function registerStockCommands(program: Command): void {
  const stock = program.command('stock').description('Make sample stock or import stock into the search index');

  stock
    .command('sample')
    .description('Write seeded, realistic sample stock as JSON (.jsonl for JSON Lines)')
    .option('--count <n>', 'number of cars', wholeNumber(0), 2000)
    .option('--seed <s>', 'random seed; the same seed gives the same stock', wholeNumber(0), 1)
    .option('--tenant <slug...>', 'only these tenants (default: every tenant)')
    .option('--tenants-dir <dir>', 'folder of tenant configs', 'tenants')
    .option('--base-date <iso>', 'the date the sample treats as now', isoDate, SAMPLE_BASE_DATE)
    .option('--out <file>', 'write to this file instead of stdout')
    .action(async (flags: SampleFlags, command: Command) =>
      run(command, async () => {
        const tenants = await loadTenants(resolve(flags.tenantsDir), flags.tenant);
        const counts: Record<string, number> = {};
        const cars = tally(sampleCars({ count: flags.count, seed: flags.seed, tenants, baseDate: flags.baseDate }), counts);
        const written = flags.out ? await writeStockFile(cars, resolve(flags.out)) : await writeStock(cars, process.stdout, 'json');
        const statuses = ['in_stock', 'coming_soon', 'sold'].map((s) => `${counts[s] ?? 0} ${s.replace('_', ' ')}`).join(', ');
        command
          .configureOutput()
          .writeErr?.(
            `sampled ${written} cars (seed ${flags.seed}) for ${tenants.map((t) => t.slug).join(', ')}: ${statuses}${flags.out ? ` → ${flags.out}` : ''}\n`,
          );
      }),
    );

  stock
    .command('import')
    .description('Validate a stock file (.json, .jsonl or .csv) and add it to the search index')
    .argument('<file>', 'stock file')
    .option(
      '--host <url>',
      'search engine URL (default: $DEALER_SEARCH_URL, else $DEALER_SEARCH_HOST)',
      process.env.DEALER_SEARCH_URL || process.env.DEALER_SEARCH_HOST || DEFAULT_SEARCH_HOST,
    )
    .option(
      '--key <key>',
      'API key that can write (default: $DEALER_SEARCH_MASTER_KEY, else $DEALER_MASTER_KEY)',
      process.env.DEALER_SEARCH_MASTER_KEY || process.env.DEALER_MASTER_KEY,
    )
    .option('--index <name>', 'index name', SEARCH_INDEX_NAME)
    .option('--skip-invalid', 'import the valid rows and report the skipped ones')
    .option('--batch-size <n>', 'cars per request', wholeNumber(1), 5000)
    .action(async (file: string, flags: ImportFlags, command: Command) =>
      run(command, async () => {
        const writeErr = (text: string) => command.configureOutput().writeErr?.(text);
        const rows = await readStock(resolve(file));
        const { cars, problems: rowProblems, invalidRows } = validateStock(rows);
        const problems = stockProblems(file, rowProblems);
        if (problems.length > 0 && !flags.skipInvalid)
          throw new UserError(PROBLEMS.StockRowsInvalid(invalidRows.length, rows.length, file, cars.length), { problems });
        if (problems.length > 0) writeErr(`skipping ${invalidRows.length} invalid rows of ${rows.length}:\n${problemLines(problems).join('\n')}\n`);
        await importCars(cars, {
          host: flags.host,
          apiKey: flags.key,
          index: flags.index,
          batchSize: flags.batchSize,
          onProgress: (done, total) => writeErr(`imported ${done}/${total} cars\n`),
        });
        writeErr(`imported ${cars.length} cars into ${flags.index} at ${flags.host}${invalidRows.length > 0 ? ` (${invalidRows.length} rows skipped)` : ''}\n`);
      }),
    );
}
