// A build worker process: `node --import tsx cli/lib/build-worker.ts <siteDir>` prints its result as the last line.
import { buildSite } from './build-site.ts';

const siteDir = process.argv[2];
if (!siteDir) throw new Error('usage: build-worker.ts <siteDir>');
process.stdout.write(`\n${JSON.stringify(await buildSite(siteDir))}\n`);
