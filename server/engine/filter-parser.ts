import { MeiliError } from './errors.ts';
import type { ErrorCode } from './errors.ts';

/** Where a token sits in the filter string, as 0-based [start, end) offsets. */
export interface Span {
  start: number;
  end: number;
  source: string;
}

/** `!=` is parsed as NOT(=), so it shares NOT's semantics (documents lacking the field match). */
export type CompareOp = '=' | '>' | '>=' | '<' | '<=';

export type FilterNode =
  | { kind: 'and' | 'or'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  | { kind: 'compare'; field: string; span: Span; op: CompareOp; value: string }
  | { kind: 'range'; field: string; span: Span; from: string; to: string }
  | { kind: 'in'; field: string; span: Span; values: string[] }
  | { kind: 'exists' | 'null' | 'empty'; field: string; span: Span };

/** The `filter` search parameter: a string, or arrays where the outer level ANDs and an inner array ORs. */
export type FilterInput = string | ReadonlyArray<string | ReadonlyArray<string>>;

const OPERATIONS =
  'Was expecting an operation `=`, `!=`, `>=`, `>`, `<=`, `<`, `IN`, `NOT IN`, `TO`, `EXISTS`, `NOT EXISTS`, `IS NULL`, `IS NOT NULL`, `IS EMPTY`, `IS NOT EMPTY`, `CONTAINS`, `NOT CONTAINS`, `STARTS WITH`, `NOT STARTS WITH`, `_geoRadius`, or `_geoBoundingBox`';
const SYNTAX_CHARS = new Set(['(', ')', '[', ']', ',', '=', '!', '<', '>', '"', "'"]);
const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO', 'IN', 'EXISTS', 'IS']);
/**
 * Meilisearch's MAX_FILTER_DEPTH. Each parenthesis costs 4 (or, and, not, primary) and each NOT 1, counted
 * as Meilisearch counts them, so the 50th nested parenthesis is the first one refused. It also keeps the
 * recursion of this parser far from the stack's end.
 */
const MAX_FILTER_DEPTH = 200;

/** Renders a span the way Meilisearch does: 1-based `start:end` then the filter text. */
export function spanText(span: Span): string {
  return `${span.start + 1}:${span.end + 1} ${span.source}`;
}

interface Token {
  text: string;
  quoted: boolean;
  start: number;
  end: number;
}

class Parser {
  private pos = 0;

  constructor(
    private readonly src: string,
    private readonly code: ErrorCode,
  ) {}

  parse(): FilterNode {
    const node = this.parseOr(0);
    this.skipWs();
    if (this.pos < this.src.length) {
      this.fail(
        this.pos,
        this.src.length,
        `Found unexpected characters at the end of the filter: \`${this.src.slice(this.pos)}\`. You probably forgot an \`OR\` or an \`AND\` rule.`,
      );
    }
    return node;
  }

  private fail(start: number, end: number, message: string): never {
    throw new MeiliError(this.code, `${message}\n${spanText({ start, end, source: this.src })}`);
  }

  private skipWs(): void {
    while (this.pos < this.src.length && /\s/.test(this.src[this.pos]!)) this.pos++;
  }

  /** Consumes `word` if it is the next bare keyword (followed by a delimiter). */
  private keyword(word: string): boolean {
    this.skipWs();
    if (!this.src.startsWith(word, this.pos)) return false;
    const next = this.src[this.pos + word.length];
    if (next !== undefined && !/\s/.test(next) && next !== '(' && next !== '[') return false;
    this.pos += word.length;
    return true;
  }

  private peekKeyword(word: string): boolean {
    const saved = this.pos;
    const found = this.keyword(word);
    this.pos = saved;
    return found;
  }

  private char(c: string): boolean {
    this.skipWs();
    if (this.src[this.pos] !== c) return false;
    this.pos++;
    return true;
  }

  private parseOr(depth: number): FilterNode {
    const children = [this.parseAnd(depth + 1)];
    while (this.keyword('OR')) children.push(this.parseAnd(depth + 1));
    return children.length === 1 ? children[0]! : { kind: 'or', children };
  }

  private parseAnd(depth: number): FilterNode {
    const children = [this.parseNot(depth + 1)];
    while (this.keyword('AND')) children.push(this.parseNot(depth + 1));
    return children.length === 1 ? children[0]! : { kind: 'and', children };
  }

  /** A run of NOTs is read in a loop, so thousands of them cannot exhaust the stack before the depth check. */
  private parseNot(depth: number): FilterNode {
    let nots = 0;
    while (this.keyword('NOT')) nots++;
    let node = this.parsePrimary(depth + 1 + nots);
    for (let i = 0; i < nots; i++) node = { kind: 'not', child: node };
    return node;
  }

  private parsePrimary(depth: number): FilterNode {
    this.skipWs();
    const open = this.pos;
    if (depth > MAX_FILTER_DEPTH) {
      this.fail(open, this.src.length, 'The filter exceeded the maximum depth limit. Try rewriting the filter so that it contains fewer nested conditions.');
    }
    if (this.char('(')) {
      const inner = this.parseOr(depth + 1);
      if (!this.char(')')) this.fail(open, this.src.length, `Expression \`${this.src.slice(open)}\` is missing the following closing delimiter: \`)\`.`);
      return inner;
    }
    return this.parseCondition();
  }

  private readToken(what: string): Token {
    this.skipWs();
    const start = this.pos;
    const quote = this.src[start];
    if (quote === '"' || quote === "'") {
      let text = '';
      let i = start + 1;
      for (;;) {
        const c = this.src[i];
        if (c === undefined)
          this.fail(start, this.src.length, `Expression \`${this.src.slice(start)}\` is missing the following closing delimiter: \`${quote}\`.`);
        if (c === '\\' && i + 1 < this.src.length) {
          text += this.src[i + 1];
          i += 2;
          continue;
        }
        if (c === quote) break;
        text += c;
        i++;
      }
      this.pos = i + 1;
      return { text, quoted: true, start, end: this.pos };
    }
    let i = start;
    while (i < this.src.length && !/\s/.test(this.src[i]!) && !SYNTAX_CHARS.has(this.src[i]!)) i++;
    if (i === start) {
      const rest = this.src.slice(start);
      const expecting = what === 'an attribute' ? OPERATIONS : `Was expecting ${what}`;
      this.fail(start, this.src.length, rest ? `${expecting} but instead got \`${rest}\`.` : `${expecting} but instead got nothing.`);
    }
    this.pos = i;
    return { text: this.src.slice(start, i), quoted: false, start, end: i };
  }

  private readValue(): string {
    const token = this.readToken('a value');
    if (!token.quoted && KEYWORDS.has(token.text)) {
      this.fail(
        token.start,
        token.end,
        `Value \`${token.text}\` is a reserved keyword and thus can't be used as a value. You can escape the keyword by surrounding it with quotes.`,
      );
    }
    return token.text;
  }

  private parseCondition(): FilterNode {
    const attr = this.readToken('an attribute');
    if (!attr.quoted && KEYWORDS.has(attr.text)) this.fail(attr.start, attr.end, `${OPERATIONS} at \`${attr.text}\`.`);
    const field = attr.text;
    const span: Span = { start: attr.start, end: attr.end, source: this.src };
    this.skipWs();
    const two = this.src.slice(this.pos, this.pos + 2);
    const one = this.src[this.pos];
    if (two === '!=') {
      this.pos += 2;
      return { kind: 'not', child: { kind: 'compare', field, span, op: '=', value: this.readValue() } };
    }
    if (two === '>=' || two === '<=') {
      this.pos += 2;
      return { kind: 'compare', field, span, op: two, value: this.readValue() };
    }
    if (one === '=' || one === '>' || one === '<') {
      this.pos += 1;
      return { kind: 'compare', field, span, op: one, value: this.readValue() };
    }
    if (this.keyword('IN')) return { kind: 'in', field, span, values: this.readList() };
    if (this.keyword('EXISTS')) return { kind: 'exists', field, span };
    if (this.peekKeyword('NOT')) {
      const saved = this.pos;
      this.keyword('NOT');
      if (this.keyword('IN')) return { kind: 'not', child: { kind: 'in', field, span, values: this.readList() } };
      if (this.keyword('EXISTS')) return { kind: 'not', child: { kind: 'exists', field, span } };
      this.pos = saved;
    }
    if (this.keyword('IS')) {
      const negated = this.keyword('NOT');
      const kind = this.keyword('NULL') ? 'null' : this.keyword('EMPTY') ? 'empty' : undefined;
      if (kind === undefined) this.fail(attr.start, this.src.length, `${OPERATIONS} at \`${this.src.slice(attr.start).trim()}\`.`);
      const node: FilterNode = { kind, field, span };
      return negated ? { kind: 'not', child: node } : node;
    }
    const rest = this.src.slice(this.pos);
    if (rest && !SYNTAX_CHARS.has(rest[0]!) && !/^(AND|OR)\b/.test(rest)) {
      const from = this.readValue();
      if (this.keyword('TO')) return { kind: 'range', field, span, from, to: this.readValue() };
    }
    this.fail(attr.start, this.src.length, `${OPERATIONS} at \`${this.src.slice(attr.start).trim()}\`.`);
  }

  private readList(): string[] {
    const open = this.pos;
    if (!this.char('[')) this.fail(open, this.src.length, `Expected \`[\` after \`IN\` keyword.`);
    const values: string[] = [];
    if (this.char(']')) return values;
    for (;;) {
      values.push(this.readValue());
      if (this.char(']')) return values;
      if (!this.char(',')) this.fail(open, this.src.length, `Expected matching \`]\` after the list of values, or a comma between values.`);
      if (this.char(']')) return values;
    }
  }
}

/** Parses one filter string; `undefined` for a blank filter, which Meilisearch treats as no filter. */
export function parseFilterString(src: string, code: ErrorCode = 'invalid_search_filter'): FilterNode | undefined {
  if (src.trim() === '') return undefined;
  return new Parser(src, code).parse();
}

export function parseFilter(input: unknown, code: ErrorCode = 'invalid_search_filter'): FilterNode | undefined {
  if (input === undefined || input === null) return undefined;
  if (typeof input === 'string') return parseFilterString(input, code);
  if (!Array.isArray(input)) {
    throw new MeiliError(code, `Invalid value type: expected an array or a string, but found ${describe(input)}.`);
  }
  const ands: FilterNode[] = [];
  for (const item of input as unknown[]) {
    if (typeof item === 'string') {
      const node = parseFilterString(item, code);
      if (node) ands.push(node);
    } else if (Array.isArray(item)) {
      const ors: FilterNode[] = [];
      for (const inner of item as unknown[]) {
        if (typeof inner !== 'string') {
          throw new MeiliError(code, `Invalid value type: expected a string, but found ${describe(inner)}.`);
        }
        const node = parseFilterString(inner, code);
        if (node) ors.push(node);
      }
      if (ors.length) ands.push(ors.length === 1 ? ors[0]! : { kind: 'or', children: ors });
    } else {
      throw new MeiliError(code, `Invalid value type: expected an array or a string, but found ${describe(item)}.`);
    }
  }
  if (ands.length === 0) return undefined;
  return ands.length === 1 ? ands[0]! : { kind: 'and', children: ands };
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array: \`${JSON.stringify(value)}\``;
  return `a ${typeof value}: \`${JSON.stringify(value)}\``;
}

/** Every attribute a filter touches, with its span for error messages. */
export function filterFields(node: FilterNode, out: Array<{ field: string; span: Span }> = []): Array<{ field: string; span: Span }> {
  switch (node.kind) {
    case 'and':
    case 'or':
      for (const child of node.children) filterFields(child, out);
      break;
    case 'not':
      filterFields(node.child, out);
      break;
    default:
      out.push({ field: node.field, span: node.span });
  }
  return out;
}
