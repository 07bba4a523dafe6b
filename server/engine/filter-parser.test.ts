import { describe, expect, it } from 'vitest';
import { MeiliError } from './errors.ts';
import { parseFilter } from './filter-parser.ts';
import type { FilterNode } from './filter-parser.ts';

/** Drops spans so expectations stay readable. */
function shape(node: FilterNode | undefined): unknown {
  if (!node) return undefined;
  switch (node.kind) {
    case 'and':
    case 'or':
      return { [node.kind]: node.children.map(shape) };
    case 'not':
      return { not: shape(node.child) };
    case 'compare':
      return [node.field, node.op, node.value];
    case 'range':
      return [node.field, 'TO', node.from, node.to];
    case 'in':
      return [node.field, 'IN', node.values];
    default:
      return [node.field, node.kind];
  }
}

const parse = (input: unknown) => shape(parseFilter(input));

function syntaxError(input: string): MeiliError {
  try {
    parseFilter(input);
  } catch (err) {
    if (err instanceof MeiliError) return err;
    throw err;
  }
  throw new Error(`expected ${input} to be rejected`);
}

describe('filter parser', () => {
  it('parses every comparison operator', () => {
    expect(parse('price = 5')).toEqual(['price', '=', '5']);
    expect(parse('price > 5')).toEqual(['price', '>', '5']);
    expect(parse('price >= 5')).toEqual(['price', '>=', '5']);
    expect(parse('price < 5')).toEqual(['price', '<', '5']);
    expect(parse('price <= 5')).toEqual(['price', '<=', '5']);
    expect(parse('price=5')).toEqual(['price', '=', '5']);
  });

  it('parses != as NOT (=) so documents without the field match', () => {
    expect(parse('make != Ford')).toEqual({ not: ['make', '=', 'Ford'] });
  });

  it('parses an inclusive TO range', () => {
    expect(parse('year 2019 TO 2021')).toEqual(['year', 'TO', '2019', '2021']);
  });

  it('parses IN and NOT IN lists with mixed quoting', () => {
    expect(parse(`make IN [Ford, "Land Rover", 'Škoda']`)).toEqual(['make', 'IN', ['Ford', 'Land Rover', 'Škoda']]);
    expect(parse('make NOT IN [Ford]')).toEqual({ not: ['make', 'IN', ['Ford']] });
    expect(parse('make IN []')).toEqual(['make', 'IN', []]);
  });

  it('parses EXISTS, IS NULL, IS EMPTY and their negations', () => {
    expect(parse('km EXISTS')).toEqual(['km', 'exists']);
    expect(parse('km NOT EXISTS')).toEqual({ not: ['km', 'exists'] });
    expect(parse('colour IS NULL')).toEqual(['colour', 'null']);
    expect(parse('colour IS NOT NULL')).toEqual({ not: ['colour', 'null'] });
    expect(parse('tags IS EMPTY')).toEqual(['tags', 'empty']);
    expect(parse('tags IS NOT EMPTY')).toEqual({ not: ['tags', 'empty'] });
  });

  it('binds AND tighter than OR', () => {
    expect(parse('a = 1 OR b = 2 AND c = 3')).toEqual({
      or: [
        ['a', '=', '1'],
        {
          and: [
            ['b', '=', '2'],
            ['c', '=', '3'],
          ],
        },
      ],
    });
  });

  it('lets parentheses override precedence', () => {
    expect(parse('(a = 1 OR b = 2) AND c = 3')).toEqual({
      and: [
        {
          or: [
            ['a', '=', '1'],
            ['b', '=', '2'],
          ],
        },
        ['c', '=', '3'],
      ],
    });
  });

  it('applies NOT to the following primary only', () => {
    expect(parse('NOT a = 1 AND b = 2')).toEqual({ and: [{ not: ['a', '=', '1'] }, ['b', '=', '2']] });
    expect(parse('NOT (a = 1 OR b = 2)')).toEqual({
      not: {
        or: [
          ['a', '=', '1'],
          ['b', '=', '2'],
        ],
      },
    });
  });

  it('unescapes quoted values and keeps keywords inside quotes as values', () => {
    expect(parse(`badge = "Rock \\"N\\" Roll"`)).toEqual(['badge', '=', 'Rock "N" Roll']);
    expect(parse(`badge = 'it\\'s'`)).toEqual(['badge', '=', "it's"]);
    expect(parse(`badge = "AND"`)).toEqual(['badge', '=', 'AND']);
    expect(parse(`"my field" = x`)).toEqual(['my field', '=', 'x']);
  });

  it('keeps dotted attribute names whole', () => {
    expect(parse('location.city = Perth')).toEqual(['location.city', '=', 'Perth']);
  });

  it('reads the array form as AND of elements with inner arrays as OR', () => {
    expect(parse(['a = 1', ['b = 2', 'c = 3']])).toEqual({
      and: [
        ['a', '=', '1'],
        {
          or: [
            ['b', '=', '2'],
            ['c', '=', '3'],
          ],
        },
      ],
    });
    expect(parse([['b = 2']])).toEqual(['b', '=', '2']);
  });

  it('treats blank filters as no filter', () => {
    expect(parse('')).toBeUndefined();
    expect(parse('   ')).toBeUndefined();
    expect(parse([])).toBeUndefined();
  });

  it('reports syntax errors as invalid_search_filter with a 1-based position', () => {
    const missingOp = syntaxError('make Toyota');
    expect(missingOp.code).toBe('invalid_search_filter');
    expect(missingOp.status).toBe(400);
    expect(missingOp.message).toContain('Was expecting an operation');
    expect(missingOp.message).toContain('1:12 make Toyota');
    expect(syntaxError('price >').code).toBe('invalid_search_filter');
    expect(syntaxError('(a = 1').message).toContain('closing delimiter');
    expect(syntaxError('a = 1 b = 2').message).toContain('unexpected characters');
    expect(syntaxError('a = "open').message).toContain('closing delimiter');
    expect(syntaxError('a = AND').message).toContain('reserved keyword');
    expect(syntaxError('a IN [1, 2').code).toBe('invalid_search_filter');
  });

  // Depths and messages as Meilisearch 1.21 answers them: 49 nested parentheses pass and the 50th is refused, at the position it is reached.
  it('refuses filters nested past the Meilisearch depth limit, however deep, without exhausting the stack', () => {
    const nested = (n: number, inner = 'a = 1') => `${'('.repeat(n)}${inner}${')'.repeat(n)}`;
    const depthError = 'The filter exceeded the maximum depth limit. Try rewriting the filter so that it contains fewer nested conditions.';
    expect(parse(nested(49))).toEqual(['a', '=', '1']);
    expect(syntaxError(nested(50)).message).toBe(`${depthError}\n51:106 ${nested(50)}`);
    expect(syntaxError(`a = 1 AND ${'( '.repeat(50)}a = 1`).message).toContain('\n111:116 ');
    expect(() => parseFilter(`${'NOT '.repeat(197)}a = 1`)).not.toThrow();
    expect(syntaxError(`${'NOT '.repeat(198)}a = 1`).message).toBe(`${depthError}\n793:798 ${'NOT '.repeat(198)}a = 1`);
    expect(syntaxError(nested(10, `${'NOT '.repeat(158)}a = 1`)).message).toContain(depthError);
    expect(() => parseFilter(nested(10, `${'NOT '.repeat(157)}a = 1`))).not.toThrow();
    expect(syntaxError('('.repeat(20_000)).message).toContain('\n51:20001 ');
    expect(syntaxError(`${'NOT '.repeat(200_000)}a = 1`).code).toBe('invalid_search_filter');
    expect(() => parseFilter(['a = 1', [nested(60)]], 'invalid_document_filter')).toThrow(expect.objectContaining({ code: 'invalid_document_filter' }));
  });

  it('rejects non-string filter elements', () => {
    expect(() => parseFilter(5)).toThrow(MeiliError);
    expect(() => parseFilter([['a = 1', ['b = 2']]])).toThrow(MeiliError);
  });
});
