// A build worker process (started by cli/lib/build.ts, compiled or from source: child-entry.ts) prints its result as the last line.
import { NO_TYPECHECK } from './build.ts';
import { buildSite } from './build-site.ts';

const [siteDir, flag] = process.argv.slice(2);
if (!siteDir) throw new Error(`usage: build-worker.ts <siteDir> [${NO_TYPECHECK}]`);
process.stdout.write(`\n${JSON.stringify(await buildSite(siteDir, { typecheck: flag !== NO_TYPECHECK }))}\n`);
