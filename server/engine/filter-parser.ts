import { LRUCache } from 'lru-cache';
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
  | { kind: 'prefix'; field: string; span: Span; value: string }
  /** `_geoRadius` or `_geoBoundingBox`: parsed so that `_geo` is refused as Meilisearch refuses it; the engine has no geo search. */
  | { kind: 'geo'; field: '_geo'; span: Span }
  | { kind: 'exists' | 'null' | 'empty'; field: string; span: Span };

/** The `filter` search parameter: a string, or arrays where the outer level ANDs and an inner array ORs. */
export type FilterInput = string | ReadonlyArray<string | ReadonlyArray<string>>;

const OPERATIONS =
  'Was expecting an operation `=`, `!=`, `>=`, `>`, `<=`, `<`, `IN`, `NOT IN`, `TO`, `EXISTS`, `NOT EXISTS`, `IS NULL`, `IS NOT NULL`, `IS EMPTY`, `IS NOT EMPTY`, `CONTAINS`, `NOT CONTAINS`, `STARTS WITH`, `NOT STARTS WITH`, `_geoRadius`, or `_geoBoundingBox`';
const CONTAINS_DISABLED =
  'Using `CONTAINS` in a filter requires enabling the `contains filter` experimental feature. See https://github.com/orgs/meilisearch/discussions/763';
/** Meilisearch's `word`: letters, digits, `_`, `-` and `.`; anything else must be quoted. */
const WORD_CHAR = /^[\p{Alphabetic}\p{N}_.-]$/u;
/** The same below U+0080, by character code: most filters are ASCII, and a regular expression per character was much of their parsing. */
const ASCII_WORD_CHAR = Uint8Array.from({ length: 128 }, (_, c) => Number(WORD_CHAR.test(String.fromCharCode(c))));
const ASCII_SPACE = Uint8Array.from({ length: 128 }, (_, c) => Number(/\s/.test(String.fromCharCode(c))));
/** Where the text of a value Meilisearch could not read ends, for its error message. */
const SYNTAX_CHAR = /[\s()=<>!]/u;
const KEYWORDS = new Set(['AND', 'OR', 'IN', 'NOT', 'TO', 'EXISTS', 'IS', 'NULL', 'EMPTY', 'CONTAINS', 'STARTS', 'WITH', '_geoRadius', '_geoBoundingBox']);
const COMPARISONS = ['<=', '>=', '!=', '<', '>', '='] as const;
/** nom's `recognize_float`, which reads the arguments of the geo filters. */
const FLOAT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?/;
const GEO_FILTERS = {
  _geoRadius: 'The `_geoRadius` filter expects three arguments: `_geoRadius(latitude, longitude, radius)`.',
  _geoBoundingBox: 'The `_geoBoundingBox` filter expects two pairs of arguments: `_geoBoundingBox([latitude, longitude], [latitude, longitude])`.',
};
const RESERVED_GEO = (name: string) =>
  `\`${name}\` is a reserved keyword and thus can't be used as a filter expression. Use the \`_geoRadius(latitude, longitude, distance)\` or \`_geoBoundingBox([latitude, longitude], [latitude, longitude])\` built-in rules to filter on \`_geo\` coordinates.`;
/** The escapes of the `unescaper` crate Meilisearch runs values through; any other is a malformed value. */
const SIMPLE_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', "'": "'", '"': '"', '\\': '\\', '/': '/' };
/**
 * Meilisearch's MAX_FILTER_DEPTH. Each parenthesis costs 4 (or, and, not, primary) and each NOT 1, counted
 * as Meilisearch counts them, so the 50th nested parenthesis is the first one refused. It also keeps the
 * recursion of this parser far from the stack's end.
 */
const MAX_FILTER_DEPTH = 200;

/** Renders a span the way Meilisearch does: 1-based `start:end` in characters (code points), then the filter text. */
export function spanText(span: Span): string {
  const start = [...span.source.slice(0, span.start)].length + 1;
  return `${start}:${start + [...span.source.slice(span.start, span.end)].length} ${span.source}`;
}

