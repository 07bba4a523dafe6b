import { findNodeAtLocation, getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { PROBLEMS } from './problem-catalogue.ts';
import type { PathSegment, Problem } from './problems.ts';

/** A parsed JSON file that can say where a JSON path sits in it, so every problem gets a line and column. */
export interface JsonSource {
  file: string;
  value: unknown;
  locate(path: readonly PathSegment[]): { line: number; column: number } | undefined;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function position(starts: number[], offset: number) {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - starts[low]! + 1 };
}

const SYNTAX_MESSAGES: Record<string, string> = {
  InvalidSymbol: 'Unexpected character',
  ValueExpected: 'A value is expected here',
  PropertyNameExpected: 'A property name in double quotes is expected here',
  CommaExpected: 'A comma is expected here',
  ColonExpected: 'A colon is expected here',
  CloseBraceExpected: 'A closing } is expected here',
  CloseBracketExpected: 'A closing ] is expected here',
  EndOfFileExpected: 'Nothing may follow the JSON value',
  InvalidCommentToken: 'Comments are not allowed in JSON',
  UnexpectedEndOfString: 'This string is not closed',
  UnexpectedEndOfComment: 'This comment is not closed',
  InvalidNumberFormat: 'This number is not valid JSON',
  InvalidEscapeCharacter: 'Invalid escape character in a string',
  InvalidUnicode: 'Invalid unicode escape in a string',
  InvalidCharacter: 'Invalid character in a string',
};

/** Parses strict JSON; returns every syntax problem with line and column instead of throwing. */
export function parseJsonSource(file: string, text: string): { source?: JsonSource; problems: Problem[] } {
  const starts = lineStarts(text);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (errors.length > 0 || !root) {
    const problems = (errors.length ? errors : [{ error: 4, offset: 0, length: 0 } as ParseError]).map((error) => {
      const code = printParseErrorCode(error.error);
      return { file, path: '', ...PROBLEMS.InvalidJson(SYNTAX_MESSAGES[code] ?? code), ...position(starts, error.offset) };
    });
    return { problems };
  }
  const locate = (path: readonly PathSegment[]) => {
    // A missing key has no node, so point at the nearest object that exists.
    for (let depth = path.length; depth >= 0; depth--) {
      const node: Node | undefined = findNodeAtLocation(root, path.slice(0, depth) as PathSegment[]);
      if (node) return position(starts, node.parent?.type === 'property' && depth > 0 ? node.parent.offset : node.offset);
    }
    return undefined;
  };
  return { source: { file, value: getNodeValue(root), locate }, problems: [] };
}
