/** A problem found in a tenant or stock file: where it is and what is wrong, in plain English. */
export interface Problem {
  file: string;
  /** JSON path like `locations[0].phone`; empty for the whole file. */
  path: string;
  message: string;
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

/** Thrown for a problem the user can fix; the CLI prints its problems without a stack trace. */
export class UserError extends Error {
  constructor(
    message: string,
    readonly problems: Problem[] = [],
  ) {
    super(message);
  }
}
