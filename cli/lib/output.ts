import pc from 'picocolors';
import { formatProblem, type Problem } from './problems.ts';

/** Progress and reports go to stderr so stdout stays clean for data (CSV, JSON) a command prints. */
export const say = (line = '') => process.stderr.write(`${line}\n`);

export const colour = pc;

export function sayProblems(problems: Problem[]): void {
  for (const problem of problems) say(`  ${pc.red('✖')} ${formatProblem(problem)}`);
}

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')).join('\n');
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
