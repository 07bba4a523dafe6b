import type { Described } from './problem-catalogue.ts';

/** A problem found in a tenant or stock file: where it is, what is wrong and what to do, from the catalogue. */
export interface Problem extends Described {
  file: string;
  /** JSON path like `locations[0].phone`; empty for the whole file. */
  path: string;
  line?: number;
  column?: number;
}

export type PathSegment = string | number;

export function formatPath(segments: readonly PathSegment[]): string {
  return segments.reduce<string>((out, segment) => {
    if (typeof segment === 'number') return `${out}[${segment}]`;
    const safe = /^[A-Za-z_$][\w$]*$/.test(segment) ? segment : JSON.stringify(segment);
    if (safe !== segment) return `${out}[${safe}]`;
    return out ? `${out}.${segment}` : segment;
  }, '');
}

/** `tenants/a.json:12:5  locations[0].phone  Must be a phone number…` — one problem a line, editor-clickable. */
export function formatProblem(problem: Problem): string {
  const where = problem.line ? `${problem.file}:${problem.line}:${problem.column ?? 1}` : problem.file;
  return problem.path ? `${where}  ${problem.path}  ${problem.message}` : `${where}  ${problem.message}`;
}

/** Thrown for a problem the user can fix; the CLI prints its hint, problems and causes without a stack trace, and exits 1. */
export class UserError extends Error {
  readonly hint: string;
  readonly problems: Problem[];

  constructor(problem: Described, options: { problems?: Problem[]; cause?: unknown } = {}) {
    super(problem.message, 'cause' in options ? { cause: options.cause } : undefined);
    this.name = problem.name;
    this.hint = problem.hint;
    this.problems = options.problems ?? [];
  }
}
