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
    case 'prefix':
      return [node.field, 'STARTS WITH', node.value];
    case 'geo':
      return [node.field, 'geo', node.span.source.slice(node.span.start, node.span.end)];
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

  it('rejects non-string filter elements, worded as Meilisearch words them', () => {
    expect(() => parseFilter(5)).toThrow('Invalid syntax for the filter parameter: `expected String, Array, found: 5`.');
    expect(() => parseFilter(['a = 1', 5])).toThrow('Invalid syntax for the filter parameter: `expected String, [String], found: 5`.');
    expect(() => parseFilter([['a = 1', ['b = 2']]])).toThrow('Invalid syntax for the filter parameter: `expected String, found: ["b = 2"]`.');
  });

  it('parses STARTS WITH and NOT STARTS WITH, the keyword written with one space', () => {
    expect(parse('make STARTS WITH "Land R"')).toEqual(['make', 'STARTS WITH', 'Land R']);
    expect(parse('make NOT STARTS WITH to')).toEqual({ not: ['make', 'STARTS WITH', 'to'] });
    expect(syntaxError('make STARTS  WITH to').message).toContain('Was expecting an operation');
    expect(syntaxError('make STARTS WITH').message).toBe('Was expecting a value but instead got nothing.\n17:17 make STARTS WITH');
  });

  it('parses CONTAINS, then refuses it as Meilisearch does without the experimental feature', () => {
    const refused = syntaxError('make = Ford OR make NOT CONTAINS or');
    expect(refused.code).toBe('feature_not_enabled');
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/^Using `CONTAINS` in a filter requires enabling the `contains filter` experimental feature\..*\n25:33 /);
    expect(syntaxError('make CONTAINS').code).toBe('invalid_search_filter');
    expect(() => parseFilter(['make CONTAINS x', 'make ='])).toThrow(expect.objectContaining({ code: 'invalid_search_filter' }));
  });

  it('parses the geo filters, for `_geo` to be refused as not filterable, and refuses geo names elsewhere', () => {
    expect(parse('_geoRadius(-33.8, 151.2, 5e3) AND make = Ford')).toEqual({
      and: [
        ['_geo', 'geo', '-33.8'],
        ['make', '=', 'Ford'],
      ],
    });
    expect(parse('_geoBoundingBox([1, 2], [ 3 , 4 ])')).toEqual(['_geo', 'geo', '1']);
    expect(syntaxError('_geoRadius(1, 2)').message).toBe(
      'The `_geoRadius` filter expects three arguments: `_geoRadius(latitude, longitude, radius)`.\n17:17 _geoRadius(1, 2)',
    );
    expect(syntaxError('_geoBoundingBox([1, 2])').message).toMatch(/^The `_geoBoundingBox` filter expects two pairs of arguments/);
    expect(syntaxError('a = _geoRadius(1, 2, 3)').message).toMatch(/^The `_geoRadius` filter is an operation and can't be used as a value\.\n5:24 /);
    expect(syntaxError('_geo EXISTS').message).toMatch(/^`_geo` is a reserved keyword and thus can't be used as a filter expression\./);
  });

  it('reads only letters, digits, `_`, `-` and `.` unquoted', () => {
    expect(parse('model = CX-5_a.b')).toEqual(['model', '=', 'CX-5_a.b']);
    expect(parse('make = Škoda')).toEqual(['make', '=', 'Škoda']);
    expect(syntaxError('make = a/b').message).toBe(
      'Found unexpected characters at the end of the filter: `/b`. You probably forgot an `OR` or an `AND` rule.\n9:11 make = a/b',
    );
    expect(parse('make = "a/b"')).toEqual(['make', '=', 'a/b']);
    // Beyond ASCII, letters and digits of any script, and any Unicode space between tokens.
    expect(parse('größe\u00a0=\u2003١٢ AND 車 = 日本')).toEqual({
      and: [
        ['größe', '=', '١٢'],
        ['車', '=', '日本'],
      ],
    });
    expect(syntaxError('make = a€b').message).toContain('Found unexpected characters at the end of the filter: `€b`.');
  });

  it('keeps a filter parsed for its repeats, as one node shared by them, and never one that failed', () => {
    const text = 'make = Toyota AND (year > 2019 OR NOT body = Ute)';
    expect(parseFilter(text)).toBe(parseFilter(text));
    expect(parseFilter([text, ['a = 1', 'b = 2']])).toBe(parseFilter([text, ['a = 1', 'b = 2']]));
    expect(parseFilter([text])).not.toBe(parseFilter(text));
    expect(syntaxError('a = 1 OR').message).toBe(syntaxError('a = 1 OR').message);
    expect(syntaxError('a CONTAINS x').code).toBe('feature_not_enabled');
    expect(syntaxError('a CONTAINS x').code).toBe('feature_not_enabled');
  });

  it('unescapes quoted values as Meilisearch does (its quote, then the escapes of the unescaper crate)', () => {
    expect(parse('a = "tab\\there"')).toEqual(['a', '=', 'tab\there']);
    expect(parse('a = "back\\\\slash"')).toEqual(['a', '=', 'back\\slash']);
    expect(parse('a = "\\u{c9}p\\u00e9e \\x41\\101"')).toEqual(['a', '=', 'Épée AA']);
    expect(syntaxError('a = "x\\q"').message).toBe('Malformed value: `x\\\\q`.\n6:9 a = "x\\q"');
    expect(syntaxError('a = "x\\u{zz}"').message).toContain('Found an invalid escaped sequence number');
  });

  it('words syntax errors as Meilisearch does, quoting text with Rust escapes and positions in characters', () => {
    expect(syntaxError('é = "a').message).toBe('Expression `\\"a` is missing the following closing delimiter: `"`.\n5:7 é = "a');
    expect(syntaxError('a IN [x').message).toBe('Expected matching `]` after the list of field names given to `IN[`\n8:8 a IN [x');
    expect(syntaxError('a IN [x y]').message).toBe('Expected only comma-separated field names inside `IN[..]` but instead found `y]`.\n9:11 a IN [x y]');
    expect(syntaxError('a IN x').message).toBe('Expected `[` after `IN` keyword.\n6:7 a IN x');
    expect(syntaxError('a = AND').message).toBe(
      'Was expecting a value but instead got `AND`, which is a reserved keyword. To use `AND` as a field name or a value, surround it by quotes.\n5:8 a = AND',
    );
    expect(syntaxError('a = 1 OR').message).toContain('but instead got nothing.\n9:9 a = 1 OR');
  });
});
