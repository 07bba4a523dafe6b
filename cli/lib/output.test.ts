import { stripVTControlCharacters } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorLines } from './output.ts';
import { PROBLEMS } from './problem-catalogue.ts';
import { UserError } from './problems.ts';

afterEach(() => vi.unstubAllEnvs());

describe('errorLines', () => {
  it('prints a user error with its hint under it, then its problems, each with its hint', () => {
    const problem = { file: 'tenants/a.json', path: 'colr', line: 3, column: 5, ...PROBLEMS.UnknownKey('colr', 'colour') };
    const lines = errorLines(new UserError(PROBLEMS.AnswersInvalid(), { problems: [problem] })).map(stripVTControlCharacters);
    expect(lines).toEqual([
      '✖ The answers do not make a valid tenant; nothing was written',
      `  hint: ${PROBLEMS.AnswersInvalid().hint}`,
      '  ✖ tenants/a.json:3:5  colr  Unknown key "colr"',
      '      hint: Did you mean "colour"?',
    ]);
  });

  it('prints an internal failure with every cause, and its stack only with DEBUG', () => {
    vi.stubEnv('DEBUG', '');
    const error = new Error('could not write generated/a', { cause: new Error('ENOSPC: no space left on device') });
    const lines = errorLines(error).map(stripVTControlCharacters);
    expect(lines[0]).toBe('✖ dealer-gen failed: could not write generated/a');
    expect(lines[1]).toContain('set DEBUG=1');
    expect(lines[2]).toBe('  cause: ENOSPC: no space left on device');
    expect(lines.join('\n')).not.toContain('    at ');
    vi.stubEnv('DEBUG', '1');
    expect(errorLines(error).join('\n')).toContain('    at ');
  });
});
