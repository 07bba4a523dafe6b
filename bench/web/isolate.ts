/**
 * Gives the page Lighthouse measures processors of its own: Chromium's renderer processes run on every CPU
 * but the first, and the bench process (the dealer server and Lighthouse) with Chromium's other processes
 * (browser, GPU, network) run on the first.
 *
 * Why: on a 2-core machine those other processes, busy serving the site and recording the trace, took the
 * page's core for most of each long task's time. In Lighthouse traces of a car page, the page's long tasks
 * ran 2.2-3.7 times their thread's CPU time, and Lighthouse multiplies what it observes by 4 as if the page
 * had done that work. A shopper's phone runs neither the site's server nor a trace recorder beside the page.
 * ISOLATE=off measures with every process sharing every CPU.
 */
import { execFile, execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const POLL_MS = 5;

export interface Isolation {
  /** One line for the report: where the page ran. */
  describe: string;
  stop(): void;
}

export function isolateRenderers(browserPid: number): Isolation {
  const cpus = availableParallelism();
  const shared = (why: string): Isolation => ({ describe: `every process shares every CPU (${why})`, stop: () => undefined });
  if (process.env.ISOLATE === 'off') return shared('ISOLATE=off');
  if (process.platform !== 'linux' || cpus < 2) return shared(`${cpus} CPU${cpus === 1 ? '' : 's'}`);

  const harnessCpus = '0';
  const pageCpus = cpus === 2 ? '1' : `1-${cpus - 1}`;
  try {
    // -a: every thread of the process, not its main thread alone.
    execFileSync('taskset', ['-a', '-c', '-p', harnessCpus, String(process.pid)], { stdio: 'ignore' });
  } catch (error) {
    return shared(`taskset failed: ${(error as Error).message.split('\n')[0]}`);
  }
  const parents = new Map<number, number>();
  const decided = new Set<number>();
  const place = (pid: number, list: string) => execFile('taskset', ['-a', '-c', '-p', list, String(pid)], () => undefined);
  const timer = setInterval(() => {
    for (const entry of readdirSync('/proc')) {
      const pid = Number(entry);
      if (!Number.isInteger(pid) || decided.has(pid)) continue;
      if (!parents.has(pid)) parents.set(pid, parentOf(pid));
      if (!descends(pid, browserPid, parents)) {
        decided.add(pid);
        continue;
      }
      const type = processType(pid);
      // A process the zygote has just forked still shows the zygote's command line: its own comes a moment later.
      if (type === 'zygote' && processType(parents.get(pid)!) === 'zygote') continue;
      decided.add(pid);
      place(pid, type === 'renderer' ? pageCpus : harnessCpus);
    }
  }, POLL_MS);
  return {
    describe: `the page's renderer on CPU ${pageCpus}; server, Lighthouse and Chromium's other processes on CPU ${harnessCpus} (ISOLATE=off to share)`,
    stop: () => clearInterval(timer),
  };
}

function parentOf(pid: number): number {
  try {
    // The command may hold spaces and parentheses: the fields after it start at the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0; // ended meanwhile
  }
}

function descends(pid: number, ancestor: number, parents: Map<number, number>): boolean {
  for (let at = pid; at > 1; at = parents.get(at) ?? parentOf(at)) if (at === ancestor) return true;
  return false;
}

/** Chromium's `--type` of a process: renderer, zygote, gpu-process, utility; null for the browser or another program. */
function processType(pid: number): string | null {
  try {
    return /--type=([a-z-]+)/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))?.[1] ?? null;
  } catch {
    return null;
  }
}
