/**
 * Validates every stock row before anything is imported, collecting each bad row's problems with
 * a JSON path (`images[2].image.url`) rather than stopping at the first.
 */
import type { z } from 'zod';
import { carSchema } from '../../../schema/car.ts';
import type { Car } from '../../../schema/car.ts';
import { withSearchFields } from '../../../server/stock/search-fields.ts';
import { PROBLEMS, type Described } from '../problem-catalogue.ts';
import type { Problem } from '../problems.ts';
import { fieldNames, schemaAt } from './schema-walk.ts';
import { closest } from './suggest.ts';

export interface RowProblem extends Described {
  /** 0-based index of the row in the file. */
  row: number;
  /** JSON path inside the row; empty for the row itself. */
  path: string;
}

export interface StockValidation {
  /** Valid rows, defaults and derived search fields filled, in file order. */
  cars: Car[];
  problems: RowProblem[];
  /** 0-based indexes of rows with at least one problem. */
  invalidRows: number[];
}

type PathKey = PropertyKey;

/** ["images", 2, "url"] → "images[2].url". */
export function formatPath(path: readonly PathKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

/** Issues of a failed union: those of the branch that came closest, so the message is specific. */
function closestBranch(issue: z.core.$ZodIssueInvalidUnion): z.core.$ZodIssue[] | undefined {
  const branches = [...issue.errors].sort((a, b) => a.length - b.length);
  return branches[0];
}

function describe(issue: z.core.$ZodIssue, prefix: readonly PathKey[]): ({ path: string } & Described)[] {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union') {
    const branch = closestBranch(issue);
    if (branch && branch.length > 0) return branch.flatMap((inner) => describe(inner, path));
  }
  if (issue.code === 'unrecognized_keys') {
    const known = fieldNames(
      schemaAt(
        carSchema,
        path.filter((k): k is string | number => typeof k !== 'symbol'),
      ) ?? (carSchema as never),
    );
    return issue.keys.map((key) => ({ path: formatPath([...path, key]), ...PROBLEMS.UnknownKey(key, closest(key, known)) }));
  }
  return [{ path: formatPath(path), ...PROBLEMS.SchemaIssue(issue.message, issue.code) }];
}

/** Ids and slugs must be unique: a repeat would silently replace the earlier car in the index. */
function duplicates(cars: readonly { row: number; car: Car }[]): RowProblem[] {
  const problems: RowProblem[] = [];
  for (const key of ['id', 'slug'] as const) {
    const firstRow = new Map<unknown, number>();
    for (const { row, car } of cars) {
      const seen = firstRow.get(car[key]);
      if (seen === undefined) firstRow.set(car[key], row);
      else problems.push({ row, path: key, ...PROBLEMS.DuplicateCar(key, JSON.stringify(car[key]), seen) });
    }
  }
  return problems;
}

export function validateStock(rows: readonly unknown[]): StockValidation {
  const parsed: { row: number; car: Car }[] = [];
  const problems: RowProblem[] = [];
  rows.forEach((input, row) => {
    const result = carSchema.safeParse(input);
    if (result.success) parsed.push({ row, car: withSearchFields(result.data) });
    else problems.push(...result.error.issues.flatMap((issue) => describe(issue, []).map((p) => ({ row, ...p }))));
  });
  problems.push(...duplicates(parsed));
  problems.sort((a, b) => a.row - b.row);
  const invalid = new Set(problems.map((p) => p.row));
  return { cars: parsed.filter(({ row }) => !invalid.has(row)).map(({ car }) => car), problems, invalidRows: [...invalid] };
}

/** Row problems as the CLI lists them: the row leads the JSON path, as it does in a JSON array of cars. */
export function stockProblems(file: string, problems: readonly RowProblem[]): Problem[] {
  return problems.map(({ row, path, ...problem }) => ({ file, path: path ? `[${row}].${path}` : `[${row}]`, ...problem }));
}