/** Rust's `str::escape_debug`, which Meilisearch applies to the text it quotes in a filter error. */
function escapeDebug(text: string): string {
  return text.replace(/[\\"'\n\r\t]|\p{Cc}/gu, (c) => {
    const named: Record<string, string> = { '\\': '\\\\', '"': '\\"', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return named[c] ?? `\\u{${c.codePointAt(0)!.toString(16)}}`;
  });
}

/** A value read: its text, and for a quoted one the span inside the quotes. */
interface Token {
  text: string;
  start: number;
  end: number;
}

/** A value that could not be read, as Meilisearch reports it where one is required. */
interface Miss {
  message: string;
  start: number;
  end: number;
  keyword: boolean;
}

/** The `unescaper` crate's `unescape`: the text, or the message of Meilisearch's error. */
function unescape(raw: string): string | { message: string } {
  if (!raw.includes('\\')) return raw;
  const malformed = { message: `Malformed value: \`${escapeDebug(raw)}\`.` };
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = raw[++i];
    if (next === undefined) return malformed;
    const simple = SIMPLE_ESCAPES[next];
    if (simple !== undefined) {
      out += simple;
      continue;
    }
    let digits: string;
    let radix = 16;
    if (next === 'u' && raw[i + 1] === '{') {
      const close = raw.indexOf('}', i + 2);
      digits = raw.slice(i + 2, close === -1 ? raw.length : close);
      i = close === -1 ? raw.length : close;
    } else if (next === 'u' || next === 'x') {
      const width = next === 'u' ? 4 : 2;
      digits = raw.slice(i + 1, i + 1 + width);
      if (digits.length < width) return malformed;
      i += width;
    } else if (/[0-7]/.test(next)) {
      radix = 8;
      const more = next <= '3' ? 2 : 1;
      digits = next;
      while (digits.length <= more && /[0-7]/.test(raw[i + 1] ?? '')) digits += raw[++i];
    } else {
      return malformed;
    }
    const code = /^[0-9a-fA-F]+$/.test(digits) ? parseInt(digits, radix) : NaN;
    if (Number.isNaN(code)) return { message: `Found an invalid escaped sequence number: \`${escapeDebug(raw)}\`.` };
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return malformed;
    out += String.fromCodePoint(code);
  }
  return out;
}

/**
 * A recursive-descent reading of Meilisearch's filter grammar (crates/filter-parser), answering each
 * malformed filter with the message and position Meilisearch gives it.
 */
