import pc from 'picocolors';
import { PROBLEMS } from './problem-catalogue.ts';
import { formatProblem, UserError, type Problem } from './problems.ts';

/** Progress and reports go to stderr so stdout stays clean for data (CSV, JSON) a command prints. */
export const say = (line = '') => process.stderr.write(`${line}\n`);

export const colour = pc;

const hint = (text: string) => `${pc.dim('hint:')} ${text}`;

/** Each problem on its line, its hint on the line under it. */
export function problemLines(problems: readonly Problem[]): string[] {
  return problems.flatMap((problem) => [`  ${pc.red('✖')} ${formatProblem(problem)}`, `      ${hint(problem.hint)}`]);
}

export function sayProblems(problems: readonly Problem[]): void {
  for (const line of problemLines(problems)) say(line);
}

/** The error and each `cause` under it, so a wrapped failure still says what went wrong underneath. */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let link = error; link !== undefined && !chain.includes(link); link = link instanceof Error ? link.cause : undefined) chain.push(link);
  return chain;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * How the CLI reports a failure: a UserError with its hint, problems and causes; anything else as an internal failure
 * with its causes. Stacks only with DEBUG set: they help whoever fixes dealer-gen, not whoever runs it.
 */
export function errorLines(error: unknown): string[] {
  const problem = error instanceof UserError ? error : PROBLEMS.InternalFailure(messageOf(error));
  const [, ...causes] = causeChain(error);
  return [
    `${pc.red('✖')} ${problem.message}`,
    `  ${hint(problem.hint)}`,
    ...(error instanceof UserError ? problemLines(error.problems) : []),
    ...causes.map((cause) => `  ${pc.dim('cause:')} ${messageOf(cause)}`),
    ...(process.env.DEBUG ? causeChain(error).map((link) => (link instanceof Error && link.stack) || String(link)) : []),
  ];
}

export function sayError(error: unknown): void {
  for (const line of errorLines(error)) say(line);
}

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')).join('\n');
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
