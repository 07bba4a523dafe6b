/**
 * An RFC 4180 reader: comma separated, fields optionally in double quotes, "" for a quote inside
 * a quoted field, CRLF or LF line ends, and newlines allowed inside quotes. Small enough that a
 * dependency would not pay for itself.
 */
import { PROBLEMS, type Described } from '../problem-catalogue.ts';
import { UserError, type Problem } from '../problems.ts';

export interface CsvTable {
  header: string[];
  rows: string[][];
  /** 1-based line each row starts on, for messages. */
  lines: number[];
}

export function parseCsv(text: string, file = 'CSV'): CsvTable {
  const records: string[][] = [];
  const lines: number[] = [];
  const problems: Problem[] = [];
  const at = (line: number | undefined, problem: Described) => problems.push({ file, path: '', ...problem, ...(line ? { line } : {}) });
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    record.push(field);
    // A blank line is not a record.
    if (record.length > 1 || record[0] !== '') {
      records.push(record);
      lines.push(recordLine);
    }
    record = [];
    field = '';
  };
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"') {
      if (field !== '') at(line, PROBLEMS.CsvStrayQuote());
      quoted = true;
    } else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += ch;
  }
  if (quoted) at(recordLine, PROBLEMS.CsvUnclosedQuote());
  if (field !== '' || record.length > 0) endRecord();
  const [header, ...rows] = records;
  if (!header) at(undefined, PROBLEMS.CsvEmpty());
  rows.forEach((row, r) => {
    if (header && row.length !== header.length) at(lines[r + 1], PROBLEMS.CsvFieldCount(row.length, header.length));
  });
  if (problems.length > 0) throw new UserError(PROBLEMS.CsvUnreadable(file), { problems });
  return { header: (header ?? []).map((h) => h.trim()), rows, lines: lines.slice(1) };
}