class Parser {
  private pos = 0;
  /** Where the first `CONTAINS` keyword is: the operator parses, then is refused as Meilisearch refuses it without the experimental feature. */
  contains: Span | undefined;

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
        `Found unexpected characters at the end of the filter: \`${escapeDebug(this.src.slice(this.pos))}\`. You probably forgot an \`OR\` or an \`AND\` rule.`,
      );
    }
    return node;
  }

  private fail(start: number, end: number, message: string): never {
    throw new MeiliError(this.code, `${message}\n${spanText({ start, end, source: this.src })}`);
  }

  private skipWs(): void {
    const src = this.src;
    while (this.pos < src.length) {
      const c = src.charCodeAt(this.pos);
      if (!(c < 128 ? ASCII_SPACE[c] : /\s/.test(src[this.pos]!))) break;
      this.pos++;
    }
  }

  private wordEnd(from: number): number {
    const src = this.src;
    let i = from;
    while (i < src.length) {
      const code = src.charCodeAt(i);
      if (code < 128) {
        if (!ASCII_WORD_CHAR[code]) break;
        i++;
        continue;
      }
      const c = String.fromCodePoint(src.codePointAt(i)!);
      if (!WORD_CHAR.test(c)) break;
      i += c.length;
    }
    return i;
  }

  /** Meilisearch's `word_exact`: the whole next word is `word`. */
  private wordExact(word: string): boolean {
    const end = this.wordEnd(this.pos);
    if (this.src.slice(this.pos, end) !== word) return false;
    this.pos = end;
    return true;
  }

  /** `word` surrounded by optional whitespace, consumed only when present. */
  private keyword(word: string): boolean {
    const saved = this.pos;
    this.skipWs();
    if (this.wordExact(word)) {
      this.skipWs();
      return true;
    }
    this.pos = saved;
    return false;
  }

  /** Meilisearch's `tag`: the exact text, no word boundary needed. */
  private tag(text: string): boolean {
    if (!this.src.startsWith(text, this.pos)) return false;
    this.pos += text.length;
    return true;
  }

  private spaces(): boolean {
    const start = this.pos;
    this.skipWs();
    return this.pos > start;
  }

  /** Tags separated by required whitespace, as in `IS NOT NULL`; consumed only when all are present. */
  private tags(...texts: string[]): boolean {
    const saved = this.pos;
    if (texts.every((text, i) => (i === 0 || this.spaces()) && this.tag(text))) return true;
    this.pos = saved;
    return false;
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
    const start = this.pos;
    this.skipWs();
    if (depth > MAX_FILTER_DEPTH) {
      this.fail(
        this.pos,
        this.src.length,
        'The filter exceeded the maximum depth limit. Try rewriting the filter so that it contains fewer nested conditions.',
      );
    }
    if (this.tag('(')) {
      this.skipWs();
      const inner = this.parseOr(depth + 1);
      this.skipWs();
      if (!this.tag(')'))
        this.fail(start, this.src.length, `Expression \`${escapeDebug(this.src.slice(start))}\` is missing the following closing delimiter: \`)\`.`);
      this.skipWs();
      return inner;
    }
    return this.parseGeo(start) ?? this.parseCondition(start);
  }

  /** `_geoRadius(lat, lng, radius)` or `_geoBoundingBox([lat, lng], [lat, lng])`, read as Meilisearch reads them. */
  private parseGeo(start: number): FilterNode | undefined {
    const name = this.src.slice(this.pos, this.wordEnd(this.pos));
    if (name !== '_geoRadius' && name !== '_geoBoundingBox') return undefined;
    this.pos += name.length;
    const refuse = (at: number): never => this.fail(at, this.src.length, GEO_FILTERS[name]);
    if (!this.tag('(')) refuse(start);
    const groups: Span[][] = [];
    if (name === '_geoRadius') {
      groups.push(this.floats() ?? refuse(start));
    } else {
      do {
        this.skipWs();
        if (!this.tag('[')) refuse(start);
        groups.push(this.floats() ?? refuse(start));
        if (!this.tag(']')) refuse(start);
        this.skipWs();
      } while (this.tag(','));
    }
    if (!this.tag(')')) refuse(start);
    const shape = name === '_geoRadius' ? [3] : [2, 2];
    if (groups.length !== shape.length || groups.some((group, i) => group.length !== shape[i])) refuse(this.pos);
    return { kind: 'geo', field: '_geo', span: groups[0]![0]! };
  }

  /** Numbers separated by commas, each with optional whitespace around. */
  private floats(): Span[] | undefined {
    const read: Span[] = [];
    do {
      this.skipWs();
      const float = FLOAT.exec(this.src.slice(this.pos))?.[0];
      if (!float) return undefined;
      read.push({ start: this.pos, end: this.pos + float.length, source: this.src });
      this.pos += float.length;
      this.skipWs();
    } while (this.tag(','));
    return read;
  }

  /** Meilisearch's `parse_value`: a word or a quoted text, then any whitespace; or why there is none. */
  private value(): Token | Miss {
    this.skipWs();
    const start = this.pos;
    const word = this.src.slice(start, this.wordEnd(start));
    const reserved = ['_geoPoint', '_geoDistance'].find((name) => this.src.startsWith(name, start)) ?? (word === '_geo' ? word : undefined);
    if (reserved) this.fail(start, this.src.length, RESERVED_GEO(reserved));
    if (word === '_geoRadius' || word === '_geoBoundingBox')
      this.fail(start, this.src.length, `The \`${word}\` filter is an operation and can't be used as a value.`);
    const quote = this.src[start];
    if (quote === '"' || quote === "'") {
      let escaped = false;
      let i = start + 1;
      for (; i < this.src.length && this.src[i] !== quote; i++) {
        if (this.src[i] !== '\\') continue;
        if (i + 1 === this.src.length) this.fail(start + 1, this.src.length, `Malformed value: \`${escapeDebug(this.src.slice(start + 1))}\`.`);
        i++;
        if (this.src[i] === quote) escaped = true;
      }
      if (i === this.src.length)
        this.fail(start, this.src.length, `Expression \`${escapeDebug(this.src.slice(start))}\` is missing the following closing delimiter: \`${quote}\`.`);
      const raw = this.src.slice(start + 1, i);
      const text = unescape(escaped ? raw.replaceAll(`\\${quote}`, quote) : raw);
      if (typeof text !== 'string') return { message: text.message, start: start + 1, end: i, keyword: false };
      this.pos = i + 1;
      this.skipWs();
      return { text, start: start + 1, end: i };
    }
    const end = start + word.length;
    if (end === start || KEYWORDS.has(word)) {
      let stop = start;
      while (stop < this.src.length && !SYNTAX_CHAR.test(this.src[stop]!)) stop++;
      const seen = this.src.slice(start, stop);
      const shown = escapeDebug(seen);
      const keyword = end !== start;
      const message =
        seen.trim() === ''
          ? 'Was expecting a value but instead got nothing.'
          : keyword
            ? `Was expecting a value but instead got \`${shown}\`, which is a reserved keyword. To use \`${shown}\` as a field name or a value, surround it by quotes.`
            : `Was expecting a value but instead got \`${shown}\`.`;
      return { message, start, end: stop, keyword };
    }
    this.pos = end;
    this.skipWs();
    return { text: word, start, end };
  }

  /** A value where the grammar requires one: its absence is the error. */
  private requiredValue(): string {
    const value = this.value();
    if ('message' in value) this.fail(value.start, value.end, value.message);
    return value.text;
  }

  /** The alternatives of Meilisearch's `parse_primary` after the attribute, in its order. */
  private parseCondition(start: number): FilterNode {
    const attr = this.value();
    if ('message' in attr) {
      if (attr.keyword) this.fail(attr.start, attr.end, attr.message);
      return this.invalidPrimary(start);
    }
    const field = attr.text;
    const span: Span = { start: attr.start, end: attr.end, source: this.src };
    const afterAttr = this.pos;
    if (this.wordExact('IN')) return { kind: 'in', field, span, values: this.readList() };
    if (this.wordExact('NOT')) {
      this.skipWs();
      if (this.wordExact('IN')) return { kind: 'not', child: { kind: 'in', field, span, values: this.readList() } };
      this.pos = afterAttr;
    }
    const op = COMPARISONS.find((candidate) => this.tag(candidate));
    if (op === '!=') return { kind: 'not', child: { kind: 'compare', field, span, op: '=', value: this.requiredValue() } };
    if (op) return { kind: 'compare', field, span, op, value: this.requiredValue() };
    if (this.tags('IS', 'NULL')) return { kind: 'null', field, span };
    if (this.tags('IS', 'NOT', 'NULL')) return { kind: 'not', child: { kind: 'null', field, span } };
    if (this.tags('IS', 'EMPTY')) return { kind: 'empty', field, span };
    if (this.tags('IS', 'NOT', 'EMPTY')) return { kind: 'not', child: { kind: 'empty', field, span } };
    if (this.tags('EXISTS')) return { kind: 'exists', field, span };
    if (this.tags('NOT', 'EXISTS')) return { kind: 'not', child: { kind: 'exists', field, span } };
    const from = this.value();
    if (!('message' in from) && this.tags('TO') && this.spaces()) return { kind: 'range', field, span, from: from.text, to: this.requiredValue() };
    this.pos = afterAttr;
    const contains = this.containsKeyword(false) ?? this.containsKeyword(true);
    if (contains) {
      this.requiredValue();
      this.contains ??= contains;
      // Never evaluated: a filter using CONTAINS is refused once it has parsed.
      return { kind: 'exists', field, span };
    }
    if (this.tag('STARTS WITH')) return { kind: 'prefix', field, span, value: this.requiredValue() };
    if (this.tags('NOT', 'STARTS WITH')) return { kind: 'not', child: { kind: 'prefix', field, span, value: this.requiredValue() } };
    return this.invalidPrimary(start);
  }

  /** `CONTAINS` or `NOT CONTAINS` here: where the keyword is, for the error that refuses it. */
  private containsKeyword(negated: boolean): Span | undefined {
    const saved = this.pos;
    if (negated && !(this.tag('NOT') && this.spaces())) {
      this.pos = saved;
      return undefined;
    }
    const start = this.pos;
    if (this.tag('CONTAINS')) return { start, end: this.pos, source: this.src };
    this.pos = saved;
    return undefined;
  }

  private invalidPrimary(start: number): never {
    const rest = this.src.slice(start);
    this.fail(start, this.src.length, rest.trim() === '' ? `${OPERATIONS} but instead got nothing.` : `${OPERATIONS} at \`${escapeDebug(rest)}\`.`);
  }

  /** `IN` has been read: `[` values `]`, commas between and one allowed at the end. */
  private readList(): string[] {
    this.skipWs();
    if (!this.tag('[')) this.fail(this.pos, this.src.length, 'Expected `[` after `IN` keyword.');
    const values: string[] = [];
    const first = this.value();
    if (!('message' in first)) {
      values.push(first.text);
      for (;;) {
        const saved = this.pos;
        this.skipWs();
        const next = this.tag(',') ? this.value() : undefined;
        if (next === undefined || 'message' in next) {
          this.pos = saved;
          break;
        }
        values.push(next.text);
      }
      const saved = this.pos;
      this.skipWs();
      if (!this.tag(',')) this.pos = saved;
      this.skipWs();
    }
    const beforeClose = this.pos;
    this.skipWs();
    if (this.tag(']')) {
      this.skipWs();
      return values;
    }
    if (beforeClose === this.src.length) this.fail(beforeClose, beforeClose, 'Expected matching `]` after the list of field names given to `IN[`');
    this.fail(
      beforeClose,
      this.src.length,
      `Expected only comma-separated field names inside \`IN[..]\` but instead found \`${escapeDebug(this.src.slice(beforeClose))}\`.`,
    );
  }
}

