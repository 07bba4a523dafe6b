/**
 * `dealer-gen serve` as its own process, the way an operator runs it: started with execa, ready once it prints
 * its address, stopped with a signal. What it printed goes with any failure to start.
 */
import { join } from 'node:path';
import { execa, type ResultPromise } from 'execa';
import { PACKAGE_ROOT } from '../cli/lib/workspace.ts';

export const DEALER_BIN = join(PACKAGE_ROOT, 'bin', 'dealer-gen.js');

export interface ServeProcess {
  child: ResultPromise;
  /** `http://127.0.0.1:<port>`, with no trailing slash. */
  base: string;
}

/** Starts `serve` with `args` (one tenant: it prints `http://127.0.0.1:<port>/`) and waits for that address. */
export async function startServe(args: string[], timeoutMs = 60_000): Promise<ServeProcess> {
  const child = execa(process.execPath, [DEALER_BIN, 'serve', '--port', '0', ...args], {
    cwd: PACKAGE_ROOT,
    reject: false,
    env: { NO_COLOR: '1', CI: 'true' },
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`serve printed no address in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1]!);
    });
    void child.then(() => {
      clearTimeout(timer);
      reject(new Error(`serve exited before listening:\n${output}`));
    });
  });
  return { child, base };
}

/** Stops a server gently (SIGTERM; execa sends SIGKILL 5 s later) and waits for it to exit; one already gone is left alone. */
export async function stopServe(server: ServeProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.child;
}
