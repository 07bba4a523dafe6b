/**
 * Child processes for the kill -9 tests, and their steps. Each wait is a step with a deadline of its own: one that
 * hangs fails the case at once, naming the step and showing what each child process said last, rather than leaving
 * the case to run out Vitest's timeout. Processes a case leaves running are killed after it.
 */
import { execa, type ResultPromise } from 'execa';
import { afterEach } from 'vitest';
import { REPO_ROOT } from '../schema/sample-tenants.fixture.ts';

/** A child process of the case, with the end of what it printed for a failure to show. */
export interface Child {
  name: string;
  subprocess: ResultPromise;
  output: string;
}

const TAIL_CHARS = 4000;

function state(child: Child): string {
  const { pid, exitCode, signalCode } = child.subprocess;
  if (signalCode) return `pid ${pid}, killed by ${signalCode}`;
  if (exitCode !== null) return `pid ${pid}, exited with ${exitCode}`;
  return `pid ${pid}, running`;
}

/**
 * Resolves once the process has ended, whether or not that was before this was called. It is the process alone:
 * the execa promise also waits for its output pipes to close, which a grandchild holding them (tsx's esbuild
 * service) can put off.
 */
export function exited(child: Child): Promise<void> {
  const { exitCode, signalCode } = child.subprocess;
  if (exitCode !== null || signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.subprocess.once('exit', () => resolve()));
}

/** The calling file's children and steps; registers the hook that kills what a case left running. */
export function childSteps() {
  let children: Child[] = [];
  afterEach(async () => {
    const left = children;
    children = [];
    for (const child of left) child.subprocess.kill('SIGKILL');
    await Promise.all(left.map((child) => exited(child)));
  });

  const report = () => children.map((child) => `--- ${child.name} (${state(child)}), last output:\n${child.output.trimEnd() || '(nothing)'}`).join('\n');

  return {
    spawnChild(name: string, args: string[], env: Record<string, string>, cwd = REPO_ROOT): Child {
      const subprocess = execa(process.execPath, args, { cwd, reject: false, env });
      const child: Child = { name, subprocess, output: '' };
      const keep = (chunk: Buffer) => {
        child.output = (child.output + chunk.toString()).slice(-TAIL_CHARS);
      };
      subprocess.stdout!.on('data', keep);
      subprocess.stderr!.on('data', keep);
      children.push(child);
      return child;
    },

    /**
     * Runs one step of a case, failing it, labelled, with the children's state and output, if it takes more than `ms`
     * or throws. `work` is given a signal that is aborted at the deadline, for requests to pass to fetch.
     */
    async step<T>(label: string, ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const started = Date.now();
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          // Rejected before the abort, so the race settles with this and not with what the abort makes `work` throw.
          reject(new Error(`Step "${label}" was not done after ${ms} ms.\n${report()}`));
          controller.abort();
        }, ms);
      });
      try {
        return await Promise.race([work(controller.signal), deadline]);
      } catch (error) {
        if (controller.signal.aborted) throw error;
        throw new Error(`Step "${label}" failed after ${Date.now() - started} ms: ${String(error)}\n${report()}`, { cause: error });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
