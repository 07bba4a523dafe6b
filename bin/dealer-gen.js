#!/usr/bin/env node
// Runs the compiled CLI in .compiled/ (made on install by `prepare`), so no TypeScript is compiled at start and
// production never runs tsx. When a developer has edited the sources since, they are recompiled first (well under a
// second): what runs, tests included, is always what ships.
import { compile, isFresh } from '../scripts/compile.js';

if (!isFresh()) {
  try {
    const ms = await compile();
    if (process.stderr.isTTY) console.error(`dealer-gen: sources changed, recompiled in ${ms.toFixed(0)} ms`);
  } catch (error) {
    console.error(`dealer-gen: could not compile the CLI: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  }
}
await import('../.compiled/index.js');
