/**
 * Reads a stock file into raw rows for validation: a JSON array, JSON Lines (one car per line,
 * for stock too large for one JSON string), or CSV with a header row whose dotted column names
 * (`location.id`, `images[0].image.url`) address nested fields. Syntax problems are thrown as one
 * UserError listing every one with its line and column.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { carSchema } from '../../../schema/car.ts';
import { parseJsonSource } from '../json-source.ts';
import { PROBLEMS } from '../problem-catalogue.ts';
import { UserError, type Problem } from '../problems.ts';
import { parseCsv } from './csv.ts';
import type { CsvTable } from './csv.ts';
import { elementOf, fieldNames, leafKind, schemaAt } from './schema-walk.ts';
import { closest } from './suggest.ts';

export type StockFormat = 'json' | 'jsonl' | 'csv';

/** V8 cannot hold one string much longer than this; bigger stock must be JSON Lines. */
const MAX_WHOLE_FILE_BYTES = 500 * 1024 * 1024;

export function formatOf(file: string): StockFormat {
  const lower = file.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson')) return 'jsonl';
  return 'json';
}

export async function readStock(file: string): Promise<unknown[]> {
  const format = formatOf(file);
  if (format === 'jsonl') return readJsonLines(file);
  const { size } = await stat(file);
  if (size > MAX_WHOLE_FILE_BYTES) {
    throw new UserError(PROBLEMS.StockTooLarge(file, Math.round(size / 1024 / 1024)));
  }
  const text = await readFile(file, 'utf8');
  return format === 'csv' ? csvRows(parseCsv(text, file), file) : parseJsonArray(text, file);
}

/** Every syntax problem in text JSON.parse refused, with line and column: JSON.parse stops at the first and gives no place. */
function syntaxProblems(text: string, file: string, refused: unknown): Problem[] {
  const { problems } = parseJsonSource(file, text);
  return problems.length > 0 ? problems : [{ file, path: '', ...PROBLEMS.InvalidJson((refused as Error).message) }];
}

export function parseJsonArray(text: string, file: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UserError(PROBLEMS.StockNotJson(file), { problems: syntaxProblems(text, file, error) });
  }
  if (!Array.isArray(value)) throw new UserError(PROBLEMS.StockNotArray(file, value === null ? 'null' : typeof value));
  return value;
}

async function readJsonLines(file: string): Promise<unknown[]> {
  const rows: unknown[] = [];
  const problems: Problem[] = [];
  let line = 0;
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const text of lines) {
    line++;
    if (text.trim() === '') continue;
    try {
      rows.push(JSON.parse(text));
    } catch (error) {
      problems.push(...syntaxProblems(text, file, error).map((problem) => ({ ...problem, line })));
    }
  }
  if (problems.length > 0) throw new UserError(PROBLEMS.StockNotJson(file), { problems });
  return rows;
}

/** "images[0].image.url" → ["images", 0, "image", "url"]. */
export function columnPath(column: string): (string | number)[] {
  return column
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/** A cell as the schema's type; a value that does not fit stays a string so validation names the problem. */
function coerce(cell: string, node: Parameters<typeof leafKind>[0]): unknown {
  const value = cell.trim();
  if (value === 'null') return null;
  switch (leafKind(node)) {
    case 'number':
      return value !== '' && Number.isFinite(Number(value)) ? Number(value) : cell;
    case 'boolean':
      return TRUE.has(value.toLowerCase()) ? true : FALSE.has(value.toLowerCase()) ? false : cell;
    case 'array': {
      if (value.startsWith('[')) return jsonOr(value, cell);
      const element = elementOf(node);
      return value.split('|').map((item) => (element ? coerce(item, element) : item.trim()));
    }
    case 'object':
      return value.startsWith('{') ? jsonOr(value, cell) : cell;
    default:
      return cell;
  }
}

function jsonOr(value: string, fallback: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return fallback;
  }
}

function setPath(target: Record<string, unknown>, path: readonly (string | number)[], value: unknown): void {
  let node: Record<string | number, unknown> = target;
  path.forEach((segment, i) => {
    if (i === path.length - 1) {
      node[segment] = value;
      return;
    }
    const next = path[i + 1];
    node[segment] ??= typeof next === 'number' ? [] : {};
    node = node[segment] as Record<string | number, unknown>;
  });
}

/** CSV rows as car objects; empty cells are left out, so defaults apply. Unknown columns fail the whole file. */
export function csvRows(table: CsvTable, file: string): unknown[] {
  const columns = table.header.map((name) => ({ name, path: columnPath(name) }));
  const problems = columns.flatMap(({ name, path }) => {
    if (path.length > 0 && schemaAt(carSchema, path)) return [];
    const parent = schemaAt(carSchema, path.slice(0, -1));
    const last = path.at(-1);
    const suggestion = parent && typeof last === 'string' ? closest(last, fieldNames(parent)) : undefined;
    return [{ file, path: '', ...PROBLEMS.UnknownColumn(name, suggestion && [...path.slice(0, -1), suggestion].join('.')) }];
  });
  if (problems.length > 0) throw new UserError(PROBLEMS.CsvUnreadable(file), { problems });
  const leaves = columns.map(({ path }) => schemaAt(carSchema, path));
  return table.rows.map((cells) => {
    const row: Record<string, unknown> = {};
    cells.forEach((cell, c) => {
      const column = columns[c];
      const leaf = leaves[c];
      if (column && leaf && cell.trim() !== '') setPath(row, column.path, coerce(cell, leaf));
    });
    return row;
  });
}
