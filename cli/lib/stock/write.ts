/**
 * Writes stock one car per line, as a JSON array or as JSON Lines, streaming so a 100,000-car
 * sample never has to fit in one string. Files are written beside the target and renamed into
 * place, so a failure never leaves a partial file.
 */
import { open, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Car } from '../../../schema/car.ts';
import { formatOf } from './read.ts';

export async function writeStock(cars: Iterable<Car>, out: Writable, format: 'json' | 'jsonl'): Promise<number> {
  let count = 0;
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  for (const car of cars) {
    const json = JSON.stringify(car);
    await write(format === 'jsonl' ? `${json}\n` : `${count === 0 ? '[\n' : ',\n'}${json}`);
    count++;
  }
  if (format === 'json') await write(count === 0 ? '[]\n' : '\n]\n');
  return count;
}

export async function writeStockFile(cars: Iterable<Car>, file: string): Promise<number> {
  const format = formatOf(file) === 'jsonl' ? 'jsonl' : 'json';
  const temporary = `${file}.${process.pid}.tmp`;
  // Opening first turns a missing folder or a permission problem into a plain rejection.
  const out = (await open(temporary, 'w')).createWriteStream();
  try {
    const count = await writeStock(cars, out, format);
    out.end();
    await once(out, 'finish');
    await rename(temporary, file);
    return count;
  } catch (error) {
    out.destroy();
    await rm(temporary, { force: true });
    throw error;
  }
}