/** Parses one filter string; `undefined` for a blank filter, which Meilisearch treats as no filter. */
export function parseFilterString(src: string, code: ErrorCode = 'invalid_search_filter'): FilterNode | undefined {
  return refuseContains(parseOne(src, code));
}

function parseOne(src: string, code: ErrorCode): { node: FilterNode; contains: Span | undefined } | undefined {
  if (src.trim() === '') return undefined;
  const parser = new Parser(src, code);
  const node = parser.parse();
  return { node, contains: parser.contains };
}

/** Meilisearch parses the whole filter before refusing `CONTAINS`, so a syntax error anywhere comes first. */
function refuseContains(parsed: { node: FilterNode; contains: Span | undefined } | undefined): FilterNode | undefined {
  if (parsed?.contains) throw new MeiliError('feature_not_enabled', `${CONTAINS_DISABLED}\n${spanText(parsed.contains)}`);
  return parsed?.node;
}

/**
 * Filters parsed, by their text: a site's searches repeat their filters (its own conditions, the count-only
 * queries of disjunctive facets) even when the searches differ. Only filters that parse are kept; the nodes
 * are shared, so nothing may change them.
 */
const parsedFilters = new LRUCache<string, FilterNode>({ max: 1000, maxSize: 4 * 1024 * 1024, sizeCalculation: (_node, key) => key.length });

