/**
 * Child process for the migration race test: opens each data directory it is sent as a starting server does (the
 * database, then an area's migrations, one of which could not run twice) and answers `ok` or the error.
 */
import { migrate, openDatabase } from './database.ts';

const MIGRATIONS = [
  ['race-1', 'CREATE TABLE race (id INTEGER PRIMARY KEY)'],
  ['race-2', 'ALTER TABLE race ADD COLUMN name TEXT; CREATE INDEX race_name ON race (name)'],
  ['race-3', "INSERT INTO race (name) VALUES ('applied once')"],
] as const;

process.on('message', (dataDir: string) => {
  try {
    const db = openDatabase(dataDir);
    for (const [name, sql] of MIGRATIONS) migrate(db, name, sql);
    db.close();
    process.send!('ok');
  } catch (error) {
    process.send!(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }
});
process.send!('ready');
