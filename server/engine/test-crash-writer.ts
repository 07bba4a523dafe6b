/**
 * Child process for the crash test: writes batches of `batchSize` documents into a SQLite
 * data dir forever, printing the total after each acknowledged batch, until SIGKILLed.
 * Usage: test-crash-writer.ts <dataDir> <batchSize>
 */
import { createEngine } from './engine.ts';
import { openSqlitePersistence } from './persist-sqlite.ts';

const dataDir = process.argv[2];
const batchSize = Number(process.argv[3]);
if (!dataDir || !batchSize) throw new Error('usage: test-crash-writer.ts <dataDir> <batchSize>');

const engine = createEngine({ persistence: openSqlitePersistence(dataDir) });
let next = 0;
for (;;) {
  const docs = Array.from({ length: batchSize }, () => ({ id: next++, text: 'x'.repeat(200) }));
  const task = await engine.waitForTask(engine.addDocuments('crash', docs, { primaryKey: 'id' }).taskUid);
  if (task.status !== 'succeeded') throw new Error(JSON.stringify(task.error));
  process.stdout.write(`${next}\n`);
}
