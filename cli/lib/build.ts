/** Builds several generated sites at once, one worker process each, up to the core count. */
import { availableParallelism } from 'node:os';
import type { SiteBuildResult } from './build-site.ts';
import { childEntryArgs } from './child-entry.ts';

const WORKER = childEntryArgs(new URL('./build-worker.ts', import.meta.url));
/** Tells the worker the site was typechecked already, with the others of its run (build-typecheck.ts). */
export const NO_TYPECHECK = '--no-typecheck';

export async function buildSiteInWorker(siteDir: string, options: { typecheck: boolean } = { typecheck: true }): Promise<SiteBuildResult> {
  // Loaded here, not at the top: every command's start (even --help) would pay for it.
  const { execa } = await import('execa');
  const child = await execa(process.execPath, [...WORKER, siteDir, ...(options.typecheck ? [] : [NO_TYPECHECK])], {
    reject: false,
    all: true,
    env: { NODE_ENV: 'production' },
  });
  const last = child.stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(last) as SiteBuildResult;
  } catch {
    // No answer: the worker died (killed, out of memory, a crash in a native module), which says nothing about the site.
    const how = child.signal ? `was stopped by ${child.signal}` : `exited with code ${child.exitCode}`;
    const output = child.all?.trim();
    return { ok: false, crashed: true, errors: [`the build worker ${how} before it answered${output ? `:\n${output}` : ''}`], typecheckMs: 0, buildMs: 0 };
  }
}

export async function buildMany<T>(
  items: T[],
  run: (item: T) => Promise<SiteBuildResult>,
  onDone: (item: T, result: SiteBuildResult) => void,
  parallel = availableParallelism(),
) {
  const queue = [...items];
  const results = new Map<T, SiteBuildResult>();
  const workers = Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      const result = await run(item);
      results.set(item, result);
      onDone(item, result);
    }
  });
  await Promise.all(workers);
  return results;
}
