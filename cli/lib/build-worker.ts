// A build worker process (started by cli/lib/build.ts, compiled or from source: child-entry.ts) prints its result as the last line.
import { buildSite } from './build-site.ts';

const siteDir = process.argv[2];
if (!siteDir) throw new Error('usage: build-worker.ts <siteDir>');
process.stdout.write(`\n${JSON.stringify(await buildSite(siteDir))}\n`);