export function parseFilter(input: unknown, code: ErrorCode = 'invalid_search_filter'): FilterNode | undefined {
  if (input === undefined || input === null) return undefined;
  const key = typeof input === 'string' ? `s${input}` : Array.isArray(input) ? `a${JSON.stringify(input)}` : undefined;
  const known = key === undefined ? undefined : parsedFilters.get(key);
  if (known) return known;
  const node = parseInput(input, code);
  if (node && key !== undefined) parsedFilters.set(key, node);
  return node;
}

function parseInput(input: unknown, code: ErrorCode): FilterNode | undefined {
  if (typeof input === 'string') return parseFilterString(input, code);
  if (!Array.isArray(input)) {
    throw invalidExpression(code, 'String, Array', input);
  }
  const ands: FilterNode[] = [];
  let contains: Span | undefined;
  const read = (src: string): FilterNode | undefined => {
    const parsed = parseOne(src, code);
    contains ??= parsed?.contains;
    return parsed?.node;
  };
  for (const item of input as unknown[]) {
    if (typeof item === 'string') {
      const node = read(item);
      if (node) ands.push(node);
    } else if (Array.isArray(item)) {
      const ors: FilterNode[] = [];
      for (const inner of item as unknown[]) {
        if (typeof inner !== 'string') {
          throw invalidExpression(code, 'String', inner);
        }
        const node = read(inner);
        if (node) ors.push(node);
      }
      if (ors.length) ands.push(ors.length === 1 ? ors[0]! : { kind: 'or', children: ors });
    } else {
      throw invalidExpression(code, 'String, [String]', item);
    }
  }
  if (ands.length === 0) return undefined;
  return refuseContains({ node: ands.length === 1 ? ands[0]! : { kind: 'and', children: ands }, contains });
}

/** A filter of the wrong JSON type, as Meilisearch words it. */
function invalidExpression(code: ErrorCode, expected: string, found: unknown): MeiliError {
  return new MeiliError(code, `Invalid syntax for the filter parameter: \`expected ${expected}, found: ${JSON.stringify(found)}\`.`);
}

/** Every attribute a filter touches, with its span for error messages; `_geo` of the geo filters last, as Meilisearch checks it last. */
export function filterFields(node: FilterNode): Array<{ field: string; span: Span }> {
  const fields: Array<{ field: string; span: Span }> = [];
  const geo: Array<{ field: string; span: Span }> = [];
  const walk = (at: FilterNode): void => {
    switch (at.kind) {
      case 'and':
      case 'or':
        at.children.forEach(walk);
        break;
      case 'not':
        walk(at.child);
        break;
      case 'geo':
        geo.push(at);
        break;
      default:
        fields.push(at);
    }
  };
  walk(node);
  return [...fields, ...geo];
}
