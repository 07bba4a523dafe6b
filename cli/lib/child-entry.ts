import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_ROOT } from './workspace.ts';

/** `true` in the CLI scripts/compile.js compiled; undeclared when the sources run as TypeScript (vitest, tsx). */
declare const DEALER_GEN_COMPILED: boolean | undefined;

/**
 * Node's arguments that run one of dealer-gen's entry points (scripts/compile.js's ENTRIES) in a child process the way
 * this process runs: compiled JavaScript when compiled, so production never runs tsx; the TypeScript source under tsx
 * when this process is itself running sources.
 */
export function childEntryArgs(source: URL, compiled = typeof DEALER_GEN_COMPILED !== 'undefined'): string[] {
  const path = fileURLToPath(source);
  return compiled ? [join(PACKAGE_ROOT, '.compiled', `${basename(path, extname(path))}.js`)] : ['--import', 'tsx', path];
}
